#pragma once
// Stealin': the programmed cards carried out in order, each card's
// decisions made by its owner.
#include "table.hpp"
#include "train.hpp"

#include <vector>

namespace tavern::games::coltexpress {

// The decision the current Stealin' card needs now (its owner makes it).
struct stealin_choice {
  step at;
  int a = -1; // a car, a bandit, or a loot_kind (rob, punch_loot)
  int b = -1; // rob, punch_loot: the purse's value as in loot_choice
  bool flag = false;
};

void begin_stealin(table &t);
int stealin_owner(const table &t);
std::vector<stealin_choice> stealin_choices(const table &t);
// `action` is one of the owner's legal actions for the current step.
void apply_stealin_action(table &t, const json &action);
// One step that needs nobody's decision: the next card turned, a single
// choice taken, a step with no choice passed over, or the event once the
// pile is done. False when the owner must decide.
bool advance_stealin(table &t);

} // namespace tavern::games::coltexpress
