#pragma once
// A win rate with its Wilson score interval (Wilson 1927), which stays inside
// [0, 1] and holds up for rates near 0 or 1 and for few games, unlike the
// normal approximation.
#include <algorithm>
#include <cmath>

namespace tavern::bot {

struct interval {
  double low = 0;
  double high = 1;
};

// `wins` may be fractional (a shared win counts as a share).
inline interval wilson(double wins, double games, double z = 1.96) {
  if (games <= 0)
    return {};
  const double p = wins / games;
  const double z2 = z * z;
  const double centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const double half =
      z * std::sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

} // namespace tavern::bot
