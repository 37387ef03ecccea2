#include "flow.hpp"
#include "json/json_object.hpp"

#include "board.hpp"
#include "work_steps.hpp"

#include <algorithm>

namespace tavern::games::midevil {

void turn_start(table &t) {
  auto &p = t.seats[t.current];
  p.played_cycle = false;
  p.free_plays = false;
  // The Axe is "+2 ad un tiro di dado in combattimento ad ogni turno": every
  // player's turn is a turn (a holder may use his in a fight for the book).
  for (auto &s : t.seats)
    s.used_this_turn.clear();
  say.log_public(t.log, {"midevil.log.turn", json_object("player", seat_param(t.current))},
                 {t.current}, "turn", json_object("round", t.round));
  if (p.revive) {
    // "Al tuo prossimo turno ricomincerai con 3 segnalini vita umani".
    p.revive = false;
    p.life = std::min(3, t.life_supply);
    t.life_supply -= p.life;
    say.log_public(t.log,
                   {"midevil.log.revive",
                    json_object("player", seat_param(t.current), "count", number_param(p.life))},
                   {t.current}, "revive", json_object("life", p.life));
  }
  push(t, work_kind::end_turn);
  push(t, work_kind::discard_step);
  push(t, work_kind::skeleton_roll_step);
  push(t, work_kind::move_roll_step);
  push(t, work_kind::draw_step);
  push(t, work_kind::fight_step);
  push(t, work_kind::tile_step);
  // "Le carte evento possono essere giocate in qualsiasi momento": before the
  // tile is drawn too (They're all mine! skips the whole turn). Asked of
  // anyone holding a card, whatever it is, so the pause betrays nothing.
  if (!p.hand.empty())
    t.dec = decision::start;
}

void tile_step(table &t) {
  if (t.tile_deck.empty())
    return;
  const int def = t.tile_deck.back();
  t.tile_deck.pop_back();
  if (t.graveyard_depth >= static_cast<int>(t.tile_deck.size()))
    t.graveyard_depth = -1;
  const auto &info = tile_table()[def];
  if (legal_placements(t, def).empty()) {
    if (def == graveyard_tile()) {
      const int at = static_cast<int>(t.random.below(t.tile_deck.size() / 2 + 1));
      t.tile_deck.insert(t.tile_deck.begin() + at, def);
      t.graveyard_depth = at;
      say.log_public(t.log,
                     {"midevil.log.graveyardReturned",
                      json_object("player", seat_param(t.current), "tile", tile_param(def))},
                     {t.current}, "tileReturned", json_object("tile", info.key));
    } else {
      t.tile_discard.push_back(def);
      say.log_public(t.log,
                     {"midevil.log.tileDiscarded",
                      json_object("player", seat_param(t.current), "tile", tile_param(def))},
                     {t.current}, "tileDiscarded", json_object("tile", info.key));
    }
    return;
  }
  t.drawn_tile = def;
  say.log_public(t.log,
                 {"midevil.log.tileDrawn",
                  json_object("player", seat_param(t.current), "tile", tile_param(def))},
                 {t.current}, "tileDrawn", json_object("tile", info.key));
  t.dec = decision::place;
}

// "Ogni volta che cominci il turno su di una casella insieme ad uno scheletro
// Ha luogo un combattimento" (no pick-up: he did not move in).
void fight_step(table &t) {
  arrive(t, t.seats[t.current].square, arrive_fight);
  if (t.combat)
    t.combat->origin = combat_origin::fight_step;
}

void draw_step(table &t) {
  const int have = static_cast<int>(t.seats[t.current].hand.size());
  if (have < 3)
    draw_cards(t, t.current, 3 - have);
}

namespace {

void stay_there_roll(table &t) {
  t.dice.clear();
  t.last_roll_combat = false;
  const int v = roll_die(t, t.current, "stayThere");
  say.log_public(t.log,
                 {"midevil.log.rollStayThere",
                  json_object("player", seat_param(t.current), "value", number_param(v))},
                 {t.current}, "roll", json_object("value", v, "for", "stayThere"));
  push(t, work_kind::move_roll_step, {}, 1);
  push(t, work_kind::stay_there_result);
  open_window(t, window_about::roll, t.current);
}

void movement_roll(table &t) {
  t.dice.clear();
  t.last_roll_combat = false;
  const bool horse = has_in_play(t, t.current, card_type::horse);
  int total = roll_die(t, t.current, "move");
  if (horse)
    total += roll_die(t, t.current, "move");
  message m{"midevil.log.rollMove",
            json_object("player", seat_param(t.current), "value", number_param(total))};
  if (horse) {
    m.key = "midevil.log.rollMoveHorse";
    m.params["horse"] = card_type_param(card_type::horse);
  }
  say.log_public(t.log, m, {t.current}, "roll", json_object("value", total, "for", "move"));
  push(t, work_kind::move_roll_result);
  open_window(t, window_about::roll, t.current);
}

} // namespace

void move_roll_step(table &t, bool stay_there_rolled) {
  const auto &p = t.seats[t.current];
  if (!stay_there_rolled && p.stay_there && inside(t, p.square))
    stay_there_roll(t);
  else
    movement_roll(t);
}

void stay_there_result(table &t) {
  if (t.dice.back().value >= 3) {
    t.seats[t.current].stay_there = false;
    say.log_public(t.log,
                   {"midevil.log.stayThereEnds", json_object("player", seat_param(t.current))},
                   {t.current}, "stayThereEnds");
  } else {
    say.log_public(t.log,
                   {"midevil.log.stayThereHolds", json_object("player", seat_param(t.current))},
                   {t.current}, "stayThereHolds");
  }
}

void move_roll_result(table &t) {
  int total = 0;
  for (const auto &d : t.dice)
    total += d.value;
  t.move_points = total;
  t.move_left = total;
  push(t, work_kind::move_decision);
}

void move_decision(table &t) {
  if (t.move_left > 0)
    t.dec = decision::move;
  else
    t.move_points = 0;
}

void skeleton_roll_step(table &t) {
  t.move_points = t.move_left = 0;
  t.dice.clear();
  t.last_roll_combat = false;
  const int v = roll_die(t, t.current, "skeletonMove");
  say.log_public(t.log,
                 {"midevil.log.rollSkeletons",
                  json_object("player", seat_param(t.current), "value", number_param(v))},
                 {t.current}, "roll", json_object("value", v, "for", "skeletonMove"));
  push(t, work_kind::skeleton_roll_result);
  open_window(t, window_about::roll, t.current);
}

void skeleton_moves_start(table &t) {
  t.skeleton_moves_left = t.dice.back().value;
  t.skeletons_moved.clear();
  skeleton_roll_result(t);
}

void discard_step(table &t) {
  t.skeleton_moves_left = 0;
  t.skeletons_moved.clear();
  if (!t.seats[t.current].hand.empty())
    t.dec = decision::discard;
}

void end_turn(table &t) {
  if (t.seats[t.current].hand.size() > 3) {
    push(t, work_kind::end_turn);
    t.dec = decision::hand_limit;
    return;
  }
  t.current = (t.current + 1) % t.players();
  if (t.current == t.first) {
    ++t.round;
    if (t.rules.max_rounds > 0 && t.round > t.rules.max_rounds) {
      finish_by_points(t);
      return;
    }
  }
  push(t, work_kind::turn_start);
}

bool skeleton_can_move(const table &t, pos from) {
  if (std::find(t.skeletons_moved.begin(), t.skeletons_moved.end(), from) !=
      t.skeletons_moved.end())
    return false;
  for (const pos to : steps_from(t, from))
    if (!t.skeletons.count(to))
      return true;
  return false;
}

void skeleton_roll_result(table &t) {
  if (t.skeleton_moves_left <= 0)
    return;
  for (const auto &[sq, _] : t.skeletons)
    if (skeleton_can_move(t, sq)) {
      t.dec = decision::skeletons;
      return;
    }
  t.skeleton_moves_left = 0;
}

} // namespace tavern::games::midevil
