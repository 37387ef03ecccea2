#pragma once
// DrachenSchatten: gather items in the village, then brave the dragon caves;
// 2-4 players. RULES.md in this folder describes the rules as implemented.
#include "games/engine.hpp"

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace tavern::games::drachenschatten {

std::unique_ptr<game> make_game();

// A game in a chosen position, for tests only (the server never builds one),
// at `current`'s turn in the play phase. Card ids index the deck (cards.hpp);
// every card not placed in a pile or a line counts as removed from the game.
struct scenario {
  int players = 2;
  std::vector<std::vector<int>> piles;                  // per pile (v1..v8, c1..c8), top first
  std::vector<std::vector<std::pair<int, bool>>> lines; // per seat: {card, tapped}
  int current = 0;
  bool revealed = false;
};
std::unique_ptr<game_state> make_scenario(const scenario &s);

// The hidden parts of a state (pile contents in order, pending decay
// choices), as text: for tests that must see whether resampling changed them.
std::string debug_dump(const game_state &state);

} // namespace tavern::games::drachenschatten
