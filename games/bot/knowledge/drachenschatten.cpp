// DrachenSchatten: a race to the first of three goals (seven item types,
// three creatures, three treasures), so the standing is how near a seat is to
// its nearest goal in cards still needed, weighted by how hard each is to
// find (a new item type comes from almost any village card; treasures are 7
// of the 32 cave cards, among the creatures; a creature needs a ready
// protection item, or it takes the whole line). A little goes to the second
// nearest goal and, as the piles run out, to the cards in the line (most
// cards wins then).
//
// No rollouts: the search's leaves are evaluated as they are. Random
// rollouts tapped every item by uses to no effect and walked into caves
// unprotected, for both seats, so after 20 actions a line looked alike
// whatever the move searched had done with its items: the estimate could not
// tell a tapped Shield from a ready one, and the bot used its protectors to
// no effect (a use is no worse than ending the turn in that noise), lost
// them to steals and decays, and its line to the next cave creature.
#include "games/bot/estimate.hpp"
#include "games/drachenschatten/state.hpp"
#include "shipped.hpp"

#include <algorithm>
#include <array>

namespace tavern::bot {

namespace {

namespace ds = games::drachenschatten;

// The standing is in cards still needed, so one card is a large step: at a
// temperature of 0.7 a one-card lead is worth about four to one (e^(1/0.7)),
// which leaves room for the draws still to come.
constexpr double temperature = 0.7;
constexpr int rollout_actions = 0;
// A tapped item can be stolen, swapped away, destroyed or lost to a decay;
// a ready one cannot.
constexpr double tapped_weight = 0.15;

// Treasures lie among the cave's creatures: a seat that still needs them has
// to reveal caves, and without a ready protector a dragon (8 of the 32) or a
// hydra (2) takes its whole line. Counted as cards still needed.
double cave_risk(int ready_dragon, int ready_hydra) {
  return (ready_dragon == 0 ? 1.0 : 0.0) + (ready_hydra == 0 ? 0.3 : 0.0);
}

double standing_of(const ds::table &t, int seat, double cards_weight) {
  int ready_protection = 0, ready_dragon = 0, ready_hydra = 0, tapped = 0;
  for (const auto &c : t.lines[static_cast<std::size_t>(seat)]) {
    const auto sym = ds::info(c.id).sym;
    const bool d = ds::protects_against(sym, ds::kind::dragon);
    const bool h = ds::protects_against(sym, ds::kind::hydra);
    if (c.tapped) {
      if (ds::info(c.id).k == ds::kind::item)
        ++tapped;
      continue;
    }
    if (d || h)
      ++ready_protection;
    ready_dragon += d;
    ready_hydra += h;
  }
  const int creatures = t.count_kind(seat, ds::kind::dragon) + t.count_kind(seat, ds::kind::hydra);
  const int creatures_needed = 3 - creatures;
  const int treasures_needed = 3 - t.count_kind(seat, ds::kind::treasure);
  std::array<double, 3> need{
      1.0 * (7 - t.distinct_item_types(seat)),
      1.5 * creatures_needed + 1.0 * std::max(0, creatures_needed - ready_protection),
      2.0 * treasures_needed + (treasures_needed > 0 ? cave_risk(ready_dragon, ready_hydra) : 0.0)};
  std::sort(need.begin(), need.end());
  return -need[0] - 0.15 * need[1] - tapped_weight * tapped +
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
                          temperature, value);
  }

  int rollout_depth() const override { return rollout_actions; }
};

} // namespace

const game_knowledge &drachenschatten_knowledge() {
  static const knowledge k;
  return k;
}

} // namespace tavern::bot
