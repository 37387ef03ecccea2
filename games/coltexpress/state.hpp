#pragma once
// The engine contract's game_state for Colt Express: the kit's shell over
// `table` (games/kit/sectioned_state.hpp), its moves being the legal actions' JSON,
// with the public view in sections that know when they changed.
#include "flow.hpp"
#include "games/kit/sectioned_state.hpp"
#include "moves.hpp"
#include "resample.hpp"
#include "view.hpp"

#include <map>
#include <string>

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
    return std::tie(t.ph, t.inside, t.roof, t.marshal_car, t.neutral);
  }
};
// Keyed by bandit: a move moves one bandit, or two.
struct bandits_section {
  static constexpr std::string_view object = "bandits";
  static std::map<int, bandit_summary> members(const table &t) {
    std::map<int, bandit_summary> out;
    for (std::size_t b = 0; b < t.bandits.size(); ++b)
      out.emplace(static_cast<int>(b), bandit_summary{t.bandits[b], t.ph == phase::finished});
    return out;
  }
  static std::string member_key(int b) { return std::to_string(b); }
  static json member_view(const table &t, int b, const bandit_summary &) {
    return bandit_json(t, b);
  }
};
// Keyed by seat: a move changes one seat's cards.
struct players_section {
  static constexpr std::string_view object = "players";
  static std::map<int, seat_summary> members(const table &t) {
    std::map<int, seat_summary> out;
    for (int s = 0; s < t.players(); ++s)
      out.emplace(s, summary_of_seat(t, s));
    return out;
  }
  static std::string member_key(int seat) { return std::to_string(seat); }
  static json member_view(const table &t, int seat, const seat_summary &) {
    return player_json(t, seat);
  }
};
struct pile_section {
  static auto inputs(const table &t) { return std::tie(t.ph, t.pile); }
};
using view_revisions = kit::section_revisions<table, game_section, turn_section, train_section,
                                              bandits_section, players_section, pile_section>;
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
