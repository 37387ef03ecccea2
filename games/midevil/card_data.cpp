#include "card_data.hpp"

namespace tavern::games::midevil {

namespace {
constexpr int any = -1, white = 0, red = 1, blue = 2;
using ct = card_type;
using tm = card_timing;
} // namespace

const std::vector<card_def> &card_table() {
  // clang-format off
  static const std::vector<card_def> cards = {
      {ct::axe, "axe", "Axe", 2, tm::after_kill, any, true},
      {ct::catapult, "catapult", "Catapult", 2, tm::after_kill, any, true},
      {ct::crossbow, "crossbow", "Crossbow", 2, tm::after_kill, red, true},
      {ct::explosives, "explosives", "Explosives", 2, tm::after_kill, any, true},
      {ct::give_me_that, "giveMeThat", "Give me that before you hurt yourself!", 2, tm::own_turn, any, false},
      {ct::horse, "horse", "Horse", 2, tm::after_kill, red, true},
      {ct::how_many, "howMany", "How many did you say there were!?", 2, tm::own_turn, any, false},
      {ct::all_about_me, "allAboutMe", "It's all about me!", 2, tm::reaction, any, false},
      {ct::flesh_wound, "fleshWound", "It's just a flesh wound", 2, tm::own_turn, any, false},
      {ct::look_nothing, "lookNothing", "Look... nothing in my hand!", 2, tm::own_turn, any, false},
      {ct::lost, "lost", "Lost", 2, tm::own_turn, any, false},
      {ct::mace, "mace", "Mace", 2, tm::after_kill, blue, true},
      {ct::my_precious, "myPrecious", "My precious", 2, tm::own_turn, any, false},
      {ct::polearm, "polearm", "Polearm", 2, tm::after_kill, any, true},
      {ct::short_bow, "shortBow", "Short bow", 2, tm::after_kill, white, true},
      {ct::swing_and_miss, "swingAndMiss", "Swing and a miss", 3, tm::reaction, any, false},
      {ct::theyre_all_mine, "theyreAllMine", "They're all mine!", 2, tm::own_turn, any, false},
      {ct::nevermind, "nevermind", "Uh... Nevermind", 3, tm::reaction, any, false},
      {ct::what, "what", "What!?!?", 3, tm::reaction, any, false},
      {ct::what_am_i_gonna_do, "whatAmIGonnaDo", "What am I gonna do with that!?", 2, tm::own_turn, any, false},
      {ct::yoink, "yoink", "Yoink!", 2, tm::own_turn, any, false},
      {ct::got_nothin, "gotNothin", "You got nothin'!", 2, tm::own_turn, any, false},
      {ct::stay_there, "stayThere", "You stay there!", 2, tm::own_turn, any, false},
      {ct::necronomicon, "necronomicon", "Necronomicon", 1, tm::never, any, false},
  };
  // clang-format on
  return cards;
}

const card_def &card_info(card_type t) {
  return card_table()[static_cast<int>(t)];
}

card_type card_of(int id) {
  static const std::vector<card_type> ids = [] {
    std::vector<card_type> out;
    for (const auto &c : card_table())
      for (int i = 0; i < c.count; ++i)
        out.push_back(c.type);
    return out;
  }();
  return id >= 0 && id < static_cast<int>(ids.size()) ? ids[id] : card_type::necronomicon;
}

} // namespace tavern::games::midevil
