#pragma once
// What a viewer cannot know, redrawn (see resample.cpp).
#include "table.hpp"

namespace tavern::games::midevil {

table resample_for(const table &seen, int viewer, rng &r);

} // namespace tavern::games::midevil
