#include "schemin.hpp"
#include "json/json_object.hpp"

#include "phrases.hpp"

#include "keep.hpp"
#include "round.hpp"
#include "stealin.hpp"
#include "train.hpp"

namespace tavern::games::coltexpress {

namespace {

void end_schemin(table &t) {
  if (expert_rules(t)) {
    begin_keeping(t);
    return;
  }
  for (seat_cards &sc : t.seats) {
    sc.deck.insert(sc.deck.end(), sc.hand.begin(), sc.hand.end());
    sc.hand.clear();
  }
  begin_stealin(t);
}

void next_turn_step(table &t) {
  ++t.turn_plays;
  if (t.current_turn() == turn_kind::speeding && t.turn_plays < 2)
    return;
  t.turn_plays = 0;
  if (++t.turn_pos < t.players())
    return;
  t.turn_pos = 0;
  if (++t.turn < static_cast<int>(t.turn_letters().size()))
    return;
  t.turn = 0;
  end_schemin(t);
}

void play_card(table &t, int seat, int card, bool face_down) {
  seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  std::erase(sc.hand, card);
  const bool tunnel = t.current_turn() == turn_kind::tunnel;
  t.pile.push_back({card, seat, tunnel || face_down, face_down && !tunnel, false});
  ++sc.plays_this_round;
  if (tunnel || face_down)
    say.log_public(t.log, {"coltexpress.log.faceDown", json_object("player", seat_param(seat))},
                   {seat}, "program", json_object("faceDown", true));
  else {
    const auto &c = t.cards[static_cast<std::size_t>(card)];
    std::vector<int> seats;
    json who = bandit_param(t, c.bandit, seats);
    say.log_public(t.log,
                   {"coltexpress.log.programs",
                    json_object("bandit", std::move(who), "card", action_card_param(c.act))},
                   seats, "program",
                   json_object("card", card, "action", action_key(c.act), "bandit", c.bandit));
  }
  next_turn_step(t);
}

void draw_cards(table &t, int seat) {
  int drawn = 0;
  while (drawn < 3 && draw_one(t, seat))
    ++drawn;
  ++t.seats[static_cast<std::size_t>(seat)].plays_this_round;
  say.log_public(t.log,
                 {"coltexpress.log.draws",
                  json_object("player", seat_param(seat), "count", number_param(drawn))},
                 {seat}, "draw", json_object("count", drawn));
  next_turn_step(t);
}

void pass_turn(table &t, int seat) {
  ++t.seats[static_cast<std::size_t>(seat)].plays_this_round;
  say.log_public(t.log, {"coltexpress.log.pass", json_object("player", seat_param(seat))}, {seat},
                 "pass");
  next_turn_step(t);
}

} // namespace

bool can_draw(const table &t, int seat) {
  const seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  return !sc.deck.empty() || (expert_rules(t) && !sc.discard.empty());
}

void apply_schemin_action(table &t, int seat, const json &action) {
  const std::string type = action["type"].get<std::string>();
  if (type == "play")
    play_card(t, seat, action["card"].get<int>(), action.contains("faceDown"));
  else if (type == "draw")
    draw_cards(t, seat);
  else if (type == "pass")
    pass_turn(t, seat);
}

} // namespace tavern::games::coltexpress
