// Dead Man's Draw: the standing is the bank's score, plus half of what the
// player drawing now would add by banking; the temperature falls as the draw
// pile runs out. Rollouts bank more readily as the play area fills (a draw
// busts on any suit already there), instead of a coin toss between drawing
// and banking that busts most turns.
#include "games/bot/estimate.hpp"
#include "games/deadmansdraw/scoring.hpp"
#include "games/deadmansdraw/state.hpp"
#include "shipped.hpp"

#include <algorithm>
#include <array>

namespace tavern::bot {

namespace {

namespace dmd = games::deadmansdraw;

// What banking the play area now would add to the current player's score.
int gain_if_banked(const dmd::table &t) {
  std::array<int, dmd::suit_count> top{};
  for (int i = 0; i < dmd::suit_count; ++i) {
    const auto &stack =
        t.banks[static_cast<std::size_t>(t.current)].stacks[static_cast<std::size_t>(i)];
    top[static_cast<std::size_t>(i)] = stack.empty() ? 0 : stack.back();
  }
  int gain = 0;
  for (const auto &p : t.play_area) {
    auto &best = top[static_cast<std::size_t>(dmd::index_of(p.c.s))];
    if (p.c.value > best) {
      gain += p.c.value - best;
      best = p.c.value;
    }
  }
  return gain;
}

class knowledge final : public game_knowledge {
public:
  void evaluate(const games::game_state &state, std::span<double> value) const override {
    const dmd::table *t = dmd::inspect(state);
    const int n = state.players();
    std::array<double, 16> standing{};
    for (int s = 0; s < n && s < 16; ++s)
      standing[static_cast<std::size_t>(s)] = dmd::bank_score(*t, s);
    if (t->ph == dmd::phase::play && !t->play_area.empty())
      standing[static_cast<std::size_t>(t->current)] += 0.5 * gain_if_banked(*t);
    // About two points of swing per card still to come, for each player.
    const double temperature = 2.0 + 1.0 * static_cast<double>(t->draw_pile.size()) / n;
    rewards_from_standing(std::span<const double>(standing.data(), static_cast<std::size_t>(n)),
                          temperature, value);
  }

  int rollout_action(const games::game_state &state, int, const games::json &legal,
                     games::rng &r) const override {
    int draw = -1, bank = -1;
    for (std::size_t i = 0; i < legal.size(); ++i) {
      const auto &type = legal[i]["type"];
      if (type == "draw")
        draw = static_cast<int>(i);
      else if (type == "bank")
        bank = static_cast<int>(i);
    }
    if (draw < 0 || bank < 0)
      return -1;
    const dmd::table *t = dmd::inspect(state);
    // One card placed: always draw; four or more: always bank.
    const auto placed = static_cast<std::uint64_t>(t->play_area.size());
    return r.below(3) + 1 < placed ? bank : draw;
  }

  int rollout_depth() const override { return 24; }
};

} // namespace

const game_knowledge &deadmansdraw_knowledge() {
  static const knowledge k;
  return k;
}

} // namespace tavern::bot
