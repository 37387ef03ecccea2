// Colt Express: the standing is each seat's money as the final count would
// give it now (loot, ransom, the Gunslinger's bonus), in the determinized
// purse values; the temperature falls with the rounds left. Rollouts are
// uniformly random: the programming phase is a bluff that a fixed policy
// would play worse than chance.
#include "games/coltexpress/coltexpress.hpp"
#include "games/bot/estimate.hpp"
#include "games/coltexpress/scoring.hpp"
#include "games/coltexpress/table.hpp"
#include "shipped.hpp"

#include <array>

namespace tavern::bot {

namespace {

namespace colt = games::coltexpress;

class knowledge final : public game_knowledge {
public:
  void evaluate(const games::game_state &state, std::span<double> value) const override {
    const colt::table *t = colt::inspect(state);
    const int n = state.players();
    std::array<double, 16> standing{};
    for (int s = 0; s < n && s < 16; ++s)
      standing[static_cast<std::size_t>(s)] = colt::seat_money(*t, s);
    const int rounds_left = colt::rounds_per_game - 1 - std::max(0, t->round);
    const double temperature = 200.0 + 250.0 * rounds_left;
    rewards_from_standing(std::span<const double>(standing.data(), static_cast<std::size_t>(n)),
                          temperature, value);
  }

  int rollout_depth() const override { return 30; }
};

} // namespace

const game_knowledge &coltexpress_knowledge() {
  static const knowledge k;
  return k;
}

} // namespace tavern::bot
