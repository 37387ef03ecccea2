#pragma once
// What MidEvil says to people, as messages (kit/messages.hpp): the English of
// every key (phrases.cpp) and the game's typed parameters. A card is
// {"card": key} (an event card or the Necronomicon), {"tile": key} (a map
// tile by kind), {"colour": key} (a skeleton's colour) or {"skeleton": colour,
// "count": n} (so many skeletons of a colour); a place is a square "x,y" or a
// tile "tile:x,y" (tile coordinates). A direction is a message of its own
// (midevil.log.north...).
#include "games/kit/log_entries.hpp"
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
json square_param(pos square);          // a square of the map
json tile_place_param(pos tile);        // a tile by where it lies
json direction_param(pos from, pos to); // one step's direction, as a message
json book_param();                      // the Necronomicon
json altar_param();                     // the Altar tile

// The kit's log entries, said with this game's phrases.
void log_public(table &t, const message &m, std::vector<int> seats, std::string_view event,
                json fields = json::object());
void log_private(table &t, int seat, const message &m, std::string_view event,
                 json fields = json::object());
// A private entry for `seat` that names other players too: its text writes
// the seats as their index in `seats`, which the entry carries.
void log_private(table &t, int seat, std::vector<int> seats, const message &m,
                 std::string_view event, json fields = json::object());

// A legal action's label and msg.
void label(json &action, const message &m);

} // namespace tavern::games::midevil
