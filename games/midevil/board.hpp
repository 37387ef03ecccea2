#pragma once
// Geometry of the map: square kinds after rotation, walls, steps between
// squares, tile placement and distances.
#include "table.hpp"

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace tavern::games::midevil {

inline constexpr int side_n = 0, side_e = 1, side_s = 2, side_w = 3;
inline constexpr pos side_offset[4] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};

// The grid character of a tile's square (col,row) after rotation.
char tile_cell(int def, int rotation, int col, int row);
// The sides with a road connection after rotation, derived from the grid.
std::array<bool, 4> tile_roads(int def, int rotation);
bool cell_walkable(char c);
bool cell_inside(char c); // building floor, door or furnace
bool cell_road(char c);   // road, bridge or a centre square
std::string_view cell_kind(char c);

pos tile_of(pos square);
pos square_of(pos tile, int col, int row);
// The grid character at a global square, or 0 when no tile covers it.
char square_cell(const table &t, pos square);
bool walkable(const table &t, pos square);
bool inside(const table &t, pos square);
// One orthogonal step from a to b, through doors only.
bool can_step(const table &t, pos a, pos b);
std::vector<pos> steps_from(const table &t, pos a);

// Every legal (tile position, rotation) for a drawn tile.
struct placement {
  pos tile;
  int rotation;
};
std::vector<placement> legal_placements(const table &t, int def);

// Squares of a tile where its skeletons go: inside the building if it has
// one ("Se nel tassello è presente un'edificio, gli scheletri vengono posti
// all'interno di esso"), else the walkable squares.
std::vector<pos> populate_squares(const table &t, pos tile);
// Every walkable square of a tile (its life tokens may go on any of them).
std::vector<pos> tile_walkable_squares(const table &t, pos tile);
// The door of the building on a tile (every building has one), if any.
std::optional<pos> door_of(const table &t, pos tile);
std::vector<pos> walkable_squares(const table &t); // whole map, in order

// Walkable steps from a to b (never through walls), or -1 beyond `limit`.
int step_distance(const table &t, pos a, pos b, int limit);

pos altar_centre();
pos parse_pos(const std::string &key); // "x,y", from a validated action

} // namespace tavern::games::midevil
