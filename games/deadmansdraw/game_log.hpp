#pragma once
// Writing the game's log (the entries through phrases.hpp's log_public and
// log_private): cards as the log's fields show them.
#include "phrases.hpp"
#include "table.hpp"

#include <string>
#include <vector>

namespace tavern::games::deadmansdraw {

json card_json(card c);
json cards_json(const std::vector<card> &cards);

} // namespace tavern::games::deadmansdraw
