#pragma once
// The end of the game: money, the Gunslinger, the winners.
#include "table.hpp"

namespace tavern::games::coltexpress {

// Seats whose bandits fired the most bullets (none in the 2-player game).
std::vector<int> gunslinger_seats(const table &t);
int seat_money(const table &t, int seat); // with the Gunslinger bonus
int seat_hits(const table &t, int seat);  // bullet cards counted for the tie-break
void finish_game(table &t);

} // namespace tavern::games::coltexpress
