#include "flow.hpp"
#include "phrases.hpp"
#include "json/json_object.hpp"

namespace tavern::games::midevil {

std::string_view colour_key(int c) {
  static constexpr std::string_view keys[3] = {"white", "red", "blue"};
  return keys[c % 3];
}

int points_of(const colours &c) {
  return c[0] + 2 * c[1] + 3 * c[2];
}

std::string pos_key(pos p) {
  return std::to_string(p.x) + "," + std::to_string(p.y);
}

std::string_view card_key(int id) {
  return card_info(card_of(id)).key;
}

bool may_play(const table &t, int seat) {
  const auto &p = t.seats[seat];
  return !p.played_cycle || p.free_plays;
}

bool has_in_play(const table &t, int seat, card_type type) {
  for (int id : t.seats[seat].in_play)
    if (card_of(id) == type)
      return true;
  return false;
}

int mace_bonus(const table &t, int seat) {
  return has_in_play(t, seat, card_type::mace) ? 1 : 0;
}

void push(table &t, work_kind kind, pos square, int value) {
  t.work.push_back({kind, square, value});
}

void open_window(table &t, window_about about, int seat, int kill_mask) {
  reaction_window w;
  w.about = about;
  w.seat = seat;
  w.combat_roll = about == window_about::roll && t.last_roll_combat;
  w.kill_colour = kill_mask;
  if (about == window_about::tile)
    w.tile = t.last_tile;
  if (about == window_about::kill) {
    if (may_play(t, seat))
      w.awaiting.push_back(seat);
  } else {
    for (int s = 0; s < t.players(); ++s)
      if (may_play(t, s))
        w.awaiting.push_back(s);
  }
  if (!w.awaiting.empty()) {
    t.window = std::move(w);
    ++t.windows_opened;
  }
}

int next_die(table &t) {
  if (!t.stacked_dice.empty()) {
    const int v = t.stacked_dice.front();
    t.stacked_dice.erase(t.stacked_dice.begin());
    return v;
  }
  return 1 + static_cast<int>(t.random.below(6));
}

int roll_die(table &t, int seat, const std::string &purpose, const std::string &against,
             const std::string &square) {
  const int v = next_die(t);
  t.dice.push_back({seat, v, purpose, against, square});
  return v;
}

void draw_cards(table &t, int seat, int n) {
  auto &p = t.seats[seat];
  int drawn = 0;
  for (int i = 0; i < n; ++i) {
    if (t.event_deck.empty()) {
      if (t.discard.empty())
        break;
      t.event_deck = t.discard;
      t.discard.clear();
      t.random.shuffle(t.event_deck);
      say.log_public(t.log, {"midevil.log.reshuffle"}, {}, "reshuffle");
    }
    p.hand.push_back(t.event_deck.back());
    t.event_deck.pop_back();
    ++drawn;
  }
  if (drawn > 0)
    say.log_public(
        t.log,
        {"midevil.log.draw", json_object("player", seat_param(seat), "count", number_param(drawn))},
        {seat}, "draw", json_object("count", drawn));
}

void discard_card(table &t, int id) {
  t.discard.push_back(id);
}

} // namespace tavern::games::midevil
