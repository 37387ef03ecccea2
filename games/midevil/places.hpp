#pragma once
// Where a square or a tile lies, said the way a player finds it on the map:
// by its part of a tile and that tile's place beside a named tile (the Altar,
// the Tavern...), which the map shows. The grid coordinates stay in the value
// for programs; people read the words.
//
// A place parameter's value (kit::place_param) is an object:
//   a square: {"square": "x,y", "part": "c|n|ne|e|se|s|sw|w|nw|door",
//              "kind": tile key, "near": named tile key, "dx": n, "dy": n}
//   a tile:   {"at": "x,y" (tile coordinates), "kind": tile key (absent for an
//              empty space), "near": named tile key, "dx": n, "dy": n}
// dx,dy: the tile's offset from the named tile, in tiles (east and south
// positive); 0,0 when the tile is the named tile itself.
#include "table.hpp"

#include <string>

namespace tavern::games::midevil {

json square_param(const table &t, pos square);   // a square of the map
json tile_place_param(const table &t, pos tile); // a tile of the map
// A space a tile goes to: the tile already lying there, if any, is not named.
json spot_param(const table &t, pos tile);

// The English of such a value ("the north-east corner of the Road north of the Altar").
std::string english_place(const json &place);

} // namespace tavern::games::midevil
