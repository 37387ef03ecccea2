#include "moves.hpp"

#include "games/kit/action_types.hpp"

#include "abilities.hpp"
#include "setup.hpp"
#include "turn.hpp"

#include <algorithm>
#include <array>

namespace tavern::games::deadmansdraw {

namespace {

constexpr std::array<kit::action_type_row<move_kind>, 12> kind_table{{
    {move_kind::trait, "trait"},
    {move_kind::locker, "locker"},
    {move_kind::draw, "draw"},
    {move_kind::bank, "bank"},
    {move_kind::hook, "hook"},
    {move_kind::cannon, "cannon"},
    {move_kind::misfire, "misfire"},
    {move_kind::sword, "sword"},
    {move_kind::map, "map"},
    {move_kind::mermaid, "mermaid"},
    {move_kind::plunder_from, "plunderFrom"},
    {move_kind::plunder, "plunder"},
}};

std::string seat_label(int seat) {
  return "{" + std::to_string(seat) + "}";
}

std::string top_card_name(const table &t, int seat, suit s) {
  return card_name({s, t.banks[seat].of(s).back()});
}

std::string label_for(const table &t, const move &m) {
  const int me = t.current;
  switch (m.kind) {
  case move_kind::trait:
    return "Choose " + std::string(trait_name(m.tr)) + ": " + std::string(trait_effect(m.tr));
  case move_kind::locker:
    return "Haunt " + seat_label(m.seat) + " with Davy Jones' Locker";
  case move_kind::draw: {
    std::string text = t.revealed_on_draw > 0 ? "Draw the revealed " + card_name(t.draw_pile.back())
                                              : std::string("Draw a card");
    if (t.kraken_owed > 0)
      text += " (the Kraken demands " + std::to_string(t.kraken_owed) + " more)";
    return text;
  }
  case move_kind::bank: {
    const int n = static_cast<int>(t.play_area.size());
    if (n == 0)
      return "End your turn";
    std::string text = "Bank " + std::to_string(n) + (n == 1 ? " card" : " cards");
    if (t.in_play_area(suit::key) && t.in_play_area(suit::chest))
      text += " with the Key & Chest bonus";
    return text;
  }
  case move_kind::hook:
    return "Hook your " + top_card_name(t, me, m.s);
  case move_kind::cannon:
    if (t.has_trait(me, trait::master_gunner))
      return "Fire at " + seat_label(m.seat) + "'s " + std::string(suit_name(m.s)) + " stack (" +
             std::to_string(t.banks[m.seat].of(m.s).size()) + " cards)";
    return "Fire at " + top_card_name(t, m.seat, m.s) + " in " + seat_label(m.seat) + "'s bank";
  case move_kind::misfire:
    if (t.rules.ed == edition::classic)
      return "Give your " + top_card_name(t, me, m.s) + " to " + seat_label(t.tasks.back().seat) +
             " (Misfire)";
    return "Discard your " + top_card_name(t, me, m.s) + " (Misfire)";
  case move_kind::sword:
    return "Steal " + top_card_name(t, m.seat, m.s) + " from " + seat_label(m.seat);
  case move_kind::map:
    return "Take " + card_name({m.s, m.value}) + " from the discard pile";
  case move_kind::mermaid:
    return "Call " + card_name(t.play_area[*t.play_area_index(m.s)].c) + " again with the Mermaid";
  case move_kind::plunder_from:
    return "Plunder " + seat_label(m.seat) + "'s bank";
  case move_kind::plunder:
    return "Take " + top_card_name(t, m.seat, m.s) + " from " + seat_label(m.seat);
  }
  return {};
}

} // namespace

std::string pending_text(const table &t) {
  if (t.ph == phase::traits)
    return "every player must choose a trait";
  if (t.ph == phase::locker)
    return "Davy Jones' Locker must choose an opponent";
  if (t.ph == phase::finished)
    return "the game is over";
  if (t.tasks.empty())
    return "you may draw or bank";
  switch (t.tasks.back().kind) {
  case task_kind::hook:
    return "your Hook must take the top card of one of your stacks";
  case task_kind::cannon:
    return "your Cannon must fire at an opponent's stack";
  case task_kind::misfire:
    return "Misfire: you must give up the top card of one of your stacks";
  case task_kind::sword:
    return "your Sword must steal from an opponent's stack";
  case task_kind::map:
    return "your Map must take one card";
  case task_kind::mermaid:
    return "your Mermaid must choose a card in the play area";
  case task_kind::plunder_from:
    return "Plunderer: you must choose an opponent's bank";
  case task_kind::plunder:
    return "Plunderer: you must choose a stack to take from";
  case task_kind::end_turn:
    break;
  }
  return "the turn is ending";
}

std::string not_awaited_text(const table &t, int seat) {
  switch (t.ph) {
  case phase::traits:
    return "you have already chosen your trait; waiting for the others";
  case phase::locker:
    return "waiting for seat " + std::to_string(locker_chooser(t).value_or(-1)) +
           " to choose Davy Jones' Locker's opponent";
  case phase::play:
    return "it is seat " + std::to_string(t.current) + "'s turn, not seat " + std::to_string(seat) +
           "'s";
  case phase::finished:
    return "the game is over";
  }
  return "you cannot act now";
}

std::string_view move_type(move_kind k) {
  return kit::type_of(kind_table, k);
}

json action_json(const table &t, const move &m) {
  // Member by member, not by initializer list (docs/BENCHMARKS.md, finding 12).
  json a = json::object();
  a["type"] = move_type(m.kind);
  switch (m.kind) {
  case move_kind::trait:
    a["trait"] = trait_key(m.tr);
    break;
  case move_kind::locker:
  case move_kind::plunder_from:
    a["seat"] = m.seat;
    break;
  case move_kind::draw:
  case move_kind::bank:
    break;
  case move_kind::hook:
  case move_kind::misfire:
  case move_kind::mermaid:
    a["suit"] = suit_key(m.s);
    break;
  case move_kind::cannon:
  case move_kind::sword:
  case move_kind::plunder:
    a["seat"] = m.seat;
    a["suit"] = suit_key(m.s);
    break;
  case move_kind::map:
    a["suit"] = suit_key(m.s);
    a["value"] = m.value;
    break;
  }
  a["label"] = label_for(t, m);
  return a;
}

std::vector<int> awaited_seats(const table &t) {
  std::vector<int> out;
  switch (t.ph) {
  case phase::traits:
    for (int s = 0; s < t.players(); ++s)
      if (!t.chosen[s])
        out.push_back(s);
    break;
  case phase::locker:
    if (const auto owner = locker_chooser(t))
      out.push_back(*owner);
    break;
  case phase::play:
    out.push_back(t.current);
    break;
  case phase::finished:
    break;
  }
  return out;
}

std::vector<move> legal_moves(const table &t, int seat) {
  std::vector<move> out;
  const auto awaited = awaited_seats(t);
  if (std::find(awaited.begin(), awaited.end(), seat) == awaited.end())
    return out;
  switch (t.ph) {
  case phase::traits:
    for (trait tr : t.dealt[seat])
      if (std::none_of(out.begin(), out.end(), [&](const move &m) { return m.tr == tr; }))
        out.push_back({move_kind::trait, -1, suit::anchor, 0, tr});
    break;
  case phase::locker:
    for (int o : t.opponents_of(seat))
      out.push_back({move_kind::locker, o, suit::anchor, 0, {}});
    break;
  case phase::play:
    if (!t.tasks.empty())
      return task_moves(t, t.tasks.back());
    if (can_draw(t))
      out.push_back({move_kind::draw});
    if (can_bank(t))
      out.push_back({move_kind::bank});
    break;
  case phase::finished:
    break;
  }
  return out;
}

bool is_action_type(std::string_view type) {
  return kit::has_type(kind_table, type);
}

int default_rank(const table &, const move &m) {
  return m.kind == move_kind::bank ? 0 : 1;
}

void do_apply(table &t, int seat, const move &m) {
  switch (m.kind) {
  case move_kind::trait:
    choose_trait(t, seat, m.tr);
    return;
  case move_kind::locker:
    choose_locker(t, seat, m.seat);
    return;
  case move_kind::draw:
    draw_card(t);
    break;
  case move_kind::bank:
    bank_play_area(t);
    break;
  default:
    execute_decision(t, m);
    break;
  }
  run_tasks(t);
}

} // namespace tavern::games::deadmansdraw
