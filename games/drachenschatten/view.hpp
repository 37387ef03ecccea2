#pragma once
// What one viewer may see, built from an allow-list.
#include "table.hpp"

#include <array>
#include <cstddef>

namespace tavern::games::drachenschatten {

// Split for the server's fan-out (engine.hpp): what every viewer sees alike,
// and the keys that depend on `viewer`. view(v) is their join.
json build_public_view(const table &t);

// The public view in sections that change at different paces, so that the
// server rebuilds and diffs only those that moved (state.hpp gives each the
// table members it is built from): whose turn and the result; the lines;
// the cards out of the game; the piles; what the game waits for.
enum class view_section { game, lines, removed, piles, pending };
inline constexpr int view_section_count = 5;
json build_public_section(const table &t, view_section section);

// What the public view shows of one pile: its row, its size, and how many of
// its top cards each seat has looked at (the piles section's members).
struct pile_summary {
  bool village = false;
  std::size_t size = 0;
  std::array<int, 4> peeked{}; // by seat; 0 for a seat not playing
  bool operator==(const pile_summary &) const = default;
};
pile_summary summary_of_pile(const table &t, int pile);
json pile_view(const pile_summary &pile);
// One seat's line: its cards keyed by id, and what it counts.
json line_view(const table &t, int seat);
json build_private_view(const table &t, int viewer);

} // namespace tavern::games::drachenschatten
