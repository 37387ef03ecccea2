#pragma once
// What Dead Man's Draw says to people, as messages (kit/messages.hpp): the
// English of every key (phrases.cpp) and the game's typed parameters. A card
// is {suit, value}, a suit alone {suit}, a trait {trait}, a trait's printed
// effect {traitEffect}.
#include "cards.hpp"
#include "games/kit/voice.hpp"

#include <string_view>
#include <vector>

namespace tavern::games::deadmansdraw {

const kit::phrasebook &english_phrases();

using kit::message;
using kit::number_param;
using kit::seat_param;
json card_param(card c);
json cards_param(const std::vector<card> &cards); // a list of cards
json suit_param(suit s);
json trait_param(trait t);
json trait_effect_param(trait t);

// Every log entry, label and result of the game is said through it.
inline constexpr kit::voice say{&english_phrases};

} // namespace tavern::games::deadmansdraw
