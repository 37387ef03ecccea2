#pragma once
// The one matcher between an action a seat sent and an action the game
// offered: every engine on the kit accepts exactly what it offered.
#include "games/engine.hpp"

namespace tavern::games::kit {

// Exact match: the same fields with the same types and values, `label` and
// `msg` aside.
// Legal actions hold strings, integers, booleans and arrays or objects of
// them, never fractions: 1.0 is not a seat number, nor 1 a yes.
bool matches_action(const json &sent, const json &legal);

} // namespace tavern::games::kit
