#pragma once
// For a game's evaluation (knowledge.hpp): turns each seat's standing, a
// score-like number, into expected rewards on the scale of finished games
// (reward.hpp). The win goes by a softmax of the standings whose temperature
// says how much the rest of the game may still change them; the small score
// part by whom each seat is ahead of now.
#include <span>

namespace tavern::bot {

void rewards_from_standing(std::span<const double> standing, double temperature,
                           std::span<double> reward);

} // namespace tavern::bot
