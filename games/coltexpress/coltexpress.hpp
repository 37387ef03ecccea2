#pragma once
// Colt Express: bandits rob a train, programming their actions in turn and
// carrying them out in order, for 2-6 players. RULES.md in this folder
// describes the rules as implemented.
#include "card_data.hpp"
#include "games/engine.hpp"

#include <memory>
#include <string>
#include <vector>

namespace tavern::games::coltexpress {

struct table;

std::unique_ptr<game> make_game();

// A game just after the characters were chosen (in the order given, seat
// order; 2 players: 0,1,0,1), at the start of round 1: for tests only, which
// then arrange the table through edit() and call resume().
struct scenario {
  int players = 3;
  bool expert = false;
  std::vector<character> characters;
  std::uint64_t seed = 1;
};
std::unique_ptr<game_state> make_scenario(const scenario &s);

// The table inside a Colt Express state (tests only), or null.
const table *inspect(const game_state &state);
table *edit(game_state &state);
// Runs what the arranged table makes automatic, up to the next decision.
void resume(game_state &state);

// The hidden parts of a state (hands, decks, face-down cards, purse values).
std::string debug_dump(const game_state &state);

} // namespace tavern::games::coltexpress
