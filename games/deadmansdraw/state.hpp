#pragma once
// The engine contract's game_state for Dead Man's Draw: the kit's shell over
// `table` (games/kit/move_state.hpp), with the view split in sections and
// their revisions.
#include "games/kit/move_state.hpp"
#include "games/kit/section_revisions.hpp"
#include "moves.hpp"
#include "resample.hpp"
#include "view.hpp"

namespace tavern::games::deadmansdraw {

// What the parts of the view (view.hpp) are built from. The turn section
// changes with nearly every move. The standings read the banks, the traits
// (the result comes with the phase) and the lockers. Every seat's `you`
// reads its dealt and chosen traits, and the Navigator, while he searches,
// the discard pile.
struct turn_section {
  static constexpr bool every_move = true;
};
struct standings_section {
  static auto inputs(const table &t) {
    return std::tie(t.banks, t.chosen, t.traits_revealed, t.ph, t.locker_target);
  }
};
struct private_part {
  static auto inputs(const table &t) {
    const bool searching = navigator_searching(t);
    return std::make_tuple(std::cref(t.dealt), std::cref(t.chosen), searching ? t.current : -1,
                           searching ? t.discard_pile : std::vector<card>());
  }
};
using view_revisions = kit::section_revisions<table, turn_section, standings_section>;
using private_revision = kit::section_revisions<table, private_part>;

static_assert(view_revisions::count == view_section_count);

class state final : public kit::move_state<state, table, move> {
public:
  explicit state(table t)
      : move_state(std::move(t)), revisions_(table_), private_revision_(table_) {}

  int public_view_sections() const override;
  json public_view_section(int section) const override;
  std::uint64_t public_section_revision(int section) const override;
  std::uint64_t private_view_revision(int viewer) const override;
  bool finished() const override { return table_.ph == phase::finished; }

  static constexpr std::string_view example_action = R"({"type":"draw"})";
  static bool knows_action_type(std::string_view type) { return is_action_type(type); }
  void after_apply() {
    revisions_.after_move(table_);
    private_revision_.after_move(table_);
  }

private:
  view_revisions revisions_;
  private_revision private_revision_;
};

// The table inside a Dead Man's Draw state (for tests), or null.
const table *inspect(const game_state &played);

} // namespace tavern::games::deadmansdraw
