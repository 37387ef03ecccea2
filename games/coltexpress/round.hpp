#pragma once
// Rounds: the hands dealt at the start of one, the pile cleared at its end,
// and the card rules Schemin' and Stealin' both follow.
#include "table.hpp"

namespace tavern::games::coltexpress {

// The expert game, and every 2-player game, keeps hands and discards from
// one round to the next.
bool expert_rules(const table &t);

// Draws one card; in the expert game an empty deck takes the shuffled discards.
bool draw_one(table &t, int seat);

void start_round(table &t);
// After the station: the next round, or the end of the game.
void end_round(table &t);

} // namespace tavern::games::coltexpress
