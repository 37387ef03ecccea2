#pragma once
// What one viewer may see, written field by field from an allow-list.
#include "table.hpp"

namespace tavern::games::coltexpress {

// Split for the server's fan-out (engine.hpp): what every viewer sees alike,
// and the keys that depend on `viewer`. view(v) is their join.
json build_public_view(const table &t);
json build_private_view(const table &t, int viewer);
json card_json(const table &t, int id);

} // namespace tavern::games::coltexpress
