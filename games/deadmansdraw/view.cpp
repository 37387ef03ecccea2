#include "view.hpp"

#include "game_log.hpp"
#include "moves.hpp"
#include "scoring.hpp"
#include "turn.hpp"

#include <algorithm>

namespace tavern::games::deadmansdraw {

namespace {

std::string_view phase_name(phase p) {
  switch (p) {
  case phase::traits:
    return "traits";
  case phase::locker:
    return "locker";
  case phase::play:
    return "play";
  case phase::finished:
    return "finished";
  }
  return "";
}

// Cards an Oracle left face up, the next to be drawn first.
json revealed_on_draw(const table &t) {
  json out = json::array();
  for (int i = 0; i < t.revealed_on_draw; ++i)
    out.push_back(card_json(t.draw_pile[t.draw_pile.size() - 1 - static_cast<std::size_t>(i)]));
  return out;
}

json discard_view(const table &t) {
  json d = json::object();
  d["count"] = t.discard_pile.size();
  if (t.rules.ed == edition::revised)
    d["top"] = t.discard_pile.empty() ? json(nullptr) : card_json(t.discard_pile.back());
  return d;
}

// Keyed by seat, then by suit, so that a change touches one small array.
json banks_view(const table &t) {
  json banks = json::object();
  for (int s = 0; s < t.players(); ++s) {
    json stacks = json::object();
    for (int i = 0; i < suit_count; ++i) {
      const auto &stack = t.banks[s].of(suit_at(i));
      if (!stack.empty())
        stacks[std::string(suit_key(suit_at(i)))] = stack;
    }
    banks[std::to_string(s)] = std::move(stacks);
  }
  return banks;
}

// The decision a task in progress asks of the current seat.
void add_task_pending(const table &t, const task &k, json &p) {
  switch (k.kind) {
  case task_kind::hook:
    p["kind"] = "hook";
    p["remaining"] = k.remaining;
    break;
  case task_kind::cannon:
    p["kind"] = "cannon";
    break;
  case task_kind::misfire:
    p["kind"] = "misfire";
    p["for"] = k.seat;
    break;
  case task_kind::sword:
    p["kind"] = "sword";
    break;
  case task_kind::map:
    p["kind"] = "map";
    if (navigator_searching(t))
      p["navigator"] = true; // the pile itself is in the Navigator's `you`
    else
      p["cards"] = cards_json(t.map_revealed);
    break;
  case task_kind::mermaid:
    p["kind"] = "mermaid";
    break;
  case task_kind::plunder_from:
    p["kind"] = "plunderFrom";
    p["cards"] = k.remaining;
    break;
  case task_kind::plunder:
    p["kind"] = "plunder";
    p["from"] = k.seat;
    p["remaining"] = k.remaining;
    break;
  case task_kind::end_turn:
    p["kind"] = "endTurn";
    break;
  }
}

json pending_view(const table &t) {
  // Member by member, not by initializer list (docs/BENCHMARKS.md, finding 12).
  json p = json::object();
  switch (t.ph) {
  case phase::traits:
    p["kind"] = "trait";
    p["seats"] = awaited_seats(t);
    return p;
  case phase::locker:
    p["kind"] = "locker";
    p["seat"] = awaited_seats(t).front();
    return p;
  case phase::finished:
    return nullptr;
  case phase::play:
    break;
  }
  p["seat"] = t.current;
  if (t.tasks.empty()) {
    p["kind"] = "play";
    p["canDraw"] = can_draw(t);
    p["canBank"] = can_bank(t);
    return p;
  }
  add_task_pending(t, t.tasks.back(), p);
  return p;
}

json you_view(const table &t, int seat) {
  json you = json::object();
  you["seat"] = seat;
  if (t.rules.traits) {
    json dealt = json::array();
    for (trait tr : t.dealt[seat])
      dealt.push_back(trait_key(tr));
    you["dealt"] = std::move(dealt);
    you["trait"] = t.chosen[seat] ? json(trait_key(*t.chosen[seat])) : json(nullptr);
  }
  // Only the Navigator looks through the discard pile, in an order that says
  // nothing about the pile's order.
  if (navigator_searching(t) && seat == t.current) {
    std::vector<card> pile = t.discard_pile;
    std::sort(pile.begin(), pile.end(), card_less);
    you["discardPile"] = cards_json(pile);
  }
  return you;
}

void add_turn_members(const table &t, json &v) {
  v["phase"] = phase_name(t.ph);
  v["current"] = t.current;
  json draw_pile = json::object();
  draw_pile["count"] = t.draw_pile.size();
  draw_pile["revealed"] = revealed_on_draw(t);
  v["drawPile"] = std::move(draw_pile);
  v["discardPile"] = discard_view(t);

  json area = json::array();
  for (const placed_card &p : t.play_area) {
    json placed = json::object();
    placed["suit"] = suit_key(p.c.s);
    placed["value"] = p.c.value;
    placed["kept"] = p.kept;
    area.push_back(std::move(placed));
  }
  v["playArea"] = std::move(area);
  v["kraken"] = t.kraken_owed;
  // Public, though it is a player's decision: every viewer would be sent the
  // same, so it is built and diffed once, not once per viewer.
  v["pending"] = pending_view(t);
}

void add_standings_members(const table &t, json &v) {
  v["banks"] = banks_view(t);

  json scores = json::object();
  for (int s = 0; s < t.players(); ++s)
    scores[std::to_string(s)] = bank_score(t, s);
  v["scores"] = std::move(scores);

  json traits = json::object();
  if (t.rules.traits && t.traits_revealed)
    for (int s = 0; s < t.players(); ++s)
      if (t.chosen[s])
        traits[std::to_string(s)] = trait_key(*t.chosen[s]);
  v["traits"] = std::move(traits);
  if (t.ph == phase::traits) {
    json ready = json::array();
    for (int s = 0; s < t.players(); ++s)
      if (t.chosen[s])
        ready.push_back(s);
    v["ready"] = std::move(ready);
  }
  json lockers = json::object();
  for (int s = 0; s < t.players(); ++s)
    if (t.locker_target[s] >= 0)
      lockers[std::to_string(s)] = t.locker_target[s];
  v["lockers"] = std::move(lockers);
  if (t.ph == phase::finished)
    v["result"] = t.result.to_json();
}

} // namespace

bool navigator_searching(const table &t) {
  return t.ph == phase::play && !t.tasks.empty() && t.tasks.back().kind == task_kind::map &&
         t.map_revealed.empty();
}

json build_public_view(const table &t) {
  json v = json::object();
  add_turn_members(t, v);
  add_standings_members(t, v);
  return v;
}

json build_public_section(const table &t, view_section section) {
  json v = json::object();
  if (section == view_section::turn)
    add_turn_members(t, v);
  else
    add_standings_members(t, v);
  return v;
}

json build_private_view(const table &t, int viewer) {
  json v = json::object();
  if (viewer >= 0 && viewer < t.players())
    v["you"] = you_view(t, viewer);
  return v;
}

} // namespace tavern::games::deadmansdraw
