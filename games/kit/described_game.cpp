#include "described_game.hpp"

#include "games/options.hpp"

namespace tavern::games::kit {

game::create_result described_game::create(const json &options, int players,
                                           std::uint64_t seed) const {
  if (players < d_.min_players || players > d_.max_players)
    return game_error{std::string(error_codes::bad_options),
                      d_.name + " takes " + std::to_string(d_.min_players) + " to " +
                          std::to_string(d_.max_players) + " players" + d_.players_note + ", not " +
                          std::to_string(players)};
  auto normalized = normalize_options(d_.options, options);
  if (auto *err = std::get_if<game_error>(&normalized))
    return *err;
  return create_checked(std::get<json>(normalized), players, seed);
}

} // namespace tavern::games::kit
