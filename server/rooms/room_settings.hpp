#pragma once
// The per-room settings chosen at `create` (not game options): described with
// the same descriptors as game options so clients build one form for both.
#include "games/engine.hpp"

namespace tavern::server {

struct room_settings {
  bool spectators = true;
  int turn_seconds = 0;     // 0: no turn clock
  int absent_seconds = 120; // 0: a disconnected player is never replaced by a bot
  bool listed = false;      // "public": shown by `rooms`
  bool chat = true;

  games::json to_json() const;
};

const std::vector<games::option_descriptor> &room_setting_descriptors();

// Validates `create.room`; the error is a `bad_options` message.
std::variant<room_settings, games::game_error> parse_room_settings(const games::json &raw);

} // namespace tavern::server
