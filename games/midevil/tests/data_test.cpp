// The tile and card tables: every layout consistent with the rulings.
#include "test_support.hpp"

#include <map>
#include <set>

using namespace mev_test;

namespace {

int walkable_count(const mev::tile_def &t, bool inside_only) {
  int n = 0;
  for (const auto &row : t.grid)
    for (char c : row)
      if (mev::cell_walkable(c) && (!inside_only || mev::cell_inside(c)))
        ++n;
  return n;
}

bool has_inside(const mev::tile_def &t) {
  for (const auto &row : t.grid)
    for (char c : row)
      if (mev::cell_inside(c))
        return true;
  return false;
}

} // namespace

TEST_SUITE("midevil data") {

  TEST_CASE("Tiles: 30 in all, as the rulings list them") {
    const auto &tiles = mev::tile_table();
    CHECK(tiles.size() == 30);
    std::map<std::string, int> by_key;
    for (const auto &t : tiles)
      ++by_key[std::string(t.key)];
    CHECK(by_key["altar"] == 1);
    CHECK(by_key["graveyard"] == 1);
    CHECK(by_key["blacksmith"] == 1);
    CHECK(by_key["bridge"] == 2);
    for (const char *named : {"tavern", "chapel", "inn", "stables", "mill", "watchtower",
                              "guardhouse", "apothecary", "castleGate"})
      CHECK(by_key[named] == 1);
    CHECK(by_key["straight"] == 5);
    CHECK(by_key["corner"] == 4);
    CHECK(by_key["junction"] == 4);
    CHECK(by_key["crossroads"] == 3);
    const std::map<std::string, std::pair<int, int>> counts = {
        {"tavern", {3, 2}},     {"chapel", {2, 2}},     {"inn", {3, 1}},
        {"stables", {2, 1}},    {"mill", {2, 1}},       {"watchtower", {2, 1}},
        {"guardhouse", {3, 1}}, {"apothecary", {1, 2}}, {"castleGate", {4, 1}},
        {"blacksmith", {2, 1}}, {"graveyard", {4, 0}}};
    for (const auto &t : tiles) {
      auto it = counts.find(std::string(t.key));
      if (it == counts.end())
        continue;
      CAPTURE(t.key);
      CHECK(t.skeletons == it->second.first);
      CHECK(t.life_tokens == it->second.second);
    }
  }

  TEST_CASE("Tiles: each layout is consistent (sides, roads, doors, centres, room for counts)") {
    for (int i = 0; i < static_cast<int>(mev::tile_table().size()); ++i) {
      const auto &t = mev::tile_table()[i];
      CAPTURE(t.key);
      // The declared road sides are exactly the sides whose middle square is road or bridge.
      const auto roads = mev::tile_roads(i, 0);
      const std::string sides = "NESW";
      for (int s = 0; s < 4; ++s)
        CHECK(roads[s] == (t.roads.find(sides[s]) != std::string_view::npos));
      CHECK(!t.roads.empty()); // every tile can join the map
      // Roads are continuous: every road square reaches every road side's middle.
      std::set<std::pair<int, int>> road;
      for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
          if (mev::cell_road(t.grid[r][c]))
            road.insert({c, r});
      REQUIRE(!road.empty());
      std::set<std::pair<int, int>> seen{*road.begin()};
      std::vector<std::pair<int, int>> todo{*road.begin()};
      while (!todo.empty()) {
        auto [c, r] = todo.back();
        todo.pop_back();
        for (auto [dc, dr] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
          std::pair<int, int> n{c + dc, r + dr};
          if (road.count(n) && seen.insert(n).second)
            todo.push_back(n);
        }
      }
      CHECK(seen.size() == road.size());
      // A building has at least one door, and each door opens on a walkable outside square.
      if (has_inside(t)) {
        int doors = 0;
        for (int r = 0; r < 3; ++r)
          for (int c = 0; c < 3; ++c)
            if (t.grid[r][c] == 'D') {
              ++doors;
              bool opens = false;
              for (auto [dc, dr] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                const int nc = c + dc, nr = r + dr;
                if (nc >= 0 && nc < 3 && nr >= 0 && nr < 3 && mev::cell_walkable(t.grid[nr][nc]) &&
                    !mev::cell_inside(t.grid[nr][nc]))
                  opens = true;
              }
              CHECK(opens);
            }
        CHECK(doors >= 1);
      }
      // Skeletons and life tokens fit, one piece a square: the skeletons
      // inside the building, the life tokens on the tile's other squares.
      CHECK(t.skeletons <= walkable_count(t, has_inside(t)));
      CHECK(t.skeletons + t.life_tokens <= walkable_count(t, false));
    }
    CHECK(mev::tile_table()[mev::altar_tile()].grid[1][1] == 'A');
    CHECK(mev::cell_walkable(mev::tile_table()[mev::altar_tile()].grid[1][1]));
    CHECK(mev::tile_table()[mev::graveyard_tile()].grid[1][1] == 'C');
    CHECK(mev::cell_walkable(mev::tile_table()[mev::graveyard_tile()].grid[1][1]));
    CHECK(mev::tile_table()[mev::graveyard_tile()].skeletons == 4);
  }

  TEST_CASE("Tiles: the Blacksmith has one door and a furnace; bridges cross water") {
    for (const auto &t : mev::tile_table()) {
      int doors = 0, furnaces = 0;
      for (const auto &row : t.grid)
        for (char c : row) {
          doors += c == 'D';
          furnaces += c == 'F';
        }
      if (t.key == "blacksmith") {
        CHECK(doors == 1);
        CHECK(furnaces == 1);
      }
      if (t.key == "bridge") {
        CHECK(t.roads == "NS");
        CHECK(walkable_count(t, false) == 3); // only the bridge is walkable
      }
    }
  }

  TEST_CASE("Tiles: every tile's walkable squares are joined within it") {
    // Placement asks only for a way into a new tile (board.cpp, enterable);
    // the rest of the map is then reachable from the Altar because no tile
    // is split inside by its walls, water or vegetation.
    const auto &tiles = mev::tile_table();
    for (int def = 0; def < static_cast<int>(tiles.size()); ++def) {
      CAPTURE(tiles[def].key);
      mev::table t;
      t.tiles[{0, 0}] = {def, 0};
      const auto all = mev::walkable_squares(t);
      REQUIRE(!all.empty());
      std::set<mev::pos> seen{all.front()};
      std::vector<mev::pos> queue{all.front()};
      for (std::size_t head = 0; head < queue.size(); ++head)
        for (const mev::pos n : mev::steps_from(t, queue[head]))
          if (seen.insert(n).second)
            queue.push_back(n);
      CHECK(seen.size() == all.size());
    }
  }

  TEST_CASE("Tiles: the Graveyard's sides match next to any placed tile") {
    // The rulings return a Graveyard that fits nowhere to the lower half of
    // the tiles; with these layouts a free place next to any one tile, in any
    // rotation, matches its sides in some rotation. It is refused there only
    // when walls or water alone face it (nobody could walk into it).
    const auto &tiles = mev::tile_table();
    for (int def = 0; def < static_cast<int>(tiles.size()); ++def)
      for (int rot = 0; rot < 360; rot += 90)
        for (int side = 0; side < 4; ++side) {
          CAPTURE(tiles[def].key);
          CAPTURE(rot);
          CAPTURE(side);
          const bool road = mev::tile_roads(def, rot)[side];
          bool fits = false;
          for (int g = 0; g < 360; g += 90)
            fits = fits || mev::tile_roads(mev::graveyard_tile(), g)[(side + 2) % 4] == road;
          CHECK(fits);
        }
  }

  TEST_CASE("Rotation turns the grid and its road sides clockwise") {
    int mill = -1;
    for (int i = 0; i < static_cast<int>(mev::tile_table().size()); ++i)
      if (mev::tile_table()[i].key == "mill")
        mill = i;
    // Mill roads E,S; rotated 90° they become S,W.
    auto r90 = mev::tile_roads(mill, 90);
    CHECK(r90 == std::array<bool, 4>{false, false, true, true});
    // The north-west building square goes to the north-east corner.
    CHECK(mev::tile_cell(mill, 0, 0, 0) == 'B');
    CHECK(mev::tile_cell(mill, 90, 2, 0) == 'B');
    CHECK(mev::tile_cell(mill, 180, 2, 2) == 'B');
    CHECK(mev::tile_cell(mill, 270, 0, 2) == 'B');
  }

  TEST_CASE("Cards: 23 types, 3 each of What!?!?, Swing and a miss, Uh... Nevermind, 2 of the "
            "rest, 49 + Necronomicon") {
    int total = 0, types = 0;
    for (const auto &c : mev::card_table()) {
      if (c.type == mev::card_type::necronomicon) {
        CHECK(c.count == 1);
        continue;
      }
      ++types;
      total += c.count;
      const bool three = c.type == mev::card_type::what ||
                         c.type == mev::card_type::swing_and_miss ||
                         c.type == mev::card_type::nevermind;
      CHECK(c.count == (three ? 3 : 2));
    }
    CHECK(types == 23);
    CHECK(total == 49);
    CHECK(mev::card_of(mev::necronomicon_id) == mev::card_type::necronomicon);
  }

} // TEST_SUITE

TEST_CASE("A place is named by its part of a tile and that tile's place beside a named tile") {
  mev::table t;
  const auto def_of = [](std::string_view key) {
    for (int d = 0; d < static_cast<int>(mev::tile_table().size()); ++d)
      if (mev::tile_table()[d].key == key)
        return d;
    return -1;
  };
  t.tiles[{0, 0}] = {mev::altar_tile(), 0};
  t.tiles[{0, -1}] = {def_of("straight"), 0};
  t.tiles[{1, -1}] = {def_of("tavern"), 0};
  t.tiles[{-1, -3}] = {def_of("corner"), 0};
  const auto words = [](const json &param) { return mev::english_place(param["place"]); };
  // The Road beside the Altar and the Tavern: the Altar comes first (the table's order).
  CHECK(words(mev::square_param(t, mev::square_of({0, -1}, 2, 0))) ==
        "the north-east corner of the Road north of the Altar");
  CHECK(words(mev::square_param(t, mev::square_of({0, 0}, 1, 1))) == "the centre of the Altar");
  CHECK(words(mev::square_param(t, mev::square_of({1, -1}, 1, 1))) == "the door of the Tavern");
  CHECK(words(mev::tile_place_param(t, {-1, -3})) == "the Bend 2 tiles north-west of the Tavern");
  CHECK(words(mev::spot_param(t, {2, -3})) == "2 tiles north and 1 tile east of the Tavern");
  // The coordinates stay for programs.
  CHECK(mev::square_param(t, mev::square_of({0, -1}, 2, 0))["place"]["square"] == "2,-3");
}
