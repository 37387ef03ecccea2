#pragma once
// The whole state of a DrachenSchatten game as plain data. Rules live in
// rules.cpp, the action vocabulary in moves.cpp, what a viewer sees in view.cpp.
#include "cards.hpp"

#include <array>
#include <string>
#include <vector>

namespace tavern::games::drachenschatten {

// Piles 0..7 form the village row, 8..15 the cave row.
inline constexpr int pile_count = 16;
inline constexpr int piles_per_row = 8;

std::string pile_id(int pile);   // "v1".."v8", "c1".."c8": stable keys for views and actions
std::string pile_name(int pile); // "village pile 3"
int pile_from_id(const std::string &id); // -1 if none
row pile_row(int pile);

enum class phase : std::uint8_t {
  setup,  // players take their starting village card in seat order
  play,   // the current player reveals, uses items or ends the turn
  look,   // a torch is being used: the looker picks piles one card at a time
  battle, // a revealed creature waits for the protecting item
  decay,  // the opponents choose, all at once, which tapped item decays
  finished
};

struct line_card {
  int id = 0;
  bool tapped = false;
  bool operator==(const line_card &) const = default;
};

struct table {
  int player_count = 2;
  std::array<std::vector<int>, pile_count> piles; // back() is the top card
  std::vector<std::vector<line_card>> lines;      // per seat, in arrival order
  std::vector<int> removed;                       // out of the game, in order of removal
  // known[seat][pile]: how many top cards of the pile the seat has looked at
  // and still knows (they have not moved since).
  std::vector<std::array<int, pile_count>> known;

  phase ph = phase::setup;
  int current = 0;       // the seat whose turn it is (or who picks in setup)
  int first_player = 0;  // who plays first after setup
  bool revealed = false; // the turn's mandatory reveal is done

  // look
  int look_card = -1;
  int look_left = 0;
  std::array<int, pile_count> look_depth{};

  // battle
  int creature = -1;
  bool battle_is_mandatory = false; // the creature came from the mandatory reveal

  // decay: per seat -1 (not involved), -2 (must still choose) or the chosen card
  int decay_card = -1;
  std::vector<int> decay_choice;

  game_result result;
  game_log log;

  int players() const { return player_count; }
  bool all_piles_empty() const;
  int items_tapped(int seat) const;
  int count_kind(int seat, kind k) const;
  int distinct_item_types(int seat) const;
  int owner_of(int card) const; // the seat whose line holds the card, or -1
  const line_card *find_in_line(int seat, int card) const;
};

} // namespace tavern::games::drachenschatten
