#pragma once
// The per-room settings chosen at `create` (not game options): described with
// the same descriptors as game options so clients build one form for both.
#include "games/engine.hpp"

namespace tavern::server {

// How far behind the players spectators watch (protocol.md, "Spectator
// delay"): so that nobody watching can whisper a player what the table does
// not yet know they could know. Zero: no delay.
struct spectator_delay {
  enum class unit { actions, seconds };
  int amount = 0;
  unit in = unit::actions;

  bool active() const { return amount > 0; }
  bool in_seconds() const { return in == unit::seconds; }
};

struct room_settings {
  bool spectators = true;
  int turn_seconds = 0;     // 0: no turn clock
  int absent_seconds = 120; // 0: a disconnected player is never replaced by a bot
  bool listed = false;      // "public": shown by `rooms`
  bool chat = true;
  spectator_delay delay;

  games::json to_json() const;
};

const std::vector<games::option_descriptor> &room_setting_descriptors();

// Validates `create.room`; the error is a `bad_options` message.
std::variant<room_settings, games::game_error> parse_room_settings(const games::json &raw);

} // namespace tavern::server
