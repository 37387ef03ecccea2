#pragma once
// The JSON value type every part of tavern uses: nlohmann's, with members
// kept in a sorted vector (sorted_map.hpp).
#include "sorted_map.hpp"

#include <nlohmann/json.hpp>

namespace tavern {

using json = nlohmann::basic_json<sorted_map>;

} // namespace tavern
