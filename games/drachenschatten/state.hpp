#pragma once
// The engine contract's game_state for DrachenSchatten: the kit's shell over
// `table` (games/kit/move_state.hpp).
#include "games/kit/move_state.hpp"
#include "moves.hpp"
#include "resample.hpp"
#include "view.hpp"

namespace tavern::games::drachenschatten {

class state final : public kit::move_state<state, table, move> {
public:
  explicit state(table t) : move_state(std::move(t)) {}

  bool finished() const override { return table_.ph == phase::finished; }

  static constexpr std::string_view example_action = R"({"type":"endTurn"})";
  static bool knows_action_type(std::string_view type) { return is_action_type(type); }
  game_error explain_unmatched(const json &action, const json &offered,
                               const std::string &type) const;
};

// The table inside a DrachenSchatten state (for tests), or null.
const table *inspect(const game_state &played);

} // namespace tavern::games::drachenschatten
