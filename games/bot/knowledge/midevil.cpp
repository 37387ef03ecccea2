// MidEvil: the standing is the trophy points (30 win), a little for life
// tokens, and what the position promises: being near a skeleton (kills are
// the points), near the Necronomicon while it lies on the map, and, for its
// holder, near the Altar. Distances are walked steps within a short range
// (walls and water count), else straight-line. Rollouts mostly pass in
// reaction windows (a card thrown at random into every window wastes the
// hand) and play the rest at random; they are short, as every MidEvil action
// is costly to simulate and the standing already says where things are going.
#include "estimate.hpp"
#include "midevil/board.hpp"
#include "midevil/state.hpp"
#include "shipped.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace tavern::bot {

namespace {

namespace mid = games::midevil;

constexpr int walk_limit = 8;

int straight_distance(mid::pos a, mid::pos b) {
  return std::abs(a.x - b.x) + std::abs(a.y - b.y);
}

struct distances {
  int skeleton = -1; // walked steps to the nearest skeleton, -1 beyond the limit
  int book = -1;     // to the Necronomicon lying on the map
  int altar = -1;    // to the Altar's centre
};

// A breadth-first walk from `from` up to walk_limit steps.
distances walk(const mid::table &t, mid::pos from, std::vector<mid::pos> &seen,
               std::vector<mid::pos> &frontier, std::vector<mid::pos> &next) {
  distances d;
  const mid::pos altar = mid::altar_centre();
  seen.assign(1, from);
  frontier.assign(1, from);
  for (int steps = 0; steps <= walk_limit && !frontier.empty(); ++steps) {
    for (const mid::pos p : frontier) {
      if (d.skeleton < 0 && t.skeletons.count(p))
        d.skeleton = steps;
      if (d.book < 0 && t.book_square && *t.book_square == p)
        d.book = steps;
      if (d.altar < 0 && p == altar)
        d.altar = steps;
    }
    next.clear();
    for (const mid::pos p : frontier)
      for (const mid::pos o : mid::side_offset) {
        const mid::pos q{p.x + o.x, p.y + o.y};
        if (std::find(seen.begin(), seen.end(), q) == seen.end() && mid::can_step(t, p, q)) {
          seen.push_back(q);
          next.push_back(q);
        }
      }
    frontier.swap(next);
  }
  return d;
}

double nearness(int walked, int straight, double scale) {
  const double d = walked >= 0 ? walked : std::max(straight, walk_limit + 1);
  return std::max(0.0, 1.0 - d / scale);
}

class knowledge final : public game_knowledge {
public:
  void evaluate(const games::game_state &state, std::span<double> value) const override {
    const mid::table *t = mid::inspect(state);
    const int n = state.players();
    const mid::pos altar = mid::altar_centre();
    std::vector<mid::pos> seen, frontier, next;
    std::array<double, 16> standing{};
    for (int s = 0; s < n && s < 16; ++s) {
      const auto &p = t->seats[static_cast<std::size_t>(s)];
      const distances d = walk(*t, p.square, seen, frontier, next);
      double v = mid::points_of(p.trophies) + 0.5 * p.life;
      if (d.skeleton >= 0)
        v += 1.5 * nearness(d.skeleton, 0, walk_limit + 1.0);
      if (t->book_square)
        v += 6.0 * nearness(d.book, straight_distance(p.square, *t->book_square), 30.0);
      if (t->book_holder == s)
        v += 12.0 + 12.0 * nearness(d.altar, straight_distance(p.square, altar), 40.0);
      standing[static_cast<std::size_t>(s)] = v;
    }
    rewards_from_standing(std::span<const double>(standing.data(), static_cast<std::size_t>(n)),
                          6.0, value);
  }

  int rollout_action(const games::game_state &, int, const games::json &legal,
                     games::rng &r) const override {
    if (r.below(10) == 0)
      return -1;
    for (std::size_t i = 0; i < legal.size(); ++i)
      if (legal[i]["type"] == "pass")
        return static_cast<int>(i);
    return -1;
  }

  int rollout_depth() const override { return 4; }
};

} // namespace

const game_knowledge &midevil_knowledge() {
  static const knowledge k;
  return k;
}

} // namespace tavern::bot
