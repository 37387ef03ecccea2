#pragma once
// Plays whole games between players (bots at a level, or the uniformly
// random player the server used before the bot), for the arena and for the
// tests of natural ends. No threads and no clock here; a caller that wants a
// time budget gives its players a stop signal.
#include "bot_player.hpp"

#include <memory>
#include <span>

namespace tavern::bot {

class player {
public:
  virtual ~player() = default;
  // An action for `seat`, which is awaited in `state`.
  virtual games::json choose(const games::game_state &state, int seat) = 0;
};

// A uniformly random legal action, as the server's bot played before.
class random_player final : public player {
public:
  explicit random_player(std::uint64_t seed) : rng_(seed) {}
  games::json choose(const games::game_state &state, int seat) override;

private:
  games::rng rng_;
};

// The search at a level, bounded by iterations only unless a stop signal
// source is given.
class search_player final : public player {
public:
  search_player(std::string_view game_id, level l, std::uint64_t seed) : bot_(game_id, l, seed) {}
  games::json choose(const games::game_state &state, int seat) override;
  const bot_player &bot() const { return bot_; }

private:
  bot_player bot_;
};

struct played_game {
  bool finished = false;
  games::game_result result;
  int actions = 0;
  // A turn: a run of actions while one seat alone is awaited (other seats'
  // simultaneous decisions and reactions in between do not end it).
  int turns = 0;
  // The game's own round number at the end when its public view has one,
  // else turns / players.
  double rounds = 0;
  bool game_rounds = false; // `rounds` is the game's own count
};

// Plays `state` to its end, or until `max_actions`. seats[s] plays seat s;
// when several seats are awaited, the lowest asks first and the others
// answer the state that follows.
played_game play_out(games::game_state &state, std::span<player *const> seats, int max_actions);

} // namespace tavern::bot
