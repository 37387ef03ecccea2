#include "reward.hpp"

namespace tavern::bot {

void finished_rewards(const games::game_result &result, std::span<double> reward) {
  const std::size_t n = reward.size();
  const double share = result.winners.empty() ? 0.0 : 1.0 / result.winners.size();
  for (std::size_t s = 0; s < n; ++s) {
    double beaten = 0;
    if (result.scores.size() == n && n > 1) {
      for (std::size_t o = 0; o < n; ++o)
        if (o != s)
          beaten += result.scores[s] > result.scores[o]    ? 1.0
                    : result.scores[s] == result.scores[o] ? 0.5
                                                           : 0.0;
      beaten /= static_cast<double>(n - 1);
    }
    reward[s] = (1 - win_weight) * beaten;
  }
  for (int w : result.winners)
    if (w >= 0 && static_cast<std::size_t>(w) < n)
      reward[static_cast<std::size_t>(w)] += win_weight * share;
}

} // namespace tavern::bot
