#include "board.hpp"

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <map>
#include <set>

namespace tavern::games::midevil {

char tile_cell(int def, int rotation, int col, int row) {
  // Undo the clockwise rotation one quarter at a time: new[r][c] = old[2-c][r].
  for (int q = (rotation / 90) & 3; q > 0; --q) {
    const int old_row = 2 - col;
    const int old_col = row;
    row = old_row;
    col = old_col;
  }
  return tile_table()[def].grid[row][col];
}

std::array<bool, 4> tile_roads(int def, int rotation) {
  return {cell_road(tile_cell(def, rotation, 1, 0)), cell_road(tile_cell(def, rotation, 2, 1)),
          cell_road(tile_cell(def, rotation, 1, 2)), cell_road(tile_cell(def, rotation, 0, 1))};
}

bool cell_walkable(char c) {
  return c == 'R' || c == 'G' || c == 'B' || c == 'D' || c == '=' || c == 'A' || c == 'C';
}
bool cell_inside(char c) {
  return c == 'B' || c == 'D' || c == 'F';
}
bool cell_road(char c) {
  return c == 'R' || c == '=' || c == 'A' || c == 'C';
}

std::string_view cell_kind(char c) {
  switch (c) {
  case 'R':
    return "road";
  case 'G':
    return "grass";
  case 'B':
    return "building";
  case 'D':
    return "door";
  case 'F':
    return "furnace";
  case 'W':
    return "water";
  case '=':
    return "bridge";
  case 'V':
    return "vegetation";
  case 'A':
    return "altar";
  case 'C':
    return "grave";
  }
  return "unknown";
}

namespace {
int floor_div3(int v) {
  return v >= 0 ? v / 3 : -((-v + 2) / 3);
}
} // namespace

pos tile_of(pos square) {
  return {floor_div3(square.x), floor_div3(square.y)};
}
pos square_of(pos tile, int col, int row) {
  return {tile.x * 3 + col, tile.y * 3 + row};
}

char square_cell(const table &t, pos square) {
  const pos tp = tile_of(square);
  auto it = t.tiles.find(tp);
  if (it == t.tiles.end())
    return 0;
  return tile_cell(it->second.def, it->second.rotation, square.x - tp.x * 3, square.y - tp.y * 3);
}

bool walkable(const table &t, pos square) {
  return cell_walkable(square_cell(t, square));
}
bool inside(const table &t, pos square) {
  return cell_inside(square_cell(t, square));
}

namespace {
// A step between neighbouring squares of kinds ca and cb, on one tile or on two.
bool cells_step(char ca, char cb, bool same_tile) {
  if (!cell_walkable(ca) || !cell_walkable(cb))
    return false;
  const bool ia = cell_inside(ca), ib = cell_inside(cb);
  if (ia && ib && same_tile)
    return true; // within one building
  if (ia && ca != 'D')
    return false;
  if (ib && cb != 'D')
    return false;
  return true;
}

// "... in modo tale da non interrompere nessuna strada, od ostacolare alcuna
// entrata in un altro tassello": a tile is placed where one can walk into it
// from a tile already placed. Matching sides alone let a tile lie against
// walls or water only, and then neither it nor anything later joined to it
// could ever be entered (a Graveyard out there ends no game). Every tile's
// walkable squares are joined within it (data_test.cpp), so a step into the
// tile from any placed tile is a way to all of it from the Altar.
bool enterable(const table &t, int def, pos tile, int rotation) {
  for (int side = 0; side < 4; ++side) {
    const pos n{tile.x + side_offset[side].x, tile.y + side_offset[side].y};
    auto it = t.tiles.find(n);
    if (it == t.tiles.end())
      continue;
    for (int i = 0; i < 3; ++i) {
      // The i-th square along the shared side, on this tile and across it.
      const bool vertical = side == side_n || side == side_s;
      const int edge = side == side_n || side == side_w ? 0 : 2;
      const int col = vertical ? i : edge, row = vertical ? edge : i;
      const int other_col = vertical ? i : 2 - edge, other_row = vertical ? 2 - edge : i;
      if (cells_step(tile_cell(def, rotation, col, row),
                     tile_cell(it->second.def, it->second.rotation, other_col, other_row), false))
        return true;
    }
  }
  return false;
}
} // namespace

bool can_step(const table &t, pos a, pos b) {
  if (std::abs(a.x - b.x) + std::abs(a.y - b.y) != 1)
    return false;
  return cells_step(square_cell(t, a), square_cell(t, b), tile_of(a) == tile_of(b));
}

std::vector<pos> steps_from(const table &t, pos a) {
  std::vector<pos> out;
  for (const pos d : side_offset) {
    const pos b{a.x + d.x, a.y + d.y};
    if (can_step(t, a, b))
      out.push_back(b);
  }
  return out;
}

std::vector<placement> legal_placements(const table &t, int def) {
  std::set<pos> candidates;
  for (const auto &[tp, _] : t.tiles)
    for (const pos d : side_offset) {
      const pos n{tp.x + d.x, tp.y + d.y};
      if (!t.tiles.count(n))
        candidates.insert(n);
    }
  std::vector<placement> out;
  for (const pos c : candidates)
    for (int rot = 0; rot < 360; rot += 90) {
      const auto roads = tile_roads(def, rot);
      bool ok = true;
      for (int side = 0; side < 4 && ok; ++side) {
        const pos n{c.x + side_offset[side].x, c.y + side_offset[side].y};
        auto it = t.tiles.find(n);
        if (it == t.tiles.end())
          continue;
        const auto other = tile_roads(it->second.def, it->second.rotation);
        ok = other[(side + 2) % 4] == roads[side];
      }
      if (ok && enterable(t, def, c, rot))
        out.push_back({c, rot});
    }
  return out;
}

std::vector<pos> populate_squares(const table &t, pos tile) {
  auto it = t.tiles.find(tile);
  std::vector<pos> all, in;
  if (it == t.tiles.end())
    return all;
  for (int row = 0; row < 3; ++row)
    for (int col = 0; col < 3; ++col) {
      const char c = tile_cell(it->second.def, it->second.rotation, col, row);
      if (!cell_walkable(c))
        continue;
      all.push_back(square_of(tile, col, row));
      if (cell_inside(c))
        in.push_back(square_of(tile, col, row));
    }
  return in.empty() ? all : in;
}

std::vector<pos> tile_walkable_squares(const table &t, pos tile) {
  std::vector<pos> out;
  auto it = t.tiles.find(tile);
  if (it == t.tiles.end())
    return out;
  for (int row = 0; row < 3; ++row)
    for (int col = 0; col < 3; ++col)
      if (cell_walkable(tile_cell(it->second.def, it->second.rotation, col, row)))
        out.push_back(square_of(tile, col, row));
  return out;
}

std::optional<pos> door_of(const table &t, pos tile) {
  auto it = t.tiles.find(tile);
  if (it == t.tiles.end())
    return std::nullopt;
  for (int row = 0; row < 3; ++row)
    for (int col = 0; col < 3; ++col)
      if (tile_cell(it->second.def, it->second.rotation, col, row) == 'D')
        return square_of(tile, col, row);
  return std::nullopt;
}

std::vector<pos> walkable_squares(const table &t) {
  std::vector<pos> out;
  for (const auto &[tp, pt] : t.tiles)
    for (int row = 0; row < 3; ++row)
      for (int col = 0; col < 3; ++col)
        if (cell_walkable(tile_cell(pt.def, pt.rotation, col, row)))
          out.push_back(square_of(tp, col, row));
  std::sort(out.begin(), out.end());
  return out;
}

int step_distance(const table &t, pos a, pos b, int limit) {
  std::map<pos, int> dist{{a, 0}};
  std::deque<pos> queue{a};
  while (!queue.empty()) {
    const pos p = queue.front();
    queue.pop_front();
    const int d = dist[p];
    if (p == b)
      return d;
    if (d >= limit)
      continue;
    for (const pos n : steps_from(t, p))
      if (!dist.count(n)) {
        dist[n] = d + 1;
        queue.push_back(n);
      }
  }
  return -1;
}

pos parse_pos(const std::string &key) {
  const auto comma = key.find(',');
  if (comma == std::string::npos)
    return {};
  return {std::atoi(key.substr(0, comma).c_str()), std::atoi(key.substr(comma + 1).c_str())};
}

pos altar_centre() {
  return {1, 1};
}

} // namespace tavern::games::midevil
