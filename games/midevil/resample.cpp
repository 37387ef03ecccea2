// Redrawing what a viewer cannot know: the order of the event deck and the
// other players' hands (as one pool), the order of the tile deck, and the
// dice to come.
#include "state.hpp"

namespace tavern::games::midevil {

std::unique_ptr<game_state> midevil_state::resample_hidden(int viewer, rng &r) const {
  table t = table_;
  std::vector<int> pool = t.event_deck;
  std::vector<int> hidden_seats;
  for (int s = 0; s < t.players(); ++s) {
    if (s == viewer)
      continue;
    if (t.reveal_to == viewer && viewer >= 0 && s == t.reveal_of)
      continue; // shown to the viewer by Give me that...
    hidden_seats.push_back(s);
    pool.insert(pool.end(), t.seats[s].hand.begin(), t.seats[s].hand.end());
  }
  r.shuffle(pool);
  std::size_t next = 0;
  for (int &id : t.event_deck)
    id = pool[next++];
  for (int s : hidden_seats)
    for (int &id : t.seats[s].hand)
      id = pool[next++];

  std::vector<int> tiles;
  for (std::size_t i = 0; i < t.tile_deck.size(); ++i)
    if (static_cast<int>(i) != t.graveyard_depth)
      tiles.push_back(t.tile_deck[i]);
  r.shuffle(tiles);
  next = 0;
  for (std::size_t i = 0; i < t.tile_deck.size(); ++i)
    if (static_cast<int>(i) != t.graveyard_depth)
      t.tile_deck[i] = tiles[next++];

  t.random = rng(r.next());
  return std::make_unique<midevil_state>(std::move(t));
}

} // namespace tavern::games::midevil
