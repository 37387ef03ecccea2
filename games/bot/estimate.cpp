#include "estimate.hpp"

#include "reward.hpp"

#include <algorithm>
#include <cmath>

namespace tavern::bot {

void rewards_from_standing(std::span<const double> standing, double temperature,
                           std::span<double> reward) {
  const std::size_t n = standing.size();
  if (n == 0)
    return;
  const double t = std::max(temperature, 1e-6);
  const double top = *std::max_element(standing.begin(), standing.end());
  double total = 0;
  for (std::size_t s = 0; s < n; ++s) {
    reward[s] = std::exp((standing[s] - top) / t);
    total += reward[s];
  }
  for (std::size_t s = 0; s < n; ++s) {
    double beaten = 0;
    for (std::size_t o = 0; o < n; ++o)
      if (o != s)
        beaten += standing[s] > standing[o] ? 1.0 : standing[s] == standing[o] ? 0.5 : 0.0;
    if (n > 1)
      beaten /= static_cast<double>(n - 1);
    reward[s] = win_weight * reward[s] / total + (1 - win_weight) * beaten;
  }
  for (std::size_t s = 0; s < n; ++s)
    reward[s] = (1 - undecided) * reward[s] + undecided / static_cast<double>(n);
}

} // namespace tavern::bot
