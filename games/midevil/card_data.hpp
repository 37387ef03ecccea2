#pragma once
// The event cards of MidEvil as data: 23 types and their counts (49 cards),
// plus the Necronomicon, set aside at the start.
#include <string_view>
#include <vector>

namespace tavern::games::midevil {

enum class card_type : int {
  axe,
  catapult,
  crossbow,
  explosives,
  give_me_that,
  horse,
  how_many,
  all_about_me,
  flesh_wound,
  look_nothing,
  lost,
  mace,
  my_precious,
  polearm,
  short_bow,
  swing_and_miss,
  theyre_all_mine,
  nevermind,
  what,
  what_am_i_gonna_do,
  yoink,
  got_nothin,
  stay_there,
  necronomicon,
};
inline constexpr int card_type_count = 24;

// When a card may be played: after a kill (weapons and the Horse, staying in
// play), as a reaction in a window, or at the player's own decision points.
enum class card_timing { after_kill, reaction, own_turn, never };

struct card_def {
  card_type type;
  std::string_view key;
  std::string_view name;
  int count;
  card_timing timing;
  int kill_colour; // after_kill cards: -1 any colour, else the colour that must be killed
  bool item;       // weapons and the Horse: My precious may take them
};

const std::vector<card_def> &card_table(); // indexed by card_type
const card_def &card_info(card_type t);

// Card ids 0..49: the deck in table order, the Necronomicon last.
inline constexpr int card_total = 50;
inline constexpr int necronomicon_id = 49;
card_type card_of(int id);

} // namespace tavern::games::midevil
