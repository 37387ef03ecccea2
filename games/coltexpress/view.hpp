#pragma once
// What one viewer may see, written field by field from an allow-list.
#include "table.hpp"

#include <cstddef>
#include <vector>

namespace tavern::games::coltexpress {

// Split for the server's fan-out (engine.hpp): what every viewer sees alike,
// and the keys that depend on `viewer`. view(v) is their join.
json build_public_view(const table &t);

// The public view in sections that change at different paces, so that the
// server rebuilds and diffs only those that moved (state.hpp gives each the
// table members it is built from): the phase, round and scores; the turn
// under way; the train; the bandits; the players' cards; the pile.
enum class view_section { game, turn, train, bandits, players, pile };
inline constexpr int view_section_count = 6;
json build_public_section(const table &t, view_section section);

// What the public view shows of a bandit (the bandits section's members):
// the bandit, and at the end of the game what his purses are worth.
struct bandit_summary {
  bandit shown;
  bool finished = false;
  bool operator==(const bandit_summary &) const = default;
};
json bandit_json(const table &t, int b);
// What the public view shows of a seat's cards (the players section's
// members): how many, and at the end of the game which.
struct seat_summary {
  std::vector<int> bandits;
  std::size_t hand = 0, deck = 0, discard = 0;
  bool kept = true;
  bool finished = false;
  std::vector<int> shown_hand, shown_discard; // empty until the game is over
  bool operator==(const seat_summary &) const = default;
};
seat_summary summary_of_seat(const table &t, int seat);
json player_json(const table &t, int seat);
json build_private_view(const table &t, int viewer);
// Everything build_private_view(t, viewer) reads, flattened: equal
// signatures build equal views, so the view is rebuilt only when it moves.
std::vector<int> private_signature(const table &t, int viewer);
json card_json(const table &t, int id);

} // namespace tavern::games::coltexpress
