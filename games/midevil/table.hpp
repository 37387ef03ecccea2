#pragma once
// The whole state of a MidEvil game as plain data. The turn is driven by a
// stack of work items (`work`): each step of the turn, each pending result of
// a roll, each card to resolve is an item, run when no decision and no
// reaction window is open. That keeps reactions, which may interrupt any roll,
// card or tile, from needing their own copy of the turn's flow.
#include "card_data.hpp"
#include "games/engine.hpp"
#include "tile_data.hpp"

#include <array>
#include <compare>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace tavern::games::midevil {

inline constexpr int colour_count = 3; // white, red, blue
inline constexpr int colour_points[colour_count] = {1, 2, 3};
std::string_view colour_key(int c);
using colours = std::array<int, colour_count>;
int points_of(const colours &c);

struct pos {
  int x = 0, y = 0;
  auto operator<=>(const pos &) const = default;
};
std::string pos_key(pos p); // "x,y"

struct placed_tile {
  int def = 0;      // index in tile_table()
  int rotation = 0; // degrees clockwise
  bool operator==(const placed_tile &) const = default;
};

struct player_state {
  pos square{1, 1};
  int life = 3;
  colours trophies{};
  std::vector<int> hand;    // card ids
  std::vector<int> in_play; // card ids
  bool played_cycle = false;
  bool free_plays = false; // Look... nothing in my hand!
  bool stay_there = false;
  bool revive = false;          // died: takes 3 life tokens at the start of his next turn
  std::set<int> used_this_turn; // card types used this turn (the Axe: once a turn)
  bool operator==(const player_state &) const = default;
};

enum class decision : int {
  none,
  start, // the start of the turn, before the tile is drawn: play a card or go on
  place,
  populate,
  fight_pre,   // Axe or not, before a combat roll
  combat_miss, // spend trophies, reroll or die
  book_pre,    // Axe or not, before the rolls of a fight for the book
  book,        // the losing side of a fight for the book
  move,
  pickup, // a life token or a Horse on the square just entered: take it or not
  skeletons,
  discard,
  hand_limit,
  take,   // Give me that...
  choice, // Yoink! / You got nothin'
  finished,
};

enum class work_kind : int {
  turn_start,
  tile_step,
  fight_step,
  draw_step,
  move_roll_step,
  move_roll_result,
  stay_there_result,
  move_decision,
  skeleton_roll_step,
  skeleton_roll_result,
  discard_step,
  end_turn,
  populate_start,
  populate_roll_result,
  combat_start,
  combat_check,
  arrive,      // pick-ups and the book fight on a square just entered
  arrive_book, // the fight for the book on a square just entered, after the pick-ups
  book_declare,
  book_roll,
  book_check,
  resolve_cards,
  area_result,
  yoink_result,
  nothin_result,
  reopen_window,
  resume,       // back to the decision (value) a card or an attack interrupted
  restore_dice, // the dice a card's own roll interrupted are the last roll again
};

struct work_item {
  work_kind kind;
  pos square{};
  int value = 0;
};

enum class window_about : int { roll, card, tile, kill };

struct reaction_window {
  window_about about = window_about::roll;
  int seat = -1;             // who rolled / played / placed / killed
  std::vector<int> awaiting; // seats that have not answered yet
  bool combat_roll = false;  // a combat die (Swing and a miss)
  int kill_colour = -1;
  std::optional<pos> tile; // the tile just placed, for a window about a tile
};

struct die_roll {
  int seat = -1;
  int value = 0;
  std::string purpose; // "move", "combat", ...
  std::string against; // colour for combat
  std::string square;
  bool fresh = true; // just rolled: What!?!? and Swing and a miss may roll it again
};

struct saved_roll {
  std::vector<die_roll> dice;
  bool combat = false;
};

struct played_card {
  int seat = -1;
  int id = -1;
  json params = json::object(); // the action's card fields (seat, square, ...)
};

enum class combat_origin : int { fight_step, move_enter, ranged };

struct combat_state {
  int seat = -1;
  pos square{};
  int colour = 0;
  int weapon = -1; // card type of a ranged weapon, or -1
  int bonus = 0;
  int roll = 0;
  bool axe_declared = false;
  combat_origin origin = combat_origin::fight_step;
};

struct book_fight_state {
  int challenger = -1;
  int holder = -1;
  int added_challenger = 0, added_holder = 0;
  bool axe_challenger = false, axe_holder = false; // declared before the rolls
  int asked = 0;      // Axe declarations asked: 1 the challenger, 2 the holder
  int declaring = -1; // the seat declaring his Axe now
};

enum class populate_mode : int { named, rolled, how_many, flesh_wound };

struct populate_state {
  populate_mode mode = populate_mode::named;
  std::optional<pos> tile; // tile coordinates; none: anywhere on the map
  int chooser = -1;
  int skeletons_left = 0; // named / flesh wound
  int target = 0;         // rolled / how many: the points to reach
  int placed_points = 0;
  int life_left = 0;
};

struct choice_state {
  card_type kind = card_type::yoink;
  int chooser = -1;
  int from = -1; // -1: the chooser picks the player too (chosen after the roll)
  int value = 0;
};

// A Horse whose rider is inside a building waits at its door.
struct parked_horse {
  int card = -1;
  pos door{};
  int rider = -1;
};

struct rules_config {
  int players = 2;
  int max_rounds = 0;
  int reaction_seconds = 6;
};

struct table {
  rules_config rules;
  rng random{1};
  // Counts reaction windows opened: each new one restarts the awaited
  // players' time to answer (engine contract: decision_serial).
  std::uint64_t windows_opened = 0;

  std::map<pos, placed_tile> tiles; // by tile coordinates
  std::optional<pos> last_tile;     // the tile placed last
  std::map<pos, int> skeletons;     // square -> colour
  std::set<pos> life_tokens;
  std::vector<parked_horse> horses;

  std::vector<player_state> seats;
  std::vector<int> tile_deck; // back is the top
  int graveyard_depth = -1;   // its index from the bottom once shuffled back, else -1
  std::vector<int> tile_discard;
  std::optional<int> drawn_tile;
  std::vector<int> event_deck; // back is the top
  std::vector<int> discard;    // back is the top
  colours supply{40, 40, 40};
  colours removed{};
  int life_supply = 50;

  int book_holder = -1;
  std::optional<pos> book_square; // lying on the map
  bool book_set_aside = true;

  int first = 0;
  int current = 0;
  int round = 1;
  decision dec = decision::none;
  std::string step = "place";  // the turn's step, for the view while no one decides
  std::vector<work_item> work; // back runs first
  std::optional<reaction_window> window;
  std::vector<played_card> stack; // cards played, not yet resolved
  std::vector<die_roll> dice;
  std::optional<combat_state> combat;
  std::optional<book_fight_state> book_fight;
  std::optional<populate_state> populate;
  std::vector<populate_state> populate_suspended; // interrupted by a card placing skeletons
  std::vector<saved_roll> dice_saved;             // interrupted by a card's own roll
  std::optional<pos> pickup;                      // the square of a pending pick-up
  std::optional<choice_state> choice;
  int move_points = 0, move_left = 0;
  int skeleton_moves_left = 0;
  std::vector<pos> skeletons_moved;   // squares moved to this phase
  int reveal_to = -1, reveal_of = -1; // Give me that...
  int populate_override = -1;         // It's all about me!: who fills the next tile
  bool last_roll_combat = false;      // the last roll event was a combat die

  std::vector<int> stacked_dice; // test scenarios: the next dice, front first

  game_log log;
  game_result result;

  int players() const { return rules.players; }
};

} // namespace tavern::games::midevil
