// Rounds: Schemin', keeping cards (expert), Stealin', the event and the end.
#include "flow.hpp"
#include "scoring.hpp"
#include "station.hpp"
#include "train.hpp"

#include <algorithm>

namespace tavern::games::coltexpress {

namespace {

int hand_size(const table &t, int seat) {
  return t.has_character(seat, character::doc) ? 7 : 6;
}

// Draws one card; in the expert game an empty deck takes the shuffled discards.
bool draw_one(table &t, int seat) {
  seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  if (sc.deck.empty() && t.rules.expert && !sc.discard.empty()) {
    sc.deck.swap(sc.discard);
    t.random.shuffle(sc.deck);
  }
  if (sc.deck.empty())
    return false;
  sc.hand.push_back(sc.deck.back());
  sc.deck.pop_back();
  return true;
}

bool expert_rules(const table &t) {
  return t.rules.expert || t.rules.two_player();
}

void begin_stealin(table &t) {
  t.ph = phase::stealin;
  t.resolving = 0;
  t.res = {};
  log_public(t, "Stealin': the programmed cards are carried out in order", {}, "stealin");
}

void end_schemin(table &t) {
  if (!expert_rules(t)) {
    for (seat_cards &sc : t.seats) {
      sc.deck.insert(sc.deck.end(), sc.hand.begin(), sc.hand.end());
      sc.hand.clear();
    }
    begin_stealin(t);
    return;
  }
  t.ph = phase::keep;
  for (seat_cards &sc : t.seats) {
    for (int id : sc.hand)
      if (t.cards[static_cast<std::size_t>(id)].bullet)
        sc.discard.push_back(id);
    std::erase_if(sc.hand, [&](int id) { return t.cards[static_cast<std::size_t>(id)].bullet; });
    sc.kept = sc.hand.empty();
  }
}

void next_turn_step(table &t) {
  ++t.turn_plays;
  if (t.current_turn() == turn_kind::speeding && t.turn_plays < 2)
    return;
  t.turn_plays = 0;
  if (++t.turn_pos < t.players())
    return;
  t.turn_pos = 0;
  if (++t.turn < static_cast<int>(t.turn_letters().size()))
    return;
  t.turn = 0;
  end_schemin(t);
}

void finish_card(table &t) {
  programmed &p = t.pile[static_cast<std::size_t>(t.resolving)];
  p.resolved = true;
  seat_cards &sc = t.seats[static_cast<std::size_t>(p.seat)];
  (expert_rules(t) ? sc.discard : sc.deck).push_back(p.card);
  t.res = {};
  ++t.resolving;
}

void end_round(table &t) {
  t.pile.clear();
  t.resolving = 0;
  if (++t.round == rounds_per_game) {
    finish_game(t);
    return;
  }
  t.first_player = (t.first_player + 1) % t.players();
  start_round(t);
}

std::string kind_name(loot_kind k) {
  return std::string(loot_names[static_cast<std::size_t>(k)]);
}

// Flips the next programmed card and sets up its first decision.
void begin_card(table &t) {
  programmed &p = t.pile[static_cast<std::size_t>(t.resolving)];
  p.face_down = false;
  const card &c = t.cards[static_cast<std::size_t>(p.card)];
  std::vector<int> seats;
  const std::string who = bandit_ref(t, c.bandit, seats);
  log_public(t, who + " plays " + std::string(action_name(c.act)), seats, "reveal",
             {{"card", p.card}, {"action", action_key(c.act)}, {"bandit", c.bandit}});
  t.res = {};
  t.res.bandit = c.bandit;
  switch (c.act) {
  case action_kind::move:
    t.res.at = step::move;
    break;
  case action_kind::floor: {
    bandit &x = bandit_at(t, c.bandit);
    std::vector<int> s2;
    const std::string w2 = bandit_ref(t, c.bandit, s2);
    log_public(
        t, w2 + (x.roof ? " climbs down into " : " climbs onto the roof of ") + car_name(t, x.car),
        s2, "floor", {{"bandit", c.bandit}, {"car", x.car}, {"roof", !x.roof}});
    place_bandit(t, c.bandit, x.car, !x.roof);
    finish_card(t);
    return;
  }
  case action_kind::marshal:
    t.res.at = step::marshal;
    break;
  case action_kind::fire:
    t.res.at = step::fire;
    break;
  case action_kind::punch:
    t.res.at = step::punch_target;
    break;
  case action_kind::rob:
    t.res.at = step::rob;
    break;
  }
}

void log_nothing(table &t, const std::string &why) {
  std::vector<int> seats;
  const std::string who = bandit_ref(t, t.res.bandit, seats);
  log_public(t, who + ": " + why, seats, "nothing", {{"bandit", t.res.bandit}});
}

} // namespace

void start_round(table &t) {
  for (int s = 0; s < t.players(); ++s) {
    seat_cards &sc = t.seats[static_cast<std::size_t>(s)];
    if (!expert_rules(t)) {
      sc.deck.insert(sc.deck.end(), sc.hand.begin(), sc.hand.end());
      sc.deck.insert(sc.deck.end(), sc.discard.begin(), sc.discard.end());
      sc.hand.clear();
      sc.discard.clear();
    }
    // The expert deck is shuffled once, when it is made: later rounds draw
    // from what is left, with the bullets received since then on top.
    if (!expert_rules(t) || t.round == 0)
      t.random.shuffle(sc.deck);
    while (static_cast<int>(sc.hand.size()) < hand_size(t, s) && draw_one(t, s)) {
    }
    sc.plays_this_round = 0;
    sc.kept = true;
  }
  t.turn = 0;
  t.turn_pos = 0;
  t.turn_plays = 0;
  t.ph = phase::schemin;
  const round_row &rc = t.round_card();
  log_public(t,
             "Round " + std::to_string(t.round + 1) + ": " + std::string(rc.name) +
                 ", {0} is the first player",
             {t.first_player}, "round", {{"round", t.round}, {"card", rc.key}});
}

void play_card(table &t, int seat, int card, bool face_down) {
  seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  std::erase(sc.hand, card);
  const bool tunnel = t.current_turn() == turn_kind::tunnel;
  t.pile.push_back({card, seat, tunnel || face_down, face_down && !tunnel, false});
  ++sc.plays_this_round;
  if (tunnel || face_down)
    log_public(t, "{0} plays a card face down", {seat}, "program", {{"faceDown", true}});
  else {
    const auto &c = t.cards[static_cast<std::size_t>(card)];
    std::vector<int> seats;
    const std::string who = bandit_ref(t, c.bandit, seats);
    log_public(t, who + " programs " + std::string(action_name(c.act)), seats, "program",
               {{"card", card}, {"action", action_key(c.act)}, {"bandit", c.bandit}});
  }
  next_turn_step(t);
}

bool can_draw(const table &t, int seat) {
  const seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  return !sc.deck.empty() || (expert_rules(t) && !sc.discard.empty());
}

void draw_cards(table &t, int seat) {
  int drawn = 0;
  while (drawn < 3 && draw_one(t, seat))
    ++drawn;
  ++t.seats[static_cast<std::size_t>(seat)].plays_this_round;
  log_public(t, "{0} draws " + std::to_string(drawn) + (drawn == 1 ? " card" : " cards"), {seat},
             "draw", {{"count", drawn}});
  next_turn_step(t);
}

void pass_turn(table &t) {
  const int seat = t.current_seat();
  ++t.seats[static_cast<std::size_t>(seat)].plays_this_round;
  log_public(t, "{0} can neither play nor draw", {seat}, "pass");
  next_turn_step(t);
}

void discard_kept(table &t, int seat, int card) {
  seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  std::erase(sc.hand, card);
  sc.discard.push_back(card);
}

void finish_keeping(table &t, int seat) {
  seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  sc.kept = true;
  log_public(t, "{0} keeps " + std::to_string(sc.hand.size()) + " cards for the next round", {seat},
             "keep", {{"count", sc.hand.size()}});
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
    for (int c : move_destinations(t, b))
      out.push_back({step::move, c});
    break;
  case step::marshal:
    for (int c : marshal_destinations(t))
      out.push_back({step::marshal, c});
    break;
  case step::fire:
    for (int v : fire_targets(t, b))
      out.push_back({step::fire, v});
    break;
  case step::punch_target:
    for (int v : punch_targets(t, b))
      out.push_back({step::punch_target, v});
    break;
  case step::punch_loot:
    for (const loot_choice &c : loot_choices(t, bandit_at(t, t.res.target).loot, stealin_owner(t)))
      out.push_back({step::punch_loot, static_cast<int>(c.kind), c.value});
    break;
  case step::cheyenne:
    out.push_back({step::cheyenne, -1, -1, true});
    out.push_back({step::cheyenne, -1, -1, false});
    break;
  case step::push:
    for (int c : push_destinations(t, t.res.target))
      out.push_back({step::push, c});
    break;
  case step::rob: {
    const bandit &x = bandit_at(t, b);
    for (const loot_choice &c : loot_choices(t, floor_of(t, x.car, x.roof), stealin_owner(t)))
      out.push_back({step::rob, static_cast<int>(c.kind), c.value});
    break;
  }
  }
  return out;
}

void apply_stealin(table &t, const stealin_choice &c) {
  const int b = t.res.bandit;
  bandit &me = bandit_at(t, b);
  std::vector<int> seats;
  const std::string who = bandit_ref(t, b, seats);
  switch (c.at) {
  case step::none:
    return;
  case step::move:
    log_public(t, who + " moves " + spot_name(t, c.a, me.roof), seats, "move",
               {{"bandit", b}, {"car", c.a}, {"roof", me.roof}});
    place_bandit(t, b, c.a, me.roof);
    finish_card(t);
    return;
  case step::marshal:
    log_public(t, who + " sends the Marshal to " + car_name(t, c.a), seats, "marshalMoves",
               {{"bandit", b}, {"car", c.a}});
    move_marshal(t, c.a);
    finish_card(t);
    return;
  case step::fire: {
    const std::string victim = bandit_ref(t, c.a, seats);
    log_public(t, who + " shoots " + victim, seats, "fire", {{"bandit", b}, {"target", c.a}});
    const int from = me.car;
    fire_at(t, b, c.a);
    bandit &v = bandit_at(t, c.a);
    if (me.ch == character::django && v.car != from) {
      const int to = v.car + (v.car > from ? 1 : -1);
      if (to >= 0 && to <= t.caboose()) {
        std::vector<int> s2;
        const std::string vv = bandit_ref(t, c.a, s2);
        log_public(t, vv + " is pushed to " + car_name(t, to), s2, "pushed",
                   {{"bandit", c.a}, {"car", to}});
        place_bandit(t, c.a, to, v.roof);
      }
    }
    finish_card(t);
    return;
  }
  case step::punch_target: {
    const std::string victim = bandit_ref(t, c.a, seats);
    log_public(t, who + " punches " + victim, seats, "punch", {{"bandit", b}, {"target", c.a}});
    t.res.target = c.a;
    t.res.at = step::punch_loot;
    return;
  }
  case step::punch_loot: {
    const auto kind = static_cast<loot_kind>(c.a);
    const int id = loot_for_choice(t, bandit_at(t, t.res.target).loot, me.seat, {kind, c.b});
    std::erase(bandit_at(t, t.res.target).loot, id);
    t.res.dropped = id;
    const std::string victim = bandit_ref(t, t.res.target, seats);
    log_public(t, victim + " drops a " + kind_name(kind), seats, "drop",
               {{"bandit", t.res.target}, {"kind", loot_keys[static_cast<std::size_t>(kind)]}});
    floor_of(t, me.car, me.roof).push_back(id);
    t.res.at =
        me.ch == character::cheyenne && kind == loot_kind::purse ? step::cheyenne : step::push;
    return;
  }
  case step::cheyenne:
    if (c.flag) {
      std::erase(floor_of(t, me.car, me.roof), t.res.dropped);
      take_loot(t, b, t.res.dropped);
      log_public(t, who + " takes the purse", seats, "cheyenne", {{"bandit", b}});
    }
    t.res.at = step::push;
    return;
  case step::push: {
    bandit &v = bandit_at(t, t.res.target);
    const std::string victim = bandit_ref(t, t.res.target, seats);
    log_public(t, victim + " is pushed " + spot_name(t, c.a, v.roof), seats, "pushed",
               {{"bandit", t.res.target}, {"car", c.a}});
    place_bandit(t, t.res.target, c.a, v.roof);
    finish_card(t);
    return;
  }
  case step::rob: {
    const auto kind = static_cast<loot_kind>(c.a);
    auto &fl = floor_of(t, me.car, me.roof);
    const int id = loot_for_choice(t, fl, me.seat, {kind, c.b});
    std::erase(fl, id);
    take_loot(t, b, id);
    log_public(t, who + " robs a " + kind_name(kind), seats, "rob",
               {{"bandit", b}, {"kind", loot_keys[static_cast<std::size_t>(kind)]}});
    finish_card(t);
    return;
  }
  }
}

std::vector<loot_choice> pickpocket_choices(const table &t) {
  const bandit &x = bandit_at(t, t.station_queue.front());
  std::vector<loot_choice> out = loot_choices(t, floor_of(t, x.car, x.roof), x.seat);
  std::erase_if(out, [](const loot_choice &c) { return c.kind != loot_kind::purse; });
  return out;
}

void pickpocket(table &t, bool take, int value) {
  const int b = t.station_queue.front();
  t.station_queue.erase(t.station_queue.begin());
  if (!take)
    return;
  bandit &x = bandit_at(t, b);
  auto &fl = floor_of(t, x.car, x.roof);
  const int id = loot_for_choice(t, fl, x.seat, {loot_kind::purse, value});
  std::erase(fl, id);
  take_loot(t, b, id);
  std::vector<int> seats;
  const std::string who = bandit_ref(t, b, seats);
  log_public(t, who + " picks a pocket", seats, "pickpocket", {{"bandit", b}});
}

void advance(table &t) {
  for (;;) {
    switch (t.ph) {
    case phase::choose:
    case phase::schemin:
    case phase::finished:
      return;
    case phase::keep:
      if (std::any_of(t.seats.begin(), t.seats.end(), [](const seat_cards &s) { return !s.kept; }))
        return;
      begin_stealin(t);
      break;
    case phase::stealin: {
      if (t.res.at == step::none) {
        if (t.resolving < static_cast<int>(t.pile.size())) {
          begin_card(t);
          break;
        }
        run_event(t);
        t.ph = phase::station;
        break;
      }
      const auto choices = stealin_choices(t);
      if (choices.size() >= 2)
        return;
      if (choices.size() == 1) {
        apply_stealin(t, choices.front());
        break;
      }
      switch (t.res.at) {
      case step::punch_loot: // a victim without loot is still pushed
        t.res.at = step::push;
        break;
      case step::fire:
        log_nothing(t, "nobody to shoot");
        finish_card(t);
        break;
      case step::punch_target:
        log_nothing(t, "nobody to punch");
        finish_card(t);
        break;
      case step::rob:
        log_nothing(t, "nothing to rob");
        finish_card(t);
        break;
      default:
        log_nothing(t, "nothing happens");
        finish_card(t);
        break;
      }
      break;
    }
    case phase::station:
      if (!t.station_queue.empty())
        return;
      end_round(t);
      break;
    }
  }
}

std::vector<int> awaited(const table &t) {
  switch (t.ph) {
  case phase::choose:
    return {t.choose_order[static_cast<std::size_t>(t.choose_index)]};
  case phase::schemin:
    return {t.current_seat()};
  case phase::keep: {
    std::vector<int> out;
    for (int s = 0; s < t.players(); ++s)
      if (!t.seats[static_cast<std::size_t>(s)].kept)
        out.push_back(s);
    return out;
  }
  case phase::stealin:
    return t.res.at == step::none ? std::vector<int>{} : std::vector<int>{stealin_owner(t)};
  case phase::station:
    return t.station_queue.empty() ? std::vector<int>{}
                                   : std::vector<int>{bandit_at(t, t.station_queue.front()).seat};
  case phase::finished:
    return {};
  }
  return {};
}

} // namespace tavern::games::coltexpress
