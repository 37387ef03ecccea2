#pragma once
// The reward of a finished game for each seat, the quantity the search
// maximises: mostly the win (shared equally by tied winners), and a little
// for beating the other seats' scores, so that a game already won or lost is
// still played to score rather than at random.
#include "games/engine.hpp"

#include <span>

namespace tavern::bot {

inline constexpr double win_weight = 0.9;

void finished_rewards(const games::game_result &result, std::span<double> reward);

} // namespace tavern::bot
