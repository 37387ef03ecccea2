#include "game_runner.hpp"

namespace tavern::bot {

using games::json;

json random_player::choose(const games::game_state &state, int seat) {
  const json legal = state.legal_choices(seat);
  if (legal.empty())
    return nullptr;
  return legal[static_cast<std::size_t>(rng_.below(legal.size()))];
}

json search_player::choose(const games::game_state &state, int seat) {
  return bot_.choose(state, seat);
}

played_game play_out(games::game_state &state, std::span<player *const> seats, int max_actions) {
  played_game out;
  int turn_holder = -1;
  while (!state.finished() && out.actions < max_actions) {
    const auto awaited = state.awaiting();
    if (awaited.empty())
      break;
    const int seat = awaited.front();
    if (awaited.size() == 1 && seat != turn_holder) {
      turn_holder = seat;
      ++out.turns;
    }
    const json action = seats[static_cast<std::size_t>(seat)]->choose(state, seat);
    if (action.is_null() || state.apply(seat, action))
      break;
    ++out.actions;
  }
  out.finished = state.finished();
  if (out.finished)
    out.result = state.result();
  const json shared = state.public_view();
  if (shared.is_object() && shared.contains("round") && shared["round"].is_number()) {
    out.rounds = shared["round"].get<double>();
    out.game_rounds = true;
  } else {
    out.rounds = static_cast<double>(out.turns) / state.players();
  }
  return out;
}

} // namespace tavern::bot
