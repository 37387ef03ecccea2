#include "keep.hpp"
#include "json/json_object.hpp"

#include "phrases.hpp"
#include "train.hpp"

#include <algorithm>

namespace tavern::games::coltexpress {

namespace {

void discard_kept(table &t, int seat, int card) {
  seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  std::erase(sc.hand, card);
  sc.discard.push_back(card);
}

void finish_keeping(table &t, int seat) {
  seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  sc.kept = true;
  const auto kept = static_cast<long long>(sc.hand.size());
  say.log_public(t.log,
                 {"coltexpress.log.keeps",
                  json_object("player", seat_param(seat), "count", number_param(kept))},
                 {seat}, "keep", json_object("count", sc.hand.size()));
}

} // namespace

void begin_keeping(table &t) {
  t.ph = phase::keep;
  for (seat_cards &sc : t.seats) {
    for (int id : sc.hand)
      if (t.cards[static_cast<std::size_t>(id)].bullet)
        sc.discard.push_back(id);
    std::erase_if(sc.hand, [&](int id) { return t.cards[static_cast<std::size_t>(id)].bullet; });
    sc.kept = sc.hand.empty();
  }
}

bool keeping_done(const table &t) {
  return std::all_of(t.seats.begin(), t.seats.end(), [](const seat_cards &s) { return s.kept; });
}

void apply_keep_action(table &t, int seat, const json &action) {
  if (action["type"] == "discard")
    discard_kept(t, seat, action["card"].get<int>());
  else if (action["type"] == "keep")
    finish_keeping(t, seat);
}

} // namespace tavern::games::coltexpress
