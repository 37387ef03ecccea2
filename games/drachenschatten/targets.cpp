#include "targets.hpp"
#include "json/json_object.hpp"

#include "phrases.hpp"

#include <map>

namespace tavern::games::drachenschatten {

namespace {

std::string pile_at(int pile) {
  return "/game/piles/" + pile_id(pile);
}

// A card in its owner's line (view.cpp: lines, keyed by seat then card id).
std::string card_at(const table &t, int card) {
  const int seat = t.owner_of(card);
  if (seat < 0)
    return {};
  return "/game/lines/" + std::to_string(seat) + "/cards/" + std::to_string(card);
}

json group(std::string key, message m) {
  json g = json_object("key", std::move(key));
  say.label(g, std::move(m));
  return g;
}

} // namespace

std::string target_of(const table &t, const move &m) {
  switch (m.kind) {
  case move_kind::start:
  case move_kind::reveal:
  case move_kind::reveal_with:
  case move_kind::peek:
    return pile_at(m.pile);
  case move_kind::swap:
  case move_kind::steal:
    return card_at(t, m.take);
  case move_kind::destroy:
  case move_kind::restore:
    return card_at(t, m.other);
  case move_kind::look:
  case move_kind::decay:
  case move_kind::lose:
  case move_kind::use:
  case move_kind::fight:
    return card_at(t, m.card);
  case move_kind::stop_look:
  case move_kind::end_turn:
    break;
  }
  return {};
}

json group_of(const move &m) {
  switch (m.kind) {
  // The piles to pick from: always several in a game that goes on.
  case move_kind::start:
    return group("start", {"drachenschatten.action.chooseStart"});
  case move_kind::reveal:
    return group("reveal", {"drachenschatten.action.chooseReveal"});
  case move_kind::peek:
    return group("peek", {"drachenschatten.action.choosePeek"});
  // An item that acts on one of several piles or cards: grouped in the whole
  // list (present_actions), where its uses are counted once.
  case move_kind::reveal_with:
  case move_kind::swap:
  case move_kind::steal:
  case move_kind::destroy:
  case move_kind::restore:
  case move_kind::look:
  case move_kind::stop_look:
  case move_kind::decay:
  case move_kind::lose:
  case move_kind::use:
  case move_kind::fight:
  case move_kind::end_turn:
    break;
  }
  return nullptr;
}

namespace {

// The uses of an item that acts on one of several piles or cards.
bool acts_on_a_choice(std::string_view type) {
  for (move_kind k : {move_kind::reveal_with, move_kind::swap, move_kind::steal, move_kind::destroy,
                      move_kind::restore})
    if (type == type_of(k))
      return true;
  return false;
}

} // namespace

void present_actions(const table &, int, json &actions) {
  // An item's uses in one list, counted once for the list: finding them again
  // for each use was quadratic in a wand's sixteen reveals.
  std::map<int, int> uses;
  for (const auto &a : actions)
    if (a.contains("card") && acts_on_a_choice(a["type"].get_ref<const std::string &>()))
      ++uses[a["card"].get<int>()];
  // Each item's group is worded once and copied to its uses.
  std::map<int, json> groups;
  for (auto &a : actions)
    if (a.contains("card") && acts_on_a_choice(a["type"].get_ref<const std::string &>()))
      if (const int card = a["card"].get<int>(); uses[card] > 1) {
        auto [at, fresh] = groups.try_emplace(card);
        if (fresh)
          at->second =
              group("use:" + std::to_string(card),
                    {"drachenschatten.action.useItem", json_object("item", card_param(card))});
        a["group"] = at->second;
      }
}

} // namespace tavern::games::drachenschatten
