#pragma once
// After Stealin': the round card's event, and Pickpocketing's choices, each
// bandit it queued taking a purse from his spot or not.
#include "table.hpp"
#include "train.hpp"

#include <vector>

namespace tavern::games::coltexpress {

void begin_station(table &t);
// The purses the awaited bandit's player can tell apart in his spot.
std::vector<loot_choice> pickpocket_choices(const table &t);
// `action` is one of the awaited seat's legal pickpocket actions.
void apply_station_action(table &t, const json &action);

} // namespace tavern::games::coltexpress
