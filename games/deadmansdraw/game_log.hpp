#pragma once
// Writing the game's log. Texts name players as {0}, {1}... standing for the
// entry's `seats`, so the client fills in the names.
#include "table.hpp"

#include <string>
#include <vector>

namespace tavern::games::deadmansdraw {

json card_json(card c);
json cards_json(const std::vector<card> &cards);

// A public entry: {"text", "seats", "event"} plus whatever `fields` holds.
void log_public(table &t, const std::string &text, std::vector<int> seats, std::string_view event,
                json fields = json::object());

// An entry only `seat` sees; returns its index in the log.
int log_private(table &t, int seat, const std::string &text, std::string_view event,
                json fields = json::object());

// "{0}" for the first listed seat etc.; the helpers below build texts.
inline std::string seat_ref(int index) {
  return "{" + std::to_string(index) + "}";
}
std::string count_text(int n, std::string_view one, std::string_view many); // "3 cards"

} // namespace tavern::games::deadmansdraw
