#pragma once
// The engine contract's game_state for DrachenSchatten: the kit's shell over
// `table` (games/kit/sectioned_state.hpp), with the public view in sections that
// know when they changed.
#include "games/kit/sectioned_state.hpp"
#include "moves.hpp"
#include "resample.hpp"
#include "targets.hpp"
#include "view.hpp"

#include <map>
#include <string>
#include <vector>

namespace tavern::games::drachenschatten {

// What each section of the public view (view.hpp) is built from.
struct game_section {
  static auto inputs(const table &t) { return std::tie(t.ph, t.current, t.first_player); }
};
// Keyed by seat: a move changes one seat's line, and only that line is
// rebuilt and diffed.
struct lines_section {
  static constexpr std::string_view object = "lines";
  static std::map<int, std::vector<line_card>> members(const table &t) {
    std::map<int, std::vector<line_card>> out;
    for (int s = 0; s < t.players(); ++s)
      out.emplace(s, t.lines[static_cast<std::size_t>(s)]);
    return out;
  }
  static std::string member_key(int seat) { return std::to_string(seat); }
  static json member_view(const table &t, int seat, const std::vector<line_card> &) {
    return line_view(t, seat);
  }
};
struct removed_section {
  static auto inputs(const table &t) { return std::tie(t.removed); }
};
// Keyed by pile: a move takes from one pile, or looks at one.
struct piles_section {
  static constexpr std::string_view object = "piles";
  static std::map<int, pile_summary> members(const table &t) {
    std::map<int, pile_summary> out;
    for (int p = 0; p < pile_count; ++p)
      out.emplace(p, summary_of_pile(t, p));
    return out;
  }
  static std::string member_key(int pile) { return pile_id(pile); }
  static json member_view(const table &, int, const pile_summary &pile) { return pile_view(pile); }
};
struct pending_section {
  static constexpr bool every_move = true;
};
using view_revisions = kit::section_revisions<table, game_section, lines_section, removed_section,
                                              piles_section, pending_section>;
// What each viewer's private view is built from: the top cards he has seen
// (pile by pile) and his own decay choice.
struct private_part {
  static auto inputs(const table &t, int viewer) {
    std::vector<int> seen;
    int choice = -1;
    if (viewer >= 0 && viewer < t.players()) {
      for (int p = 0; p < pile_count; ++p) {
        const auto &cards = t.piles[p];
        seen.push_back(-1 - p);
        for (int d = 0; d < t.known[viewer][p]; ++d)
          seen.push_back(cards[cards.size() - 1 - static_cast<std::size_t>(d)]);
      }
      if (t.ph == phase::decay)
        choice = t.decay_choice[viewer];
    }
    return std::make_tuple(std::move(seen), choice);
  }
};

static_assert(view_revisions::count == view_section_count);

class state final
    : public kit::sectioned_state<state, table, move, view_revisions, view_section, private_part> {
public:
  explicit state(table t) : sectioned_state(std::move(t)) {}

  bool finished() const override { return table_.ph == phase::finished; }

  static constexpr std::string_view example_action = R"({"type":"endTurn"})";
  static bool knows_action_type(std::string_view type) { return is_action_type(type); }
  game_error explain_unmatched(const json &action, const json &offered,
                               const std::string &type) const;
};

// The table inside a DrachenSchatten state (for tests), or null.
const table *inspect(const game_state &played);

} // namespace tavern::games::drachenschatten
