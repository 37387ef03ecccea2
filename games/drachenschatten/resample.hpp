#pragma once
// Redrawing what a viewer cannot know, for the leak tests and for bots.
#include "table.hpp"

namespace tavern::games::drachenschatten {

table resample_for(const table &t, int viewer, rng &r);

} // namespace tavern::games::drachenschatten
