#pragma once
// Writing the game's log. Texts name players as {0}, {1}... standing for the
// entry's `seats`, so the client fills in the names.
#include "table.hpp"

namespace tavern::games::drachenschatten {

void log_public(table &t, const std::string &text, std::vector<int> seats, std::string_view event,
                json fields = json::object());
void log_private(table &t, int seat, const std::string &text, std::string_view event,
                 json fields = json::object());

} // namespace tavern::games::drachenschatten
