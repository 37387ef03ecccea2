#include "scoring.hpp"
#include "json/json_object.hpp"

#include "phrases.hpp"

#include "train.hpp"

#include <algorithm>

namespace tavern::games::coltexpress {

std::vector<int> gunslinger_seats(const table &t) {
  std::vector<int> out;
  if (t.rules.two_player())
    return out;
  int best = 0;
  for (const bandit &b : t.bandits)
    best = std::max(best, b.fired());
  if (best == 0)
    return out;
  for (const bandit &b : t.bandits)
    if (b.fired() == best)
      out.push_back(b.seat);
  return out;
}

int seat_money(const table &t, int seat) {
  int total = 0;
  for (int b : t.bandits_of(seat))
    total += t.money(b);
  const auto guns = gunslinger_seats(t);
  if (std::find(guns.begin(), guns.end(), seat) != guns.end())
    total += gunslinger_bonus;
  return total;
}

// "il minor numero di Carte Pallottola da altri giocatori ed eventi": a
// bullet from the player's own other bandit (2 players) does not count.
int seat_hits(const table &t, int seat) {
  int hits = 0;
  for (int b : t.bandits_of(seat))
    hits += t.bandits[static_cast<std::size_t>(b)].hits -
            t.bandits[static_cast<std::size_t>(b)].team_hits;
  return hits;
}

void finish_game(table &t) {
  t.ph = phase::finished;
  for (loot_token &l : t.loot)
    l.known = ~0u; // every purse is turned over
  game_result r;
  say.reason(r, {"coltexpress.result.station"});
  int best = -1, fewest = 0;
  for (int s = 0; s < t.players(); ++s) {
    const int money = seat_money(t, s);
    r.scores.push_back(money);
    const int hits = seat_hits(t, s);
    if (money > best || (money == best && hits < fewest)) {
      best = money;
      fewest = hits;
      r.winners = {s};
    } else if (money == best && hits == fewest)
      r.winners.push_back(s);
  }
  for (int s : gunslinger_seats(t))
    say.log_public(t.log,
                   {"coltexpress.log.gunslinger",
                    json_object("player", seat_param(s), "bonus", number_param(gunslinger_bonus))},
                   {s}, "gunslinger");
  say.log_public(t.log,
                 {r.winners.size() == 1 ? "coltexpress.log.wins" : "coltexpress.log.shareWin",
                  json_object("winners", kit::seats_param(r.winners), "money", number_param(best))},
                 r.winners, "end", json_object("scores", r.scores));
  t.result = r;
}

} // namespace tavern::games::coltexpress
