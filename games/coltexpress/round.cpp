#include "round.hpp"
#include "json/json_object.hpp"

#include "phrases.hpp"

#include "scoring.hpp"
#include "train.hpp"

namespace tavern::games::coltexpress {

namespace {

int hand_size(const table &t, int seat) {
  return t.has_character(seat, character::doc) ? 7 : 6;
}

} // namespace

bool expert_rules(const table &t) {
  return t.rules.expert || t.rules.two_player();
}

bool draw_one(table &t, int seat) {
  seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  if (sc.deck.empty() && t.rules.expert && !sc.discard.empty()) {
    sc.deck.swap(sc.discard);
    t.random.shuffle(sc.deck);
  }
  if (sc.deck.empty())
    return false;
  sc.hand.push_back(sc.deck.back());
  sc.deck.pop_back();
  return true;
}

void start_round(table &t) {
  for (int s = 0; s < t.players(); ++s) {
    seat_cards &sc = t.seats[static_cast<std::size_t>(s)];
    if (!expert_rules(t)) {
      sc.deck.insert(sc.deck.end(), sc.hand.begin(), sc.hand.end());
      sc.deck.insert(sc.deck.end(), sc.discard.begin(), sc.discard.end());
      sc.hand.clear();
      sc.discard.clear();
    }
    // The expert deck is shuffled once, when it is made: later rounds draw
    // from what is left, with the bullets received since then on top.
    if (!expert_rules(t) || t.round == 0)
      t.random.shuffle(sc.deck);
    while (static_cast<int>(sc.hand.size()) < hand_size(t, s) && draw_one(t, s)) {
    }
    sc.plays_this_round = 0;
    sc.kept = true;
  }
  t.turn = 0;
  t.turn_pos = 0;
  t.turn_plays = 0;
  t.ph = phase::schemin;
  const round_row &rc = t.round_card();
  say.log_public(
      t.log,
      {"coltexpress.log.round", json_object("round", number_param(t.round + 1), "card",
                                            round_param(rc), "player", seat_param(t.first_player))},
      {t.first_player}, "round", json_object("round", t.round, "card", rc.key));
}

void end_round(table &t) {
  t.pile.clear();
  t.resolving = 0;
  if (++t.round == rounds_per_game) {
    finish_game(t);
    return;
  }
  t.first_player = (t.first_player + 1) % t.players();
  start_round(t);
}

} // namespace tavern::games::coltexpress
