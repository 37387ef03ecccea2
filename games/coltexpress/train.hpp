#pragma once
// The train: where bandits and the Marshal may go, who can be shot or
// punched, bullets and loot.
#include "table.hpp"

#include <string>
#include <vector>

namespace tavern::games::coltexpress {

bandit &bandit_at(table &t, int b);
const bandit &bandit_at(const table &t, int b);
std::vector<int> &floor_of(table &t, int car, bool roof);
const std::vector<int> &floor_of(const table &t, int car, bool roof);

// Puts a bandit in a spot; inside the Marshal's car he flees to the roof at
// once and takes a neutral bullet.
void place_bandit(table &t, int b, int car, bool roof);
bool in_spot(const bandit &x, int car, bool roof);
void move_marshal(table &t, int car);
void give_neutral_bullet(table &t, int b);
void fire_at(table &t, int shooter, int target);

std::vector<int> move_destinations(const table &t, int b);
std::vector<int> marshal_destinations(const table &t);
std::vector<int> fire_targets(const table &t, int b);
std::vector<int> punch_targets(const table &t, int b);
std::vector<int> push_destinations(const table &t, int victim);
int first_loot_of(const std::vector<int> &ids, const table &t, loot_kind k);

// Whether `viewer` knows a token's value: a seat that has held the purse,
// everyone for a public one (the starting $250 purses, jewels, strongboxes, a
// purse the Marshal took: `known` all ones), everyone at the end. A spectator
// knows the public values only.
bool knows_value(const table &t, int id, int viewer);

// A loot token as one player can tell it apart from the others: its kind,
// and for a purse its value if he knows it (-1: a purse he has not seen).
// Tokens move in plain sight, so a known purse stays known wherever it goes;
// purses he has not seen are alike to him.
struct loot_choice {
  loot_kind kind = loot_kind::purse;
  int value = -1;
  bool operator==(const loot_choice &) const = default;
};
// The distinct choices `seat` has among the tokens `ids`, the dearest to him
// first (a purse he has not seen counts as the mean of the purses he has not
// seen, which he can work out from the printed values).
std::vector<loot_choice> loot_choices(const table &t, const std::vector<int> &ids, int seat);
// The token `c` stands for: the first of `ids` that matches it.
int loot_for_choice(const table &t, const std::vector<int> &ids, int seat, const loot_choice &c);
void take_loot(table &t, int b, int id);

} // namespace tavern::games::coltexpress
