#pragma once
// The turn's flow: work items, rolls, reaction windows, combat, death, card
// resolution and the end of the game. Actions (actions.cpp) change the table
// and then call advance() (flow.cpp), which runs work items, one handler per
// kind (work_steps.hpp), until someone must decide. The shared pieces (names,
// the log, dice, windows) are in table_basics.cpp, skeletons placed on a tile
// in populate.cpp, fights and death in combat.cpp, cards in
// card_resolution.cpp, the turn's steps in turn_steps.cpp and the winner in
// game_end.cpp.
#include "phrases.hpp"
#include "table.hpp"

#include <string>
#include <vector>

namespace tavern::games::midevil {

std::string_view card_key(int id);

bool may_play(const table &t, int seat);
bool has_in_play(const table &t, int seat, card_type type);
int mace_bonus(const table &t, int seat);

void advance(table &t);

// The flags of a work_kind::arrive item: fight a skeleton on the square first;
// the square was just entered (its life token and a waiting Horse may be
// taken: only "se muovi in una casella").
inline constexpr int arrive_fight = 1;
inline constexpr int arrive_entered = 2;
void push(table &t, work_kind kind, pos square = {}, int value = 0);
void open_window(table &t, window_about about, int seat, int kill_mask = 0);
int next_die(table &t); // the next die value, stacked dice first
int roll_die(table &t, int seat, const std::string &purpose, const std::string &against = "",
             const std::string &square = "");

void die(table &t, int seat);
// The holder of the Necronomicon stands on the Altar's centre, every skeleton
// there beaten.
bool book_at_altar(const table &t);
void kill_skeleton(table &t); // the combat's skeleton becomes a trophy
void start_combat_roll(table &t);
void populate_check(table &t);
void check_wins(table &t);

// Points reachable exactly with at most `squares` skeletons from `avail`.
bool reachable(int points, int squares, const colours &avail);
int nearest_total(int target, int squares, const colours &avail);
int free_populate_squares(const table &t);
std::vector<pos> populate_targets(const table &t); // squares for the next skeleton
std::vector<pos> life_targets(const table &t);
std::vector<int> populate_colours(const table &t); // colours allowed for the next skeleton

// Minimal sets of trophies (w, r, b) from `have` worth at least `need`.
std::vector<colours> minimal_spends(const colours &have, int need);

bool skeleton_can_move(const table &t, pos from);
void skeleton_roll_result(table &t);
// After a missed combat roll: the miss decision, or death.
void combat_outcome(table &t);
// Rolls die `index` of the last roll again (What!?!?, Swing and a miss).
void reroll_die(table &t, int seat, int index);
// A square with neither a skeleton nor a life token: "Non possono essere
// posizionati Scheletri e segnalini vita sulla stessa casella".
bool free_for_piece(const table &t, pos square);

void draw_cards(table &t, int seat, int n);
void discard_card(table &t, int id);

} // namespace tavern::games::midevil
