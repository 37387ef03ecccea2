#pragma once
// What MidEvil says to people, as messages (kit/messages.hpp): the English of
// every key (phrases.cpp) and the game's typed parameters. A card is
// {"card": key} (an event card or the Necronomicon), {"tile": key} (a map
// tile by kind), {"colour": key} (a skeleton's colour) or {"skeleton": colour,
// "count": n} (so many skeletons of a colour); a place is said in words
// (places.hpp). A direction is a message of its own
// (midevil.log.north...).
#include "games/kit/voice.hpp"
#include "places.hpp"
#include "table.hpp"

#include <string_view>
#include <vector>

namespace tavern::games::midevil {

const kit::phrasebook &english_phrases();

using kit::message;
using kit::number_param;
using kit::seat_param;
json card_param(int id);
json card_type_param(card_type type);
json tile_param(int def);               // a tile by its kind
json colour_param(int colour);          // a skeleton's colour
json trophies_param(const colours &c);  // "1 white skeleton and 2 red skeletons"
json direction_param(pos from, pos to); // one step's direction, as a message
json book_param();                      // the Necronomicon
json altar_param();                     // the Altar tile

// Every log entry, label and result of the game is said through it.
inline constexpr kit::voice say{&english_phrases};

} // namespace tavern::games::midevil
