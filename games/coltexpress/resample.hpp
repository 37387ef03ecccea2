#pragma once
// Redrawing what a viewer cannot know (OpenSpiel's resampling).
#include "table.hpp"

namespace tavern::games::coltexpress {

table resample_for(const table &t, int viewer, rng &r);

} // namespace tavern::games::coltexpress
