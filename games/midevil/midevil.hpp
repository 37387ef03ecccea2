#pragma once
// MidEvil: bring the Necronomicon from the Graveyard to the Altar, or kill
// skeletons worth 30 points, on a map built tile by tile; 2-6 players.
// RULES.md in this folder describes the rules as implemented, VIEW.md the view
// and the actions.
#include "games/engine.hpp"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tavern::games::midevil {

std::unique_ptr<game> make_game();

// A game in a chosen position, for tests only (the server never builds one).
// Tiles are given by key ("tavern") at tile coordinates with a rotation; the
// Altar is always at 0,0. The game starts at `current`'s turn with the given
// tile on top of the tile deck (or an empty deck), skeletons, life tokens,
// hands and the event deck (front drawn first).
struct scenario_tile {
  std::string key;
  int x = 0, y = 0, rotation = 0;
};
struct scenario_player {
  int x = 1, y = 1; // square
  int life = 3;
  int white = 0, red = 0, blue = 0;
  std::vector<std::string> hand;    // card keys
  std::vector<std::string> in_play; // card keys
  bool played = false;              // already played a card this cycle
};
struct scenario {
  int players = 2;
  int current = 0;
  int max_rounds = 0;
  std::vector<scenario_tile> tiles;             // besides the Altar
  std::vector<std::string> tile_deck;           // front drawn first; empty: no tiles
  std::map<std::string, std::string> skeletons; // "x,y" -> colour
  std::vector<std::string> life_tokens;         // "x,y"
  std::vector<scenario_player> seats;           // missing seats: defaults
  std::vector<std::string> event_deck;          // front drawn first (card keys)
  std::optional<std::string> book_square;       // the Necronomicon lying here
  int book_holder = -1;
  std::vector<int> dice; // the dice to roll, in order
  std::uint64_t seed = 1;
};
std::unique_ptr<game_state> make_scenario(const scenario &s);

// The whole state, hidden parts included, as text (for leak tests).
std::string debug_dump(const game_state &state);

} // namespace tavern::games::midevil
