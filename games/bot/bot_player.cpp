#include "bot_player.hpp"

#include "games/bot/knowledge/shipped.hpp"

namespace tavern::bot {

bot_player::bot_player(std::string_view game_id, level l, std::uint64_t seed) : seed_(seed) {
  settings_.iterations = budget_of(l).iterations;
  settings_.knowledge = knowledge_for(game_id);
  if (settings_.knowledge)
    settings_.exploration = settings_.knowledge->exploration();
  // Hard's five times the iterations buy nothing in a tree that cannot tell
  // what it has seen apart (search.cpp); normal keeps the smaller tree.
  settings_.branch_on_observation = l == level::hard;
}

games::json bot_player::choose(const games::game_state &state, int seat, stop_signal *stop) {
  // One stream per move, so that no move's search depends on how many random
  // numbers the moves before it drew.
  settings_.seed = games::rng(seed_ ^ (0x9e3779b97f4a7c15ULL * ++moves_)).next();
  return search_.choose(state, seat, settings_, stop);
}

} // namespace tavern::bot
