#pragma once
// What one viewer may see, written field by field from an allow-list.
#include "table.hpp"

namespace tavern::games::deadmansdraw {

json build_view(const table &t, int viewer);

} // namespace tavern::games::deadmansdraw
