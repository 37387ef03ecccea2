#pragma once
// What a room asks of the bot search, and what comes back. The room hands out
// a clone of its game, so the search runs without the room's lock and the
// room may move on meanwhile; the ticket tells the room which of its
// requests an answer is for, and whether the state it was searched in is
// still the room's.
#include "games/bot/levels.hpp"
#include "games/engine.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace tavern::server {

struct bot_move_request {
  std::string game;                         // the game's id: its knowledge for the search
  std::unique_ptr<games::game_state> state; // the room's game, cloned
  int seat = 0;
  bot::level level = bot::level::normal;
  std::uint64_t seed = 0;
  std::uint64_t ticket = 0;
};

struct bot_move {
  int seat = 0;
  std::uint64_t ticket = 0;
  games::json action; // null when the search found none
};

// Where a room sends its requests. It must not answer from inside the call:
// the answer comes back later through room::take_bot_move, serialized with
// the room's other calls, or never (at shutdown).
using bot_search = std::function<void(bot_move_request)>;

} // namespace tavern::server
