// MidEvil: the standing is the trophy points (30 win), a little for life
// tokens, and what the position promises: a valuable skeleton within reach
// (kills are the points; a blue one is worth three whites, so placing and
// chasing blues brings the end nearer), the Necronomicon while it lies on the
// map, and, for its holder, the Altar. Distances are walked steps over the
// whole map (walls and water count), so that every step towards a goal shows
// in the standing: with the few iterations of a move, a step's worth must
// stand out of the noise of a sampled future, or players wander and a game
// runs for scores of rounds.
//
// Rollouts mostly pass in reaction windows (a card thrown at random into
// every window wastes the hand) and stop moving (the step the search chose is
// what is being judged, not where random steps lead; but a pawn walks on
// towards the Necronomicon lying on the map, and its holder towards the
// Altar, see step_towards), and play the rest at random; they are short, as
// every MidEvil action is costly to simulate and the standing already says
// where things are going.
#include "games/bot/estimate.hpp"
#include "games/bot/reward.hpp"
#include "games/midevil/board.hpp"
#include "games/midevil/state.hpp"
#include "games/midevil/tile_data.hpp"
#include "shipped.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>

namespace tavern::bot {

namespace {

namespace mid = games::midevil;

// Steps within which a skeleton draws a player (about two turns of moving).
constexpr int skeleton_reach = 7;
// Steps over which the pull of the Necronomicon and of the Altar fades. A pull
// that never fades (half its worth at 12 steps, whatever the distance) left
// games between easy bots unfinished after hundreds of rounds. Where the
// Graveyard lies farther, the pull reaches a few steps beyond the way from
// the Altar to it, so that every step of that way shows: with the book 33
// steps out, a pull ending at 24 kept both players of a 2-player game by the
// Altar for 155 rounds, nothing in their standing calling them away.
constexpr double book_reach = 24.0;
constexpr double altar_reach = 30.0;
constexpr int beyond_the_way = 6;
// How much the rest of a game may still change the standings, in points. The
// book is worth at most 30 (a win) to its holder at the Altar; a temperature
// of a few points made holding it near the Altar look won, and 3-player games
// ran to 50 rounds on average as holders waited for a safe step (15: 20 rounds,
// `arena lengths --game midevil --players-min 3`).
constexpr double standing_temperature = 15.0;
// The holder's way home. Inside the standings a step towards the Altar was
// worth half a point, 0.005 of a reward once the softmax has the holder
// ahead, while a move's 16 iterations go to the most visited action, and the
// visits follow the exploration term (tenths of a reward between actions
// tried 3 and 4 times): the holder wandered, stopped, and waited while
// another player stood at the Altar (a 3-player game of 115 rounds, the
// holder 11-18 steps out with no life token for 55 of them). So the estimate
// is a mix: with the chance that the holder walks home, the finished game he
// wins; else the standings. The chance halves every `home_half_steps` steps,
// so that a step is worth a few hundredths of a reward wherever the holder
// is; his life tokens (rolling again in a fight for the book) keep it up when
// a challenger catches him. And his rollouts walk him home (step_towards), so
// that a stop or a step aside shows as all the steps it gives up; so do
// everyone's towards the book lying on the map (with the Graveyard 60 steps
// out, a 2-player game went on for 100 rounds of skeleton hunting, ended by
// 30 points).
constexpr double home_half_steps = 10.0;
constexpr double home_chance_alone = 0.7;
constexpr double home_chance_per_life = 0.06;

// Walked steps from one square to every square of the map, breadth-first
// over a grid spanning the placed tiles.
class distance_field {
public:
  void build(const mid::table &t, mid::pos from) {
    int min_tx = INT_MAX, min_ty = INT_MAX, max_tx = INT_MIN, max_ty = INT_MIN;
    for (const auto &[tile, placed] : t.tiles) {
      min_tx = std::min(min_tx, tile.x);
      min_ty = std::min(min_ty, tile.y);
      max_tx = std::max(max_tx, tile.x);
      max_ty = std::max(max_ty, tile.y);
    }
    x0_ = 3 * min_tx;
    y0_ = 3 * min_ty;
    w_ = 3 * (max_tx - min_tx + 1);
    h_ = 3 * (max_ty - min_ty + 1);
    steps_.assign(static_cast<std::size_t>(w_ * h_), -1);
    queue_.clear();
    if (!covers(from))
      return;
    steps_[index(from)] = 0;
    queue_.push_back(from);
    for (std::size_t head = 0; head < queue_.size(); ++head) {
      const mid::pos p = queue_[head];
      const int next = steps_[index(p)] + 1;
      for (const mid::pos o : mid::side_offset) {
        const mid::pos q{p.x + o.x, p.y + o.y};
        if (covers(q) && steps_[index(q)] < 0 && mid::can_step(t, p, q)) {
          steps_[index(q)] = next;
          queue_.push_back(q);
        }
      }
    }
  }

  // -1 when unreachable.
  int to(mid::pos p) const { return covers(p) ? steps_[index(p)] : -1; }

private:
  bool covers(mid::pos p) const {
    return p.x >= x0_ && p.y >= y0_ && p.x < x0_ + w_ && p.y < y0_ + h_;
  }
  std::size_t index(mid::pos p) const {
    return static_cast<std::size_t>((p.y - y0_) * w_ + (p.x - x0_));
  }

  int x0_ = 0, y0_ = 0, w_ = 0, h_ = 0;
  std::vector<int> steps_;
  std::vector<mid::pos> queue_;
};

// 1 on the spot, fading to 0 at `reach` steps; 0 when unreachable.
double nearness(int steps, double reach) {
  return steps < 0 ? 0.0 : std::max(0.0, 1.0 - steps / reach);
}

// The best of the skeletons within reach: its points, fading with distance.
double skeleton_pull(const mid::table &t, const distance_field &d) {
  double best = 0;
  for (const auto &[square, colour] : t.skeletons) {
    const int steps = d.to(square);
    if (steps >= 0 && steps <= skeleton_reach)
      best = std::max(best, mid::colour_points[colour] * nearness(steps, skeleton_reach + 1.0));
  }
  return best;
}

// Walked steps from the Altar's centre to the Graveyard's, 0 before it is
// placed.
int way_to_graveyard(const mid::table &t, distance_field &d) {
  for (const auto &[tile, placed] : t.tiles)
    if (placed.def == mid::graveyard_tile()) {
      d.build(t, mid::altar_centre());
      return std::max(0, d.to({3 * tile.x + 1, 3 * tile.y + 1}));
    }
  return 0;
}

// value = chance * (the holder's win) + (1 - chance) * value; `d` is any
// field, rebuilt here from the holder's square.
void mix_in_the_way_home(const mid::table &t, distance_field &d, std::span<double> value) {
  const int holder = t.book_holder;
  const auto &p = t.seats[static_cast<std::size_t>(holder)];
  d.build(t, p.square);
  const int steps = d.to(mid::altar_centre());
  if (steps < 0)
    return;
  const double chance = std::exp2(-steps / home_half_steps) *
                        (home_chance_alone + home_chance_per_life * std::min(p.life, 5));
  games::game_result won;
  won.winners = {holder};
  for (const auto &seat : t.seats)
    won.scores.push_back(mid::points_of(seat.trophies));
  std::array<double, 16> win{};
  std::span<double> win_span(win.data(), value.size());
  finished_rewards(won, win_span);
  for (std::size_t s = 0; s < value.size(); ++s)
    value[s] = chance * win_span[s] + (1 - chance) * value[s];
}

// The step of `legal` that brings a pawn on `from` nearest `goal`, if one
// brings it nearer; else -1.
int step_towards(const mid::table &t, mid::pos goal, mid::pos from, const games::json &legal) {
  distance_field d;
  d.build(t, goal);
  int best = -1;
  int best_steps = d.to(from);
  for (std::size_t i = 0; i < legal.size(); ++i) {
    const auto &a = legal[i];
    if (a["type"] != "move")
      continue;
    const int steps = d.to(mid::parse_pos(a["square"].get<std::string>()));
    if (steps >= 0 && (best_steps < 0 || steps < best_steps)) {
      best = static_cast<int>(i);
      best_steps = steps;
    }
  }
  return best;
}

class knowledge final : public game_knowledge {
public:
  void evaluate(const games::game_state &state, std::span<double> value) const override {
    const mid::table *t = mid::inspect(state);
    const int n = state.players();
    distance_field d;
    const int way = way_to_graveyard(*t, d);
    const double to_book = std::max(book_reach, static_cast<double>(way + beyond_the_way));
    const double to_altar = std::max(altar_reach, static_cast<double>(way + beyond_the_way));
    std::array<double, 16> standing{};
    for (int s = 0; s < n && s < 16; ++s) {
      const auto &p = t->seats[static_cast<std::size_t>(s)];
      d.build(*t, p.square);
      double v = mid::points_of(p.trophies) + 0.5 * p.life;
      v += 0.25 * skeleton_pull(*t, d);
      if (t->book_square)
        v += 12.0 * nearness(d.to(*t->book_square), to_book);
      if (t->book_holder == s)
        v += 15.0 + 15.0 * nearness(d.to(mid::altar_centre()), to_altar);
      standing[static_cast<std::size_t>(s)] = v;
    }
    rewards_from_standing(std::span<const double>(standing.data(), static_cast<std::size_t>(n)),
                          standing_temperature, value);
    if (t->book_holder >= 0 && t->book_holder < n)
      mix_in_the_way_home(*t, d, value);
  }

  int rollout_action(const games::game_state &state, int seat, const games::json &legal,
                     games::rng &r) const override {
    const mid::table *t = mid::inspect(state);
    if (t->dec == mid::decision::move && (t->book_holder == seat || t->book_square)) {
      const mid::pos goal = t->book_holder == seat ? mid::altar_centre() : *t->book_square;
      const int step =
          step_towards(*t, goal, t->seats[static_cast<std::size_t>(seat)].square, legal);
      if (step >= 0)
        return step;
    }
    if (r.below(10) == 0)
      return -1;
    for (std::size_t i = 0; i < legal.size(); ++i) {
      const auto &type = legal[i]["type"];
      if (type == "pass" || type == "stop")
        return static_cast<int>(i);
    }
    return -1;
  }

  int rollout_depth() const override { return 4; }

  // The standings' temperature keeps the estimates of a move's choices within
  // a few hundredths of each other (the best step 0.01-0.05 above the rest),
  // where the default 0.7 spread hard's 2,500 iterations nearly evenly over
  // the steps (394-561 to each of 5): it searched no deeper than normal and
  // did not beat it (docs/BENCHMARKS.md, "MidEvil's exploration").
  double exploration() const override { return 0.15; }
};

} // namespace

const game_knowledge &midevil_knowledge() {
  static const knowledge k;
  return k;
}

} // namespace tavern::bot
