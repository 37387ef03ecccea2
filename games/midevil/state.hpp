#pragma once
// The engine contract's game_state for MidEvil: the kit's shell over `table`
// (games/kit/move_state.hpp), its moves being the legal actions' JSON, with
// the reaction windows' timers.
#include "actions.hpp"
#include "games/kit/move_state.hpp"
#include "midevil.hpp"
#include "resample.hpp"
#include "view.hpp"

namespace tavern::games::midevil {

class state final : public kit::move_state<state, table, json> {
public:
  explicit state(table t) : move_state(std::move(t)) {}

  int timeout_seconds(int seat) const override { return timeout_for(table_, seat); }
  std::uint64_t decision_serial() const override { return table_.windows_opened; }
  bool finished() const override { return table_.dec == decision::finished; }

  static constexpr std::string_view example_action = R"({"type":"endTurn"})";
  static bool knows_action_type(std::string_view type) { return is_action_type(type); }

  table &mutable_data() { return table_; }
};

const table *inspect(const game_state &played);
table *inspect_mutable(game_state &played);

// A new game: the Altar placed, pawns on its centre, hands dealt, the first
// player's turn begun.
table new_table(const rules_config &rules, std::uint64_t seed);

} // namespace tavern::games::midevil
