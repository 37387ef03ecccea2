#include "replay_api.hpp"

#include "games/match.hpp"

namespace tavern::server {

using json = tavern::json;

namespace {

api_response error_response(int status, std::string_view code, std::string message) {
  return {status, json{{"code", code}, {"message", std::move(message)}}.dump()};
}

std::string query_value(std::string_view query, std::string_view key) {
  while (!query.empty()) {
    const auto amp = query.find('&');
    const auto pair = query.substr(0, amp);
    const auto eq = pair.find('=');
    if (pair.substr(0, eq) == key && eq != std::string_view::npos)
      return std::string(pair.substr(eq + 1));
    if (amp == std::string_view::npos)
      break;
    query.remove_prefix(amp + 1);
  }
  return {};
}

bool plain_id(std::string_view id) {
  if (id.empty() || id.size() > 32)
    return false;
  for (char c : id)
    if (!std::isalnum(static_cast<unsigned char>(c)))
      return false;
  return true;
}

} // namespace

std::variant<json, std::string> replay_views(const json &replay, const games::registry &games,
                                             int viewer) {
  const games::game *rules = games.find(replay.at("game").get<std::string>());
  if (!rules)
    return "its game '" + replay.at("game").get<std::string>() + "' is not in this build";
  const int players = static_cast<int>(replay.at("players").size());
  if (viewer != games::spectator && (viewer < 0 || viewer >= players))
    return "viewer must be 'spectator' or a seat from 0 to " + std::to_string(players - 1);
  auto started = games::match::start(*rules, replay.at("options"), players,
                                     std::stoull(replay.at("seed").get<std::string>()));
  if (auto *err = std::get_if<games::game_error>(&started))
    return "it no longer starts: " + err->message;
  auto &m = std::get<games::match>(started);
  json steps = json::array();
  json log = json::array();
  std::size_t log_read = 0;
  auto snapshot = [&] {
    const auto &entries = m.state().log();
    for (; log_read < entries.size(); ++log_read)
      if (entries[log_read].visible_to(viewer))
        log.push_back(entries[log_read].entry);
    json step = {{"game", m.state().view(viewer)}, {"log", log}};
    if (m.state().finished())
      step["result"] = m.state().result().to_json();
    steps.push_back(std::move(step));
  };
  snapshot();
  std::size_t n = 0;
  for (const auto &a : replay.at("actions")) {
    ++n;
    if (auto err = m.replay(a.at("seat").get<int>(), a.at("action")))
      return "it no longer replays: action " + std::to_string(n) + " is refused: " + err->message;
    snapshot();
  }
  return steps;
}

std::optional<api_response> answer_api_request(std::string_view path, std::string_view query,
                                               game_store *store, const games::registry &games) {
  if (path.rfind("/api/", 0) != 0)
    return std::nullopt;
  if (!store)
    return error_response(404, "no_storage",
                          "this server keeps no replays (it runs with --in-memory)");
  try {
    constexpr std::string_view replays = "/api/replays/";
    constexpr std::string_view rooms = "/api/rooms/";
    if (path.rfind(replays, 0) == 0) {
      std::string_view rest = path.substr(replays.size());
      const auto slash = rest.find('/');
      const auto id = rest.substr(0, slash);
      const auto tail = slash == std::string_view::npos ? std::string_view() : rest.substr(slash);
      if (!plain_id(id) || (!tail.empty() && tail != "/views"))
        return error_response(404, "not_found", "no such API path");
      auto game = store->finished_game(std::string(id));
      if (!game)
        return error_response(404, "unknown_replay",
                              "no finished game has the id '" + std::string(id) + "'");
      if (tail.empty())
        return api_response{200, game->dump()};
      const std::string who = query_value(query, "viewer");
      int viewer = games::spectator;
      if (!who.empty() && who != "spectator") {
        if (who.size() > 2 || !std::isdigit(static_cast<unsigned char>(who[0])))
          return error_response(400, "bad_viewer", "viewer must be 'spectator' or a seat number");
        viewer = std::stoi(who);
      }
      auto views = replay_views(*game, games, viewer);
      if (auto *why = std::get_if<std::string>(&views))
        return error_response(viewer == games::spectator ? 500 : 400, "replay_failed",
                              "game " + std::string(id) + ": " + *why);
      return api_response{
          200, json{{"id", id},
                    {"viewer", viewer == games::spectator ? json("spectator") : json(viewer)},
                    {"steps", std::move(std::get<json>(views))}}
                   .dump()};
    }
    if (path.rfind(rooms, 0) == 0) {
      std::string_view rest = path.substr(rooms.size());
      const auto slash = rest.find('/');
      if (slash == std::string_view::npos || rest.substr(slash) != "/replays")
        return error_response(404, "not_found", "no such API path");
      std::string code(rest.substr(0, slash));
      if (!plain_id(code))
        return error_response(404, "not_found", "no such API path");
      for (auto &c : code)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      return api_response{
          200, json{{"room", code}, {"games", store->finished_games_of_room(code, 50)}}.dump()};
    }
  } catch (const std::exception &e) {
    return error_response(500, "storage_error", std::string("cannot read the replay: ") + e.what());
  }
  return error_response(404, "not_found", "no such API path");
}

} // namespace tavern::server
