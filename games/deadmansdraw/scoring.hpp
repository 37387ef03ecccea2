#pragma once
// Scores, the winner and the end of the game.
#include "table.hpp"

namespace tavern::games::deadmansdraw {

// The highest card of each suit stack, plus Golden Scales' bonus.
int bank_score(const table &t, int seat);
game_result compute_result(const table &t);
void finish_game(table &t);

} // namespace tavern::games::deadmansdraw
