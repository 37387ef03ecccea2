#pragma once
// Writing the game's log (the entries through the kit's log_public and
// log_private): cards as the log shows them, and the texts' small pieces.
#include "games/kit/log_entries.hpp"
#include "table.hpp"

#include <string>
#include <vector>

namespace tavern::games::deadmansdraw {

json card_json(card c);
json cards_json(const std::vector<card> &cards);

using kit::log_private;
using kit::log_public;

// "{0}" for the first listed seat etc.; the helpers below build texts.
inline std::string seat_ref(int index) {
  return "{" + std::to_string(index) + "}";
}
std::string count_text(int n, std::string_view one, std::string_view many); // "3 cards"

} // namespace tavern::games::deadmansdraw
