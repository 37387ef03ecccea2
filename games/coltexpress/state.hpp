#pragma once
// The engine contract's game_state for Colt Express: the kit's shell over
// `table` (games/kit/move_state.hpp), its moves being the legal actions' JSON.
#include "flow.hpp"
#include "games/kit/move_state.hpp"
#include "moves.hpp"
#include "resample.hpp"
#include "view.hpp"

namespace tavern::games::coltexpress {

class state final : public kit::move_state<state, table, json> {
public:
  explicit state(table t) : move_state(std::move(t)) {}

  bool finished() const override { return table_.ph == phase::finished; }

  static constexpr std::string_view example_action = R"({"type":"draw"})";
  static bool knows_action_type(std::string_view type) { return is_action_type(type); }

  table &mutable_data() { return table_; }
};

} // namespace tavern::games::coltexpress
