// Redrawing what a viewer cannot know: the order of the event deck and the
// other players' hands (as one pool), the order of the tile deck and where in
// it a returned Graveyard lies, and the dice to come.
//
// Hidden cards and tiles are sorted before they are shuffled, so that what is
// redrawn depends on `r` and on what the viewer knows (which cards, which
// tiles), never on the order they had: two states the viewer cannot tell
// apart resample alike.
#include "resample.hpp"

#include <algorithm>

namespace tavern::games::midevil {

namespace {

void shuffle_canonically(std::vector<int> &items, rng &r) {
  std::sort(items.begin(), items.end());
  r.shuffle(items);
}

// How deep in the tile deck a returned Graveyard may lie, from what everyone
// saw: it went back at a uniform depth of at most half the deck it joined
// (turn_steps.cpp, tile_step), and has not been drawn since, so it lies uniformly
// within the bottom min(that half, deck) positions. The deck it joined is
// today's deck plus the tiles drawn since, each drawn tile being logged.
int graveyard_depth_bound(const table &t) {
  int drawn_since = 0;
  for (auto it = t.log.rbegin(); it != t.log.rend(); ++it) {
    const auto event = it->entry.find("event");
    if (event == it->entry.end() || !event->is_string())
      continue;
    const auto &name = event->get_ref<const std::string &>();
    if (name == "tileReturned")
      break;
    if (name == "tileDrawn" || name == "tileDiscarded")
      ++drawn_since;
  }
  const int deck = static_cast<int>(t.tile_deck.size());
  const int joined_without_it = deck - 1 + drawn_since;
  return std::min(joined_without_it / 2 + 1, deck);
}

} // namespace

table resample_for(const table &seen, int viewer, rng &r) {
  table t = seen;
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
  shuffle_canonically(pool, r);
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
  shuffle_canonically(tiles, r);
  if (t.graveyard_depth >= 0) {
    t.graveyard_depth = static_cast<int>(
        r.below(static_cast<std::uint64_t>(std::max(1, graveyard_depth_bound(t)))));
    tiles.insert(tiles.begin() + t.graveyard_depth, graveyard_tile());
  }
  t.tile_deck = std::move(tiles);

  t.random = rng(r.next());
  return t;
}

} // namespace tavern::games::midevil
