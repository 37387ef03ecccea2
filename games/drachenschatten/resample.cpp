#include "resample.hpp"

#include <algorithm>

namespace tavern::games::drachenschatten {

// Every card that left a pile did so face up, so the viewer knows which cards
// are still in each row, but not where: the row's cards outside the tops he
// still sees are dealt again over the same positions, keeping pile sizes.
// Another seat's knowledge is kept as positions, so it follows the new cards.
// The hidden cards are sorted before they are shuffled, so that the result
// depends on `r` and on which cards the viewer knows are hidden, never on
// where they were: two states the viewer cannot tell apart resample alike.
table resample_for(const table &t, int viewer, rng &r) {
  table out = t;
  const bool seat = viewer >= 0 && viewer < t.players();
  for (int base : {0, piles_per_row}) {
    std::vector<int> pool;
    const auto hidden = [&](int p, std::size_t from_top) {
      return !seat || static_cast<int>(from_top) >= t.known[viewer][p];
    };
    for (int p = base; p < base + piles_per_row; ++p)
      for (std::size_t i = 0; i < t.piles[p].size(); ++i)
        if (hidden(p, t.piles[p].size() - 1 - i))
          pool.push_back(t.piles[p][i]);
    std::sort(pool.begin(), pool.end());
    r.shuffle(pool);
    std::size_t next = 0;
    for (int p = base; p < base + piles_per_row; ++p)
      for (std::size_t i = 0; i < out.piles[p].size(); ++i)
        if (hidden(p, out.piles[p].size() - 1 - i))
          out.piles[p][i] = pool[next++];
  }
  return out;
}

} // namespace tavern::games::drachenschatten
