#pragma once
// The only source of randomness a game may use. The algorithm (xoshiro256**
// seeded through splitmix64) and the bounded-int and shuffle procedures are
// fixed here rather than taken from <random>, whose distributions differ
// between standard libraries: a game must replay identically from its seed
// and actions on every platform. Frozen once games are stored.
#include <cstdint>
#include <utility>
#include <vector>

namespace tavern::games {

class rng {
public:
  explicit rng(std::uint64_t seed);

  std::uint64_t next();

  // Uniform in [0, bound); bound must be > 0. Unbiased (rejection sampling).
  std::uint64_t below(std::uint64_t bound);

  // Fisher-Yates from the back, drawing with below().
  template <class T> void shuffle(std::vector<T> &items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::size_t j = static_cast<std::size_t>(below(i));
      std::swap(items[i - 1], items[j]);
    }
  }

  bool operator==(const rng &) const = default;

private:
  std::uint64_t s_[4];
};

} // namespace tavern::games
