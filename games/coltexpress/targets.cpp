#include "targets.hpp"

#include "card_data.hpp"
#include "train.hpp"

#include <algorithm>

namespace tavern::games::coltexpress {

namespace {

std::string bandit_place(int b) {
  return "/game/bandits/" + std::to_string(b);
}

// A floor of the train (view.cpp: cars[c].inside or .roof), or one kind of
// loot lying there.
std::string floor_place(int car, bool roof) {
  return "/game/cars/" + std::to_string(car) + (roof ? "/roof" : "/inside");
}

// The card in the mover's own hand, as `own.hand` lists it (in the order drawn).
std::string hand_card(const table &t, int seat, int id) {
  const auto &hand = t.seats[static_cast<std::size_t>(seat)].hand;
  const auto at = std::find(hand.begin(), hand.end(), id);
  return at == hand.end() ? std::string() : "/game/own/hand/" + std::to_string(at - hand.begin());
}

std::string character_place(const std::string &key) {
  for (std::size_t i = 0; i < character_table.size(); ++i)
    if (character_table[i].key == key)
      return "/game/characters/" + std::to_string(i);
  return {};
}

// The loot the bandit `b` stands on, of the action's kind.
std::string loot_under(const table &t, int b, const json &action) {
  const bandit &x = bandit_at(t, b);
  return floor_place(x.car, x.roof) + "/" + action.value("kind", std::string("purse"));
}

} // namespace

std::string target_of(const table &t, int seat, const json &action) {
  const std::string type = action.value("type", std::string());
  if (type == "character")
    return character_place(action["character"].get<std::string>());
  if (type == "play" || type == "discard")
    return hand_card(t, seat, action["card"].get<int>());
  if (type == "draw")
    return "/game/players/" + std::to_string(seat) + "/deckCount";
  if (type == "move")
    return floor_place(action["car"].get<int>(), bandit_at(t, t.res.bandit).roof);
  if (type == "marshal")
    return floor_place(action["car"].get<int>(), false);
  if (type == "fire" || type == "punch")
    return bandit_place(action["bandit"].get<int>());
  if (type == "punchLoot")
    return bandit_place(t.res.target) + "/loot/" + action["kind"].get<std::string>();
  if (type == "push")
    return floor_place(action["car"].get<int>(), bandit_at(t, t.res.target).roof);
  if (type == "rob")
    return loot_under(t, t.res.bandit, action);
  // Cheyenne's purse lies where the punch knocked it, under her.
  if (type == "cheyenne" && action.value("take", false))
    return loot_under(t, t.res.bandit, action);
  if (type == "pickpocket" && action.value("take", false))
    return loot_under(t, t.station_queue.front(), action);
  return {};
}

} // namespace tavern::games::coltexpress
