#pragma once
// Keeping cards (the expert game, after Schemin'): every seat at once
// discards what it will not keep for the next round.
#include "table.hpp"

namespace tavern::games::coltexpress {

// Bullets go to the discards at once; a seat left with no card has kept.
void begin_keeping(table &t);
bool keeping_done(const table &t);
// `action` is one of the seat's legal actions: discard or keep.
void apply_keep_action(table &t, int seat, const json &action);

} // namespace tavern::games::coltexpress
