#pragma once
// What viewers may see, written field by field from an allow-list: the part
// every viewer sees alike, and the part that depends on who looks.
#include "table.hpp"

namespace tavern::games::deadmansdraw {

json build_public_view(const table &t);
json build_private_view(const table &t, int viewer);

} // namespace tavern::games::deadmansdraw
