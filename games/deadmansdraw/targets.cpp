#include "targets.hpp"

#include "view.hpp"

#include <algorithm>

namespace tavern::games::deadmansdraw {

namespace {

std::string bank_of(int seat) {
  return "/game/banks/" + std::to_string(seat);
}

std::string stack_of(int seat, suit s) {
  return bank_of(seat) + "/" + std::string(suit_key(s));
}

// The chooser's own dealt traits, in his `you`.
std::string dealt_trait(const table &t, int chooser, trait tr) {
  const auto &dealt = t.dealt[chooser];
  const auto at = std::find(dealt.begin(), dealt.end(), tr);
  return at == dealt.end() ? std::string()
                           : "/game/you/dealt/" + std::to_string(at - dealt.begin());
}

// The cards a Map shows: the drawn ones in the pending decision, or the
// Navigator's sorted discard pile in his `you` (view.cpp).
std::string map_card(const table &t, card c) {
  if (navigator_searching(t)) {
    std::vector<card> pile = t.discard_pile;
    std::sort(pile.begin(), pile.end(), card_less);
    const auto at = std::find(pile.begin(), pile.end(), c);
    return at == pile.end() ? std::string()
                            : "/game/you/discardPile/" + std::to_string(at - pile.begin());
  }
  const auto at = std::find(t.map_revealed.begin(), t.map_revealed.end(), c);
  return at == t.map_revealed.end()
             ? std::string()
             : "/game/pending/cards/" + std::to_string(at - t.map_revealed.begin());
}

} // namespace

std::string target_of(const table &t, const move &m) {
  switch (m.kind) {
  case move_kind::trait:
    return dealt_trait(t, m.seat, m.tr);
  case move_kind::locker:
  case move_kind::plunder_from:
    return bank_of(m.seat);
  case move_kind::draw:
    return "/game/drawPile";
  case move_kind::bank:
    return bank_of(t.current);
  case move_kind::hook:
  case move_kind::misfire:
    return stack_of(t.current, m.s);
  case move_kind::cannon:
  case move_kind::sword:
  case move_kind::plunder:
    return stack_of(m.seat, m.s);
  case move_kind::map:
    return map_card(t, {m.s, m.value});
  case move_kind::mermaid:
    if (const auto index = t.play_area_index(m.s))
      return "/game/playArea/" + std::to_string(*index);
    return {};
  }
  return {};
}

} // namespace tavern::games::deadmansdraw
