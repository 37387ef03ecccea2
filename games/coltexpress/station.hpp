#pragma once
// After Stealin': the round card's event.
#include "table.hpp"

namespace tavern::games::coltexpress {

// Pickpocketing only queues the bandits who may take a purse.
void run_event(table &t);

} // namespace tavern::games::coltexpress
