#include "pickups.hpp"
#include "json/json_object.hpp"

#include "board.hpp"
#include "flow.hpp"

#include <algorithm>

namespace tavern::games::midevil {

namespace {

bool inside_building_of(const table &t, pos square, pos door) {
  return inside(t, square) && tile_of(square) == tile_of(door);
}

} // namespace

pickups pickups_at(const table &t, int seat, pos square) {
  pickups out;
  if (t.skeletons.count(square))
    return out; // "prima di prendere il segnalino vita devi combatterlo"
  out.life = t.life_tokens.count(square) && t.seats[seat].life < 5;
  if (!owns_horse(t, seat))
    for (std::size_t i = 0; i < t.horses.size(); ++i) {
      const auto &h = t.horses[i];
      if (h.rider != seat && inside_building_of(t, square, h.door)) {
        out.horse = static_cast<int>(i);
        break;
      }
    }
  return out;
}

bool any_pickup(const pickups &p) {
  return p.life || p.horse >= 0;
}

void take_life_token(table &t, int seat, pos square) {
  t.life_tokens.erase(square);
  ++t.seats[seat].life;
  say.log_public(t.log,
                 {"midevil.log.lifeTaken",
                  json_object("player", seat_param(seat), "square", square_param(t, square))},
                 {seat}, "lifeTaken", json_object("square", pos_key(square)));
}

void take_horse(table &t, int seat, int index) {
  const parked_horse h = t.horses[index];
  t.horses.erase(t.horses.begin() + index);
  t.seats[seat].in_play.push_back(h.card);
  say.log_public(t.log,
                 {"midevil.log.horseTaken",
                  json_object("player", seat_param(seat), "other", seat_param(h.rider), "horse",
                              card_type_param(card_type::horse))},
                 {seat, h.rider}, "horseTaken", json_object("square", pos_key(h.door)));
}

void pickup_check(table &t) {
  if (t.pickup && t.seats[t.current].square == *t.pickup &&
      any_pickup(pickups_at(t, t.current, *t.pickup))) {
    t.dec = decision::pickup;
    return;
  }
  t.pickup.reset();
}

bool owns_horse(const table &t, int seat) {
  return has_in_play(t, seat, card_type::horse) ||
         std::any_of(t.horses.begin(), t.horses.end(),
                     [seat](const parked_horse &h) { return h.rider == seat; });
}

void settle_horses(table &t) {
  for (int s = 0; s < t.players(); ++s) {
    auto &p = t.seats[s];
    if (!inside(t, p.square))
      continue;
    auto it = std::find_if(p.in_play.begin(), p.in_play.end(),
                           [](int id) { return card_of(id) == card_type::horse; });
    const auto door = door_of(t, tile_of(p.square));
    if (it == p.in_play.end() || !door)
      continue;
    t.horses.push_back({*it, *door, s});
    p.in_play.erase(it);
    say.log_public(t.log,
                   {"midevil.log.horseLeft",
                    json_object("player", seat_param(s), "horse", card_type_param(card_type::horse),
                                "square", square_param(t, *door))},
                   {s}, "horseLeft", json_object("square", pos_key(*door)));
  }
  for (auto it = t.horses.begin(); it != t.horses.end();) {
    auto &p = t.seats[it->rider];
    if (inside_building_of(t, p.square, it->door)) {
      ++it;
      continue;
    }
    if (has_in_play(t, it->rider, card_type::horse)) {
      // One card of a type in play: he rides another Horse now.
      discard_card(t, it->card);
      say.log_public(
          t.log,
          {"midevil.log.horseDiscarded", json_object("player", seat_param(it->rider), "horse",
                                                     card_type_param(card_type::horse))},
          {it->rider}, "horseDiscarded");
    } else {
      p.in_play.push_back(it->card);
      say.log_public(t.log,
                     {"midevil.log.horseBack", json_object("player", seat_param(it->rider), "horse",
                                                           card_type_param(card_type::horse))},
                     {it->rider}, "horseBack");
    }
    it = t.horses.erase(it);
  }
}

void discard_waiting_horses(table &t, int seat) {
  for (auto it = t.horses.begin(); it != t.horses.end();) {
    if (it->rider != seat) {
      ++it;
      continue;
    }
    discard_card(t, it->card);
    it = t.horses.erase(it);
  }
}

} // namespace tavern::games::midevil
