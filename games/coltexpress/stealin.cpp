#include "stealin.hpp"
#include "json/json_object.hpp"

#include "phrases.hpp"

#include "moves.hpp"
#include "round.hpp"
#include "station.hpp"

namespace tavern::games::coltexpress {

namespace {

void finish_card(table &t) {
  programmed &p = t.pile[static_cast<std::size_t>(t.resolving)];
  p.resolved = true;
  seat_cards &sc = t.seats[static_cast<std::size_t>(p.seat)];
  (expert_rules(t) ? sc.discard : sc.deck).push_back(p.card);
  t.res = {};
  ++t.resolving;
}

// The acting bandit as the log names him, his seat added to `seats`.
json actor(const table &t, std::vector<int> &seats) {
  return bandit_param(t, t.res.bandit, seats);
}

// The punch's later entries (the drop, the push) list the puncher's seat
// before the victim's, as the first one does, though only the victim is named.
std::vector<int> puncher_seat(const table &t) {
  return {bandit_at(t, t.res.bandit).seat};
}

void log_nothing(table &t, const char *key) {
  std::vector<int> seats;
  json who = actor(t, seats);
  say.log_public(t.log, {key, json_object("bandit", std::move(who))}, seats, "nothing",
                 json_object("bandit", t.res.bandit));
}

void move(table &t, int car) {
  const int b = t.res.bandit;
  const bool roof = bandit_at(t, b).roof;
  std::vector<int> seats;
  json who = actor(t, seats);
  say.log_public(t.log,
                 {roof ? "coltexpress.log.movesOnRoof" : "coltexpress.log.movesInside",
                  json_object("bandit", std::move(who), "car", car_param(t, car))},
                 seats, "move", json_object("bandit", b, "car", car, "roof", roof));
  place_bandit(t, b, car, roof);
  finish_card(t);
}

// Needs no decision: it is carried out as the card is turned.
void change_floor(table &t) {
  const int b = t.res.bandit;
  const bandit &x = bandit_at(t, b);
  std::vector<int> seats;
  json who = actor(t, seats);
  say.log_public(t.log,
                 {x.roof ? "coltexpress.log.climbsDown" : "coltexpress.log.climbsUp",
                  json_object("bandit", std::move(who), "car", car_param(t, x.car))},
                 seats, "floor", json_object("bandit", b, "car", x.car, "roof", !x.roof));
  place_bandit(t, b, x.car, !x.roof);
  finish_card(t);
}

void send_marshal(table &t, int car) {
  std::vector<int> seats;
  json who = actor(t, seats);
  say.log_public(t.log,
                 {"coltexpress.log.sendsMarshal",
                  json_object("bandit", std::move(who), "car", car_param(t, car))},
                 seats, "marshalMoves", json_object("bandit", t.res.bandit, "car", car));
  move_marshal(t, car);
  finish_card(t);
}

// Django's shot pushes its victim one car further away from him.
void django_push(table &t, int victim, int from) {
  const bandit &v = bandit_at(t, victim);
  if (v.car == from)
    return;
  const int to = v.car + (v.car > from ? 1 : -1);
  if (to < 0 || to > t.caboose())
    return;
  std::vector<int> seats;
  json who = bandit_param(t, victim, seats);
  say.log_public(
      t.log,
      {"coltexpress.log.shotAway", json_object("bandit", std::move(who), "car", car_param(t, to))},
      seats, "pushed", json_object("bandit", victim, "car", to));
  place_bandit(t, victim, to, v.roof);
}

void fire(table &t, int victim) {
  const int b = t.res.bandit;
  std::vector<int> seats;
  json who = actor(t, seats);
  json whom = bandit_param(t, victim, seats);
  say.log_public(
      t.log,
      {"coltexpress.log.shoots", json_object("bandit", std::move(who), "target", std::move(whom))},
      seats, "fire", json_object("bandit", b, "target", victim));
  const int from = bandit_at(t, b).car;
  fire_at(t, b, victim);
  if (bandit_at(t, b).ch == character::django)
    django_push(t, victim, from);
  finish_card(t);
}

// A punch takes three decisions: whom, which loot he drops, where he goes.
void punch(table &t, int victim) {
  std::vector<int> seats;
  json who = actor(t, seats);
  json whom = bandit_param(t, victim, seats);
  say.log_public(
      t.log,
      {"coltexpress.log.punches", json_object("bandit", std::move(who), "target", std::move(whom))},
      seats, "punch", json_object("bandit", t.res.bandit, "target", victim));
  t.res.target = victim;
  t.res.at = step::punch_loot;
}

void knock_loose(table &t, const loot_choice &c) {
  const bandit &me = bandit_at(t, t.res.bandit);
  std::vector<int> &held = bandit_at(t, t.res.target).loot;
  const int id = loot_for_choice(t, held, me.seat, c);
  std::erase(held, id);
  t.res.dropped = id;
  std::vector<int> seats = puncher_seat(t);
  json whom = bandit_param(t, t.res.target, seats);
  say.log_public(
      t.log,
      {"coltexpress.log.drops", json_object("bandit", std::move(whom), "loot", loot_param(c.kind))},
      seats, "drop",
      json_object("bandit", t.res.target, "kind", loot_keys[static_cast<std::size_t>(c.kind)]));
  floor_of(t, me.car, me.roof).push_back(id);
  const bool cheyenne = me.ch == character::cheyenne && c.kind == loot_kind::purse;
  t.res.at = cheyenne ? step::cheyenne : step::push;
}

void cheyenne_grab(table &t, bool take) {
  if (take) {
    const int b = t.res.bandit;
    const bandit &me = bandit_at(t, b);
    std::erase(floor_of(t, me.car, me.roof), t.res.dropped);
    take_loot(t, b, t.res.dropped);
    std::vector<int> seats;
    json who = actor(t, seats);
    say.log_public(t.log, {"coltexpress.log.cheyenneTakes", json_object("bandit", std::move(who))},
                   seats, "cheyenne", json_object("bandit", b));
  }
  t.res.at = step::push;
}

void push(table &t, int car) {
  const int victim = t.res.target;
  const bool roof = bandit_at(t, victim).roof;
  std::vector<int> seats = puncher_seat(t);
  json whom = bandit_param(t, victim, seats);
  say.log_public(t.log,
                 {roof ? "coltexpress.log.pushedOnRoof" : "coltexpress.log.pushedInside",
                  json_object("bandit", std::move(whom), "car", car_param(t, car))},
                 seats, "pushed", json_object("bandit", victim, "car", car));
  place_bandit(t, victim, car, roof);
  finish_card(t);
}

void rob(table &t, const loot_choice &c) {
  const int b = t.res.bandit;
  const bandit &me = bandit_at(t, b);
  std::vector<int> &fl = floor_of(t, me.car, me.roof);
  const int id = loot_for_choice(t, fl, me.seat, c);
  std::erase(fl, id);
  take_loot(t, b, id);
  std::vector<int> seats;
  json who = actor(t, seats);
  say.log_public(
      t.log,
      {"coltexpress.log.robs", json_object("bandit", std::move(who), "loot", loot_param(c.kind))},
      seats, "rob", json_object("bandit", b, "kind", loot_keys[static_cast<std::size_t>(c.kind)]));
  finish_card(t);
}

void apply_stealin(table &t, const stealin_choice &c) {
  switch (c.at) {
  case step::none:
    return;
  case step::move:
    return move(t, c.a);
  case step::marshal:
    return send_marshal(t, c.a);
  case step::fire:
    return fire(t, c.a);
  case step::punch_target:
    return punch(t, c.a);
  case step::punch_loot:
    return knock_loose(t, {static_cast<loot_kind>(c.a), c.b});
  case step::cheyenne:
    return cheyenne_grab(t, c.flag);
  case step::push:
    return push(t, c.a);
  case step::rob:
    return rob(t, {static_cast<loot_kind>(c.a), c.b});
  }
}

// Turns the next programmed card and sets up its first decision.
void begin_card(table &t) {
  programmed &p = t.pile[static_cast<std::size_t>(t.resolving)];
  p.face_down = false;
  const card &c = t.cards[static_cast<std::size_t>(p.card)];
  std::vector<int> seats;
  json who = bandit_param(t, c.bandit, seats);
  say.log_public(t.log,
                 {"coltexpress.log.reveals",
                  json_object("bandit", std::move(who), "card", action_card_param(c.act))},
                 seats, "reveal",
                 json_object("card", p.card, "action", action_key(c.act), "bandit", c.bandit));
  t.res = {};
  t.res.bandit = c.bandit;
  switch (c.act) {
  case action_kind::move:
    t.res.at = step::move;
    return;
  case action_kind::floor:
    return change_floor(t);
  case action_kind::marshal:
    t.res.at = step::marshal;
    return;
  case action_kind::fire:
    t.res.at = step::fire;
    return;
  case action_kind::punch:
    t.res.at = step::punch_target;
    return;
  case action_kind::rob:
    t.res.at = step::rob;
    return;
  }
}

// A step none of whose choices is possible.
void pass_over_step(table &t) {
  switch (t.res.at) {
  case step::punch_loot: // a victim without loot is still pushed
    t.res.at = step::push;
    return;
  case step::fire:
    log_nothing(t, "coltexpress.log.nobodyToShoot");
    break;
  case step::punch_target:
    log_nothing(t, "coltexpress.log.nobodyToPunch");
    break;
  case step::rob:
    log_nothing(t, "coltexpress.log.nothingToRob");
    break;
  default:
    // A move, the Marshal's move, Cheyenne's choice and a push always have
    // a choice (a train has at least three cars): nothing to say here.
    break;
  }
  finish_card(t);
}

template <typename List>
void add_choices(std::vector<stealin_choice> &out, step at, const List &options) {
  for (int v : options)
    out.push_back({at, v});
}

void add_loot_choices(std::vector<stealin_choice> &out, step at,
                      const std::vector<loot_choice> &options) {
  for (const loot_choice &c : options)
    out.push_back({at, static_cast<int>(c.kind), c.value});
}

} // namespace

void begin_stealin(table &t) {
  t.ph = phase::stealin;
  t.resolving = 0;
  t.res = {};
  say.log_public(t.log, {"coltexpress.log.stealin"}, {}, "stealin");
}

int stealin_owner(const table &t) {
  if (t.ph != phase::stealin || t.res.at == step::none)
    return -1;
  return t.pile[static_cast<std::size_t>(t.resolving)].seat;
}

std::vector<stealin_choice> stealin_choices(const table &t) {
  std::vector<stealin_choice> out;
  const int b = t.res.bandit;
  switch (t.res.at) {
  case step::none:
    break;
  case step::move:
    add_choices(out, step::move, move_destinations(t, b));
    break;
  case step::marshal:
    add_choices(out, step::marshal, marshal_destinations(t));
    break;
  case step::fire:
    add_choices(out, step::fire, fire_targets(t, b));
    break;
  case step::punch_target:
    add_choices(out, step::punch_target, punch_targets(t, b));
    break;
  case step::punch_loot:
    add_loot_choices(out, step::punch_loot,
                     loot_choices(t, bandit_at(t, t.res.target).loot, stealin_owner(t)));
    break;
  case step::cheyenne:
    out.push_back({step::cheyenne, -1, -1, true});
    out.push_back({step::cheyenne, -1, -1, false});
    break;
  case step::push:
    add_choices(out, step::push, push_destinations(t, t.res.target));
    break;
  case step::rob: {
    const bandit &x = bandit_at(t, b);
    add_loot_choices(out, step::rob, loot_choices(t, floor_of(t, x.car, x.roof), stealin_owner(t)));
    break;
  }
  }
  return out;
}

void apply_stealin_action(table &t, const json &action) {
  switch (t.res.at) {
  case step::none:
    return;
  case step::move:
    return move(t, action["car"].get<int>());
  case step::marshal:
    return send_marshal(t, action["car"].get<int>());
  case step::fire:
    return fire(t, action["bandit"].get<int>());
  case step::punch_target:
    return punch(t, action["bandit"].get<int>());
  case step::punch_loot:
    return knock_loose(t, loot_of(action));
  case step::cheyenne:
    return cheyenne_grab(t, action["take"].get<bool>());
  case step::push:
    return push(t, action["car"].get<int>());
  case step::rob:
    return rob(t, loot_of(action));
  }
}

bool advance_stealin(table &t) {
  if (t.res.at == step::none) {
    if (t.resolving < static_cast<int>(t.pile.size()))
      begin_card(t);
    else
      begin_station(t);
    return true;
  }
  const auto choices = stealin_choices(t);
  if (choices.size() >= 2)
    return false;
  if (choices.size() == 1)
    apply_stealin(t, choices.front());
  else
    pass_over_step(t);
  return true;
}

} // namespace tavern::games::coltexpress
