#pragma once
// For a game's evaluation (knowledge.hpp): turns each seat's standing, a
// score-like number, into expected rewards on the scale of finished games
// (reward.hpp). The win goes by a softmax of the standings whose temperature
// says how much the rest of the game may still change them; the small score
// part by whom each seat is ahead of now.
#include <span>

namespace tavern::bot {

// A game not yet over is not yet won: every estimate keeps this share of the
// reward even among the seats. Without it a standing far ahead is worth as much
// as the win itself, and a bot that leads sits on its lead instead of ending
// the game (MidEvil's holder of the Necronomicon waited beside a guarded Altar
// for scores of rounds). The same affine map for every estimate leaves the
// order of unfinished positions alone; it only makes finishing worth more.
inline constexpr double undecided = 0.3;

void rewards_from_standing(std::span<const double> standing, double temperature,
                           std::span<double> reward);

} // namespace tavern::bot
