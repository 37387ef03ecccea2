#pragma once
// What DrachenSchatten says to people, as messages (kit/messages.hpp): the
// English of every key (phrases.cpp) and the game's typed parameters. A card
// is {id, kind, item?, symbol?} (the card_json of a card, without its English
// name); a place is a pile, "v1".."v8" or "c1".."c8".
#include "games/kit/log_entries.hpp"

#include <string_view>
#include <vector>

namespace tavern::games::drachenschatten {

const kit::phrasebook &english_phrases();

using kit::message;
using kit::number_param;
using kit::seat_param;
json card_param(int id);
json pile_param(int pile);
using kit::seats_param;

// The kit's log entries, said with this game's phrases.
void log_public(game_log &log, kit::message m, std::vector<int> seats, std::string_view event,
                json fields = json::object());
int log_private(game_log &log, int seat, kit::message m, std::string_view event,
                json fields = json::object());

} // namespace tavern::games::drachenschatten
