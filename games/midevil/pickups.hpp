#pragma once
// What a player may pick up on a square he has just entered, and the Horse
// that waits at a building's door while its rider is inside.
#include "table.hpp"

namespace tavern::games::midevil {

// The optional pick-ups on `square` for `seat`, who has just entered it: the
// life token ("puoi prenderlo immediatamente") and a Horse whose rider stays
// in that building ("gli altri giocatori possono rubartelo se raggiungono tale
// locazione").
struct pickups {
  bool life = false;
  int horse = -1; // index in table::horses, or -1
};
pickups pickups_at(const table &t, int seat, pos square);
bool any_pickup(const pickups &p);
void take_life_token(table &t, int seat, pos square);
void take_horse(table &t, int seat, int index);
// The pick-up decision again while something on its square is left to take,
// else the pick-up is over.
void pickup_check(table &t);

// A Horse in play for `seat`, or waiting for him at a door.
bool owns_horse(const table &t, int seat);
// A rider inside a building leaves his Horse at its door; once outside that
// building he rides it again. Run after every step of the flow.
void settle_horses(table &t);
// His death discards the Horse waiting for him, a card he has in play.
void discard_waiting_horses(table &t, int seat);

} // namespace tavern::games::midevil
