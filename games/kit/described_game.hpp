#pragma once
// The `game` half of the contract written once: a game describes itself with
// data (id, name, player counts, options) and gives only create_checked(),
// which receives a valid player count and options completed with defaults.
#include "games/engine.hpp"

#include <string>
#include <vector>

namespace tavern::games::kit {

struct game_description {
  std::string id; // the game's folder name
  std::string name;
  int min_players = 2;
  int max_players = 2;
  std::string players_note; // added to the player-count error, e.g. " (5-8 play ...)"
  std::vector<option_descriptor> options;
};

class described_game : public game {
public:
  explicit described_game(game_description d) : d_(std::move(d)) {}

  std::string_view id() const final { return d_.id; }
  std::string_view name() const final { return d_.name; }
  int min_players() const final { return d_.min_players; }
  int max_players() const final { return d_.max_players; }
  const std::vector<option_descriptor> &options() const final { return d_.options; }

  create_result create(const json &options, int players, std::uint64_t seed) const final;

protected:
  virtual std::unique_ptr<game_state> create_checked(const json &options, int players,
                                                     std::uint64_t seed) const = 0;

private:
  game_description d_;
};

} // namespace tavern::games::kit
