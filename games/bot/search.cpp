#include "search.hpp"

#include "action_key.hpp"
#include "reward.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tavern::bot {

using games::game_state;
using games::json;

namespace {

// Without a game's evaluation a cut rollout says nothing, so rollouts go far.
constexpr int rollout_depth_without_knowledge = 400;
// A guard against an engine whose forced moves never end a game.
constexpr int tree_step_limit = 100000;

// The same action by two seats is two different edges.
std::uint64_t edge_key(std::uint64_t action, int actor) {
  return action ^ (static_cast<std::uint64_t>(actor + 1) * 0x9e3779b97f4a7c15ULL);
}

} // namespace

int next_actor(const std::vector<int> &awaited, int seat) {
  for (int a : awaited)
    if (a == seat)
      return seat;
  return awaited.empty() ? -1 : awaited.front();
}

json ismcts::choose(const game_state &root, int seat, const search_settings &settings,
                    stop_signal *stop) {
  stats_ = {};
  const json legal = root.legal_actions(seat);
  if (!legal.is_array() || legal.empty())
    return nullptr;
  if (legal.size() == 1)
    return legal[0];

  settings_ = settings;
  rng_ = games::rng(settings.seed);
  depth_limit_ = settings.rollout_depth >= 0 ? settings.rollout_depth
                 : settings.knowledge        ? settings.knowledge->rollout_depth()
                                             : rollout_depth_without_knowledge;
  nodes_.clear();
  nodes_.push_back(node{});
  reward_.assign(static_cast<std::size_t>(root.players()), 0.0);

  for (int i = 0; i < settings.iterations; ++i) {
    if (stop && i > 0 && stop->stop_now()) {
      stats_.stopped = true;
      break;
    }
    iterate(root, seat);
    ++stats_.iterations;
  }
  stats_.nodes = static_cast<int>(nodes_.size());

  // The most visited of the real legal actions; a tie goes to the better mean.
  std::size_t best = 0;
  int best_visits = -1;
  double best_mean = -1;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    const auto key = edge_key(action_key(legal[i]), seat);
    for (int c = nodes_[0].first_child; c >= 0;
         c = nodes_[static_cast<std::size_t>(c)].next_sibling) {
      const node &child = nodes_[static_cast<std::size_t>(c)];
      if (child.key != key)
        continue;
      const double mean = child.visits ? child.reward / child.visits : 0;
      if (child.visits > best_visits || (child.visits == best_visits && mean > best_mean)) {
        best = i;
        best_visits = child.visits;
        best_mean = mean;
      }
      break;
    }
  }
  return legal[best];
}

int ismcts::add_child(int parent, std::uint64_t key, int actor) {
  node child;
  child.key = key;
  child.actor = actor;
  child.next_sibling = nodes_[static_cast<std::size_t>(parent)].first_child;
  const int index = static_cast<int>(nodes_.size());
  nodes_.push_back(child);
  nodes_[static_cast<std::size_t>(parent)].first_child = index;
  return index;
}

int ismcts::outcome_child(int parent, const game_state &state, int seat) {
  // The searching seat's view is the same in every determinization it cannot
  // tell apart (resample_hidden's promise), so keying by it splits the tree
  // only where the seat itself would know more, never by what it cannot see.
  const std::uint64_t key = state.view_fingerprint(seat);
  for (int c = nodes_[static_cast<std::size_t>(parent)].first_child; c >= 0;
       c = nodes_[static_cast<std::size_t>(c)].next_sibling)
    if (nodes_[static_cast<std::size_t>(c)].key == key)
      return c;
  return add_child(parent, key, -1);
}

void ismcts::match_children(int parent, const json &legal, int actor) {
  const std::size_t n = legal.size();
  keys_.clear();
  for (const auto &a : legal)
    keys_.push_back(edge_key(action_key(a), actor));
  matched_.assign(n, -1);
  untried_.clear();
  for (int c = nodes_[static_cast<std::size_t>(parent)].first_child; c >= 0;
       c = nodes_[static_cast<std::size_t>(c)].next_sibling)
    for (std::size_t i = 0; i < n; ++i)
      if (matched_[i] < 0 && keys_[i] == nodes_[static_cast<std::size_t>(c)].key) {
        matched_[i] = c;
        break;
      }
  for (std::size_t i = 0; i < n; ++i)
    if (matched_[i] < 0)
      untried_.push_back(static_cast<int>(i));
}

std::size_t ismcts::best_by_ucb(std::size_t actions) const {
  std::size_t pick = 0;
  double best = -std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < actions; ++i) {
    const node &child = nodes_[static_cast<std::size_t>(matched_[i])];
    const double visits = child.visits;
    const double value =
        child.reward / visits +
        settings_.exploration * std::sqrt(std::log(static_cast<double>(child.available)) / visits);
    if (value > best) {
      best = value;
      pick = i;
    }
  }
  return pick;
}

void ismcts::back_up() {
  for (int index : path_) {
    node &n = nodes_[static_cast<std::size_t>(index)];
    ++n.visits;
    n.reward += reward_[static_cast<std::size_t>(n.actor)];
  }
}

void ismcts::iterate(const game_state &root, int seat) {
  const auto state = root.resample_hidden(seat, rng_);
  path_.clear();
  int current = 0;
  bool expanded = false;
  for (int steps = 0; !expanded && steps < tree_step_limit && !state->finished(); ++steps) {
    const int actor = next_actor(state->awaiting(), seat);
    if (actor < 0)
      break;
    const json legal = state->legal_choices(actor);
    const std::size_t n = legal.size();
    if (n == 0)
      break;
    match_children(current, legal, actor);
    std::size_t pick = 0;
    if (n == 1) {
      // A forced move is no decision: it does not use up the expansion.
      if (matched_[0] < 0)
        matched_[0] = add_child(current, keys_[0], actor);
    } else if (!untried_.empty()) {
      if (expanded)
        break;
      pick = static_cast<std::size_t>(untried_[rng_.below(untried_.size())]);
      matched_[pick] = add_child(current, keys_[pick], actor);
      expanded = true;
    } else {
      pick = best_by_ucb(n);
    }
    for (int child : matched_)
      if (child >= 0)
        ++nodes_[static_cast<std::size_t>(child)].available;
    if (state->apply(actor, legal[pick]))
      break; // an engine refusing its own legal action: stop this iteration here
    ++stats_.actions_applied;
    current = matched_[pick];
    path_.push_back(current);
    if (settings_.branch_on_observation)
      current = outcome_child(current, *state, seat);
  }
  if (!state->finished())
    rollout(*state);
  score(*state);
  back_up();
}

void ismcts::rollout(game_state &state) {
  const game_knowledge *knowledge = settings_.knowledge;
  for (int depth = 0; !state.finished(); ++depth) {
    if (depth >= depth_limit_) {
      ++stats_.cut_rollouts;
      return;
    }
    const auto awaited = state.awaiting();
    if (awaited.empty())
      return;
    const int actor = awaited.size() == 1 ? awaited.front() : awaited[rng_.below(awaited.size())];
    const json legal = state.legal_choices(actor);
    const auto n = static_cast<int>(legal.size());
    if (n == 0)
      return;
    int i = knowledge ? knowledge->rollout_action(state, actor, legal, rng_) : -1;
    if (i < 0 || i >= n)
      i = static_cast<int>(rng_.below(static_cast<std::uint64_t>(n)));
    if (state.apply(actor, legal[static_cast<std::size_t>(i)]))
      return;
    ++stats_.actions_applied;
  }
}

void ismcts::score(const game_state &state) {
  if (state.finished())
    finished_rewards(state.result(), reward_);
  else if (settings_.knowledge)
    settings_.knowledge->evaluate(state, reward_);
  else
    std::fill(reward_.begin(), reward_.end(), 1.0 / static_cast<double>(reward_.size()));
}

} // namespace tavern::bot
