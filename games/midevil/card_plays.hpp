#pragma once
// The event cards a seat may play now: on his own turn, and in answer to a
// reaction window.
#include "offered.hpp"
#include "table.hpp"

namespace tavern::games::midevil {

// The cards a player may play on his own turn, at any of his decisions
// ("Le carte evento possono essere giocate in qualsiasi momento");
// They're all mine! only at the start, so that it costs the whole turn.
void own_turn_plays(const table &t, int seat, offered &out, bool at_start = false);
// The cards that answer the open reaction window.
void window_plays(const table &t, int seat, offered &out);

} // namespace tavern::games::midevil
