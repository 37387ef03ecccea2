#include "moves.hpp"
#include "json/json_object.hpp"

#include "games/kit/action_types.hpp"

#include "abilities.hpp"
#include "phrases.hpp"
#include "setup.hpp"
#include "targets.hpp"
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

json top_card(const table &t, int seat, suit s) {
  return card_param({s, t.banks[seat].of(s).back()});
}

message message_for(const table &t, const move &m) {
  const int me = t.current;
  switch (m.kind) {
  case move_kind::trait:
    return {"deadmansdraw.action.chooseTrait",
            json_object("trait", trait_param(m.tr), "effect", trait_effect_param(m.tr))};
  case move_kind::locker:
    return {"deadmansdraw.action.haunt", json_object("target", seat_param(m.seat))};
  case move_kind::draw: {
    const bool owed = t.kraken_owed > 0;
    json params = json::object();
    if (owed)
      params["count"] = number_param(t.kraken_owed);
    if (t.revealed_on_draw == 0)
      return {owed ? "deadmansdraw.action.drawOwed" : "deadmansdraw.action.draw", params};
    params["card"] = card_param(t.draw_pile.back());
    return {owed ? "deadmansdraw.action.drawRevealedOwed" : "deadmansdraw.action.drawRevealed",
            params};
  }
  case move_kind::bank: {
    const int n = static_cast<int>(t.play_area.size());
    if (n == 0)
      return {"deadmansdraw.action.endTurn"};
    const bool bonus = t.in_play_area(suit::key) && t.in_play_area(suit::chest);
    return {bonus ? "deadmansdraw.action.bankBonus" : "deadmansdraw.action.bank",
            json_object("count", number_param(n))};
  }
  case move_kind::hook:
    return {"deadmansdraw.action.hook", json_object("card", top_card(t, me, m.s))};
  case move_kind::cannon:
    if (t.has_trait(me, trait::master_gunner))
      return {"deadmansdraw.action.fireStack",
              json_object("victim", seat_param(m.seat), "suit", suit_param(m.s), "count",
                          number_param(t.banks[m.seat].of(m.s).size()))};
    return {"deadmansdraw.action.fire",
            json_object("card", top_card(t, m.seat, m.s), "victim", seat_param(m.seat))};
  case move_kind::misfire:
    if (t.rules.ed == edition::classic)
      return {"deadmansdraw.action.misfireGive",
              json_object("card", top_card(t, me, m.s), "owner", seat_param(t.tasks.back().seat))};
    return {"deadmansdraw.action.misfireDiscard", json_object("card", top_card(t, me, m.s))};
  case move_kind::sword:
    return {"deadmansdraw.action.steal",
            json_object("card", top_card(t, m.seat, m.s), "victim", seat_param(m.seat))};
  case move_kind::map:
    return {"deadmansdraw.action.mapTake", json_object("card", card_param({m.s, m.value}))};
  case move_kind::mermaid:
    return {"deadmansdraw.action.mermaidCall",
            json_object("card", card_param(t.play_area[*t.play_area_index(m.s)].c))};
  case move_kind::plunder_from:
    return {"deadmansdraw.action.plunderBank", json_object("victim", seat_param(m.seat))};
  case move_kind::plunder:
    return {"deadmansdraw.action.plunderTake",
            json_object("card", top_card(t, m.seat, m.s), "victim", seat_param(m.seat))};
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

json action_fields(const table &, const move &m) {
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
  return a;
}

json action_json(const table &t, const move &m) {
  json a = action_fields(t, m);
  say.label(a, message_for(t, m));
  if (std::string target = target_of(t, m); !target.empty())
    a["target"] = std::move(target);
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
        out.push_back({move_kind::trait, seat, suit::anchor, 0, tr}); // seat: the chooser
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
