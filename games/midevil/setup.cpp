#include "flow.hpp"
#include "state.hpp"
#include "json/json_object.hpp"

namespace tavern::games::midevil {

table new_table(const rules_config &rules, std::uint64_t seed) {
  table t;
  t.rules = rules;
  t.random = rng(seed);
  t.seats.resize(rules.players);
  t.tiles[{0, 0}] = {altar_tile(), 0};
  for (int i = 0; i < static_cast<int>(tile_table().size()); ++i)
    if (i != altar_tile())
      t.tile_deck.push_back(i);
  t.random.shuffle(t.tile_deck);
  for (int id = 0; id < card_total; ++id)
    if (id != necronomicon_id)
      t.event_deck.push_back(id);
  t.random.shuffle(t.event_deck);
  say.log_public(t.log, {"midevil.log.setup", json_object("altar", altar_param())}, {}, "setup");
  for (int s = 0; s < rules.players; ++s) {
    t.seats[s].life = 3;
    t.life_supply -= 3;
    draw_cards(t, s, 3);
  }
  t.first = static_cast<int>(t.random.below(rules.players));
  t.current = t.first;
  push(t, work_kind::turn_start);
  advance(t);
  return t;
}

} // namespace tavern::games::midevil
