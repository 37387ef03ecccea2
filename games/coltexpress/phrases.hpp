#pragma once
// What Colt Express says to people, as messages (kit/messages.hpp): the
// English of every key (phrases.cpp) and the game's typed parameters. A card
// is a printed component: a character {character}, its ability {ability}, an
// action card {kind}, a loot token {loot} ("a purse"), a round card {round} or the event
// printed on it {event}. A place is a car {car, cars}: cars is the train's
// length, so that the last car reads as the caboose.
#include "table.hpp"

#include "games/kit/voice.hpp"

#include <string_view>
#include <vector>

namespace tavern::games::coltexpress {

const kit::phrasebook &english_phrases();

using kit::message;
using kit::number_param;
using kit::seat_param;
json character_param(character c);
json ability_param(character c);
json action_card_param(action_kind a);
json loot_param(loot_kind k);
json round_param(const round_row &r);
json event_param(const round_row &r);
json car_param(const table &t, int car);

// A bandit in a log entry, "Belle ({k})": his seat is added to `seats`.
json bandit_param(const table &t, int b, std::vector<int> &seats);
// A bandit in a label of `seat`: "Belle" for one of his own, else "Belle ({n})".
json bandit_label_param(const table &t, int b, int seat);

// Every log entry, label and result of the game is said through it.
inline constexpr kit::voice say{&english_phrases};

} // namespace tavern::games::coltexpress
