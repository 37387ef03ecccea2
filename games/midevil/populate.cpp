#include "flow.hpp"
#include "json/json_object.hpp"

#include "board.hpp"
#include "work_steps.hpp"

#include <algorithm>

namespace tavern::games::midevil {

bool reachable(int points, int squares, const colours &avail) {
  if (points < 0 || squares < 0)
    return false;
  for (int b = 0; b <= std::min(avail[2], squares); ++b)
    for (int r = 0; r <= std::min(avail[1], squares - b); ++r) {
      const int w = points - 3 * b - 2 * r;
      if (w >= 0 && w <= std::min(avail[0], squares - b - r))
        return true;
    }
  return false;
}

int nearest_total(int target, int squares, const colours &avail) {
  // Exactly the target if possible, else the nearest total; a tie goes to the lower.
  for (int d = 0; d <= target + 3 * squares; ++d) {
    if (target - d >= 0 && reachable(target - d, squares, avail))
      return target - d;
    if (reachable(target + d, squares, avail))
      return target + d;
  }
  return 0;
}

namespace {

colours populate_source(const table &t) {
  return t.populate->mode == populate_mode::flesh_wound ? t.removed : t.supply;
}

std::vector<pos> area_squares(const table &t) {
  if (t.populate->tile)
    return populate_squares(t, *t.populate->tile);
  return walkable_squares(t);
}

} // namespace

bool free_for_piece(const table &t, pos square) {
  return !t.skeletons.count(square) && !t.life_tokens.count(square);
}

std::vector<pos> populate_targets(const table &t) {
  std::vector<pos> out;
  for (const pos p : area_squares(t))
    if (free_for_piece(t, p))
      out.push_back(p);
  return out;
}

std::vector<pos> life_targets(const table &t) {
  // Only the skeletons go inside the building; the life tokens go on the tile.
  std::vector<pos> out;
  if (!t.populate->tile)
    return out;
  for (const pos p : tile_walkable_squares(t, *t.populate->tile))
    if (free_for_piece(t, p))
      out.push_back(p);
  return out;
}

int free_populate_squares(const table &t) {
  return static_cast<int>(populate_targets(t).size());
}

std::vector<int> populate_colours(const table &t) {
  std::vector<int> out;
  const auto &pp = *t.populate;
  const colours src = populate_source(t);
  const int free = free_populate_squares(t);
  if (free == 0)
    return out;
  for (int c = 0; c < colour_count; ++c) {
    if (src[c] == 0)
      continue;
    if (pp.mode == populate_mode::named || pp.mode == populate_mode::flesh_wound) {
      if (pp.skeletons_left > 0)
        out.push_back(c);
    } else {
      colours rest = src;
      --rest[c];
      if (pp.placed_points < pp.target &&
          reachable(pp.target - pp.placed_points - colour_points[c], free - 1, rest))
        out.push_back(c);
    }
  }
  return out;
}

void populate_check(table &t) {
  if (!t.populate)
    return;
  if (!populate_colours(t).empty()) {
    t.dec = decision::populate;
    return;
  }
  if (t.populate->life_left > 0 && t.life_supply > 0 && !life_targets(t).empty()) {
    t.dec = decision::populate;
    return;
  }
  t.populate.reset();
  t.dec = decision::none;
}

void populate_start(table &t, pos tile) {
  const int def = t.tiles[tile].def;
  const auto &info = tile_table()[def];
  const int chooser = t.populate_override >= 0 ? t.populate_override : t.current;
  t.populate_override = -1;
  if (info.skeletons >= 0) {
    if (info.skeletons == 0 && info.life_tokens == 0)
      return;
    populate_state pp;
    pp.mode = populate_mode::named;
    pp.tile = tile;
    pp.chooser = chooser;
    pp.skeletons_left = info.skeletons;
    pp.life_left = info.life_tokens;
    t.populate = pp;
    populate_check(t);
    return;
  }
  t.dice.clear();
  t.last_roll_combat = false;
  const int v = roll_die(t, chooser, "skeletons", "", pos_key(tile));
  say.log_public(
      t.log,
      {"midevil.log.rollPopulate", json_object("player", seat_param(chooser), "value",
                                               number_param(v), "tile", tile_param(def))},
      {chooser}, "roll", json_object("value", v, "for", "skeletons"));
  push(t, work_kind::populate_roll_result, tile, chooser);
  open_window(t, window_about::roll, chooser);
}

void populate_roll_result(table &t, pos tile, int chooser) {
  populate_state pp;
  pp.mode = populate_mode::rolled;
  pp.tile = tile;
  pp.chooser = chooser;
  t.populate = pp;
  t.populate->target = nearest_total(t.dice.back().value, free_populate_squares(t), t.supply);
  populate_check(t);
}

} // namespace tavern::games::midevil
