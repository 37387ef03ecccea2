#include "game_log.hpp"

namespace tavern::games::deadmansdraw {

json card_json(card c) {
  // Member by member, not by initializer list (docs/BENCHMARKS.md, finding 12).
  json out = json::object();
  out["suit"] = suit_key(c.s);
  out["value"] = c.value;
  return out;
}

json cards_json(const std::vector<card> &cards) {
  json out = json::array();
  for (const card &c : cards)
    out.push_back(card_json(c));
  return out;
}

} // namespace tavern::games::deadmansdraw
