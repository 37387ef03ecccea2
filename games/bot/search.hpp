#pragma once
// Information-set Monte Carlo tree search over the engine contract alone
// (single-observer ISMCTS: Cowling, Powley and Whitehouse, "Information Set
// Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012), for any number of seats.
//
// Each iteration draws a determinization with resample_hidden(seat, rng) (a
// state consistent with what the searching seat may know), walks the tree
// with it, expands one action, plays a rollout and backs up every seat's
// reward; each seat picks its own actions in the tree by UCB on its own
// reward (max^n), with availability counts because the actions open at a
// node differ between determinizations. Chance inside apply() is sampled
// too: resample_hidden redraws the engine's future randomness.
//
// The real state is read only through resample_hidden and the searching
// seat's own legal actions, so the choice depends only on that seat's
// information (the fairness check in tests/engine_harness_fairness.cpp).
//
// With branch_on_observation (the hard level) an action's node has a child
// for each view of the searching seat that followed it, and the decisions
// below hang from that child: the tree's nodes become the seat's own
// information sets. In the plain tree the decision after a draw, an Oracle's
// or a Torch's look is one node shared by every card that might have come,
// so it is decided for the average card and a look is worth nothing; keyed
// by what the seat then sees, it is decided for the card seen. The view
// of a determinization equals the real one's (resample_hidden's promise), so
// the key adds nothing the seat does not know. The key is the view's
// fingerprint (engine.hpp), which the kit's games compute from the parts of
// the view that moved. The tree is wider (Dead Man's Draw's draws split it by
// card), for the hard level's five times the iterations to fill; normal keeps
// the plain tree.
//
// Several awaited seats (simultaneous decisions) are taken one after the
// other, the searching seat first: in the tree it never chooses knowing the
// others' simultaneous choices.
#include "knowledge.hpp"
#include "stop_signal.hpp"

#include <cstdint>
#include <vector>

namespace tavern::bot {

struct search_settings {
  std::uint64_t seed = 1;
  int iterations = 1000; // at most; a stop signal may end the search sooner
  double exploration = game_knowledge::default_exploration;
  int rollout_depth = -1; // actions before a rollout is evaluated; -1: the knowledge's
  // Whether the tree branches on what the searching seat sees after each
  // action (its view), not on the action alone: see search.cpp.
  bool branch_on_observation = false;
  const game_knowledge *knowledge = nullptr; // null: uniform rollouts, no evaluation
};

struct search_stats {
  int iterations = 0;
  int nodes = 0;
  long long actions_applied = 0; // in the tree and in rollouts
  int cut_rollouts = 0;          // rollouts ended by the depth limit
  bool stopped = false;          // by the stop signal, before the iteration limit
};

class ismcts {
public:
  // The action `seat` should play in `root` (one of root.legal_actions(seat),
  // label included), or null when the seat is not awaited. One legal action
  // is returned without searching.
  games::json choose(const games::game_state &root, int seat, const search_settings &settings,
                     stop_signal *stop = nullptr);

  const search_stats &stats() const { return stats_; }

private:
  struct node {
    // The action (and its seat) on the edge into this node; under an action's
    // node, with branching on observations, what the searching seat then sees.
    std::uint64_t key = 0;
    std::int32_t first_child = -1;
    std::int32_t next_sibling = -1;
    std::int32_t visits = 0;
    std::int32_t available = 0;
    double reward = 0; // summed over visits, for the seat that acted
    int actor = -1;
  };

  void iterate(const games::game_state &root, int seat);
  // Finds the children of `parent` for each legal action (matched_) and the
  // actions no child stands for yet (untried_).
  void match_children(int parent, const json &legal, int actor);
  // The tried action with the best upper confidence bound.
  std::size_t best_by_ucb(std::size_t actions) const;
  void back_up();
  int add_child(int parent, std::uint64_t key, int actor);
  // The child of action node `parent` for what `seat` sees in `state`.
  int outcome_child(int parent, const games::game_state &state, int seat);
  void rollout(games::game_state &state);
  void score(const games::game_state &state);

  search_settings settings_;
  games::rng rng_{1};
  search_stats stats_;
  int depth_limit_ = 0;
  // Kept between searches so that a bot reuses its memory.
  std::vector<node> nodes_;
  std::vector<int> path_;
  std::vector<std::uint64_t> keys_;
  std::vector<int> matched_;
  std::vector<int> untried_;
  std::vector<double> reward_;
};

// The awaited seat that acts next in a search: `seat` itself when awaited,
// else the first awaited seat.
int next_actor(const std::vector<int> &awaited, int seat);

} // namespace tavern::bot
