#include "flow.hpp"
#include "json/json_object.hpp"

#include "board.hpp"
#include "work_steps.hpp"

namespace tavern::games::midevil {

bool book_at_altar(const table &t) {
  // "Tutti gli scheletri incontrati durante il movimento devono essere
  // affrontati": a skeleton on the Altar's centre is fought before the win.
  return t.book_holder >= 0 && t.seats[t.book_holder].square == altar_centre() &&
         !t.skeletons.count(altar_centre());
}

void check_wins(table &t) {
  if (t.dec == decision::finished)
    return;
  std::vector<int> winners;
  message reason;
  if (book_at_altar(t)) {
    winners = {t.book_holder};
    reason = {"midevil.result.book", json_object("book", book_param(), "altar", altar_param())};
  } else {
    for (int s = 0; s < t.players(); ++s)
      if (points_of(t.seats[s].trophies) >= 30)
        winners.push_back(s);
    reason = {"midevil.result.points", json_object("points", number_param(30))};
  }
  if (winners.empty())
    return;
  t.dec = decision::finished;
  t.work.clear();
  t.window.reset();
  t.result.winners = winners;
  say.reason(t.result, reason);
  t.result.scores.clear();
  for (const auto &p : t.seats)
    t.result.scores.push_back(points_of(p.trophies));
  say.log_public(t.log,
                 {"midevil.log.win", json_object("player", seat_param(winners.front()), "reason",
                                                 kit::msg_param(reason))},
                 {winners.front()}, "win", json_object("winners", winners));
}

void finish_by_points(table &t) {
  int best = -1;
  std::vector<int> winners;
  for (int s = 0; s < t.players(); ++s) {
    const int pts = points_of(t.seats[s].trophies);
    if (pts > best) {
      best = pts;
      winners = {s};
    } else if (pts == best) {
      winners.push_back(s);
    }
  }
  t.dec = decision::finished;
  t.work.clear();
  t.result.winners = winners;
  say.reason(t.result, {"midevil.result.mostPoints",
                        json_object("rounds", number_param(t.rules.max_rounds))});
  t.result.scores.clear();
  for (const auto &p : t.seats)
    t.result.scores.push_back(points_of(p.trophies));
  say.log_public(t.log, {"midevil.log.end"}, {}, "end", json_object("winners", winners));
}

} // namespace tavern::games::midevil
