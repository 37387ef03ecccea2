#pragma once
// The 30 map tiles of MidEvil as data: each layout is drawn as a 3×3 grid of
// characters, north row first, so a real tile list can replace this one.
#include <array>
#include <string_view>
#include <vector>

namespace tavern::games::midevil {

// Grid characters: R road, G grass, B building floor, D building door,
// F furnace (inside a building, not walkable), W water, = bridge,
// V vegetation, A the Altar's centre, C the Graveyard's centre.
struct tile_def {
  std::string_view key;
  std::string_view name;
  std::array<std::string_view, 3> grid;
  std::string_view roads; // the sides with a road connection, e.g. "NS": checked against the grid
  int skeletons = 0;      // named tiles: how many skeletons; -1: roll a die for points
  int life_tokens = 0;
  bool named = false;
};

const std::vector<tile_def> &tile_table();
int altar_tile();     // index in tile_table()
int graveyard_tile(); // index in tile_table()

} // namespace tavern::games::midevil
