#pragma once
// Suit abilities and the trait modifiers that change them: what happens when a
// card is placed, and the decisions some of them leave to the player.
#include "moves.hpp"

namespace tavern::games::deadmansdraw {

// Resolves the ability of the card of suit `s` in the play area (just placed,
// or moved there by a Mermaid).
void resolve_ability(table &t, suit s);

// The choices a task offers the current player; empty when it does nothing.
std::vector<move> task_moves(const table &t, const task &k);
// A task with no choice: logs that it does nothing (Parry may discard the Sword).
void skip_task(table &t, const task &k);
// Carries out the current player's choice for the task on top.
void execute_decision(table &t, const move &m);

} // namespace tavern::games::deadmansdraw
