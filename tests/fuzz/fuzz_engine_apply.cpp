// libFuzzer target: a state of a shipped game reached by random play, then an
// arbitrary action. The input's first bytes choose the game, the player count,
// the seed and how far to play; the rest is the action, as JSON. An action the
// engine refuses must leave every view byte-identical; nothing may crash.
#include "games/registry.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace tavern::games;

namespace {

std::string view_dump_of(const game_state &s, int viewer) {
  return s.view(viewer).dump();
}

const registry &shipped() {
  static const registry games = make_shipped_registry();
  return games;
}

std::string all_views(const game_state &s) {
  std::string out = view_dump_of(s, spectator);
  for (int seat = 0; seat < s.players(); ++seat)
    out += view_dump_of(s, seat);
  return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  if (size < 4)
    return 0;
  const auto games = shipped().all();
  const game &g = *games[data[0] % games.size()];
  const int players = g.min_players() + data[1] % (g.max_players() - g.min_players() + 1);
  const int steps = data[2];
  rng choose(data[3]);
  auto created = g.create(json::object(), players, data[3] + 1);
  auto &state = std::get<std::unique_ptr<game_state>>(created);
  for (int i = 0; i < steps && !state->finished(); ++i) {
    const auto awaiting = state->awaiting();
    const int seat = awaiting[choose.below(awaiting.size())];
    const json legal = state->legal_actions(seat);
    if (state->apply(seat, legal[choose.below(legal.size())])) {
      std::fputs("a legal action was refused\n", stderr);
      std::abort();
    }
  }

  const json action = json::parse(data + 4, data + size, nullptr, /*allow_exceptions=*/false);
  const auto awaiting = state->awaiting();
  const int seat = awaiting.empty() ? 0 : awaiting[choose.below(awaiting.size())];
  const std::string before = all_views(*state);
  const auto log_size = state->log().size();
  if (state->apply(seat,
                   action.is_discarded() ? json(std::string(data + 4, data + size)) : action) &&
      (all_views(*state) != before || state->log().size() != log_size)) {
    std::fputs("a refused action changed the state\n", stderr);
    std::abort();
  }
  return 0;
}
