// Test-only positions and dumps; the server never calls these.
#include "drachenschatten.hpp"

#include "state.hpp"

#include <algorithm>

namespace tavern::games::drachenschatten {

std::unique_ptr<game_state> make_scenario(const scenario &s) {
  table t;
  t.player_count = s.players;
  t.lines.resize(s.players);
  t.known.assign(s.players, {});
  std::vector<bool> placed(deck_size, false);
  for (std::size_t p = 0; p < s.piles.size() && p < pile_count; ++p)
    for (auto it = s.piles[p].rbegin(); it != s.piles[p].rend(); ++it) {
      t.piles[p].push_back(*it);
      placed[*it] = true;
    }
  for (std::size_t seat = 0; seat < s.lines.size() && int(seat) < s.players; ++seat)
    for (const auto &[card, tapped] : s.lines[seat]) {
      t.lines[seat].push_back({card, tapped});
      placed[card] = true;
    }
  for (int c = 0; c < deck_size; ++c)
    if (!placed[c])
      t.removed.push_back(c);
  t.ph = phase::play;
  t.current = s.current;
  t.first_player = s.current;
  t.revealed = s.revealed;
  return std::make_unique<state>(std::move(t));
}

std::string debug_dump(const game_state &played) {
  const table *t = inspect(played);
  if (!t)
    return {};
  json d;
  json piles = json::array();
  for (const auto &p : t->piles)
    piles.push_back(p);
  d["piles"] = piles;
  d["decay"] = t->decay_choice;
  return d.dump();
}

} // namespace tavern::games::drachenschatten
