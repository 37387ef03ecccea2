#include "flow.hpp"

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
  std::string reason;
  if (book_at_altar(t)) {
    winners = {t.book_holder};
    reason = "brought the Necronomicon to the Altar";
  } else {
    for (int s = 0; s < t.players(); ++s)
      if (points_of(t.seats[s].trophies) >= 30)
        winners.push_back(s);
    if (!winners.empty())
      reason = "30 trophy points";
  }
  if (winners.empty())
    return;
  t.dec = decision::finished;
  t.work.clear();
  t.window.reset();
  t.result.winners = winners;
  t.result.reason = reason;
  t.result.scores.clear();
  for (const auto &p : t.seats)
    t.result.scores.push_back(points_of(p.trophies));
  log_public(t, "{0} wins: " + reason, {winners.front()}, "win", {{"winners", winners}});
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
  t.result.reason = "most trophy points after " + std::to_string(t.rules.max_rounds) + " rounds";
  t.result.scores.clear();
  for (const auto &p : t.seats)
    t.result.scores.push_back(points_of(p.trophies));
  log_public(t, "The last round is over: most trophy points win", {}, "end",
             {{"winners", winners}});
}

} // namespace tavern::games::midevil
