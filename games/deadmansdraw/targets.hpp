#pragma once
// Where on the table each move is made: a JSON Pointer into the mover's state
// document (protocol.md, "Choices on the table"), so that a client draws the
// choice on the pile, stack or card it acts on.
#include "moves.hpp"

#include <string>

namespace tavern::games::deadmansdraw {

// The pointer for `m`, or "" when the move is made from the list alone.
std::string target_of(const table &t, const move &m);

} // namespace tavern::games::deadmansdraw
