// Test-only positions and dumps; the server never calls these.
#include "deadmansdraw.hpp"

#include "game_log.hpp"
#include "state.hpp"
#include "turn.hpp"

#include <algorithm>

namespace tavern::games::deadmansdraw {

std::unique_ptr<game_state> make_scenario(const scenario &s) {
  table t;
  t.rules.players = s.players;
  t.rules.ed = s.edition == "revised" ? edition::revised : edition::classic;
  t.rules.mermaid_variant = s.mermaid_variant;
  t.rules.traits =
      std::any_of(s.traits.begin(), s.traits.end(), [](const auto &tr) { return tr.has_value(); });
  t.random = rng(s.seed);
  t.banks.resize(s.players);
  t.dealt.resize(s.players);
  t.chosen.resize(s.players);
  t.locker_target.assign(s.players, -1);
  t.deal_log.assign(s.players, -1);
  t.choice_log.assign(s.players, -1);
  t.draw_pile.assign(s.draw.rbegin(), s.draw.rend());
  t.discard_pile = s.discard;
  for (std::size_t seat = 0; seat < s.banks.size() && int(seat) < s.players; ++seat)
    for (const card &c : s.banks[seat])
      add_to_bank(t, int(seat), c);
  for (std::size_t seat = 0; seat < s.traits.size() && int(seat) < s.players; ++seat)
    if (s.traits[seat]) {
      t.chosen[seat] = s.traits[seat];
      t.dealt[seat] = {*s.traits[seat], *s.traits[seat]};
    }
  for (std::size_t seat = 0; seat < s.lockers.size() && int(seat) < s.players; ++seat)
    t.locker_target[seat] = s.lockers[seat];
  // Without a given target, a 2-player Locker haunts the only opponent.
  if (s.players == 2)
    for (int seat = 0; seat < 2; ++seat)
      if (t.chosen[seat] == trait::davy_jones_locker && t.locker_target[seat] < 0)
        t.locker_target[seat] = 1 - seat;
  t.traits_revealed = true;
  t.first_player = s.current;
  t.ph = phase::play;
  begin_turn(t, s.current);
  return std::make_unique<state>(std::move(t));
}

std::string debug_dump(const game_state &played) {
  const table *t = inspect(played);
  if (!t)
    return {};
  json d;
  d["draw"] = cards_json(t->draw_pile);
  d["discard"] = cards_json(t->discard_pile);
  d["mapRevealed"] = cards_json(t->map_revealed);
  json dealt = json::array();
  for (const auto &pair : t->dealt) {
    json p = json::array();
    for (trait tr : pair)
      p.push_back(trait_key(tr));
    dealt.push_back(p);
  }
  d["dealt"] = dealt;
  json chosen = json::array();
  for (const auto &c : t->chosen)
    chosen.push_back(c ? json(trait_key(*c)) : json(nullptr));
  d["chosen"] = chosen;
  // The generator is left out: resampling always reseeds it, which would make
  // every resampled state count as changed.
  return d.dump();
}

} // namespace tavern::games::deadmansdraw
