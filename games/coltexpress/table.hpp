#pragma once
// The whole state of a Colt Express game as plain data. Cards, loot tokens
// and bandits are referred to by their index in the table's vectors.
#include "card_data.hpp"
#include "games/engine.hpp"

#include <string>
#include <vector>

namespace tavern::games::coltexpress {

struct rules_config {
  int players = 3;
  bool expert = false;
  bool two_player() const { return players == 2; }
  int bandits_per_seat() const { return two_player() ? 2 : 1; }
  int cars() const { return two_player() ? 4 : players; } // without the locomotive
};

// An action card or a bullet card.
struct card {
  bool bullet = false;
  action_kind act = action_kind::move;
  int bandit = -1; // action: the bandit who performs it; bullet: the shooter, -1 neutral
  int seat = -1;   // action cards: the owner (bullets belong to whoever holds them)
};

struct loot_token {
  loot_kind kind = loot_kind::purse;
  int value = 0;
  unsigned known = 0;   // bit s: seat s has seen the value; all ones: public (jewels,
                        // strongboxes, the starting purses, a purse the Marshal took)
  bool removed = false; // out of the game (Marshal's Revenge)
};

struct bandit {
  character ch = character::belle;
  int seat = 0;
  int car = 0;
  bool roof = false;
  std::vector<int> loot;    // loot ids in the order taken
  int ransom = 0;           // dollars from the Hostage-Taking station
  std::vector<int> bullets; // bullet cards not fired yet (top = back)
  int hits = 0;             // bullet cards received
  int team_hits = 0;        // of those, from his own teammate (2 players)
  int fired() const { return bullets_per_bandit - static_cast<int>(bullets.size()); }
  bool operator==(const bandit &) const = default;
};

struct seat_cards {
  std::vector<int> hand;
  std::vector<int> deck; // back is the top
  std::vector<int> discard;
  int plays_this_round = 0; // schemin' actions taken (Ghost's first turn)
  bool kept = true;         // expert: finished choosing which cards to keep
  bool operator==(const seat_cards &) const = default;
};

struct programmed {
  int card = -1;
  int seat = -1;
  bool face_down = false;
  bool ghost = false; // face down by Ghost's ability rather than a tunnel
  bool resolved = false;
  bool operator==(const programmed &) const = default;
};

enum class phase : std::uint8_t { choose, schemin, keep, stealin, station, finished };

// What the current Stealin' card still needs, step by step.
enum class step : std::uint8_t {
  none,
  move,
  marshal,
  fire,
  punch_target,
  punch_loot,
  cheyenne,
  push,
  rob
};

struct resolution {
  step at = step::none;
  int bandit = -1;
  int target = -1;
  int dropped = -1; // the loot id the punch knocked loose
};

struct table {
  rules_config rules;
  rng random{0};
  phase ph = phase::choose;

  std::vector<card> cards;
  std::vector<loot_token> loot;
  std::vector<bandit> bandits;
  std::vector<seat_cards> seats;
  std::vector<int> car_kinds; // printed car (0-5) of cars 1..n; index 0 is the locomotive (-1)
  std::vector<std::vector<int>> inside, roof; // loot ids per car
  std::vector<int> reserve_loot;              // purses, the second strongbox: not on the train
  std::vector<int> neutral;                   // neutral bullet cards left
  int marshal_car = 0;

  // Character choice.
  std::vector<int> choose_order; // seats, in order
  int choose_index = 0;

  std::vector<int> round_cards; // indexes into round_table
  int round = 0;
  int first_player = 0;
  int turn = 0;       // index into the round card's turns
  int turn_pos = 0;   // position in this turn's seat order
  int turn_plays = 0; // plays by the current seat in this turn (speeding-up: 2)

  std::vector<programmed> pile;
  int resolving = 0;
  resolution res;

  std::vector<int> station_queue; // bandits left to decide on Pickpocketing

  game_log log;
  game_result result;

  int players() const { return rules.players; }
  int car_count() const { return static_cast<int>(inside.size()); } // with the locomotive
  int caboose() const { return car_count() - 1; }
  const round_row &round_card() const {
    return round_table[static_cast<std::size_t>(round_cards[static_cast<std::size_t>(round)])];
  }
  std::string_view turn_letters() const {
    return rules.players >= 5 ? round_card().large : round_card().small;
  }
  turn_kind current_turn() const;
  int current_seat() const; // the seat to play in Schemin'
  std::vector<int> bandits_of(int seat) const;
  bool has_character(int seat, character c) const;
  int money(int b) const; // a bandit's loot and ransom
};

turn_kind turn_from_letter(char c);

} // namespace tavern::games::coltexpress
