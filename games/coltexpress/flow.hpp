#pragma once
// The course of a game: setup, character choice, rounds (Schemin', keeping
// cards in the expert game, Stealin', the event, the station) and the end.
#include "table.hpp"
#include "train.hpp"

namespace tavern::games::coltexpress {

table new_table(const rules_config &rules, std::uint64_t seed);

// After the characters are chosen: cards, bullets, loot, positions, round 1.
void board_train(table &t);

void start_round(table &t);
void choose_character(table &t, int seat, character c);
void play_card(table &t, int seat, int card, bool face_down);
void draw_cards(table &t, int seat);
bool can_draw(const table &t, int seat);
void pass_turn(table &t);
void discard_kept(table &t, int seat, int card);
void finish_keeping(table &t, int seat);

// The decision the current Stealin' card needs now (its owner makes it).
struct stealin_choice {
  step at;
  int a = -1; // a car, a bandit, or a loot_kind (rob, punch_loot)
  int b = -1; // rob, punch_loot: the purse's value as in loot_choice
  bool flag = false;
};
std::vector<stealin_choice> stealin_choices(const table &t);
void apply_stealin(table &t, const stealin_choice &c);
// Pickpocketing: the purses the awaited bandit's player can tell apart in
// his spot; taking one (`value` as in loot_choice) or none.
std::vector<loot_choice> pickpocket_choices(const table &t);
void pickpocket(table &t, bool take, int value);

// Runs everything automatic (single-option steps, empty steps, events, the
// next round) until a player must decide or the game is over.
void advance(table &t);

std::vector<int> awaited(const table &t);
int stealin_owner(const table &t);

} // namespace tavern::games::coltexpress
