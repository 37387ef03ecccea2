#pragma once
// The engine contract's game_state for Dead Man's Draw: the kit's shell over
// `table` (games/kit/move_state.hpp), with the view split in sections and
// their revisions.
#include "games/kit/move_state.hpp"
#include "moves.hpp"
#include "resample.hpp"
#include "view.hpp"
#include "view_revisions.hpp"

namespace tavern::games::deadmansdraw {

class state final : public kit::move_state<state, table, move> {
public:
  explicit state(table t) : move_state(std::move(t)), revisions_(table_) {}

  int public_view_sections() const override;
  json public_view_section(int section) const override;
  std::uint64_t public_section_revision(int section) const override;
  std::uint64_t private_view_revision(int viewer) const override;
  bool finished() const override { return table_.ph == phase::finished; }

  static constexpr std::string_view example_action = R"({"type":"draw"})";
  static bool knows_action_type(std::string_view type) { return is_action_type(type); }
  void after_apply() { revisions_.after_move(table_); }

private:
  view_revisions revisions_;
};

// The table inside a Dead Man's Draw state (for tests), or null.
const table *inspect(const game_state &played);

} // namespace tavern::games::deadmansdraw
