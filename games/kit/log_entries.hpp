#pragma once
// Writing a game's log. Texts name players as {0}, {1}... standing for the
// entry's `seats`, so the client fills in the names.
#include "games/engine.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace tavern::games::kit {

// A public entry: {"text", "seats", "event"} plus whatever `fields` holds.
void log_public(game_log &log, const std::string &text, std::vector<int> seats,
                std::string_view event, json fields = json::object());

// An entry only `seat` sees; returns its index in the log.
int log_private(game_log &log, int seat, const std::string &text, std::string_view event,
                json fields = json::object());

} // namespace tavern::games::kit
