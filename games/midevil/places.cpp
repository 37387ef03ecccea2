#include "places.hpp"
#include "json/json_object.hpp"

#include "board.hpp"
#include "games/kit/messages.hpp"
#include "tile_data.hpp"

#include <cstdlib>
#include <string_view>
#include <tuple>
#include <utility>

namespace tavern::games::midevil {

namespace {

struct landmark {
  pos tile;
  int def = -1;
};

// The named tile nearest to `tile` (fewest tiles away, then along a line,
// then the table's order); the Altar is always on the map.
landmark nearest_named(const table &t, pos tile, bool skip_self) {
  landmark best;
  std::tuple<int, int, int> best_key{1 << 30, 0, 0};
  for (const auto &[at, placed] : t.tiles) {
    if (!tile_table()[placed.def].named || (skip_self && at == tile))
      continue;
    const int dx = std::abs(tile.x - at.x), dy = std::abs(tile.y - at.y);
    const std::tuple<int, int, int> key{std::max(dx, dy), dx + dy, placed.def};
    if (key < best_key) {
      best_key = key;
      best = {at, placed.def};
    }
  }
  return best;
}

void describe_tile(const table &t, pos tile, bool skip_self, json &out) {
  if (!skip_self)
    if (auto it = t.tiles.find(tile); it != t.tiles.end())
      out["kind"] = std::string(tile_table()[it->second.def].key);
  const landmark l = nearest_named(t, tile, skip_self);
  if (l.def < 0) { // never: the Altar lies at the centre from the start
    out["near"] = std::string(tile_table()[altar_tile()].key);
    out["dx"] = tile.x;
    out["dy"] = tile.y;
    return;
  }
  out["near"] = std::string(tile_table()[l.def].key);
  out["dx"] = tile.x - l.tile.x;
  out["dy"] = tile.y - l.tile.y;
}

std::string_view part_of(const table &t, pos square) {
  if (square_cell(t, square) == 'D')
    return "door";
  static constexpr std::string_view parts[3][3] = {
      {"nw", "n", "ne"}, {"w", "c", "e"}, {"sw", "s", "se"}};
  const pos tile = tile_of(square);
  return parts[square.y - tile.y * 3][square.x - tile.x * 3];
}

std::string tile_name(const json &key) {
  if (!key.is_string())
    return "?";
  for (const auto &d : tile_table())
    if (d.key == key.get<std::string>())
      return std::string(d.name);
  return "?";
}

std::string direction(int dx, int dy) {
  std::string s = dy < 0 ? "north" : dy > 0 ? "south" : "";
  if (dx != 0)
    s += std::string(s.empty() ? "" : "-") + (dx > 0 ? "east" : "west");
  return s;
}

std::string tiles(int n) {
  return std::to_string(n) + (n == 1 ? " tile" : " tiles");
}

// "north-east of the Tavern", "2 tiles south of the Altar", "2 tiles north
// and 1 tile east of the Mill".
std::string relation(int dx, int dy, const std::string &near) {
  const int ax = std::abs(dx), ay = std::abs(dy);
  if (ax == 0 || ay == 0 || ax == ay) {
    const int n = std::max(ax, ay);
    return (n == 1 ? "" : tiles(n) + " ") + direction(dx, dy) + " of the " + near;
  }
  return tiles(ay) + " " + direction(0, dy) + " and " + tiles(ax) + " " + direction(dx, 0) +
         " of the " + near;
}

std::string english_tile(const json &p) {
  const int dx = p.value("dx", 0), dy = p.value("dy", 0);
  const std::string near = tile_name(p.value("near", json()));
  if (dx == 0 && dy == 0)
    return "the " + near;
  const std::string where = relation(dx, dy, near);
  return p.contains("kind") ? "the " + tile_name(p["kind"]) + " " + where : where;
}

std::string english_part(std::string_view part) {
  if (part == "c")
    return "the centre of ";
  if (part == "door")
    return "the door of ";
  static constexpr std::pair<std::string_view, std::string_view> sides[] = {
      {"n", "north"}, {"e", "east"}, {"s", "south"}, {"w", "west"}};
  for (const auto &[key, word] : sides)
    if (part == key)
      return "the " + std::string(word) + " side of ";
  const int dx = part.find('e') != std::string_view::npos ? 1 : -1;
  const int dy = part.find('n') != std::string_view::npos ? -1 : 1;
  return "the " + direction(dx, dy) + " corner of ";
}

} // namespace

json square_param(const table &t, pos square) {
  json v = json_object("square", pos_key(square), "part", std::string(part_of(t, square)));
  describe_tile(t, tile_of(square), false, v);
  return kit::place_param(std::move(v));
}

json tile_place_param(const table &t, pos tile) {
  json v = json_object("at", pos_key(tile));
  describe_tile(t, tile, false, v);
  return kit::place_param(std::move(v));
}

json spot_param(const table &t, pos tile) {
  json v = json_object("at", pos_key(tile));
  describe_tile(t, tile, true, v);
  return kit::place_param(std::move(v));
}

std::string english_place(const json &p) {
  if (!p.is_object() || !p.contains("near"))
    return "?";
  if (p.contains("square"))
    return english_part(p.value("part", std::string("c"))) + english_tile(p);
  return english_tile(p);
}

} // namespace tavern::games::midevil
