#include "flow.hpp"

#include "book_fight.hpp"
#include "pickups.hpp"
#include "work_steps.hpp"

#include <iterator>
#include <string_view>

namespace tavern::games::midevil {

namespace {

// Back to the decision a card or an attack interrupted, as things now stand.
void resume(table &t, decision was) {
  switch (was) {
  case decision::start:
    if (!t.seats[t.current].hand.empty() && may_play(t, t.current))
      t.dec = decision::start;
    return;
  case decision::place:
    if (t.drawn_tile)
      t.dec = decision::place;
    return;
  case decision::populate:
    if (!t.populate_suspended.empty()) {
      t.populate = t.populate_suspended.back();
      t.populate_suspended.pop_back();
    }
    populate_check(t);
    return;
  case decision::fight_pre:
    if (t.combat)
      t.dec = decision::fight_pre;
    return;
  case decision::combat_miss:
    if (t.combat)
      combat_outcome(t);
    return;
  case decision::book_pre:
    if (t.book_fight)
      t.dec = decision::book_pre;
    return;
  case decision::book:
    if (t.book_fight)
      book_check(t);
    return;
  case decision::move:
    if (t.move_left > 0)
      t.dec = decision::move;
    return;
  case decision::pickup:
    pickup_check(t);
    return;
  case decision::skeletons:
    skeleton_roll_result(t);
    return;
  case decision::discard:
    if (!t.seats[t.current].hand.empty())
      t.dec = decision::discard;
    return;
  default:
    return; // handLimit: the end of the turn, still to run, asks again
  }
}

// `step` names the turn's step for the view while no one decides; empty for
// the items that are no step of their own.
struct work_handler {
  work_kind kind;
  std::string_view step;
  void (*run)(table &, const work_item &);
};

constexpr work_handler work_handlers[] = {
    {work_kind::turn_start, "start", [](table &t, const work_item &) { turn_start(t); }},
    {work_kind::tile_step, "place", [](table &t, const work_item &) { tile_step(t); }},
    {work_kind::fight_step, "fight", [](table &t, const work_item &) { fight_step(t); }},
    {work_kind::draw_step, "fight", [](table &t, const work_item &) { draw_step(t); }},
    {work_kind::move_roll_step, "move",
     [](table &t, const work_item &i) { move_roll_step(t, i.value != 0); }},
    {work_kind::move_roll_result, {}, [](table &t, const work_item &) { move_roll_result(t); }},
    {work_kind::stay_there_result, {}, [](table &t, const work_item &) { stay_there_result(t); }},
    {work_kind::move_decision, {}, [](table &t, const work_item &) { move_decision(t); }},
    {work_kind::skeleton_roll_step, "skeletons",
     [](table &t, const work_item &) { skeleton_roll_step(t); }},
    {work_kind::skeleton_roll_result,
     {},
     [](table &t, const work_item &) { skeleton_moves_start(t); }},
    {work_kind::discard_step, "discard", [](table &t, const work_item &) { discard_step(t); }},
    {work_kind::end_turn, {}, [](table &t, const work_item &) { end_turn(t); }},
    {work_kind::populate_start, "populate",
     [](table &t, const work_item &i) { populate_start(t, i.square); }},
    {work_kind::populate_roll_result,
     {},
     [](table &t, const work_item &i) { populate_roll_result(t, i.square, i.value); }},
    {work_kind::combat_start, {}, [](table &t, const work_item &) { combat_start(t); }},
    {work_kind::combat_check, {}, [](table &t, const work_item &) { combat_check(t); }},
    {work_kind::arrive, {}, [](table &t, const work_item &i) { arrive(t, i.square, i.value); }},
    {work_kind::arrive_book, {}, [](table &t, const work_item &i) { arrive_book(t, i.square); }},
    {work_kind::book_declare, {}, [](table &t, const work_item &) { book_declare(t); }},
    {work_kind::book_roll, {}, [](table &t, const work_item &) { book_roll(t); }},
    {work_kind::book_check, {}, [](table &t, const work_item &) { book_check(t); }},
    {work_kind::resolve_cards, {}, [](table &t, const work_item &) { resolve_cards(t); }},
    {work_kind::area_result,
     {},
     [](table &t, const work_item &i) { area_result(t, i.square, i.value); }},
    {work_kind::yoink_result,
     {},
     [](table &t, const work_item &) { choice_result(t, card_type::yoink); }},
    {work_kind::nothin_result,
     {},
     [](table &t, const work_item &) { choice_result(t, card_type::got_nothin); }},
    {work_kind::reopen_window,
     {},
     [](table &t, const work_item &i) {
       open_window(t, static_cast<window_about>(i.value), i.square.x, i.square.y);
     }},
    {work_kind::resume,
     {},
     [](table &t, const work_item &i) { resume(t, static_cast<decision>(i.value)); }},
    {work_kind::restore_dice, {}, [](table &t, const work_item &) { restore_dice(t); }},
};

// The table is indexed by work_kind: every kind in its place, none missing.
constexpr bool handlers_in_kind_order() {
  for (std::size_t i = 0; i < std::size(work_handlers); ++i)
    if (static_cast<std::size_t>(work_handlers[i].kind) != i)
      return false;
  return std::size(work_handlers) == static_cast<std::size_t>(work_kind::restore_dice) + 1;
}
static_assert(handlers_in_kind_order());

void run(table &t, const work_item &item) {
  const auto &handler = work_handlers[static_cast<std::size_t>(item.kind)];
  if (!handler.step.empty())
    t.step = handler.step;
  handler.run(t, item);
}

} // namespace

void advance(table &t) {
  settle_horses(t);
  check_wins(t);
  while (t.dec == decision::none && !t.window && !t.work.empty()) {
    const work_item item = t.work.back();
    t.work.pop_back();
    run(t, item);
    settle_horses(t);
    check_wins(t);
  }
}

} // namespace tavern::games::midevil
