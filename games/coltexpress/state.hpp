#pragma once
// The engine contract's game_state for Colt Express: the kit's shell over
// `table` (games/kit/sectioned_state.hpp), its moves being the legal actions' JSON,
// with the public view in sections that know when they changed.
#include "flow.hpp"
#include "games/kit/sectioned_state.hpp"
#include "moves.hpp"
#include "resample.hpp"
#include "view.hpp"

namespace tavern::games::coltexpress {

// What each section of the public view (view.hpp) is built from.
struct game_section {
  static auto inputs(const table &t) {
    return std::make_tuple(t.ph, t.round, t.first_player, t.choose_index, t.bandits.size(),
                           std::cref(t.round_cards));
  }
};
struct turn_section {
  static constexpr bool every_move = true;
};
struct train_section {
  static auto inputs(const table &t) {
    return std::tie(t.ph, t.inside, t.roof, t.marshal_car, t.neutral, t.bandits);
  }
};
struct cards_section {
  static auto inputs(const table &t) {
    return std::make_tuple(t.ph, t.bandits.size(), std::cref(t.seats), std::cref(t.pile));
  }
};
using view_revisions =
    kit::section_revisions<table, game_section, turn_section, train_section, cards_section>;
// What each viewer's private view is built from.
struct private_part {
  static auto inputs(const table &t, int viewer) {
    return std::make_tuple(private_signature(t, viewer));
  }
};

static_assert(view_revisions::count == view_section_count);

class state final
    : public kit::sectioned_state<state, table, json, view_revisions, view_section, private_part> {
public:
  explicit state(table t) : sectioned_state(std::move(t)) {}

  bool finished() const override { return table_.ph == phase::finished; }

  static constexpr std::string_view example_action = R"({"type":"draw"})";
  static bool knows_action_type(std::string_view type) { return is_action_type(type); }

  table &mutable_data() { return edit_table(); }
};

} // namespace tavern::games::coltexpress
