#pragma once
// Writing a game's log. Texts name players as {0}, {1}... standing for the
// entry's `seats`, so the client fills in the names.
#include "games/engine.hpp"
#include "messages.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace tavern::games::kit {

// A public entry: {"text", "seats", "event"} plus whatever `fields` holds.
void log_public(game_log &log, std::string text, std::vector<int> seats, std::string_view event,
                json fields = json::object());

// An entry only `seat` sees; returns its index in the log.
int log_private(game_log &log, int seat, std::string text, std::string_view event,
                json fields = json::object());

// The same, said as a message: the entry's `text` is the English of `m`
// (its seats written as their index in `seats`) and `msg` is `m`. A private
// entry's message says no more than its text, and only `seat` sees either.
void log_public(game_log &log, const phrasebook &book, message m, std::vector<int> seats,
                std::string_view event, json fields = json::object());
int log_private(game_log &log, const phrasebook &book, int seat, message m, std::string_view event,
                json fields = json::object());
// A private entry that names other seats too (what `seat` alone learns of
// them): its seats are `seats`, only `seat` sees it.
int log_private(game_log &log, const phrasebook &book, int seat, std::vector<int> seats, message m,
                std::string_view event, json fields = json::object());

} // namespace tavern::games::kit
