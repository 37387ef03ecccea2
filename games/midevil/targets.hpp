#pragma once
// Where on the table each offered action is made, and which actions share a
// first step (protocol.md, "Choices on the table"): a step, a skeleton or a
// life token put, a shot and a Lost play are drawn on their square, a
// catapult on its tile, a discard or a card's own play on the card in the
// hand, a play on a player on that player; one card's several plays are one
// "Play Lost". Only the offered list gets them (kit::move_state's
// legal_actions): the moves a search walks stay without.
#include "table.hpp"

namespace tavern::games::midevil {

// Adds `target` and `group` to the legal actions `seat` is offered now.
void present_actions(const table &t, int seat, json &actions);

} // namespace tavern::games::midevil
