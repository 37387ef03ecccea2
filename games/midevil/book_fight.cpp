#include "book_fight.hpp"
#include "json/json_object.hpp"

#include "flow.hpp"

namespace tavern::games::midevil {

bool axe_ready(const table &t, int seat) {
  return has_in_play(t, seat, card_type::axe) &&
         !t.seats[seat].used_this_turn.count(static_cast<int>(card_type::axe));
}

void start_book_fight(table &t, int holder) {
  book_fight_state bf;
  bf.challenger = t.current;
  bf.holder = holder;
  t.book_fight = bf;
  say.log_public(
      t.log,
      {"midevil.log.bookFightStarts", json_object("player", seat_param(t.current), "other",
                                                  seat_param(holder), "book", book_param())},
      {t.current, holder}, "bookFightStarts");
  push(t, work_kind::book_roll);
  push(t, work_kind::book_declare);
}

void book_declare(table &t) {
  auto &bf = *t.book_fight;
  for (int side = 0; side < 2; ++side) {
    const int bit = 1 << side;
    const int seat = side == 0 ? bf.challenger : bf.holder;
    if (bf.asked & bit)
      continue;
    bf.asked |= bit;
    if (axe_ready(t, seat)) {
      bf.declaring = seat;
      t.dec = decision::book_pre;
      return;
    }
  }
  bf.declaring = -1;
}

void book_roll(table &t) {
  const auto &bf = *t.book_fight;
  t.dice.clear();
  // "Regole di combattimento con altri giocatori": these are combat dice.
  t.last_roll_combat = true;
  const int c = roll_die(t, bf.challenger, "book");
  const int h = roll_die(t, bf.holder, "book");
  say.log_public(
      t.log,
      {"midevil.log.rollBookFight",
       json_object("player", seat_param(bf.challenger), "value", number_param(c), "other",
                   seat_param(bf.holder), "otherValue", number_param(h), "book", book_param())},
      {bf.challenger, bf.holder}, "roll", json_object("for", "book", "values", json{c, h}));
  push(t, work_kind::book_check);
  open_window(t, window_about::roll, t.current);
}

int book_total(const table &t, int seat) {
  const auto &bf = *t.book_fight;
  int roll = 0;
  for (const auto &d : t.dice)
    if (d.seat == seat && d.purpose == "book")
      roll = d.value;
  const bool challenger = seat == bf.challenger;
  const bool axe = challenger ? bf.axe_challenger : bf.axe_holder;
  return roll + (challenger ? bf.added_challenger : bf.added_holder) + mace_bonus(t, seat) +
         (axe ? 2 : 0);
}

int book_loser(const table &t, int *need) {
  const auto &bf = *t.book_fight;
  const int c = book_total(t, bf.challenger), h = book_total(t, bf.holder);
  const int loser = c > h ? bf.holder : bf.challenger;
  *need = loser == bf.holder ? c - h : h - c + 1;
  return loser;
}

void book_check(table &t) {
  const auto &bf = *t.book_fight;
  int need = 0;
  const int loser = book_loser(t, &need);
  const auto &p = t.seats[loser];
  if (p.life > 0 || !minimal_spends(p.trophies, need).empty()) {
    t.dec = decision::book;
    return;
  }
  end_book_fight(t, loser == bf.holder ? bf.challenger : bf.holder);
}

void end_book_fight(table &t, int winner) {
  const auto bf = *t.book_fight;
  t.book_fight.reset();
  const int loser = winner == bf.holder ? bf.challenger : bf.holder;
  say.log_public(t.log,
                 {"midevil.log.bookFight", json_object("player", seat_param(winner), "other",
                                                       seat_param(loser), "book", book_param())},
                 {winner, loser}, "bookFight");
  if (winner == bf.challenger) {
    t.book_holder = winner;
    t.book_square.reset();
    say.log_public(
        t.log,
        {"midevil.log.bookTaken", json_object("player", seat_param(winner), "book", book_param())},
        {winner}, "bookTaken");
  }
}

} // namespace tavern::games::midevil
