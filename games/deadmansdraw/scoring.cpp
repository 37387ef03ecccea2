#include "scoring.hpp"
#include "json/json_object.hpp"

#include "game_log.hpp"

#include <algorithm>

namespace tavern::games::deadmansdraw {

int bank_score(const table &t, int seat) {
  int score = 0;
  for (const auto &stack : t.banks[seat].stacks)
    if (!stack.empty())
      score += stack.back();
  if (t.has_trait(seat, trait::golden_scales) && !t.banks[seat].of(suit::mermaid).empty())
    score += 5;
  return score;
}

game_result compute_result(const table &t) {
  game_result r;
  say.reason(r, {"deadmansdraw.result.drawPileExhausted"});
  int best_score = -1;
  int best_cards = -1;
  for (int s = 0; s < t.players(); ++s) {
    const int score = bank_score(t, s);
    const int cards = t.banks[s].size();
    r.scores.push_back(score);
    // Most points; among equals, most cards in the bank; then a shared win.
    if (score > best_score || (score == best_score && cards > best_cards)) {
      best_score = score;
      best_cards = cards;
      r.winners = {s};
    } else if (score == best_score && cards == best_cards) {
      r.winners.push_back(s);
    }
  }
  return r;
}

void finish_game(table &t) {
  t.ph = phase::finished;
  for (int s = 0; s < t.players(); ++s)
    if (t.has_trait(s, trait::golden_scales) && !t.banks[s].of(suit::mermaid).empty())
      say.log_public(t.log, {"deadmansdraw.log.goldenScales", json_object("player", seat_param(s))},
                     {s}, "trait", json_object("trait", trait_key(trait::golden_scales)));
  t.result = compute_result(t);
  json winners = json::array();
  for (int w : t.result.winners)
    winners.push_back(seat_param(w));
  const bool alone = t.result.winners.size() == 1;
  say.log_public(t.log,
                 {alone ? "deadmansdraw.log.wins" : "deadmansdraw.log.shareWin",
                  json_object("winners", kit::list_param(std::move(winners)))},
                 t.result.winners, "game_over", json_object("result", t.result.to_json()));
}

} // namespace tavern::games::deadmansdraw
