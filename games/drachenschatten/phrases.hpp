#pragma once
// What DrachenSchatten says to people, as messages (kit/messages.hpp): the
// English of every key (phrases.cpp) and the game's typed parameters. A card
// is {id, kind, item?, symbol?} (the card_json of a card, without its English
// name); a place is a pile, "v1".."v8" or "c1".."c8".
#include "games/kit/voice.hpp"

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

// Every log entry, label and result of the game is said through it.
inline constexpr kit::voice say{&english_phrases};

} // namespace tavern::games::drachenschatten
