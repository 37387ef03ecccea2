#include "abilities.hpp"
#include "json/json_object.hpp"

#include "game_log.hpp"
#include "turn.hpp"

#include <algorithm>

namespace tavern::games::deadmansdraw {

namespace {

json ability_fields(suit s, json more = json::object()) {
  more["ability"] = suit_key(s);
  return more;
}

void add_distinct(std::vector<move> &out, const move &m) {
  const bool seen = std::any_of(out.begin(), out.end(), [&](const move &o) {
    return o.kind == m.kind && o.s == m.s && o.value == m.value && o.seat == m.seat;
  });
  if (!seen)
    out.push_back(m);
}

void resolve_anchor(table &t) {
  const std::size_t at = *t.play_area_index(suit::anchor);
  for (std::size_t i = 0; i < at; ++i)
    t.play_area[i].kept = true;
  const message kept =
      at == 0 ? message{"deadmansdraw.log.anchorKeepsNone",
                        json_object("player", seat_param(t.current))}
              : message{"deadmansdraw.log.anchorKeeps",
                        json_object("player", seat_param(t.current), "count", number_param(at))};
  say.log_public(t.log, kept, {t.current}, "ability",
                 ability_fields(suit::anchor, json_object("kept", at)));
  if (t.has_trait(t.current, trait::safe_harbor)) {
    t.play_area[at].kept = true;
    t.protect_next = std::max(t.protect_next, 2);
    say.log_public(t.log,
                   {"deadmansdraw.log.safeHarbor", json_object("player", seat_param(t.current))},
                   {t.current}, "trait", json_object("trait", trait_key(trait::safe_harbor)));
  }
}

void resolve_kraken(table &t) {
  const int demand = t.kraken_demand();
  t.kraken_owed = std::max(t.kraken_owed, demand);
  say.log_public(t.log,
                 {"deadmansdraw.log.krakenDemands",
                  json_object("player", seat_param(t.current), "count", number_param(demand))},
                 {t.current}, "ability", ability_fields(suit::kraken, json_object("owed", demand)));
  if (demand == 4) {
    const int owner = *t.first_opponent_with(t.current, trait::beastmaster);
    say.log_public(t.log, {"deadmansdraw.log.beastmaster", json_object("owner", seat_param(owner))},
                   {t.current, owner}, "trait",
                   json_object("trait", trait_key(trait::beastmaster)));
  }
}

void resolve_map(table &t) {
  const int me = t.current;
  if (t.discard_pile.empty()) {
    say.log_public(t.log, {"deadmansdraw.log.mapEmpty", json_object("player", seat_param(me))},
                   {me}, "nothing", json_object("suit", "map"));
    return;
  }
  if (t.has_trait(me, trait::navigator)) {
    // The contents are sorted so that what the Navigator sees says nothing
    // about the order of the pile.
    std::vector<card> seen = t.discard_pile;
    std::sort(seen.begin(), seen.end(), card_less);
    say.log_public(t.log,
                   {"deadmansdraw.log.navigatorSearches", json_object("player", seat_param(me))},
                   {me}, "trait", json_object("trait", trait_key(trait::navigator)));
    say.log_private(t.log, me, {"deadmansdraw.log.navigatorSees"}, "navigator",
                    json_object("cards", cards_json(seen)));
  } else {
    t.random.shuffle(t.discard_pile);
    const std::size_t n = std::min<std::size_t>(3, t.discard_pile.size());
    for (std::size_t i = 0; i < n; ++i) {
      t.map_revealed.push_back(t.discard_pile.back());
      t.discard_pile.pop_back();
    }
    say.log_public(t.log,
                   {"deadmansdraw.log.mapReveals",
                    json_object("player", seat_param(me), "count", number_param(n))},
                   {me}, "reveal", json_object("suit", "map", "cards", cards_json(t.map_revealed)));
  }
  t.tasks.push_back({task_kind::map, -1, 1});
}

void resolve_oracle(table &t) {
  const int me = t.current;
  if (t.draw_pile.empty()) {
    say.log_public(t.log, {"deadmansdraw.log.oracleEmpty", json_object("player", seat_param(me))},
                   {me}, "nothing", json_object("suit", "oracle"));
    return;
  }
  const bool mystic = t.has_trait(me, trait::mystic);
  const int n = std::min(mystic ? 3 : 1, static_cast<int>(t.draw_pile.size()));
  t.revealed_on_draw = std::max(t.revealed_on_draw, n);
  std::vector<card> shown(t.draw_pile.rbegin(), t.draw_pile.rbegin() + n);
  say.log_public(t.log,
                 {"deadmansdraw.log.oracleReveals",
                  json_object("player", seat_param(me), "cards", cards_param(shown))},
                 {me}, "ability",
                 ability_fields(suit::oracle, json_object("cards", cards_json(shown))));
  if (mystic)
    say.log_public(t.log, {"deadmansdraw.log.mysticReveals", json_object("player", seat_param(me))},
                   {me}, "trait", json_object("trait", trait_key(trait::mystic)));
}

bool sword_may_take(const table &t, int victim, suit s) {
  const int me = t.current;
  if (t.banks[victim].of(s).empty())
    return false;
  if (!t.has_trait(me, trait::swordsman) && !t.banks[me].of(s).empty())
    return false;
  if (t.first_opponent_with(me, trait::parry) && s != suit::kraken)
    return false;
  return true;
}

task pop_task(table &t) {
  const task top = t.tasks.back();
  t.tasks.pop_back();
  return top;
}

void do_hook(table &t, const move &m) {
  const task top = pop_task(t);
  if (top.remaining > 1)
    t.tasks.push_back({task_kind::hook, -1, top.remaining - 1});
  const card c = take_top(t, t.current, m.s);
  json fields = ability_fields(suit::hook, json_object("card", card_json(c)));
  if (t.has_trait(t.current, trait::captains_hook))
    fields["trait"] = trait_key(trait::captains_hook);
  say.log_public(t.log,
                 {"deadmansdraw.log.hookBrings",
                  json_object("player", seat_param(t.current), "card", card_param(c))},
                 {t.current}, "ability", fields);
  place_card(t, c);
}

void do_cannon(table &t, const move &m) {
  pop_task(t);
  const int me = t.current;
  auto &stack = t.banks[m.seat].of(m.s);
  if (t.has_trait(me, trait::master_gunner)) {
    std::vector<card> sunk;
    for (int v : stack) // bottom first, so the top card ends on top of the pile
      sunk.push_back({m.s, v});
    stack.clear();
    for (const card &c : sunk)
      t.discard_pile.push_back(c);
    say.log_public(t.log,
                   {"deadmansdraw.log.cannonSinksStack",
                    json_object("player", seat_param(me), "victim", seat_param(m.seat), "suit",
                                suit_param(m.s), "count", number_param(sunk.size()))},
                   {me, m.seat}, "ability",
                   ability_fields(suit::cannon, json_object("cards", cards_json(sunk), "trait",
                                                            trait_key(trait::master_gunner))));
    return;
  }
  const card c = take_top(t, m.seat, m.s);
  if (t.has_trait(me, trait::scavenger)) {
    add_to_bank(t, me, c);
    say.log_public(
        t.log,
        {"deadmansdraw.log.cannonTakes", json_object("player", seat_param(me), "card",
                                                     card_param(c), "victim", seat_param(m.seat))},
        {me, m.seat}, "ability",
        ability_fields(suit::cannon,
                       json_object("card", card_json(c), "trait", trait_key(trait::scavenger))));
    return;
  }
  t.discard_pile.push_back(c);
  say.log_public(
      t.log,
      {"deadmansdraw.log.cannonSinks",
       json_object("player", seat_param(me), "card", card_param(c), "victim", seat_param(m.seat))},
      {me, m.seat}, "ability", ability_fields(suit::cannon, json_object("card", card_json(c))));
}

void do_misfire(table &t, const move &m) {
  const task top = pop_task(t);
  const int me = t.current;
  const card c = take_top(t, me, m.s);
  const json fields = json_object("trait", trait_key(trait::misfire), "card", card_json(c));
  if (t.rules.ed == edition::classic) {
    add_to_bank(t, top.seat, c);
    say.log_public(
        t.log,
        {"deadmansdraw.log.misfireGives", json_object("owner", seat_param(top.seat), "player",
                                                      seat_param(me), "card", card_param(c))},
        {me, top.seat}, "trait", fields);
  } else {
    t.discard_pile.push_back(c);
    say.log_public(
        t.log,
        {"deadmansdraw.log.misfireDiscards", json_object("owner", seat_param(top.seat), "player",
                                                         seat_param(me), "card", card_param(c))},
        {me, top.seat}, "trait", fields);
  }
}

void do_sword(table &t, const move &m) {
  pop_task(t);
  const int me = t.current;
  const bool beyond_own_suits = !t.banks[me].of(m.s).empty();
  const card c = take_top(t, m.seat, m.s);
  json fields = ability_fields(suit::sword, json_object("card", card_json(c)));
  if (beyond_own_suits)
    fields["trait"] = trait_key(trait::swordsman);
  else if (t.first_opponent_with(me, trait::parry))
    fields["trait"] = trait_key(trait::parry);
  say.log_public(
      t.log,
      {"deadmansdraw.log.swordSteals",
       json_object("player", seat_param(me), "card", card_param(c), "victim", seat_param(m.seat))},
      {me, m.seat}, "ability", fields);
  place_card(t, c);
}

void do_map(table &t, const move &m) {
  pop_task(t);
  const card c{m.s, m.value};
  if (t.map_revealed.empty()) { // Navigator: straight from the discard pile
    t.discard_pile.erase(std::find(t.discard_pile.begin(), t.discard_pile.end(), c));
  } else {
    t.map_revealed.erase(std::find(t.map_revealed.begin(), t.map_revealed.end(), c));
    t.discard_pile.insert(t.discard_pile.end(), t.map_revealed.begin(), t.map_revealed.end());
    t.map_revealed.clear();
  }
  t.random.shuffle(t.discard_pile);
  say.log_public(t.log,
                 {"deadmansdraw.log.mapBrings",
                  json_object("player", seat_param(t.current), "card", card_param(c))},
                 {t.current}, "ability",
                 ability_fields(suit::map, json_object("card", card_json(c))));
  place_card(t, c);
}

void do_mermaid(table &t, const move &m) {
  pop_task(t);
  const int me = t.current;
  const std::size_t at = *t.play_area_index(m.s);
  const placed_card chosen = t.play_area[at];
  t.play_area.erase(t.play_area.begin() + static_cast<std::ptrdiff_t>(at));
  if (const auto siren = t.first_opponent_with(me, trait::siren)) {
    add_to_bank(t, *siren, chosen.c);
    say.log_public(t.log,
                   {"deadmansdraw.log.mermaidSiren",
                    json_object("player", seat_param(me), "card", card_param(chosen.c), "owner",
                                seat_param(*siren))},
                   {me, *siren}, "ability",
                   ability_fields(suit::mermaid, json_object("card", card_json(chosen.c), "trait",
                                                             trait_key(trait::siren))));
    return;
  }
  if (t.has_trait(me, trait::casanova)) {
    add_to_bank(t, me, chosen.c);
    say.log_public(t.log,
                   {"deadmansdraw.log.mermaidCasanova",
                    json_object("player", seat_param(me), "card", card_param(chosen.c))},
                   {me}, "ability",
                   ability_fields(suit::mermaid, json_object("card", card_json(chosen.c), "trait",
                                                             trait_key(trait::casanova))));
    return;
  }
  t.play_area.push_back(chosen);
  say.log_public(t.log,
                 {"deadmansdraw.log.mermaidCalls",
                  json_object("player", seat_param(me), "card", card_param(chosen.c))},
                 {me}, "ability",
                 ability_fields(suit::mermaid, json_object("card", card_json(chosen.c))));
  resolve_ability(t, chosen.c.s);
}

void do_plunder_from(table &t, const move &m) {
  const task top = pop_task(t);
  t.tasks.push_back({task_kind::plunder, m.seat, top.remaining});
  say.log_public(t.log,
                 {"deadmansdraw.log.plundersBank",
                  json_object("player", seat_param(t.current), "victim", seat_param(m.seat),
                              "count", number_param(top.remaining))},
                 {t.current, m.seat}, "trait",
                 json_object("trait", trait_key(trait::plunderer), "bonus", top.remaining));
}

void do_plunder(table &t, const move &m) {
  const task top = pop_task(t);
  if (top.remaining > 1)
    t.tasks.push_back({task_kind::plunder, top.seat, top.remaining - 1});
  const card c = take_top(t, top.seat, m.s);
  add_to_bank(t, t.current, c);
  say.log_public(
      t.log,
      {"deadmansdraw.log.plunders", json_object("player", seat_param(t.current), "card",
                                                card_param(c), "victim", seat_param(top.seat))},
      {t.current, top.seat}, "bonus",
      json_object("ability", "key", "trait", trait_key(trait::plunderer), "card", card_json(c)));
}

} // namespace

void resolve_ability(table &t, suit s) {
  switch (s) {
  case suit::anchor:
    resolve_anchor(t);
    break;
  case suit::cannon:
    t.tasks.push_back({task_kind::cannon, -1, 1});
    break;
  case suit::chest:
  case suit::key:
    break; // they act together when banked
  case suit::hook:
    t.tasks.push_back({task_kind::hook, -1, t.has_trait(t.current, trait::captains_hook) ? 2 : 1});
    break;
  case suit::kraken:
    resolve_kraken(t);
    break;
  case suit::map:
    resolve_map(t);
    break;
  case suit::mermaid:
    if (t.rules.mermaid_variant)
      t.tasks.push_back({task_kind::mermaid, -1, 1});
    break;
  case suit::oracle:
    resolve_oracle(t);
    break;
  case suit::sword:
    t.tasks.push_back({task_kind::sword, -1, 1});
    break;
  }
}

std::vector<move> task_moves(const table &t, const task &k) {
  const int me = t.current;
  std::vector<move> out;
  switch (k.kind) {
  case task_kind::hook:
  case task_kind::misfire:
    for (int i = 0; i < suit_count; ++i)
      if (!t.banks[me].of(suit_at(i)).empty())
        out.push_back({k.kind == task_kind::hook ? move_kind::hook : move_kind::misfire,
                       -1,
                       suit_at(i),
                       0,
                       {}});
    break;
  case task_kind::cannon:
    for (int o : t.opponents_of(me))
      for (int i = 0; i < suit_count; ++i)
        if (!t.banks[o].of(suit_at(i)).empty())
          out.push_back({move_kind::cannon, o, suit_at(i), 0, {}});
    break;
  case task_kind::sword:
    for (int o : t.opponents_of(me))
      for (int i = 0; i < suit_count; ++i)
        if (sword_may_take(t, o, suit_at(i)))
          out.push_back({move_kind::sword, o, suit_at(i), 0, {}});
    break;
  case task_kind::map:
    if (t.map_revealed.empty()) {
      std::vector<card> pile = t.discard_pile;
      std::sort(pile.begin(), pile.end(), card_less);
      for (const card &c : pile)
        add_distinct(out, {move_kind::map, -1, c.s, c.value, {}});
    } else {
      for (const card &c : t.map_revealed)
        add_distinct(out, {move_kind::map, -1, c.s, c.value, {}});
    }
    break;
  case task_kind::mermaid:
    for (const placed_card &p : t.play_area)
      if (p.c.s != suit::mermaid)
        out.push_back({move_kind::mermaid, -1, p.c.s, 0, {}});
    break;
  case task_kind::plunder_from:
    for (int o : t.opponents_of(me))
      if (!t.banks[o].empty())
        out.push_back({move_kind::plunder_from, o, suit::anchor, 0, {}});
    break;
  case task_kind::plunder:
    for (int i = 0; i < suit_count; ++i)
      if (!t.banks[k.seat].of(suit_at(i)).empty())
        out.push_back({move_kind::plunder, k.seat, suit_at(i), 0, {}});
    break;
  case task_kind::end_turn:
    break;
  }
  return out;
}

void skip_task(table &t, const task &k) {
  const int me = t.current;
  switch (k.kind) {
  case task_kind::hook:
    say.log_public(t.log, {"deadmansdraw.log.hookEmpty", json_object("player", seat_param(me))},
                   {me}, "nothing", json_object("suit", "hook"));
    break;
  case task_kind::cannon:
    say.log_public(t.log,
                   {"deadmansdraw.log.cannonNoTarget", json_object("player", seat_param(me))}, {me},
                   "nothing", json_object("suit", "cannon"));
    break;
  case task_kind::misfire:
    say.log_public(t.log,
                   {"deadmansdraw.log.misfireNothing",
                    json_object("owner", seat_param(k.seat), "player", seat_param(me))},
                   {me, k.seat}, "nothing", json_object("trait", trait_key(trait::misfire)));
    break;
  case task_kind::sword:
    if (const auto parry = t.first_opponent_with(me, trait::parry)) {
      if (t.rules.ed == edition::classic) {
        const std::size_t at = *t.play_area_index(suit::sword);
        const card sword = t.play_area[at].c;
        t.play_area.erase(t.play_area.begin() + static_cast<std::ptrdiff_t>(at));
        t.discard_pile.push_back(sword);
        say.log_public(t.log,
                       {"deadmansdraw.log.parryDiscards",
                        json_object("owner", seat_param(*parry), "player", seat_param(me))},
                       {me, *parry}, "trait",
                       json_object("trait", trait_key(trait::parry), "card", card_json(sword)));
      } else {
        say.log_public(t.log,
                       {"deadmansdraw.log.parryNoEffect",
                        json_object("owner", seat_param(*parry), "player", seat_param(me))},
                       {me, *parry}, "trait", json_object("trait", trait_key(trait::parry)));
      }
    } else {
      say.log_public(t.log,
                     {"deadmansdraw.log.swordNothing", json_object("player", seat_param(me))}, {me},
                     "nothing", json_object("suit", "sword"));
    }
    break;
  case task_kind::map:
    break; // a Map only waits when it revealed something
  case task_kind::mermaid:
    say.log_public(t.log,
                   {"deadmansdraw.log.mermaidNothing", json_object("player", seat_param(me))}, {me},
                   "nothing", json_object("suit", "mermaid"));
    break;
  case task_kind::plunder_from:
    say.log_public(t.log, {"deadmansdraw.log.plunderNobody", json_object("player", seat_param(me))},
                   {me}, "nothing", json_object("trait", trait_key(trait::plunderer)));
    break;
  case task_kind::plunder:
    say.log_public(t.log, {"deadmansdraw.log.bankEmpty", json_object("victim", seat_param(k.seat))},
                   {me, k.seat}, "nothing", json_object("trait", trait_key(trait::plunderer)));
    break;
  case task_kind::end_turn:
    break;
  }
}

void execute_decision(table &t, const move &m) {
  switch (m.kind) {
  case move_kind::hook:
    do_hook(t, m);
    break;
  case move_kind::cannon:
    do_cannon(t, m);
    break;
  case move_kind::misfire:
    do_misfire(t, m);
    break;
  case move_kind::sword:
    do_sword(t, m);
    break;
  case move_kind::map:
    do_map(t, m);
    break;
  case move_kind::mermaid:
    do_mermaid(t, m);
    break;
  case move_kind::plunder_from:
    do_plunder_from(t, m);
    break;
  case move_kind::plunder:
    do_plunder(t, m);
    break;
  default:
    break; // not a decision of a task
  }
}

} // namespace tavern::games::deadmansdraw
