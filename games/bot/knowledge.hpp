#pragma once
// What a game may tell the search beyond the engine contract, all of it
// optional and small: how a state that has not finished is going for each
// seat, a rollout policy, and how far rollouts go before that estimate is
// used. The search plays every game without it.
//
// The search hands these functions only its own determinizations: states
// resampled from the searching seat's information (resample_hidden), never
// the real game. So they may read all of the state they are given without
// letting the bot peek; what they read of hidden parts is a sample.
#include "games/engine.hpp"

#include <span>

namespace tavern::bot {

class game_knowledge {
public:
  virtual ~game_knowledge() = default;

  // For a state that has not finished, value[s] for every seat s: the
  // expected reward of seat s, on the scale of finished games (reward.hpp:
  // 0 for a loss up to 1 for a win alone).
  virtual void evaluate(const games::game_state &state, std::span<double> value) const = 0;

  // The index in `legal` (the legal actions of `seat`) a rollout plays, or
  // -1 for a uniformly random one.
  virtual int rollout_action(const games::game_state & /*state*/, int /*seat*/,
                             const games::json & /*legal*/, games::rng & /*r*/) const {
    return -1;
  }

  // Actions a rollout plays before it is cut and evaluated.
  virtual int rollout_depth() const { return 40; }

  // The search's exploration constant (search.hpp), on the scale of what
  // separates one move from another in this game's rewards: an estimate whose
  // values lie close together needs a smaller one, or the search spreads its
  // visits evenly over moves it could already tell apart and looks no deeper
  // with more iterations.
  virtual double exploration() const { return default_exploration; }
  static constexpr double default_exploration = 0.7;
};

} // namespace tavern::bot
