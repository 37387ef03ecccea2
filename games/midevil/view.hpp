#pragma once
// The view of the table for one viewer, built from an allow-list (VIEW.md).
#include "table.hpp"

namespace tavern::games::midevil {

// Split for the server's fan-out (engine.hpp): what every viewer sees alike,
// and the keys that depend on `viewer`. view(v) is their join.
json build_public_view(const table &t);
json build_private_view(const table &t, int viewer);

} // namespace tavern::games::midevil
