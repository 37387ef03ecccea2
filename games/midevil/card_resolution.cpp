#include "flow.hpp"
#include "json/json_object.hpp"

#include "board.hpp"
#include "work_steps.hpp"

#include <algorithm>

namespace tavern::games::midevil {

namespace {

// The die a reaction rolls again: the one it names, else the first it may.
int reroll_target(const table &t, const played_card &pc) {
  if (pc.params.contains("die"))
    return pc.params["die"].get<int>();
  for (int i = 0; i < static_cast<int>(t.dice.size()); ++i)
    if (t.dice[i].fresh && (card_of(pc.id) == card_type::what || t.dice[i].seat != pc.seat))
      return i;
  return -1;
}

// A card that rolls its own die keeps the roll it interrupts: that roll is
// the last one again once the card is done (its result may still be pending).
void roll_for_card(table &t) {
  t.dice_saved.push_back({t.dice, t.last_roll_combat});
  push(t, work_kind::restore_dice);
  t.dice.clear();
  t.last_roll_combat = false;
}

int target_of(const played_card &pc) {
  return pc.params.contains("seat") ? pc.params["seat"].get<int>() : -1;
}

void put_in_play(table &t, const played_card &pc) {
  const auto &info = card_info(card_of(pc.id));
  t.seats[pc.seat].in_play.push_back(pc.id);
  say.log_public(
      t.log,
      {"midevil.log.inPlay", json_object("player", seat_param(pc.seat), "card", card_param(pc.id))},
      {pc.seat}, "inPlay", json_object("card", info.key));
}

void resolve_all_about_me(table &t, const played_card &pc) {
  t.populate_override = pc.seat;
  say.log_public(t.log, {"midevil.log.allAboutMe", json_object("player", seat_param(pc.seat))},
                 {pc.seat}, "allAboutMe");
}

void resolve_give_me_that(table &t, const played_card &pc) {
  const int target = target_of(pc);
  t.reveal_to = pc.seat;
  t.reveal_of = target;
  json hand = json::array();
  json names = json::array();
  for (int id : t.seats[target].hand) {
    hand.push_back(json_object("id", id, "card", card_key(id)));
    names.push_back(card_param(id));
  }
  message m{"midevil.log.handEmpty", json_object("other", seat_param(target))};
  if (!names.empty()) {
    m.key = "midevil.log.handRevealed";
    m.params["cards"] = kit::list_param(std::move(names));
  }
  say.log_private(t.log, pc.seat, {pc.seat, target}, m, "handRevealed",
                  json_object("of", target, "hand", hand));
  t.dec = decision::take;
}

void resolve_how_many(table &t, const played_card &pc) {
  populate_state pp;
  pp.mode = populate_mode::how_many;
  pp.chooser = pc.seat;
  t.populate = pp;
  t.populate->target = nearest_total(5, free_populate_squares(t), t.supply);
  populate_check(t);
}

void resolve_flesh_wound(table &t, const played_card &pc) {
  populate_state pp;
  pp.mode = populate_mode::flesh_wound;
  pp.chooser = pc.seat;
  pp.skeletons_left = std::min(5, t.removed[0] + t.removed[1] + t.removed[2]);
  t.populate = pp;
  populate_check(t);
}

void resolve_look_nothing(table &t, const played_card &pc) {
  t.seats[pc.seat].free_plays = true;
  say.log_public(t.log, {"midevil.log.freePlays", json_object("player", seat_param(pc.seat))},
                 {pc.seat}, "freePlays");
}

void resolve_lost(table &t, const played_card &pc) {
  const int target = target_of(pc);
  const pos to = parse_pos(pc.params["square"].get<std::string>());
  t.seats[target].square = to;
  if (!inside(t, to))
    t.seats[target].stay_there = false;
  say.log_public(
      t.log,
      {"midevil.log.lost", json_object("player", seat_param(pc.seat), "other", seat_param(target),
                                       "square", square_param(t, to))},
      {pc.seat, target}, "lost");
}

void resolve_my_precious(table &t, const played_card &pc) {
  const int target = target_of(pc);
  auto &p = t.seats[pc.seat];
  const int steal = pc.params["steal"].get<int>();
  auto &from = t.seats[target].in_play;
  auto it = std::find(from.begin(), from.end(), steal);
  if (it != from.end() && !has_in_play(t, pc.seat, card_of(steal)) &&
      p.square == t.seats[target].square) {
    from.erase(it);
    p.in_play.push_back(steal);
    say.log_public(
        t.log,
        {"midevil.log.stolen", json_object("player", seat_param(pc.seat), "other",
                                           seat_param(target), "card", card_param(steal))},
        {pc.seat, target}, "stolen");
  }
}

// "Gioca questa carta per saltare il tuo turno": played before the tile is
// drawn, the whole turn is skipped.
void skip_turn(table &t, int seat) {
  t.work.clear();
  t.populate.reset();
  t.populate_suspended.clear();
  t.dice_saved.clear();
  t.dec = decision::none;
  say.log_public(t.log, {"midevil.log.skip", json_object("player", seat_param(seat))}, {seat},
                 "skip");
  push(t, work_kind::end_turn);
}

void resolve_theyre_all_mine(table &t, const played_card &pc) {
  for (const auto &f : pc.params["from"]) {
    const int s = f["seat"].get<int>();
    int c = -1;
    for (int k = 0; k < colour_count; ++k)
      if (colour_key(k) == f["colour"].get<std::string>())
        c = k;
    if (c >= 0 && t.seats[s].trophies[c] > 0) {
      --t.seats[s].trophies[c];
      ++t.seats[pc.seat].trophies[c];
      say.log_public(t.log,
                     {"midevil.log.taken", json_object("player", seat_param(pc.seat), "colour",
                                                       colour_param(c), "other", seat_param(s))},
                     {pc.seat, s}, "taken");
    }
  }
  if (pc.seat == t.current)
    skip_turn(t, pc.seat);
}

void resolve_what_am_i_gonna_do(table &t, const played_card &pc) {
  auto &p = t.seats[pc.seat];
  for (int id : p.hand)
    discard_card(t, id);
  p.hand.clear();
  draw_cards(t, pc.seat, 3);
}

// "Lancia un dado e scegli un giocatore": the player is chosen after the roll.
void resolve_rolled_choice(table &t, const played_card &pc) {
  const auto &info = card_info(card_of(pc.id));
  roll_for_card(t);
  const bool yoink = card_of(pc.id) == card_type::yoink;
  const int v = roll_die(t, pc.seat, yoink ? "yoink" : "gotNothin");
  say.log_public(t.log,
                 {"midevil.log.rollCard", json_object("player", seat_param(pc.seat), "value",
                                                      number_param(v), "card", card_param(pc.id))},
                 {pc.seat}, "roll", json_object("value", v, "for", info.key));
  push(t, yoink ? work_kind::yoink_result : work_kind::nothin_result);
  open_window(t, window_about::roll, pc.seat);
}

void resolve_stay_there(table &t, const played_card &pc) {
  const int target = target_of(pc);
  t.seats[target].stay_there = true;
  say.log_public(t.log, {"midevil.log.stayThere", json_object("other", seat_param(target))},
                 {pc.seat, target}, "stayThere");
}

void resolve_card(table &t, const played_card &pc) {
  if (card_info(card_of(pc.id)).timing == card_timing::after_kill)
    return put_in_play(t, pc);
  discard_card(t, pc.id);
  switch (card_of(pc.id)) {
  case card_type::what:
  case card_type::swing_and_miss:
    return reroll_die(t, pc.seat, reroll_target(t, pc));
  case card_type::all_about_me:
    return resolve_all_about_me(t, pc);
  case card_type::give_me_that:
    return resolve_give_me_that(t, pc);
  case card_type::how_many:
    return resolve_how_many(t, pc);
  case card_type::flesh_wound:
    return resolve_flesh_wound(t, pc);
  case card_type::look_nothing:
    return resolve_look_nothing(t, pc);
  case card_type::lost:
    return resolve_lost(t, pc);
  case card_type::my_precious:
    return resolve_my_precious(t, pc);
  case card_type::theyre_all_mine:
    return resolve_theyre_all_mine(t, pc);
  case card_type::what_am_i_gonna_do:
    return resolve_what_am_i_gonna_do(t, pc);
  case card_type::yoink:
  case card_type::got_nothin:
    return resolve_rolled_choice(t, pc);
  case card_type::stay_there:
    return resolve_stay_there(t, pc);
  default:
    return;
  }
}

} // namespace

void reroll_die(table &t, int seat, int index) {
  // One die of the last roll is rolled again ("ritirare un dado"); a fresh
  // window opens for it.
  if (index < 0 || index >= static_cast<int>(t.dice.size()))
    return;
  if (!t.work.empty() && t.work.back().kind == work_kind::reopen_window)
    t.work.pop_back();
  for (auto &d : t.dice)
    d.fresh = false;
  auto &d = t.dice[index];
  d.value = next_die(t);
  d.fresh = true;
  message m{"midevil.log.rerollOwn",
            json_object("player", seat_param(seat), "value", number_param(d.value))};
  if (d.seat != seat) {
    m.key = "midevil.log.reroll";
    m.params["other"] = seat_param(d.seat);
  }
  say.log_public(t.log, m, {seat, d.seat}, "reroll", json_object("value", d.value, "die", index));
  open_window(t, window_about::roll, d.seat);
}

void resolve_cards(table &t) {
  int nevermind = 0;
  while (!t.stack.empty() && card_of(t.stack.back().id) == card_type::nevermind) {
    discard_card(t, t.stack.back().id);
    t.stack.pop_back();
    ++nevermind;
  }
  if (t.stack.empty())
    return;
  const played_card base = t.stack.back();
  t.stack.pop_back();
  if (nevermind % 2 == 1) {
    discard_card(t, base.id);
    say.log_public(t.log,
                   {"midevil.log.cancelled",
                    json_object("player", seat_param(base.seat), "card", card_param(base.id))},
                   {base.seat}, "cancelled", json_object("card", card_key(base.id)));
    return;
  }
  resolve_card(t, base);
}

void choice_result(table &t, card_type kind) {
  const int v = t.dice.back().value;
  const int actor = t.dice.back().seat;
  // Someone else has a trophy to lose, or one worth no more than the roll to take.
  bool any = false;
  for (int s = 0; s < t.players(); ++s) {
    if (s == actor)
      continue;
    for (int c = 0; c < colour_count; ++c)
      any = any || (t.seats[s].trophies[c] > 0 &&
                    (kind == card_type::got_nothin || colour_points[c] <= v));
  }
  if (!any) {
    say.log_public(t.log,
                   kind == card_type::yoink
                       ? message{"midevil.log.nobodyWorth", json_object("value", number_param(v))}
                       : message{"midevil.log.nobody"},
                   {actor}, "choiceNothing");
    return;
  }
  choice_state ch;
  ch.kind = kind;
  ch.chooser = actor;
  ch.value = v;
  t.choice = ch;
  t.dec = decision::choice;
}

void restore_dice(table &t) {
  if (t.dice_saved.empty())
    return;
  t.dice = std::move(t.dice_saved.back().dice);
  t.last_roll_combat = t.dice_saved.back().combat;
  t.dice_saved.pop_back();
}

} // namespace tavern::games::midevil
