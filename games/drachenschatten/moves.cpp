#include "moves.hpp"

#include "games/kit/action_types.hpp"
#include "json/json_object.hpp"

#include "phrases.hpp"
#include "rules.hpp"
#include "targets.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <tuple>

namespace tavern::games::drachenschatten {

namespace {

constexpr std::array<kit::action_type_row<move_kind>, 15> kind_table{{
    {move_kind::start, "start"},
    {move_kind::reveal, "reveal"},
    {move_kind::reveal_with, "reveal"},
    {move_kind::look, "look"},
    {move_kind::peek, "peek"},
    {move_kind::stop_look, "stopLook"},
    {move_kind::swap, "swap"},
    {move_kind::steal, "steal"},
    {move_kind::destroy, "destroy"},
    {move_kind::decay, "decay"},
    {move_kind::lose, "lose"},
    {move_kind::restore, "restore"},
    {move_kind::use, "use"},
    {move_kind::fight, "fight"},
    {move_kind::end_turn, "endTurn"},
}};

message message_for(const table &t, const move &m) {
  const auto item = [&] { return card_param(m.card); };
  switch (m.kind) {
  case move_kind::start:
    return {"drachenschatten.action.start", json_object("pile", pile_param(m.pile))};
  case move_kind::reveal:
    return {"drachenschatten.action.reveal", json_object("pile", pile_param(m.pile))};
  case move_kind::reveal_with:
    return {"drachenschatten.action.revealWith",
            json_object("item", item(), "pile", pile_param(m.pile))};
  case move_kind::look:
    return {"drachenschatten.action.look", json_object("item", item())};
  case move_kind::peek:
    if (t.look_depth[m.pile] == 0)
      return {"drachenschatten.action.peekTop", json_object("pile", pile_param(m.pile))};
    return {
        "drachenschatten.action.peekDeep",
        json_object("depth", number_param(t.look_depth[m.pile] + 1), "pile", pile_param(m.pile))};
  case move_kind::stop_look:
    return {"drachenschatten.action.stopLook", json_object("count", number_param(t.look_left))};
  case move_kind::swap:
    return {"drachenschatten.action.swap",
            json_object("item", item(), "give", card_param(m.other), "other",
                        seat_param(t.owner_of(m.take)), "take", card_param(m.take))};
  case move_kind::steal:
    return {"drachenschatten.action.steal",
            json_object("item", item(), "other", seat_param(t.owner_of(m.take)), "take",
                        card_param(m.take))};
  case move_kind::destroy:
    return {"drachenschatten.action.destroy",
            json_object("item", item(), "other", seat_param(t.owner_of(m.other)), "target",
                        card_param(m.other))};
  case move_kind::decay:
    return {"drachenschatten.action.decay", json_object("item", item())};
  case move_kind::lose:
    return {"drachenschatten.action.lose", json_object("card", item())};
  case move_kind::restore:
    return {"drachenschatten.action.restore",
            json_object("item", item(), "target", card_param(m.other))};
  case move_kind::use:
    return {"drachenschatten.action.use", json_object("item", item())};
  case move_kind::fight:
    return {"drachenschatten.action.fight",
            json_object("creature", card_param(t.creature), "item", item())};
  case move_kind::end_turn:
    return {"drachenschatten.action.endTurn"};
  }
  return {};
}

// Cards that play alike (same item, symbol and state) give the same choices;
// only the first of each such group is offered.
template <class Pred> std::vector<int> distinct_cards(const table &t, int seat, Pred keep) {
  std::set<std::tuple<int, int, bool>> seen;
  std::vector<int> out;
  for (const line_card &c : t.lines[seat]) {
    const card_info &i = info(c.id);
    if (i.k != kind::item || !keep(c))
      continue;
    if (seen.insert({static_cast<int>(i.it), static_cast<int>(i.sym), c.tapped}).second)
      out.push_back(c.id);
  }
  return out;
}

std::vector<int> ready_items(const table &t, int seat) {
  return distinct_cards(t, seat, [](const line_card &c) { return !c.tapped; });
}
std::vector<int> tapped_items(const table &t, int seat) {
  return distinct_cards(t, seat, [](const line_card &c) { return c.tapped; });
}
std::vector<int> opponents_tapped(const table &t, int seat) {
  std::vector<int> out;
  for (int s = 0; s < t.players(); ++s)
    if (s != seat)
      for (int c : tapped_items(t, s))
        out.push_back(c);
  return out;
}

// The uses of one ready item in the play phase. An item whose action can do
// nothing now may still be used: it is only tapped (see RULES.md).
void add_item_uses(const table &t, int seat, int card, std::vector<move> &out) {
  const std::size_t before = out.size();
  const symbol sym = info(card).sym;
  const auto theirs = opponents_tapped(t, seat);
  switch (sym) {
  case symbol::look1:
  case symbol::look2:
  case symbol::look3:
    if (!t.all_piles_empty())
      out.push_back({move_kind::look, -1, card});
    break;
  case symbol::reveal:
    for (int p = 0; p < pile_count; ++p)
      if (!t.piles[p].empty())
        out.push_back({move_kind::reveal_with, p, card});
    break;
  case symbol::swap: {
    // The swap card itself, tapped by its use, may be the one given.
    std::vector<int> give = {card};
    for (int c : tapped_items(t, seat))
      if (!(info(c).it == info(card).it && info(c).sym == info(card).sym))
        give.push_back(c);
    for (int g : give)
      for (int take : theirs)
        out.push_back({move_kind::swap, -1, card, g, take});
    break;
  }
  case symbol::steal:
    for (int take : theirs)
      out.push_back({move_kind::steal, -1, card, -1, take});
    break;
  case symbol::destroy:
    for (int target : theirs)
      out.push_back({move_kind::destroy, -1, card, target});
    break;
  case symbol::decay:
    if (!theirs.empty())
      out.push_back({move_kind::decay, -1, card});
    break;
  case symbol::restore:
    for (const line_card &c : t.lines[seat])
      if (c.tapped && c.id != card && info(c.id).k == kind::item) {
        // One target per kind of card is enough: identical tapped items restore alike.
        bool dup = false;
        for (const move &m : out)
          if (m.kind == move_kind::restore && m.card == card && info(m.other).it == info(c.id).it &&
              info(m.other).sym == info(c.id).sym)
            dup = true;
        if (!dup)
          out.push_back({move_kind::restore, -1, card, c.id});
      }
    break;
  case symbol::protect_dragon: // protects only in a battle
  case symbol::protect_hydra:
  case symbol::none:
    break;
  }
  if (out.size() == before)
    out.push_back({move_kind::use, -1, card});
}

} // namespace

std::string_view type_of(move_kind k) {
  return kit::type_of(kind_table, k);
}

std::string pending_text(const table &t) {
  switch (t.ph) {
  case phase::setup:
    return "each player takes a starting card from the village";
  case phase::play:
    if (t.revealed)
      return "you may use ready items or end your turn";
    return t.all_piles_empty()
               ? "no card is left to reveal: you may use ready items or end your turn"
               : "you must reveal a card (and may use ready items)";
  case phase::look:
    return "your torch may look at " + std::to_string(t.look_left) + " more card(s)";
  case phase::battle:
    return "you must fight the " + card_name(t.creature) + " with a ready protecting item";
  case phase::decay:
    return "the opponents are choosing which used item decays";
  case phase::finished:
    return "the game is over";
  }
  return "";
}

std::string not_awaited_text(const table &t, int /*seat*/) {
  return t.ph == phase::finished ? "the game is over"
                                 : "it is not your decision now: " + pending_text(t);
}

json action_fields(const table &, const move &m) {
  const auto type = type_of(m.kind);
  switch (m.kind) {
  case move_kind::start:
  case move_kind::reveal:
  case move_kind::peek:
    return json_object("pile", pile_id(m.pile), "type", type);
  case move_kind::stop_look:
  case move_kind::end_turn:
    return json_object("type", type);
  case move_kind::reveal_with:
    return json_object("card", m.card, "pile", pile_id(m.pile), "type", type);
  case move_kind::look:
  case move_kind::use:
  case move_kind::decay:
  case move_kind::lose:
  case move_kind::fight:
    return json_object("card", m.card, "type", type);
  case move_kind::swap:
    return json_object("card", m.card, "give", m.other, "take", m.take, "type", type);
  case move_kind::steal:
    return json_object("card", m.card, "take", m.take, "type", type);
  case move_kind::destroy:
  case move_kind::restore:
    // "item", not "target": a `target` is where a client draws the choice
    // (protocol.md, "Choices on the table"), which the server ignores.
    return json_object("card", m.card, "item", m.other, "type", type);
  }
  return json_object("type", type);
}

json action_json(const table &t, const move &m) {
  json a = action_fields(t, m);
  say.label(a, message_for(t, m));
  if (std::string target = target_of(t, m); !target.empty())
    a["target"] = std::move(target);
  if (json group = group_of(m); !group.is_null())
    a["group"] = std::move(group);
  return a;
}

std::vector<int> awaited_seats(const table &t) {
  switch (t.ph) {
  case phase::setup:
  case phase::play:
  case phase::look:
  case phase::battle:
    return {t.current};
  case phase::decay: {
    std::vector<int> out;
    for (int s = 0; s < t.players(); ++s)
      if (t.decay_choice[s] == -2)
        out.push_back(s);
    return out;
  }
  case phase::finished:
    break;
  }
  return {};
}

std::vector<move> legal_moves(const table &t, int seat) {
  std::vector<move> out;
  const auto awaited = awaited_seats(t);
  if (std::find(awaited.begin(), awaited.end(), seat) == awaited.end())
    return out;
  switch (t.ph) {
  case phase::setup:
    for (int p = 0; p < piles_per_row; ++p)
      if (!t.piles[p].empty())
        out.push_back({move_kind::start, p});
    break;
  case phase::play:
    if (!t.revealed)
      for (int p = 0; p < pile_count; ++p)
        if (!t.piles[p].empty())
          out.push_back({move_kind::reveal, p});
    for (int card : ready_items(t, seat))
      add_item_uses(t, seat, card, out);
    // A turn whose mandatory reveal found no card left ends without it.
    if (t.revealed || t.all_piles_empty())
      out.push_back({move_kind::end_turn});
    break;
  case phase::look:
    for (int p = 0; p < pile_count; ++p)
      if (static_cast<int>(t.piles[p].size()) > t.look_depth[p])
        out.push_back({move_kind::peek, p});
    out.push_back({move_kind::stop_look});
    break;
  case phase::battle:
    for (int card : protectors(t, seat, t.creature)) {
      const bool dup = std::any_of(out.begin(), out.end(), [&](const move &m) {
        return info(m.card).it == info(card).it && info(m.card).sym == info(card).sym;
      });
      if (!dup)
        out.push_back({move_kind::fight, -1, card});
    }
    break;
  case phase::decay:
    for (int card : tapped_items(t, seat))
      out.push_back({move_kind::lose, -1, card});
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
  return m.kind == move_kind::end_turn ? 0 : 1;
}

void do_apply(table &t, int seat, const move &m) {
  switch (m.kind) {
  case move_kind::start:
    take_start_card(t, seat, m.pile);
    break;
  case move_kind::reveal:
    reveal(t, m.pile, -1);
    break;
  case move_kind::reveal_with:
    reveal(t, m.pile, m.card);
    break;
  case move_kind::look:
    start_look(t, m.card);
    break;
  case move_kind::peek:
    peek(t, m.pile);
    break;
  case move_kind::stop_look:
    stop_look(t);
    break;
  case move_kind::use:
    use_without_effect(t, m.card);
    break;
  case move_kind::swap:
    swap_items(t, m.card, m.other, m.take);
    break;
  case move_kind::steal:
    steal_item(t, m.card, m.take);
    break;
  case move_kind::destroy:
    destroy_item(t, m.card, m.other);
    break;
  case move_kind::decay:
    start_decay(t, m.card);
    break;
  case move_kind::lose:
    choose_decay(t, seat, m.card);
    break;
  case move_kind::restore:
    restore_item(t, m.card, m.other);
    break;
  case move_kind::fight:
    fight(t, m.card);
    break;
  case move_kind::end_turn:
    end_turn(t);
    break;
  }
  check_goals(t);
}

} // namespace tavern::games::drachenschatten
