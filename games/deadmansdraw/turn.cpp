#include "turn.hpp"
#include "json/json_object.hpp"

#include "abilities.hpp"
#include "game_log.hpp"
#include "scoring.hpp"

#include <algorithm>

namespace tavern::games::deadmansdraw {

namespace {

void clear_turn(table &t) {
  t.play_area.clear();
  t.tasks.clear();
  t.map_revealed.clear();
  t.protect_next = 0;
  t.kraken_owed = 0;
  t.drew_this_turn = false;
}

// The Davy Jones' Locker that collects the current player's busts: the first
// owner in turn order whose target is the current player (in a 2-player game
// the target is set to the opponent at the reveal).
std::optional<int> collecting_locker(const table &t) {
  for (int o : t.opponents_of(t.current))
    if (t.has_trait(o, trait::davy_jones_locker) && t.locker_target[o] == t.current)
      return o;
  return std::nullopt;
}

// The busting card never enters the play area, so its ability never resolves;
// it ends up last (the visible top of the revised edition's discard pile).
void bust(table &t, card busting) {
  const int me = t.current;
  std::vector<card> kept;
  std::vector<card> lost;
  for (const placed_card &p : t.play_area)
    (p.kept ? kept : lost).push_back(p.c);
  lost.push_back(busting);
  for (const card &c : kept)
    add_to_bank(t, me, c);

  json fields = {
      {"card", card_json(busting)}, {"kept", cards_json(kept)}, {"lost", cards_json(lost)}};
  json params = json_object("player", seat_param(me), "card", card_param(busting), "lost",
                            number_param(lost.size()), "kept", number_param(kept.size()));
  if (const auto locker = collecting_locker(t)) {
    for (const card &c : lost)
      add_to_bank(t, *locker, c);
    fields["trait"] = trait_key(trait::davy_jones_locker);
    params["owner"] = seat_param(*locker);
    say.log_public(t.log, {"deadmansdraw.log.bustLocker", params}, {me, *locker}, "bust", fields);
  } else {
    for (const card &c : lost)
      t.discard_pile.push_back(c);
    say.log_public(t.log, {"deadmansdraw.log.bustDiscarded", params}, {me}, "bust", fields);
  }
  t.play_area.clear();
  end_turn(t);
}

bool banks_at_once(const table &t, card c) {
  if (c.s == suit::mermaid)
    return !t.rules.mermaid_variant && t.has_trait(t.current, trait::casanova);
  if (c.s == suit::kraken)
    return t.has_trait(t.current, trait::fisherman);
  return false;
}

} // namespace

void add_to_bank(table &t, int seat, card c) {
  auto &stack = t.banks[seat].of(c.s);
  stack.insert(std::upper_bound(stack.begin(), stack.end(), c.value), c.value);
}

card take_top(table &t, int seat, suit s) {
  auto &stack = t.banks[seat].of(s);
  const card c{s, stack.back()};
  stack.pop_back();
  return c;
}

void begin_turn(table &t, int seat) {
  clear_turn(t);
  t.current = seat;
  say.log_public(t.log, {"deadmansdraw.log.turn", json_object("player", seat_param(seat))}, {seat},
                 "turn");
}

bool can_draw(const table &t) {
  return t.ph == phase::play && t.tasks.empty() && !t.draw_pile.empty();
}

// The first card of a turn is always drawn; a Kraken's demand lapses when the
// draw pile runs out ("it draws what remains").
bool can_bank(const table &t) {
  return t.ph == phase::play && t.tasks.empty() && t.drew_this_turn &&
         (t.kraken_owed == 0 || t.draw_pile.empty());
}

void draw_card(table &t) {
  const card c = t.draw_pile.back();
  t.draw_pile.pop_back();
  if (t.revealed_on_draw > 0)
    --t.revealed_on_draw;
  t.drew_this_turn = true;
  say.log_public(t.log,
                 {"deadmansdraw.log.drew",
                  json_object("player", seat_param(t.current), "card", card_param(c))},
                 {t.current}, "draw", json_object("card", card_json(c)));
  place_card(t, c);
}

void place_card(table &t, card c) {
  if (t.in_play_area(c.s)) {
    bust(t, c);
    return;
  }
  const int me = t.current;
  if (banks_at_once(t, c)) {
    const trait by = c.s == suit::mermaid ? trait::casanova : trait::fisherman;
    add_to_bank(t, me, c);
    say.log_public(
        t.log,
        {"deadmansdraw.log.banksAtOnce",
         json_object("player", seat_param(me), "card", card_param(c), "trait", trait_param(by))},
        {me}, "trait", json_object("trait", trait_key(by), "card", card_json(c)));
    return;
  }
  placed_card placed{c, false};
  if (t.protect_next > 0) {
    placed.kept = true;
    --t.protect_next;
  }
  t.play_area.push_back(placed);
  if (t.kraken_owed > 0)
    --t.kraken_owed;
  if (c.s == suit::hook && t.has_trait(me, trait::miser)) {
    t.play_area.back().kept = true;
    t.protect_next = std::max(t.protect_next, 1);
    say.log_public(t.log, {"deadmansdraw.log.miser", json_object("player", seat_param(me))}, {me},
                   "trait", json_object("trait", trait_key(trait::miser)));
  }
  resolve_ability(t, c.s);
  if (c.s == suit::cannon) {
    // Misfire answers a Cannon entering the play area, before the Cannon
    // fires: tasks run innermost first, so they go on top of the Cannon's.
    const auto opponents = t.opponents_of(me);
    for (auto it = opponents.rbegin(); it != opponents.rend(); ++it)
      if (t.has_trait(*it, trait::misfire))
        t.tasks.push_back({task_kind::misfire, *it, 1});
  }
}

void bank_play_area(table &t) {
  const int me = t.current;
  std::vector<card> banked;
  for (const placed_card &p : t.play_area)
    banked.push_back(p.c);
  t.play_area.clear();
  for (const card &c : banked)
    add_to_bank(t, me, c);
  const bool key =
      std::any_of(banked.begin(), banked.end(), [](card c) { return c.s == suit::key; });
  const bool chest =
      std::any_of(banked.begin(), banked.end(), [](card c) { return c.s == suit::chest; });
  const int n = static_cast<int>(banked.size());
  say.log_public(
      t.log,
      {"deadmansdraw.log.banked", json_object("player", seat_param(me), "count", number_param(n))},
      {me}, "bank", json_object("cards", cards_json(banked)));
  if (key && chest) {
    int bonus = n;
    if (t.has_trait(me, trait::treasure_hunter)) {
      bonus *= t.rules.ed == edition::classic ? 3 : 2;
      say.log_public(t.log,
                     {"deadmansdraw.log.treasureHunter",
                      json_object("player", seat_param(me), "count", number_param(bonus))},
                     {me}, "trait",
                     json_object("trait", trait_key(trait::treasure_hunter), "bonus", bonus));
    }
    if (t.has_trait(me, trait::plunderer)) {
      t.tasks.push_back({task_kind::end_turn, -1, 1});
      t.tasks.push_back({task_kind::plunder_from, -1, bonus});
      return;
    }
    t.random.shuffle(t.discard_pile);
    std::vector<card> taken;
    while (static_cast<int>(taken.size()) < bonus && !t.discard_pile.empty()) {
      taken.push_back(t.discard_pile.back());
      t.discard_pile.pop_back();
    }
    for (const card &c : taken)
      add_to_bank(t, me, c);
    say.log_public(t.log,
                   {"deadmansdraw.log.keyChest",
                    json_object("player", seat_param(me), "count", number_param(taken.size()))},
                   {me}, "bonus", json_object("ability", "key", "cards", cards_json(taken)));
  }
  end_turn(t);
}

void end_turn(table &t) {
  clear_turn(t);
  if (t.draw_pile.empty()) {
    finish_game(t);
    return;
  }
  begin_turn(t, t.next_seat(t.current));
}

void run_tasks(table &t) {
  while (t.ph == phase::play && !t.tasks.empty()) {
    const task top = t.tasks.back();
    if (top.kind == task_kind::end_turn) {
      t.tasks.pop_back();
      end_turn(t);
      continue;
    }
    if (!task_moves(t, top).empty())
      return;
    t.tasks.pop_back();
    skip_task(t, top);
  }
}

} // namespace tavern::games::deadmansdraw
