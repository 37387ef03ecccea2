#pragma once
// Redrawing what a viewer cannot know, consistently with what it has seen.
#include "table.hpp"

namespace tavern::games::deadmansdraw {

table resample_for(const table &t, int viewer, rng &r);

} // namespace tavern::games::deadmansdraw
