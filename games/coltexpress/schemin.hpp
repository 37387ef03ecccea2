#pragma once
// Schemin': the seats in turn play a card onto the pile, draw three, or pass
// when they can do neither.
#include "table.hpp"

namespace tavern::games::coltexpress {

bool can_draw(const table &t, int seat);
// `action` is one of the seat's legal actions: play, draw or pass.
void apply_schemin_action(table &t, int seat, const json &action);

} // namespace tavern::games::coltexpress
