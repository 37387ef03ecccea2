#include "actions.hpp"
#include "json/json_object.hpp"

#include "action_fields.hpp"
#include "board.hpp"
#include "book_fight.hpp"
#include "flow.hpp"
#include "pickups.hpp"

#include <algorithm>
#include <string_view>

namespace tavern::games::midevil {

namespace {

void remove_from_hand(player_state &p, int id) {
  p.hand.erase(std::find(p.hand.begin(), p.hand.end(), id));
}

void pay(table &t, int seat, const colours &c) {
  for (int k = 0; k < colour_count; ++k) {
    t.seats[seat].trophies[k] -= c[k];
    t.removed[k] += c[k];
  }
}

// A card played or an attack made at a decision: the decision comes back,
// re-decided, once it is done. A placement of skeletons waits aside when the
// card places skeletons of its own.
void interrupt(table &t) {
  if (t.dec == decision::populate && t.populate) {
    t.populate_suspended.push_back(*t.populate);
    t.populate.reset();
  }
  push(t, work_kind::resume, {}, static_cast<int>(t.dec));
  t.dec = decision::none;
}

void execute_play(table &t, int seat, const json &a) {
  auto &p = t.seats[seat];
  const int id = a["card"].get<int>();
  remove_from_hand(p, id);
  p.played_cycle = true;
  played_card pc{seat, id, json::object()};
  for (const char *field : {"seat", "square", "steal", "from", "die"})
    if (a.contains(field))
      pc.params[field] = a[field];
  const card_type type = card_of(id);
  json fields = json_object("card", card_key(id));
  std::vector<int> seats{seat};
  message m{"midevil.log.play", json_object("player", seat_param(seat), "card", card_param(id))};
  if (pc.params.contains("seat")) {
    seats.push_back(pc.params["seat"].get<int>());
    m.key = "midevil.log.playOn";
    m.params["other"] = seat_param(seats.back());
  }
  say.log_public(t.log, m, seats, "play", fields);
  if (type == card_type::what_am_i_gonna_do)
    pay(t, seat, {1, 0, 0});
  const bool in_window = t.window.has_value();
  if (in_window && t.window->about != window_about::card && t.stack.empty())
    push(t, work_kind::reopen_window, {t.window->seat, t.window->kill_colour},
         static_cast<int>(t.window->about));
  if (!in_window)
    interrupt(t);
  if (t.stack.empty())
    push(t, work_kind::resolve_cards);
  t.stack.push_back(pc);
  t.window.reset();
  open_window(t, window_about::card, seat);
}

void discard_in_play(table &t, int seat, card_type type) {
  auto &ip = t.seats[seat].in_play;
  auto it = std::find_if(ip.begin(), ip.end(), [&](int id) { return card_of(id) == type; });
  discard_card(t, *it);
  ip.erase(it);
}

void area_attack(table &t, int seat, bool catapult, pos tile) {
  const card_type ct = catapult ? card_type::catapult : card_type::explosives;
  pay(t, seat, catapult ? colours{0, 1, 0} : colours{0, 0, 1});
  discard_in_play(t, seat, ct);
  t.dice.clear();
  t.last_roll_combat = false;
  const int v = roll_die(t, seat, "area", "", pos_key(tile));
  say.log_public(t.log,
                 {"midevil.log.rollArea",
                  json_object("player", seat_param(seat), "value", number_param(v), "weapon",
                              card_type_param(ct), "tile", tile_place_param(t, tile))},
                 {seat}, "roll", json_object("value", v, "for", "area"));
  push(t, work_kind::area_result, tile, static_cast<int>(ct));
  open_window(t, window_about::roll, seat);
}

void ranged_attack(table &t, int seat, const std::string &weapon, pos sq) {
  combat_state c;
  c.seat = seat;
  c.square = sq;
  c.colour = t.skeletons.at(sq);
  c.origin = combat_origin::ranged;
  c.bonus = mace_bonus(t, seat);
  if (weapon == "polearm") {
    c.weapon = static_cast<int>(card_type::polearm);
  } else if (weapon == "shortBow") {
    c.weapon = static_cast<int>(card_type::short_bow);
    c.bonus += 1;
    pay(t, seat, {1, 0, 0});
  } else {
    c.weapon = static_cast<int>(card_type::crossbow);
    c.bonus += 2;
    pay(t, seat, {0, 1, 0});
  }
  t.combat = c;
  say.log_public(t.log,
                 {"midevil.log.attack",
                  json_object("player", seat_param(seat), "colour", colour_param(c.colour),
                              "square", square_param(t, sq), "weapon",
                              card_type_param(static_cast<card_type>(c.weapon)))},
                 {seat}, "attack", json_object("weapon", weapon, "square", pos_key(sq)));
  push(t, work_kind::combat_start);
}

void attack(table &t, int seat, const json &a) {
  interrupt(t);
  const std::string weapon = a["weapon"].get<std::string>();
  if (weapon == "catapult" || weapon == "explosives")
    area_attack(t, seat, weapon == "catapult", parse_pos(a["tile"].get<std::string>()));
  else
    ranged_attack(t, seat, weapon, parse_pos(a["square"].get<std::string>()));
}

void pass(table &t, int seat) {
  auto &aw = t.window->awaiting;
  aw.erase(std::find(aw.begin(), aw.end(), seat));
  if (aw.empty())
    t.window.reset();
}

// The answers to a decision: each gets the decision it answers, already
// closed (t.dec is none), so that it may open the next one.

void begin(table &t, int seat, const json &, decision) {
  say.log_public(t.log, {"midevil.log.begin", json_object("player", seat_param(seat))}, {seat},
                 "begin");
}

void place(table &t, int seat, const json &a, decision) {
  const pos tile{a["x"].get<int>(), a["y"].get<int>()};
  const int def = *t.drawn_tile;
  t.tiles[tile] = {def, a["rotation"].get<int>()};
  t.drawn_tile.reset();
  if (def == graveyard_tile()) {
    t.book_set_aside = false;
    t.book_square = square_of(tile, 1, 1);
  }
  say.log_public(
      t.log,
      {"midevil.log.place",
       json_object("player", seat_param(seat), "tile", tile_param(def), "where",
                   spot_param(t, tile), "rotation", number_param(a["rotation"].get<int>()))},
      {seat}, "place",
      json_object("tile", tile_table()[def].key, "at", pos_key(tile), "rotation", a["rotation"]));
  t.last_tile = tile;
  push(t, work_kind::populate_start, tile);
  open_window(t, window_about::tile, seat);
}

void put_skeleton(table &t, int seat, const json &a, decision) {
  const int c = colour_from(a["colour"].get<std::string>());
  const pos sq = parse_pos(a["square"].get<std::string>());
  auto &pp = *t.populate;
  if (pp.mode == populate_mode::flesh_wound)
    --t.removed[c];
  else
    --t.supply[c];
  t.skeletons[sq] = c;
  if (pp.mode == populate_mode::named || pp.mode == populate_mode::flesh_wound)
    --pp.skeletons_left;
  else
    pp.placed_points += colour_points[c];
  say.log_public(
      t.log,
      {"midevil.log.skeletonPlaced", json_object("player", seat_param(seat), "colour",
                                                 colour_param(c), "square", square_param(t, sq))},
      {seat}, "skeletonPlaced", json_object("colour", colour_key(c), "square", pos_key(sq)));
  populate_check(t);
}

void put_life_token(table &t, int seat, const json &a, decision) {
  const pos sq = parse_pos(a["square"].get<std::string>());
  --t.life_supply;
  t.life_tokens.insert(sq);
  --t.populate->life_left;
  say.log_public(t.log,
                 {"midevil.log.lifePlaced",
                  json_object("player", seat_param(seat), "square", square_param(t, sq))},
                 {seat}, "lifePlaced", json_object("square", pos_key(sq)));
  populate_check(t);
}

void fight(table &t, int seat, const json &a, decision was) {
  const bool axe = a["axe"].get<bool>();
  if (axe)
    t.seats[seat].used_this_turn.insert(static_cast<int>(card_type::axe));
  if (was == decision::book_pre) {
    auto &bf = *t.book_fight;
    (seat == bf.challenger ? bf.axe_challenger : bf.axe_holder) = axe;
    if (axe)
      say.log_public(t.log,
                     {"midevil.log.axe", json_object("player", seat_param(seat), "axe",
                                                     card_type_param(card_type::axe))},
                     {seat}, "axe");
    push(t, work_kind::book_declare);
  } else {
    t.combat->axe_declared = axe;
    start_combat_roll(t);
  }
}

void spend(table &t, int seat, const json &a, decision was) {
  const colours c = colours_of(a);
  pay(t, seat, c);
  say.log_public(
      t.log,
      {"midevil.log.spend", json_object("player", seat_param(seat), "trophies", trophies_param(c))},
      {seat}, "spend");
  if (was == decision::book) {
    (seat == t.book_fight->challenger ? t.book_fight->added_challenger
                                      : t.book_fight->added_holder) += points_of(c);
    push(t, work_kind::book_check);
  } else {
    kill_skeleton(t);
  }
}

void reroll_book_die(table &t, int seat) {
  int v = 0;
  for (auto &d : t.dice) {
    d.fresh = d.seat == seat;
    if (d.fresh)
      v = d.value = next_die(t);
  }
  t.last_roll_combat = true;
  say.log_public(t.log,
                 {"midevil.log.rollBook", json_object("player", seat_param(seat), "value",
                                                      number_param(v), "book", book_param())},
                 {seat}, "roll", json_object("value", v, "for", "book"));
  push(t, work_kind::book_check);
  open_window(t, window_about::roll, seat);
}

void reroll_combat_die(table &t, int seat) {
  if (t.combat->weapon == static_cast<int>(card_type::polearm)) {
    auto &ip = t.seats[seat].in_play;
    auto it = std::find_if(ip.begin(), ip.end(),
                           [](int id) { return card_of(id) == card_type::polearm; });
    if (it != ip.end()) {
      discard_card(t, *it);
      ip.erase(it);
      say.log_public(t.log,
                     {"midevil.log.polearmLost", json_object("player", seat_param(seat), "polearm",
                                                             card_type_param(card_type::polearm))},
                     {seat}, "polearmLost");
    }
  }
  start_combat_roll(t);
}

void reroll(table &t, int seat, const json &, decision was) {
  --t.seats[seat].life;
  ++t.life_supply;
  say.log_public(t.log, {"midevil.log.lifeSpent", json_object("player", seat_param(seat))}, {seat},
                 "lifeSpent");
  if (was == decision::book)
    reroll_book_die(t, seat);
  else
    reroll_combat_die(t, seat);
}

void yield_book(table &t, int seat, const json &, decision) {
  const auto &bf = *t.book_fight;
  say.log_public(
      t.log, {"midevil.log.yield", json_object("player", seat_param(seat), "book", book_param())},
      {seat}, "yield");
  end_book_fight(t, seat == bf.holder ? bf.challenger : bf.holder);
}

void move(table &t, int seat, const json &a, decision) {
  auto &me = t.seats[seat];
  const pos to = parse_pos(a["square"].get<std::string>());
  const pos from = me.square;
  me.square = to;
  --t.move_left;
  say.log_public(
      t.log,
      {"midevil.log.move", json_object("player", seat_param(seat), "direction",
                                       direction_param(from, to), "square", square_param(t, to))},
      {seat}, "move", json_object("from", pos_key(from), "to", pos_key(to)));
  push(t, work_kind::move_decision);
  push(t, work_kind::arrive, to, arrive_fight | arrive_entered);
}

void stop(table &t, int seat, const json &, decision) {
  t.move_left = 0;
  say.log_public(t.log, {"midevil.log.stop", json_object("player", seat_param(seat))}, {seat},
                 "stop");
}

void pick_up(table &t, int seat, const json &a, decision) {
  const auto here = pickups_at(t, seat, *t.pickup);
  if (a["what"] == "life")
    take_life_token(t, seat, *t.pickup);
  else
    take_horse(t, seat, here.horse);
  pickup_check(t);
}

void leave(table &t, int seat, const json &, decision) {
  say.log_public(t.log, {"midevil.log.leave", json_object("player", seat_param(seat))}, {seat},
                 "leave");
  t.pickup.reset();
}

void move_skeleton(table &t, int seat, const json &a, decision) {
  const pos from = parse_pos(a["from"].get<std::string>());
  const pos to = parse_pos(a["to"].get<std::string>());
  const int c = t.skeletons[from];
  t.skeletons.erase(from);
  t.skeletons[to] = c;
  t.skeletons_moved.push_back(to);
  --t.skeleton_moves_left;
  say.log_public(t.log,
                 {"midevil.log.skeletonMoved",
                  json_object("player", seat_param(seat), "colour", colour_param(c), "from",
                              square_param(t, from), "to", square_param(t, to))},
                 {seat}, "skeletonMoved", json_object("from", pos_key(from), "to", pos_key(to)));
  skeleton_roll_result(t);
}

void discard(table &t, int seat, const json &a, decision) {
  const int id = a["card"].get<int>();
  remove_from_hand(t.seats[seat], id);
  discard_card(t, id);
  say.log_public(
      t.log,
      {"midevil.log.discard", json_object("player", seat_param(seat), "card", card_param(id))},
      {seat}, "discard", json_object("card", card_key(id)));
}

void end_turn(table &t, int seat, const json &, decision) {
  say.log_public(t.log, {"midevil.log.endTurn", json_object("player", seat_param(seat))}, {seat},
                 "endTurn");
}

void take(table &t, int seat, const json &a, decision) {
  auto &me = t.seats[seat];
  const int id = a["card"].get<int>();
  auto &target = t.seats[t.reveal_of];
  remove_from_hand(target, id);
  me.hand.push_back(id);
  colours c{};
  c[colour_from(a["pay"].get<std::string>())] = 1;
  pay(t, seat, c);
  say.log_public(t.log,
                 {"midevil.log.cardTaken",
                  json_object("player", seat_param(seat), "other", seat_param(t.reveal_of),
                              "colour", colour_param(colour_from(a["pay"])))},
                 {seat, t.reveal_of}, "cardTaken");
  say.log_private(t.log, seat,
                  {"midevil.log.cardTakenPrivate",
                   json_object("player", seat_param(seat), "card", card_param(id))},
                  "cardTakenPrivate", json_object("card", card_key(id)));
  if (!target.hand.empty() && points_of(me.trophies) > 0)
    t.dec = decision::take;
  else
    t.reveal_to = t.reveal_of = -1;
}

void done_taking(table &t, int, const json &, decision) {
  t.reveal_to = t.reveal_of = -1;
}

// You got nothin'!: the player is chosen; worth no more than the roll, he
// discards all he has, else he chooses what to discard.
void target(table &t, int seat, const json &a, decision) {
  auto ch = *t.choice;
  t.choice.reset();
  const int from = a["seat"].get<int>();
  auto &victim = t.seats[from].trophies;
  say.log_public(
      t.log,
      {"midevil.log.target", json_object("player", seat_param(seat), "other", seat_param(from),
                                         "count", number_param(ch.value))},
      {seat, from}, "target");
  if (points_of(victim) <= ch.value) {
    for (int k = 0; k < colour_count; ++k) {
      t.removed[k] += victim[k];
      victim[k] = 0;
    }
    say.log_public(t.log, {"midevil.log.loseAll", json_object("player", seat_param(from))}, {from},
                   "lose");
  } else {
    ch.chooser = ch.from = from;
    t.choice = ch;
    t.dec = decision::choice;
  }
}

void yoink(table &t, int seat, const json &a, decision) {
  const colours c = colours_of(a);
  t.choice.reset();
  const int from = a["seat"].get<int>();
  for (int k = 0; k < colour_count; ++k) {
    t.seats[from].trophies[k] -= c[k];
    t.seats[seat].trophies[k] += c[k];
  }
  say.log_public(t.log,
                 {"midevil.log.yoink", json_object("player", seat_param(seat), "trophies",
                                                   trophies_param(c), "other", seat_param(from))},
                 {seat, from}, "yoink");
}

void lose(table &t, int seat, const json &a, decision) {
  const colours c = colours_of(a);
  const int from = t.choice->from;
  t.choice.reset();
  for (int k = 0; k < colour_count; ++k) {
    t.seats[from].trophies[k] -= c[k];
    t.removed[k] += c[k];
  }
  say.log_public(
      t.log,
      {"midevil.log.lose", json_object("player", seat_param(seat), "trophies", trophies_param(c))},
      {seat}, "lose");
}

using answer_handler = void (*)(table &, int seat, const json &action, decision was);

struct answer_kind {
  std::string_view type;
  answer_handler apply;
};

constexpr answer_kind answer_kinds[] = {
    {"begin", begin},
    {"place", place},
    {"skeleton", put_skeleton},
    {"life", put_life_token},
    {"fight", fight},
    {"spend", spend},
    {"reroll", reroll},
    {"yield", yield_book},
    {"move", move},
    {"stop", stop},
    {"pickUp", pick_up},
    {"leave", leave},
    {"skeletonMove", move_skeleton},
    {"discard", discard},
    {"endTurn", end_turn},
    {"take", take},
    {"done", done_taking},
    {"target", target},
    {"yoink", yoink},
    {"lose", lose},
};

void execute(table &t, int seat, const json &a) {
  const std::string type = a["type"].get<std::string>();
  if (type == "pass")
    return pass(t, seat);
  if (type == "play")
    return execute_play(t, seat, a);
  if (type == "attack")
    return attack(t, seat, a);
  const decision was = t.dec;
  t.dec = decision::none;
  for (const auto &kind : answer_kinds)
    if (kind.type == type)
      return kind.apply(t, seat, a, was);
}

} // namespace

void do_apply(table &t, int seat, const json &move) {
  execute(t, seat, move);
  advance(t);
}

bool is_action_type(std::string_view type) {
  return type == "pass" || type == "play" || type == "attack" ||
         std::any_of(std::begin(answer_kinds), std::end(answer_kinds),
                     [&](const answer_kind &k) { return k.type == type; });
}

// What a timeout plays: passing a window, then ending what is underway.
int default_rank(const table &, const json &move) {
  constexpr std::string_view preferred[] = {"pass", "stop", "endTurn", "done", "begin", "leave"};
  const auto &type = move["type"].get_ref<const std::string &>();
  const auto *found = std::find(std::begin(preferred), std::end(preferred), type);
  return static_cast<int>(found - std::begin(preferred));
}

int timeout_for(const table &t, int seat) {
  if (!t.window)
    return 0;
  const auto &aw = t.window->awaiting;
  return std::find(aw.begin(), aw.end(), seat) != aw.end() ? t.rules.reaction_seconds : 0;
}

} // namespace tavern::games::midevil
