#pragma once
// Dead Man's Draw: the push-your-luck pirate card game for 2-8 players.
// RULES.md in this folder describes the rules as implemented.
#include "cards.hpp"
#include "games/engine.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tavern::games::deadmansdraw {

std::unique_ptr<game> make_game();

// A game in a chosen position, for tests only (the server never builds one):
// the given piles, banks and revealed traits, at the start of `current`'s turn.
struct scenario {
  int players = 2;
  std::string edition = "classic"; // or "revised"
  bool mermaid_variant = false;
  std::vector<card> draw;                   // draw.front() is drawn first
  std::vector<card> discard;                // discard.back() is the top
  std::vector<std::vector<card>> banks;     // per seat; missing seats are empty
  std::vector<std::optional<trait>> traits; // per seat, already revealed
  std::vector<int> lockers;                 // per seat: Davy Jones' Locker's target, or -1
  int current = 0;
  std::uint64_t seed = 1;
};
std::unique_ptr<game_state> make_scenario(const scenario &s);

// The hidden parts of a state (piles in order, traits), as text: for tests that
// must see whether resampling changed what a viewer may not see.
std::string debug_dump(const game_state &state);

} // namespace tavern::games::deadmansdraw
