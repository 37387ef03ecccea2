#pragma once
// One game being played: the rules, the options, the seed, the current state
// and the history of accepted actions. Replaying seed + history reproduces the
// state exactly, which is what persistence and the determinism tests rely on.
#include "engine.hpp"

namespace tavern::games {

struct recorded_action {
  int seat;
  json action; // as applied, without its label and msg
};

class match {
public:
  using start_result = std::variant<match, game_error>;
  static start_result start(const game &rules, const json &options, int players,
                            std::uint64_t seed);

  // Strips `label` and `msg`, applies, and records the action if the engine accepted it.
  std::optional<game_error> apply(int seat, const json &action);
  // apply() for an action from a stored history, which may predate a renamed
  // field (game::recorded_action). Live actions go through apply().
  std::optional<game_error> replay(int seat, const json &recorded);

  const game &rules() const { return *rules_; }
  const game_state &state() const { return *state_; }
  const json &options() const { return options_; }
  std::uint64_t seed() const { return seed_; }
  const std::vector<recorded_action> &history() const { return history_; }

private:
  match(const game &rules, json options, std::uint64_t seed, std::unique_ptr<game_state> state);

  const game *rules_;
  json options_;
  std::uint64_t seed_;
  std::unique_ptr<game_state> state_;
  std::vector<recorded_action> history_;
};

} // namespace tavern::games
