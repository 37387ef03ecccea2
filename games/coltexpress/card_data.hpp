#pragma once
// The printed components of Colt Express as data: characters, action cards,
// car floors, purses and round cards (see RULES.md and the rulings).
#include <array>
#include <cstdint>
#include <string_view>

namespace tavern::games::coltexpress {

enum class character : std::uint8_t { belle, cheyenne, django, doc, ghost, tuco };
inline constexpr int character_count = 6;

struct character_row {
  character ch;
  std::string_view key;
  std::string_view name;
  std::string_view ability;
};
inline constexpr std::array<character_row, character_count> character_table{{
    {character::belle, "belle", "Belle",
     "cannot be targeted by a Fire or a Punch if another bandit could be"},
    {character::cheyenne, "cheyenne", "Cheyenne",
     "when she punches, she may take the purse the victim drops"},
    {character::django, "django", "Django",
     "the bandit he shoots is pushed one car in the direction of the shot"},
    {character::doc, "doc", "Doc", "draws 7 cards instead of 6 at the start of a round"},
    {character::ghost, "ghost", "Ghost",
     "on his first turn of each round, may play his card face down"},
    {character::tuco, "tuco", "Tuco",
     "may shoot through the roof at a bandit in his own car on the other level"},
}};

enum class action_kind : std::uint8_t { move, floor, marshal, fire, punch, rob };
inline constexpr int action_count = 6;

struct action_row {
  action_kind kind;
  std::string_view key;
  std::string_view name;
  int copies; // per bandit in the 3-6 player game
};
inline constexpr std::array<action_row, action_count> action_table{{
    {action_kind::move, "move", "Move", 2},
    {action_kind::floor, "floor", "Change Floor", 2},
    {action_kind::marshal, "marshal", "Marshal", 1},
    {action_kind::fire, "fire", "Fire", 2},
    {action_kind::punch, "punch", "Punch", 1},
    {action_kind::rob, "rob", "Robbery", 2},
}};

enum class loot_kind : std::uint8_t { purse, jewel, strongbox };
inline constexpr std::array<std::string_view, 3> loot_keys{"purse", "jewel", "strongbox"};
inline constexpr std::array<std::string_view, 3> loot_names{"purse", "jewel", "strongbox"};
inline constexpr int jewel_value = 500;
inline constexpr int strongbox_value = 1000;
inline constexpr int ransom_value = 250;
inline constexpr int gunslinger_bonus = 1000;
inline constexpr int bullets_per_bandit = 6;
inline constexpr int neutral_bullet_count = 13;
inline constexpr int jewel_count = 6;

// The 18 purses.
inline constexpr std::array<int, 18> purse_values{250, 250, 250, 250, 250, 250, 250, 250, 300,
                                                  300, 350, 350, 400, 400, 450, 450, 500, 500};

// The six cars: purses and jewels printed on each floor.
struct car_row {
  int purses;
  int jewels;
};
inline constexpr std::array<car_row, 6> car_table{{{1, 0}, {1, 1}, {3, 0}, {3, 1}, {4, 1}, {0, 3}}};

enum class turn_kind : std::uint8_t { standard, tunnel, speeding, switching };
inline constexpr std::array<std::string_view, 4> turn_keys{"standard", "tunnel", "speeding",
                                                           "switching"};

enum class event_kind : std::uint8_t {
  none,
  angry_marshal,
  swivel_arm,
  braking,
  take_it_all,
  rebellion,
  pickpocketing,
  marshals_revenge,
  hostage,
};

// Turn sequences as letters: S standard, T tunnel, U speeding-up, W switching.
struct round_row {
  std::string_view key;
  std::string_view name;
  event_kind event;
  std::string_view small; // 2-4 players
  std::string_view large; // 5-6 players
  bool station;
  std::string_view event_text;
};
inline constexpr std::array<round_row, 10> round_table{{
    {"angryMarshal", "Angry Marshal", event_kind::angry_marshal, "SSTW", "SSW", false,
     "The Marshal shoots every bandit on his car's roof, then moves one car toward the caboose"},
    {"swivelArm", "Swivel Arm", event_kind::swivel_arm, "STSS", "STS", false,
     "Every bandit on a roof moves to the caboose roof"},
    {"braking", "Braking", event_kind::braking, "SSSS", "STSS", false,
     "Every bandit on a roof moves one car toward the locomotive"},
    {"takeItAll", "Take It All!", event_kind::take_it_all, "STUS", "SUW", false,
     "The second strongbox goes inside the Marshal's car"},
    {"rebellion", "Passengers' Rebellion", event_kind::rebellion, "SSTSS", "STSW", false,
     "Every bandit inside the train gets a neutral bullet"},
    {"tunnel", "Tunnel", event_kind::none, "STSTS", "STST", false, ""},
    {"bridge", "Bridge", event_kind::none, "SUS", "SU", false, ""},
    {"pickpocketing", "Station: Pickpocketing", event_kind::pickpocketing, "SSTS", "SSTS", true,
     "A bandit alone in his spot may take a purse there"},
    {"marshalsRevenge", "Station: Marshal's Revenge", event_kind::marshals_revenge, "SSTS", "SSTS",
     true, "Each bandit on the roof above the Marshal loses his cheapest purse"},
    {"hostage", "Station: Hostage-Taking of the Conductor", event_kind::hostage, "SSTS", "SSTS",
     true, "Each bandit in or on the locomotive gets $250"},
}};
inline constexpr int rounds_per_game = 5;

inline constexpr std::string_view character_key(character c) {
  return character_table[static_cast<int>(c)].key;
}
inline constexpr std::string_view character_name(character c) {
  return character_table[static_cast<int>(c)].name;
}
inline constexpr std::string_view action_key(action_kind a) {
  return action_table[static_cast<int>(a)].key;
}
inline constexpr std::string_view action_name(action_kind a) {
  return action_table[static_cast<int>(a)].name;
}

} // namespace tavern::games::coltexpress
