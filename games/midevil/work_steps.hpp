#pragma once
// The handlers of the work items (table.hpp's work_kind), one per kind, that
// advance() runs through its table in flow.cpp.
#include "table.hpp"

namespace tavern::games::midevil {

// The turn's steps (turn_steps.cpp).
void turn_start(table &t);
void tile_step(table &t);
void fight_step(table &t);
void draw_step(table &t);
// `stay_there_rolled`: the roll to leave the building (Stay there!) is done.
void move_roll_step(table &t, bool stay_there_rolled);
void stay_there_result(table &t);
void move_roll_result(table &t);
void move_decision(table &t);
void skeleton_roll_step(table &t);
void skeleton_moves_start(table &t);
void discard_step(table &t);
void end_turn(table &t);

// The end of the game by rounds (game_end.cpp).
void finish_by_points(table &t);

// Skeletons and life tokens on a new tile or from a card (populate.cpp).
void populate_start(table &t, pos tile);
void populate_roll_result(table &t, pos tile, int chooser);

// Fights with skeletons and the squares entered (combat.cpp).
void combat_start(table &t);
void combat_check(table &t);
void arrive(table &t, pos square, int flags);
void arrive_book(table &t, pos square);
void area_result(table &t, pos tile, int weapon);

// Event cards (card_resolution.cpp).
void resolve_cards(table &t);
void choice_result(table &t, card_type kind);
void restore_dice(table &t);

} // namespace tavern::games::midevil
