#pragma once
// The view of the table for one viewer, built from an allow-list (VIEW.md).
#include "table.hpp"

namespace tavern::games::midevil {

// Split for the server's fan-out (engine.hpp): what every viewer sees alike,
// and the keys that depend on `viewer`. view(v) is their join.
json build_public_view(const table &t);

// The public view in sections that change at different paces, so that the
// server rebuilds and diffs only those that moved (state.hpp gives each the
// table members it is built from): the map's tiles; the players; the rest
// (pieces, piles and the moment), which changes with nearly every move.
enum class view_section { tiles, players, moment };
inline constexpr int view_section_count = 3;
json build_public_section(const table &t, view_section section);
// One member of the tiles section: a placed tile as drawn.
json tile_view(const placed_tile &tile);
json build_private_view(const table &t, int viewer);

} // namespace tavern::games::midevil
