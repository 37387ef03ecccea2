#include "targets.hpp"
#include "json/json_object.hpp"

#include "board.hpp"
#include "phrases.hpp"

#include <algorithm>
#include <map>

namespace tavern::games::midevil {

namespace {

// A square of the map, in its tile's `squares` (VIEW.md: row-major, after rotation).
std::string square_at(const table &t, const json &key) {
  if (!key.is_string())
    return {};
  const pos sq = parse_pos(key.get<std::string>());
  const pos tile = tile_of(sq);
  if (!t.tiles.count(tile))
    return {};
  const pos corner = square_of(tile, 0, 0);
  const int index = (sq.y - corner.y) * 3 + (sq.x - corner.x);
  return "/game/tiles/" + pos_key(tile) + "/squares/" + std::to_string(index);
}

std::string tile_at(const table &t, const json &key) {
  if (!key.is_string())
    return {};
  const pos tile = parse_pos(key.get<std::string>());
  return t.tiles.count(tile) ? "/game/tiles/" + pos_key(tile) : std::string();
}

std::string player_at(const table &t, const json &seat) {
  if (!seat.is_number_integer() || seat.get<int>() < 0 || seat.get<int>() >= t.players())
    return {};
  return "/game/players/" + std::to_string(seat.get<int>());
}

// A card by id in `cards`, shown at `where` in the view.
std::string card_in(const std::vector<int> &cards, const json &id, const std::string &where) {
  if (!id.is_number_integer())
    return {};
  const auto at = std::find(cards.begin(), cards.end(), id.get<int>());
  return at == cards.end() ? std::string() : where + "/" + std::to_string(at - cards.begin());
}

std::string play_target(const table &t, int seat, const json &a) {
  if (a.contains("square"))
    return square_at(t, a["square"]);
  if (a.contains("steal") && a.contains("seat")) {
    const int other = a["seat"].get<int>();
    return card_in(t.seats[other].in_play, a["steal"],
                   "/game/players/" + std::to_string(other) + "/inPlay");
  }
  if (a.contains("seat"))
    return player_at(t, a["seat"]);
  if (a.contains("from"))
    return {}; // two players at once: from the list
  return card_in(t.seats[seat].hand, a["card"], "/game/hand");
}

std::string target_of(const table &t, int seat, const json &a) {
  const std::string type = a.value("type", "");
  if (type == "move" || type == "skeleton" || type == "life")
    return square_at(t, a["square"]);
  if (type == "attack")
    return a.contains("square") ? square_at(t, a["square"]) : tile_at(t, a["tile"]);
  if (type == "skeletonMove")
    return square_at(t, a["to"]);
  if (type == "discard")
    return card_in(t.seats[seat].hand, a["card"], "/game/hand");
  if (type == "take" && t.reveal_of >= 0)
    return card_in(t.seats[t.reveal_of].hand, a["card"], "/game/revealed/hand");
  if (type == "yoink" || type == "target")
    return player_at(t, a["seat"]);
  if (type == "play")
    return play_target(t, seat, a);
  return {};
}

json group(std::string key, message m) {
  json g = json_object("key", std::move(key));
  say.label(g, std::move(m));
  return g;
}

// The first step an action shares with others, as a key, and its words.
std::string group_key(const json &a) {
  const std::string type = a.value("type", "");
  if (type == "play")
    return "play:" + std::to_string(a["card"].get<int>());
  if (type == "skeletonMove")
    return "skeletonMove:" + a["from"].get<std::string>();
  return {};
}

json group_of(const table &t, const json &a) {
  const std::string type = a["type"];
  if (type == "play")
    return group(
        "play:" + std::to_string(a["card"].get<int>()),
        {"midevil.action.playCard", json_object("card", card_param(a["card"].get<int>()))});
  const pos from = parse_pos(a["from"].get<std::string>());
  const auto sk = t.skeletons.find(from);
  return group("skeletonMove:" + pos_key(from),
               {"midevil.action.skeletonFrom",
                json_object("colour", colour_param(sk == t.skeletons.end() ? 0 : sk->second),
                            "from", square_param(t, from))});
}

} // namespace

void present_actions(const table &t, int seat, json &actions) {
  std::map<std::string, int> shared;
  for (const auto &a : actions)
    if (std::string key = group_key(a); !key.empty())
      ++shared[key];
  for (auto &a : actions) {
    if (std::string target = target_of(t, seat, a); !target.empty())
      a["target"] = std::move(target);
    if (const auto it = shared.find(group_key(a)); it != shared.end() && it->second > 1)
      a["group"] = group_of(t, a);
  }
}

} // namespace tavern::games::midevil
