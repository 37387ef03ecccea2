#pragma once
// What viewers may see, written field by field from an allow-list: the part
// every viewer sees alike, and the part that depends on who looks.
#include "table.hpp"

namespace tavern::games::deadmansdraw {

json build_public_view(const table &t);

// The public view in two sections for the server's fan-out: what changes
// with nearly every move, and the standings (banks, scores, traits, lockers,
// result), which change far less often; see state.hpp.
enum class view_section { turn, standings };
inline constexpr int view_section_count = 2;
json build_public_section(const table &t, view_section section);
json build_private_view(const table &t, int viewer);

// A Map with no cards revealed: the Navigator looks through the discard pile,
// which only his own view then shows.
bool navigator_searching(const table &t);

} // namespace tavern::games::deadmansdraw
