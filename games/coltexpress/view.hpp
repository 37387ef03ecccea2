#pragma once
// What one viewer may see, written field by field from an allow-list.
#include "table.hpp"

namespace tavern::games::coltexpress {

json build_view(const table &t, int viewer);
json card_json(const table &t, int id);

} // namespace tavern::games::coltexpress
