#include "station.hpp"
#include "json/json_object.hpp"

#include "phrases.hpp"

namespace tavern::games::coltexpress {

namespace {

int bandit_count(const table &t) {
  return static_cast<int>(t.bandits.size());
}

void angry_marshal(table &t) {
  for (int b = 0; b < bandit_count(t); ++b)
    if (in_spot(bandit_at(t, b), t.marshal_car, true)) {
      give_neutral_bullet(t, b);
      std::vector<int> seats;
      json who = bandit_param(t, b, seats);
      say.log_public(t.log,
                     {"coltexpress.log.angryMarshalShoots", json_object("bandit", std::move(who))},
                     seats, "marshalShot", json_object("bandit", b, "car", t.marshal_car));
    }
  if (t.marshal_car < t.caboose()) {
    say.log_public(
        t.log,
        {"coltexpress.log.marshalMoves", json_object("car", car_param(t, t.marshal_car + 1))}, {},
        "marshalMoves", json_object("car", t.marshal_car + 1));
    move_marshal(t, t.marshal_car + 1);
  }
}

void swivel_arm(table &t) {
  for (int b = 0; b < bandit_count(t); ++b)
    if (bandit_at(t, b).roof)
      bandit_at(t, b).car = t.caboose();
}

void braking(table &t) {
  for (int b = 0; b < bandit_count(t); ++b)
    if (bandit_at(t, b).roof && bandit_at(t, b).car > 0)
      --bandit_at(t, b).car;
}

void take_it_all(table &t) {
  const int box = first_loot_of(t.reserve_loot, t, loot_kind::strongbox);
  if (box >= 0) {
    std::erase(t.reserve_loot, box);
    floor_of(t, t.marshal_car, false).push_back(box);
  }
}

void rebellion(table &t) {
  for (int b = 0; b < bandit_count(t); ++b)
    if (!bandit_at(t, b).roof)
      give_neutral_bullet(t, b);
}

bool alone_with_a_purse(const table &t, int b) {
  const bandit &x = bandit_at(t, b);
  for (int o = 0; o < bandit_count(t); ++o)
    if (o != b && in_spot(bandit_at(t, o), x.car, x.roof))
      return false;
  return first_loot_of(floor_of(t, x.car, x.roof), t, loot_kind::purse) >= 0;
}

// In seat order from the first player.
void queue_pickpockets(table &t) {
  for (int k = 0; k < t.players(); ++k)
    for (int b : t.bandits_of((t.first_player + k) % t.players()))
      if (alone_with_a_purse(t, b))
        t.station_queue.push_back(b);
}

int cheapest_purse(const table &t, const bandit &x) {
  int cheapest = -1;
  for (int id : x.loot) {
    const loot_token &l = t.loot[static_cast<std::size_t>(id)];
    if (l.kind == loot_kind::purse &&
        (cheapest < 0 || l.value < t.loot[static_cast<std::size_t>(cheapest)].value))
      cheapest = id;
  }
  return cheapest;
}

void marshals_revenge(table &t) {
  for (int b = 0; b < bandit_count(t); ++b) {
    bandit &x = bandit_at(t, b);
    if (!in_spot(x, t.marshal_car, true))
      continue;
    const int cheapest = cheapest_purse(t, x);
    if (cheapest < 0)
      continue;
    std::erase(x.loot, cheapest);
    loot_token &l = t.loot[static_cast<std::size_t>(cheapest)];
    l.removed = true;
    l.known = ~0u;
    std::vector<int> seats;
    json who = bandit_param(t, b, seats);
    say.log_public(t.log,
                   {"coltexpress.log.marshalTakesPurse",
                    json_object("value", number_param(l.value), "bandit", std::move(who))},
                   seats, "revenge", json_object("bandit", b, "value", l.value));
  }
}

void hostage(table &t) {
  for (int b = 0; b < bandit_count(t); ++b)
    if (bandit_at(t, b).car == 0) {
      bandit_at(t, b).ransom += ransom_value;
      std::vector<int> seats;
      json who = bandit_param(t, b, seats);
      say.log_public(t.log,
                     {"coltexpress.log.ransom",
                      json_object("bandit", std::move(who), "value", number_param(ransom_value))},
                     seats, "ransom", json_object("bandit", b));
    }
}

void run_event(table &t) {
  switch (t.round_card().event) {
  case event_kind::none:
    return;
  case event_kind::angry_marshal:
    return angry_marshal(t);
  case event_kind::swivel_arm:
    return swivel_arm(t);
  case event_kind::braking:
    return braking(t);
  case event_kind::take_it_all:
    return take_it_all(t);
  case event_kind::rebellion:
    return rebellion(t);
  case event_kind::pickpocketing:
    return queue_pickpockets(t);
  case event_kind::marshals_revenge:
    return marshals_revenge(t);
  case event_kind::hostage:
    return hostage(t);
  }
}

} // namespace

void begin_station(table &t) {
  const round_row &rc = t.round_card();
  if (rc.event != event_kind::none)
    say.log_public(
        t.log,
        {"coltexpress.log.event", json_object("card", round_param(rc), "event", event_param(rc))},
        {}, "event", json_object("round", rc.key));
  run_event(t);
  t.ph = phase::station;
}

std::vector<loot_choice> pickpocket_choices(const table &t) {
  const bandit &x = bandit_at(t, t.station_queue.front());
  std::vector<loot_choice> out = loot_choices(t, floor_of(t, x.car, x.roof), x.seat);
  std::erase_if(out, [](const loot_choice &c) { return c.kind != loot_kind::purse; });
  return out;
}

void apply_station_action(table &t, const json &action) {
  const int b = t.station_queue.front();
  t.station_queue.erase(t.station_queue.begin());
  if (!action["take"].get<bool>())
    return;
  bandit &x = bandit_at(t, b);
  auto &fl = floor_of(t, x.car, x.roof);
  const int id = loot_for_choice(t, fl, x.seat, {loot_kind::purse, action.value("value", -1)});
  std::erase(fl, id);
  take_loot(t, b, id);
  std::vector<int> seats;
  json who = bandit_param(t, b, seats);
  say.log_public(t.log, {"coltexpress.log.picksPocket", json_object("bandit", std::move(who))},
                 seats, "pickpocket", json_object("bandit", b));
}

} // namespace tavern::games::coltexpress
