#pragma once
// What one viewer may see, built from an allow-list.
#include "table.hpp"

namespace tavern::games::drachenschatten {

json build_view(const table &t, int viewer);

} // namespace tavern::games::drachenschatten
