#include "resample.hpp"

#include "game_log.hpp"

#include <algorithm>

namespace tavern::games::deadmansdraw {

namespace {

// Hidden cards are sorted before they are shuffled, so that the redrawn order
// depends on `r` and on what the viewer knows (which cards), never on the
// order they had: two states the viewer cannot tell apart resample alike.
void shuffle_canonically(std::vector<card> &cards, rng &r) {
  std::sort(cards.begin(), cards.end(), card_less);
  r.shuffle(cards);
}

// The draw pile's order below the cards an Oracle left face up. Its contents
// are public knowledge (every card that left the deck was seen), its order not.
void resample_draw_pile(table &t, rng &r) {
  const auto hidden = static_cast<std::ptrdiff_t>(t.draw_pile.size()) - t.revealed_on_draw;
  std::vector<card> lower(t.draw_pile.begin(), t.draw_pile.begin() + hidden);
  shuffle_canonically(lower, r);
  std::copy(lower.begin(), lower.end(), t.draw_pile.begin());
}

// Every card enters and leaves the discard pile in plain sight, so only its
// order is unknown: all of it in the classic edition, all but the face-up top
// card in the revised one.
void resample_discard_pile(table &t, rng &r) {
  std::size_t hidden = t.discard_pile.size();
  if (t.rules.ed == edition::revised && hidden > 0)
    --hidden;
  std::vector<card> lower(t.discard_pile.begin(),
                          t.discard_pile.begin() + static_cast<std::ptrdiff_t>(hidden));
  shuffle_canonically(lower, r);
  std::copy(lower.begin(), lower.end(), t.discard_pile.begin());
}

void rewrite_private_log(table &t, int seat) {
  if (t.deal_log[seat] >= 0) {
    const auto at = static_cast<std::size_t>(t.deal_log[seat]);
    log_entry rewritten = t.log[at];
    json &e = rewritten.entry;
    e["text"] = "You are dealt " + std::string(trait_name(t.dealt[seat][0])) + " and " +
                std::string(trait_name(t.dealt[seat][1]));
    e["traits"] = {trait_key(t.dealt[seat][0]), trait_key(t.dealt[seat][1])};
    t.log.replace(at, std::move(rewritten));
  }
  if (t.choice_log[seat] >= 0 && t.chosen[seat]) {
    const auto at = static_cast<std::size_t>(t.choice_log[seat]);
    log_entry rewritten = t.log[at];
    json &e = rewritten.entry;
    e["text"] = "You chose " + std::string(trait_name(*t.chosen[seat]));
    e["trait"] = trait_key(*t.chosen[seat]);
    t.log.replace(at, std::move(rewritten));
  }
}

// The trait cards the viewer has not seen (the undealt ones, the others'
// unchosen ones, and their choices before the reveal) are dealt again.
void resample_traits(table &t, int viewer, rng &r) {
  if (!t.rules.traits)
    return;
  // Seats dealt nothing (test positions) have nothing to redraw.
  const auto is_other = [&](int s) { return s != viewer && t.dealt[s].size() == 2; };
  std::vector<trait> pool = t.traits_undealt;
  for (int s = 0; s < t.players(); ++s) {
    if (!is_other(s))
      continue;
    for (trait tr : t.dealt[s])
      pool.push_back(tr);
    if (t.traits_revealed) // the chosen one stays where everyone saw it
      pool.erase(std::find(pool.end() - 2, pool.end(), *t.chosen[s]));
  }
  std::sort(pool.begin(), pool.end());
  r.shuffle(pool);
  for (int s = 0; s < t.players(); ++s) {
    if (!is_other(s))
      continue;
    if (t.traits_revealed) {
      t.dealt[s] = {*t.chosen[s], pool.back()};
      pool.pop_back();
      if (r.below(2) == 1)
        std::swap(t.dealt[s][0], t.dealt[s][1]);
    } else {
      t.dealt[s] = {pool[pool.size() - 1], pool[pool.size() - 2]};
      pool.resize(pool.size() - 2);
      if (t.chosen[s])
        t.chosen[s] = t.dealt[s][r.below(2)];
    }
    rewrite_private_log(t, s);
  }
  t.traits_undealt = pool;
}

} // namespace

table resample_for(const table &t, int viewer, rng &r) {
  table out = t;
  // Future shuffles (Map, Key & Chest) are as unknown as the piles.
  out.random = rng(r.next());
  resample_draw_pile(out, r);
  resample_discard_pile(out, r);
  resample_traits(out, viewer, r);
  return out;
}

} // namespace tavern::games::deadmansdraw
