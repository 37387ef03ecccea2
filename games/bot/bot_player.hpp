#pragma once
// A bot for one seat of a shipped game at one level: the search with the
// game's knowledge, a fresh seed for every move drawn from the bot's own.
#include "levels.hpp"
#include "search.hpp"

#include <string_view>

namespace tavern::bot {

class bot_player {
public:
  bot_player(std::string_view game_id, level l, std::uint64_t seed);

  // The action for `seat` in `state`, within the level's iterations and, when
  // `stop` is given, until it fires (a caller with a time budget passes a
  // steady_deadline of budget_of(level).milliseconds). Without `stop` the
  // choice depends only on the seed, the number of moves chosen before and
  // what `seat` may know of `state`.
  games::json choose(const games::game_state &state, int seat, stop_signal *stop = nullptr);

  const search_stats &last_stats() const { return search_.stats(); }
  void set_iterations(int iterations) { settings_.iterations = iterations; }
  // For measuring a level's tree against the other's (bench/arena).
  void set_branch_on_observation(bool branch) { settings_.branch_on_observation = branch; }
  void set_exploration(double exploration) { settings_.exploration = exploration; }
  const search_settings &settings() const { return settings_; }

private:
  search_settings settings_;
  std::uint64_t seed_;
  std::uint64_t moves_ = 0;
  ismcts search_;
};

} // namespace tavern::bot
