#pragma once
// Where on the table each move is made, and which moves share a first step
// (protocol.md, "Choices on the table"): a client draws a reveal on its pile
// and a use on the card it acts on, and lists a wand's sixteen reveals as one
// "Use the Magic wand".
#include "moves.hpp"

#include <string>

namespace tavern::games::drachenschatten {

// A JSON Pointer into the mover's state document, or "" when the move is
// made from the list alone.
std::string target_of(const table &t, const move &m);

// {key, label, msg} when `m` is one of several moves that start alike (a
// pile to pick, an item with several targets), else null.
json group_of(const move &m);

// Adds the groups of an item's several uses to `seat`'s offered actions.
void present_actions(const table &t, int seat, json &actions);

} // namespace tavern::games::drachenschatten
