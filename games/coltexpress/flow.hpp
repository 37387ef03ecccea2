#pragma once
// The course of a game between decisions: everything that needs nobody's
// choice, phase by phase, and the seats awaited.
#include "table.hpp"

#include <vector>

namespace tavern::games::coltexpress {

// Runs everything automatic (single-option steps, empty steps, events, the
// next round) until a player must decide or the game is over.
void advance(table &t);

std::vector<int> awaited_seats(const table &t);

} // namespace tavern::games::coltexpress
