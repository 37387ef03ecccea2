#pragma once
// The replays API, apart from HTTP plumbing so it can be tested without
// sockets:
//   GET /api/replays/ID                  seed, options, players, actions, result
//   GET /api/replays/ID/views?viewer=V   what viewer V (spectator or a seat)
//                                        saw after each action, from the start
//   GET /api/rooms/CODE/replays          the room's finished games, newest first
// Only finished games are served: a game in play keeps its seed secret.
#include "game_store.hpp"
#include "games/registry.hpp"

#include <string>
#include <string_view>

namespace tavern::server {

struct api_response {
  int status = 404;
  std::string body; // JSON
};

// nullopt when `path` is not an API path.
std::optional<api_response> answer_api_request(std::string_view path, std::string_view query,
                                               game_store *store, const games::registry &games);

// Replays a finished game (as finished_game() gives it) and collects what
// `viewer` saw at each step: [{game, log, result?}] with step 0 the start.
std::variant<tavern::json, std::string> replay_views(const tavern::json &replay,
                                                     const games::registry &games, int viewer);

} // namespace tavern::server
