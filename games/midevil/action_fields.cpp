#include "action_fields.hpp"

#include "board.hpp"

#include <algorithm>
#include <set>

namespace tavern::games::midevil {

json colours_fields(json a, const colours &c) {
  a["white"] = c[0];
  a["red"] = c[1];
  a["blue"] = c[2];
  return a;
}

colours colours_of(const json &a) {
  return {a["white"].get<int>(), a["red"].get<int>(), a["blue"].get<int>()};
}

int colour_from(const std::string &key) {
  for (int c = 0; c < colour_count; ++c)
    if (colour_key(c) == key)
      return c;
  return 0;
}

std::vector<int> distinct_cards(const std::vector<int> &hand) {
  std::vector<int> out;
  std::set<card_type> seen;
  std::vector<int> sorted = hand;
  std::sort(sorted.begin(), sorted.end());
  for (int id : sorted)
    if (seen.insert(card_of(id)).second)
      out.push_back(id);
  return out;
}

std::vector<pos> adjacent_tiles(const table &t, pos tile) {
  std::vector<pos> out;
  for (const pos d : side_offset) {
    const pos n{tile.x + d.x, tile.y + d.y};
    if (t.tiles.count(n))
      out.push_back(n);
  }
  return out;
}

} // namespace tavern::games::midevil
