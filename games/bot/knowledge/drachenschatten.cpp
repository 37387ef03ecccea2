// DrachenSchatten: the standing is the progress toward the nearest of the
// three goals (seven item types, three creatures, three treasures), with a
// little for the second nearest and, as the piles run out, for the cards in
// the line (most cards wins then). Rollouts are uniformly random.
#include "drachenschatten/state.hpp"
#include "estimate.hpp"
#include "shipped.hpp"

#include <algorithm>
#include <array>

namespace tavern::bot {

namespace {

namespace ds = games::drachenschatten;

double standing_of(const ds::table &t, int seat, double cards_weight) {
  std::array<double, 3> progress{
      t.distinct_item_types(seat) / 7.0,
      (t.count_kind(seat, ds::kind::dragon) + t.count_kind(seat, ds::kind::hydra)) / 3.0,
      t.count_kind(seat, ds::kind::treasure) / 3.0};
  std::sort(progress.begin(), progress.end());
  return 3.0 * progress[2] + 0.5 * progress[1] +
         cards_weight * static_cast<double>(t.lines[static_cast<std::size_t>(seat)].size());
}

class knowledge final : public game_knowledge {
public:
  void evaluate(const games::game_state &state, std::span<double> value) const override {
    const ds::table *t = ds::inspect(state);
    const int n = state.players();
    int left = 0;
    for (const auto &pile : t->piles)
      left += static_cast<int>(pile.size());
    const double cards_weight = 0.3 * (1.0 - left / 64.0);
    std::array<double, 16> standing{};
    for (int s = 0; s < n && s < 16; ++s)
      standing[static_cast<std::size_t>(s)] = standing_of(*t, s, cards_weight);
    rewards_from_standing(std::span<const double>(standing.data(), static_cast<std::size_t>(n)),
                          0.6, value);
  }

  int rollout_depth() const override { return 20; }
};

} // namespace

const game_knowledge &drachenschatten_knowledge() {
  static const knowledge k;
  return k;
}

} // namespace tavern::bot
