// Test-only positions and dumps; the server never calls these.
#include "coltexpress.hpp"
#include "json/json_object.hpp"

#include "setup.hpp"
#include "state.hpp"
#include "view.hpp"

namespace tavern::games::coltexpress {

std::unique_ptr<game_state> make_scenario(const scenario &s) {
  rules_config rules;
  rules.players = s.players;
  rules.expert = s.expert || s.players == 2;
  table t = new_table(rules, s.seed);
  for (std::size_t i = 0; i < t.choose_order.size(); ++i)
    choose_character(t, t.choose_order[i], s.characters[i]);
  return std::make_unique<state>(std::move(t));
}

std::string debug_dump(const game_state &played) {
  const table *t = inspect(played);
  if (!t)
    return {};
  json d;
  json seats = json::array();
  for (const seat_cards &sc : t->seats)
    seats.push_back(json_object("hand", sc.hand, "deck", sc.deck, "discard", sc.discard));
  d["seats"] = seats;
  json pile = json::array();
  for (const programmed &p : t->pile)
    pile.push_back(p.card);
  d["pile"] = pile;
  json values = json::array();
  for (const loot_token &l : t->loot)
    values.push_back(l.value);
  d["values"] = values;
  return d.dump();
}

} // namespace tavern::games::coltexpress
