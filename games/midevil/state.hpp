#pragma once
// The engine contract's game_state for MidEvil: the kit's shell over `table`
// (games/kit/sectioned_state.hpp), its moves being the legal actions' JSON, with
// the reaction windows' timers.
#include "actions.hpp"
#include "games/kit/sectioned_state.hpp"
#include "midevil.hpp"
#include "resample.hpp"
#include "targets.hpp"
#include "view.hpp"

namespace tavern::games::midevil {

// What each section of the public view (view.hpp) is built from.
// The map's tiles, one member per tile: a tile placed is one member added.
struct tiles_section {
  static constexpr std::string_view object = "tiles";
  static const auto &members(const table &t) { return t.tiles; }
  static std::string member_key(pos p) { return pos_key(p); }
  static json member_view(const table &, pos, const placed_tile &tile) { return tile_view(tile); }
};
struct players_section {
  static auto inputs(const table &t) { return std::tie(t.seats); }
};
struct moment_section {
  static constexpr bool every_move = true;
};
using view_revisions =
    kit::section_revisions<table, tiles_section, players_section, moment_section>;
// What each viewer's private view is built from: his hand, and a hand shown
// to him.
struct private_part {
  static auto inputs(const table &t, int viewer) {
    static const std::vector<int> none;
    const bool seat = viewer >= 0 && viewer < t.players();
    const bool shown = seat && t.reveal_to == viewer;
    return std::make_tuple(std::cref(seat ? t.seats[viewer].hand : none), shown ? t.reveal_of : -1,
                           std::cref(shown ? t.seats[t.reveal_of].hand : none));
  }
};

static_assert(view_revisions::count == view_section_count);

class state final
    : public kit::sectioned_state<state, table, json, view_revisions, view_section, private_part> {
public:
  explicit state(table t) : sectioned_state(std::move(t)) {}

  int timeout_seconds(int seat) const override { return timeout_for(table_, seat); }
  std::uint64_t decision_serial() const override { return table_.windows_opened; }
  bool finished() const override { return table_.dec == decision::finished; }

  static constexpr std::string_view example_action = R"({"type":"endTurn"})";
  static bool knows_action_type(std::string_view type) { return is_action_type(type); }

  table &mutable_data() { return edit_table(); }
};

const table *inspect(const game_state &played);
table *inspect_mutable(game_state &played);

// A new game: the Altar placed, pawns on its centre, hands dealt, the first
// player's turn begun.
table new_table(const rules_config &rules, std::uint64_t seed);

} // namespace tavern::games::midevil
