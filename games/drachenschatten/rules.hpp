#pragma once
// The rules proper: setup, reveals, battles, item effects, decay and the end
// of the game. Each function carries out an already validated decision.
#include "table.hpp"

#include <cstdint>

namespace tavern::games::drachenschatten {

table new_table(int players, std::uint64_t seed);

void take_start_card(table &t, int seat, int pile);
// The top card of `pile` goes to the current player's line (a creature starts
// a battle). `by_item` is the boots or wand used for an extra reveal, or -1.
void reveal(table &t, int pile, int by_item);
void fight(table &t, int protector);
// Ends the current turn; when the piles ran out during it, the game ends.
void end_turn(table &t);

void start_look(table &t, int torch);
void peek(table &t, int pile);
void stop_look(table &t); // the torch looks at no more cards
void swap_items(table &t, int card, int give, int take);
void steal_item(table &t, int card, int take);
void destroy_item(table &t, int card, int target);
void restore_item(table &t, int key, int target);
void start_decay(table &t, int card);
void choose_decay(table &t, int seat, int target);
// A ready item used where its action can do nothing now: it is only tapped.
void use_without_effect(table &t, int card);

// Ends the game at once when someone has reached a goal.
void check_goals(table &t);

// Ready items of `seat` whose symbol beats the creature.
std::vector<int> protectors(const table &t, int seat, int creature);

} // namespace tavern::games::drachenschatten
