#pragma once
// The view of the table for one viewer, built from an allow-list (VIEW.md).
#include "table.hpp"

namespace tavern::games::midevil {

json build_view(const table &t, int viewer);

} // namespace tavern::games::midevil
