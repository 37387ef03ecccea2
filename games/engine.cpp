#include "engine.hpp"
#include "games/kit/json_hash.hpp"
#include "options.hpp"
#include "json/json_object.hpp"

#include <algorithm>

namespace tavern::games {

json game_result::to_json() const {
  json score_map = json::object();
  for (std::size_t seat = 0; seat < scores.size(); ++seat)
    score_map[std::to_string(seat)] = scores[seat];
  json out = json_object("winners", winners, "scores", score_map, "reason", reason);
  if (!msg.is_null())
    out["msg"] = msg;
  return out;
}

std::uint64_t game_state::view_fingerprint(int viewer) const {
  return kit::hash_json(view(viewer));
}

json join_views(json public_part, json private_part) {
  for (auto it = private_part.begin(); it != private_part.end(); ++it)
    public_part[it.key()] = std::move(*it);
  return public_part;
}

json game::describe() const {
  json opts = json::array();
  for (const auto &d : options())
    opts.push_back(describe_option(d));
  return json_object("id", id(), "name", name(), "minPlayers", min_players(), "maxPlayers",
                     max_players(), "options", opts);
}

} // namespace tavern::games
