#pragma once
// The fight for the Necronomicon between its holder and a challenger: each
// may first declare his Axe, both roll, then the side behind spends trophies,
// a life token to roll again, or gives up; the higher total holds the book.
#include "table.hpp"

namespace tavern::games::midevil {

void start_book_fight(table &t, int holder);
// Asks the next side with an Axe ready whether he uses it, else rolls.
void book_declare(table &t);
void book_roll(table &t);
// The side behind decides, or the fight is over.
void book_check(table &t);
// The fight is over: `winner` holds the book. Nobody dies of losing it.
void end_book_fight(table &t, int winner);

int book_total(const table &t, int seat);
// The side behind in a fight for the book, and the points it needs to lead.
int book_loser(const table &t, int *need);
bool axe_ready(const table &t, int seat);

} // namespace tavern::games::midevil
