#pragma once
// The complete state of one game of Dead Man's Draw as plain data, with the
// small queries every rule needs. Rules live in the files that act on it
// (setup, turn, abilities, moves); the view decides what anyone may see.
#include "cards.hpp"
#include "games/engine.hpp"

#include <array>
#include <optional>
#include <vector>

namespace tavern::games::deadmansdraw {

enum class edition : std::uint8_t { classic, revised };
enum class phase : std::uint8_t { traits, locker, play, finished };

struct rules_config {
  int players = 2;
  edition ed = edition::classic;
  bool traits = true;
  bool mermaid_variant = false;

  // 5-8 players shuffle two copies of the game together.
  bool party() const { return players > 4; }
  int sets() const { return party() ? 2 : 1; }
};

// The values of one suit in a bank, ascending: back() is the top card (the
// highest), so taking the top card removes the last element.
using suit_stack = std::vector<int>;

struct bank {
  std::array<suit_stack, suit_count> stacks;

  suit_stack &of(suit s) { return stacks[static_cast<std::size_t>(index_of(s))]; }
  const suit_stack &of(suit s) const { return stacks[static_cast<std::size_t>(index_of(s))]; }
  int size() const;
  bool empty() const { return size() == 0; }
  bool operator==(const bank &) const = default;
};

struct placed_card {
  card c;
  bool kept = false; // protected from a bust (Anchor, Safe Harbor, Miser)
};

// Work left in the current turn, innermost last. A task whose player has a
// choice waits for a move; one without any choice is dropped as "does nothing".
enum class task_kind : std::uint8_t {
  hook,         // remaining: cards still to bring (Captain's Hook: 2)
  cannon,       //
  misfire,      // seat: the Misfire player who collects (classic)
  sword,        //
  map,          // the revealed cards are table::map_revealed (none for Navigator)
  mermaid,      //
  plunder_from, // remaining: the size of the bonus
  plunder,      // seat: the opponent being plundered; remaining: cards to take
  end_turn,     // ends the turn once the tasks above it are done (after plundering)
};

struct task {
  task_kind kind = task_kind::hook;
  int seat = -1;
  int remaining = 1;
};

struct table {
  rules_config rules;
  rng random{0};
  phase ph = phase::traits;
  int first_player = 0;
  int current = 0;

  std::vector<card> draw_pile;    // back() is the top
  int revealed_on_draw = 0;       // top cards left face up by an Oracle
  std::vector<card> discard_pile; // back() is the top
  std::vector<bank> banks;

  // Traits: two dealt to each seat, one chosen, revealed together.
  std::vector<trait> traits_undealt;
  std::vector<std::vector<trait>> dealt;
  std::vector<std::optional<trait>> chosen;
  bool traits_revealed = false;
  std::vector<int> locker_target; // Davy Jones' Locker: whose busts it collects
  std::vector<int> deal_log;      // index of each seat's private log entries,
  std::vector<int> choice_log;    // rewritten when hidden traits are resampled

  // The turn in progress.
  std::vector<placed_card> play_area;
  int protect_next = 0; // the next cards placed are kept on a bust
  int kraken_owed = 0;  // cards still to place before banking
  bool drew_this_turn = false;
  std::vector<card> map_revealed;
  std::vector<task> tasks;

  game_log log;
  game_result result;

  int players() const { return rules.players; }
  int next_seat(int seat) const { return (seat + 1) % rules.players; }
  bool has_trait(int seat, trait t) const;
  // The opponents of `seat`, starting with the next in turn order: where two
  // owners of the same trait compete, the first of them wins.
  std::vector<int> opponents_of(int seat) const;
  std::optional<int> first_opponent_with(int seat, trait t) const;
  bool in_play_area(suit s) const;
  std::optional<std::size_t> play_area_index(suit s) const;
  int kraken_demand() const; // cards a Kraken placed by the current player demands
};

} // namespace tavern::games::deadmansdraw
