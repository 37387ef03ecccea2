#pragma once
// The engine contract's game_state for Colt Express: the kit's shell over
// `table` (games/kit/move_state.hpp), its moves being the legal actions' JSON,
// with the public view in sections that know when they changed.
#include "flow.hpp"
#include "games/kit/move_state.hpp"
#include "games/kit/section_revisions.hpp"
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

static_assert(view_revisions::count == view_section_count);

class state final : public kit::move_state<state, table, json> {
public:
  explicit state(table t) : move_state(std::move(t)), revisions_(table_) {}

  bool finished() const override { return table_.ph == phase::finished; }

  int public_view_sections() const override { return view_revisions::count; }
  json public_view_section(int section) const override {
    return build_public_section(table_, static_cast<view_section>(section));
  }
  std::uint64_t public_section_revision(int section) const override {
    return revisions_.revision(section);
  }

  static constexpr std::string_view example_action = R"({"type":"draw"})";
  static bool knows_action_type(std::string_view type) { return is_action_type(type); }

  table &mutable_data() { return table_; }
  void after_apply() { revisions_.after_move(table_); }

private:
  view_revisions revisions_;
};

} // namespace tavern::games::coltexpress
