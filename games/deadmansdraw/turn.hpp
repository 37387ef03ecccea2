#pragma once
// The turn: drawing, placing (and busting), banking, the work left by
// abilities, and passing the turn on.
#include "table.hpp"

namespace tavern::games::deadmansdraw {

void begin_turn(table &t, int seat);
bool can_draw(const table &t);
bool can_bank(const table &t);

// The "draw" move: the top card of the draw pile enters the play area.
void draw_card(table &t);
// A card enters the current player's play area from anywhere (draw pile, a
// bank, the discard pile): it busts, goes straight to the bank (Casanova,
// Fisherman) or is placed and its ability resolves.
void place_card(table &t, card c);
// The "bank" move, with the Key & Chest bonus.
void bank_play_area(table &t);
void end_turn(table &t);
// Drops tasks that leave no choice ("does nothing") until one waits for the
// current player, or the turn ends.
void run_tasks(table &t);

void add_to_bank(table &t, int seat, card c);
card take_top(table &t, int seat, suit s);

} // namespace tavern::games::deadmansdraw
