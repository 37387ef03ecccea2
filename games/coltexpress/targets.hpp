#pragma once
// Where on the table each action is made: a JSON Pointer into the mover's
// state document (protocol.md, "Choices on the table"), so that a client
// draws the choice on the card, bandit, car or loot it acts on.
#include "table.hpp"

#include <string>

namespace tavern::games::coltexpress {

// The pointer for `action`, one of `seat`'s legal actions now, or "" when it
// is made from the list alone (passing, keeping one's hand, leaving loot).
std::string target_of(const table &t, int seat, const json &action);

} // namespace tavern::games::coltexpress
