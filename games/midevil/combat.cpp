#include "flow.hpp"
#include "json/json_object.hpp"

#include "board.hpp"
#include "book_fight.hpp"
#include "pickups.hpp"
#include "work_steps.hpp"

namespace tavern::games::midevil {

void arrive(table &t, pos square, int flags) {
  const int seat = t.current;
  if (t.seats[seat].square != square)
    return;
  if (flags & arrive_fight) {
    auto sk = t.skeletons.find(square);
    if (sk != t.skeletons.end()) {
      combat_state c;
      c.seat = seat;
      c.square = square;
      c.colour = sk->second;
      c.bonus = mace_bonus(t, seat);
      c.origin = combat_origin::move_enter;
      t.combat = c;
      push(t, work_kind::arrive, square, flags & ~arrive_fight);
      push(t, work_kind::combat_start);
      return;
    }
  }
  if (t.book_holder < 0 && t.book_square && *t.book_square == square) {
    t.book_holder = seat;
    t.book_square.reset();
    say.log_public(
        t.log,
        {"midevil.log.bookTaken", json_object("player", seat_param(seat), "book", book_param())},
        {seat}, "bookTaken");
  }
  push(t, work_kind::arrive_book, square);
  if ((flags & arrive_entered) && any_pickup(pickups_at(t, seat, square))) {
    t.pickup = square;
    t.dec = decision::pickup;
  }
}

void arrive_book(table &t, pos square) {
  const int seat = t.current;
  if (t.seats[seat].square == square && t.book_holder >= 0 && t.book_holder != seat &&
      t.seats[t.book_holder].square == square)
    start_book_fight(t, t.book_holder);
}

void combat_start(table &t) {
  if (axe_ready(t, t.combat->seat))
    t.dec = decision::fight_pre;
  else
    start_combat_roll(t);
}

void combat_check(table &t) {
  t.combat->roll = t.dice.back().value;
  combat_outcome(t);
}

void combat_outcome(table &t) {
  const auto &c = *t.combat;
  const int total = c.roll + c.bonus + (c.axe_declared ? 2 : 0);
  if (total >= 4) {
    kill_skeleton(t);
    return;
  }
  const auto &p = t.seats[c.seat];
  if (p.life > 0 || !minimal_spends(p.trophies, 4 - total).empty()) {
    t.dec = decision::combat_miss;
    return;
  }
  say.log_public(t.log, {"midevil.log.miss", json_object("player", seat_param(c.seat))}, {c.seat},
                 "miss");
  die(t, c.seat);
}

std::vector<colours> minimal_spends(const colours &have, int need) {
  std::vector<colours> out;
  if (need <= 0)
    return out;
  for (int b = 0; b <= have[2]; ++b)
    for (int r = 0; r <= have[1]; ++r)
      for (int w = 0; w <= have[0]; ++w) {
        const colours c{w, r, b};
        const int pts = points_of(c);
        if (pts < need)
          continue;
        bool minimal = true;
        for (int k = 0; k < colour_count; ++k)
          if (c[k] > 0 && pts - colour_points[k] >= need)
            minimal = false;
        if (minimal)
          out.push_back(c);
        if (pts >= need)
          break; // more whites only add points
      }
  return out;
}

void area_result(table &t, pos tile, int weapon) {
  const int v = t.dice.back().value;
  const int seat = t.current;
  int mask = 0;
  if (v >= 4) {
    colours got{};
    for (auto it = t.skeletons.begin(); it != t.skeletons.end();) {
      if (tile_of(it->first) == tile) {
        ++got[it->second];
        mask |= 1 << it->second;
        it = t.skeletons.erase(it);
      } else {
        ++it;
      }
    }
    for (int c = 0; c < colour_count; ++c)
      t.seats[seat].trophies[c] += got[c];
    const bool none = points_of(got) == 0;
    message m{none ? "midevil.log.areaKillNone" : "midevil.log.areaKill",
              json_object("player", seat_param(seat), "tile", tile_place_param(t, tile))};
    if (!none)
      m.params["trophies"] = trophies_param(got);
    say.log_public(t.log, m, {seat}, "areaKill");
  } else {
    say.log_public(t.log,
                   {"midevil.log.areaMiss",
                    json_object("player", seat_param(seat), "tile", tile_place_param(t, tile))},
                   {seat}, "areaMiss");
  }
  if (weapon == static_cast<int>(card_type::explosives))
    for (int s = 0; s < t.players(); ++s) {
      auto &p = t.seats[s];
      if (tile_of(p.square) == tile && p.life > 0) {
        --p.life;
        ++t.life_supply;
        say.log_public(t.log, {"midevil.log.lifeLost", json_object("player", seat_param(s))}, {s},
                       "lifeLost");
      }
    }
  if (mask)
    open_window(t, window_about::kill, seat, mask);
}

void start_combat_roll(table &t) {
  auto &c = *t.combat;
  t.dice.clear();
  t.last_roll_combat = true;
  const int v = roll_die(t, c.seat, "combat", std::string(colour_key(c.colour)), pos_key(c.square));
  const int bonus = c.bonus + (c.axe_declared ? 2 : 0);
  message m{bonus ? "midevil.log.rollCombatBonus" : "midevil.log.rollCombat",
            json_object("player", seat_param(c.seat), "value", number_param(v), "colour",
                        colour_param(c.colour))};
  if (bonus)
    m.params["bonus"] = number_param(bonus);
  say.log_public(t.log, m, {c.seat}, "roll",
                 json_object("value", v, "for", "combat", "against", colour_key(c.colour)));
  push(t, work_kind::combat_check);
  open_window(t, window_about::roll, c.seat);
}

void kill_skeleton(table &t) {
  const auto c = *t.combat;
  t.combat.reset();
  t.skeletons.erase(c.square);
  ++t.seats[c.seat].trophies[c.colour];
  say.log_public(t.log,
                 {"midevil.log.kill",
                  json_object("player", seat_param(c.seat), "colour", colour_param(c.colour))},
                 {c.seat}, "kill",
                 json_object("colour", colour_key(c.colour), "square", pos_key(c.square)));
  open_window(t, window_about::kill, c.seat, 1 << c.colour);
}

void die(table &t, int seat) {
  auto &p = t.seats[seat];
  say.log_public(
      t.log, {"midevil.log.death", json_object("player", seat_param(seat), "altar", altar_param())},
      {seat}, "death");
  if (t.book_holder == seat) {
    t.book_holder = -1;
    t.book_square = p.square;
    say.log_public(t.log,
                   {"midevil.log.bookDropped",
                    json_object("book", book_param(), "square", square_param(t, p.square))},
                   {}, "bookDropped");
  }
  for (int c = 0; c < colour_count; ++c) {
    t.removed[c] += p.trophies[c];
    p.trophies[c] = 0;
  }
  for (int id : p.in_play)
    discard_card(t, id);
  p.in_play.clear();
  discard_waiting_horses(t, seat);
  p.square = altar_centre();
  p.stay_there = false;
  // His life tokens come back "Al tuo prossimo turno".
  t.life_supply += p.life;
  p.life = 0;
  p.revive = true;
  if (t.combat && t.combat->seat == seat)
    t.combat.reset();
  if (seat == t.current) {
    t.work.clear();
    t.book_fight.reset();
    t.combat.reset();
    t.populate.reset();
    t.populate_suspended.clear();
    t.dice_saved.clear();
    t.pickup.reset();
    t.move_left = t.move_points = 0;
    t.dec = decision::none;
    push(t, work_kind::end_turn);
  }
}

} // namespace tavern::games::midevil
