#include "resample.hpp"

#include "train.hpp"

#include <algorithm>

namespace tavern::games::coltexpress {

namespace {

// Hidden things are sorted before they are shuffled, so that what is redrawn
// depends on `r` and on what the viewer knows (which cards, which values),
// never on the order they had: two states the viewer cannot tell apart
// resample alike.
void shuffle_canonically(std::vector<int> &items, rng &r) {
  std::sort(items.begin(), items.end());
  r.shuffle(items);
}

// Purse values the viewer never saw are dealt again among those purses: the
// viewer knows only the multiset of the values he has not seen.
void resample_purses(table &t, int viewer, rng &r) {
  if (t.ph == phase::finished)
    return;
  std::vector<int> ids;
  std::vector<int> values;
  for (int id = 0; id < static_cast<int>(t.loot.size()); ++id) {
    const loot_token &l = t.loot[static_cast<std::size_t>(id)];
    const bool known = l.known == ~0u || (viewer >= 0 && (l.known >> viewer) & 1u);
    if (l.kind == loot_kind::purse && !known) {
      ids.push_back(id);
      values.push_back(l.value);
    }
  }
  shuffle_canonically(values, r);
  for (std::size_t i = 0; i < ids.size(); ++i)
    t.loot[static_cast<std::size_t>(ids[i])].value = values[i];
}

// Another seat's hand, deck, (expert) discard pile and face-down programmed
// cards are dealt again from their union, keeping every pile's size; a
// face-down card is always a playable action card (Ghost's, for Ghost).
void resample_cards(table &t, int seat, rng &r) {
  seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  std::vector<int> pool = sc.hand;
  pool.insert(pool.end(), sc.deck.begin(), sc.deck.end());
  pool.insert(pool.end(), sc.discard.begin(), sc.discard.end());
  std::vector<programmed *> hidden;
  for (programmed &p : t.pile)
    if (p.seat == seat && p.face_down && !p.resolved) {
      pool.push_back(p.card);
      hidden.push_back(&p);
    }
  shuffle_canonically(pool, r);
  for (programmed *p : hidden) {
    const auto fits = [&](int id) {
      const card &c = t.cards[static_cast<std::size_t>(id)];
      return !c.bullet && (!p->ghost || bandit_at(t, c.bandit).ch == character::ghost);
    };
    const auto it = std::find_if(pool.begin(), pool.end(), fits);
    p->card = *it; // the original card is in the pool, so one always fits
    pool.erase(it);
  }
  // Outside Schemin' an expert hand holds only the action cards kept.
  const bool kept_hand = (t.rules.expert || t.rules.two_player()) && t.ph != phase::schemin;
  if (kept_hand)
    for (int &id : sc.hand) {
      const auto it = std::find_if(pool.begin(), pool.end(), [&](int c) {
        return !t.cards[static_cast<std::size_t>(c)].bullet;
      });
      id = *it;
      pool.erase(it);
    }
  std::size_t k = 0;
  std::vector<std::vector<int> *> piles{&sc.deck, &sc.discard};
  if (!kept_hand)
    piles.insert(piles.begin(), &sc.hand);
  for (auto *pile : piles)
    for (int &id : *pile)
      id = pool[k++];
}

// The viewer's own deck: he knows what is in it, not in which order.
void resample_own_deck(table &t, int viewer, rng &r) {
  if (viewer < 0 || viewer >= t.players())
    return;
  shuffle_canonically(t.seats[static_cast<std::size_t>(viewer)].deck, r);
}

// The round cards not reached yet (all of them while the characters are
// chosen) are drawn again as at setup: the plain ones from the plain cards
// not shown, the last one from the stations.
void resample_round_cards(table &t, rng &r) {
  const int shown = t.ph == phase::choose ? 0 : std::min(t.round + 1, rounds_per_game);
  const int plain_count = rounds_per_game - 1;
  std::vector<int> plain;
  for (int c = 0; c < static_cast<int>(round_table.size()); ++c)
    if (!round_table[static_cast<std::size_t>(c)].station &&
        std::find(t.round_cards.begin(), t.round_cards.begin() + shown, c) ==
            t.round_cards.begin() + shown)
      plain.push_back(c);
  shuffle_canonically(plain, r);
  for (int i = shown; i < plain_count; ++i)
    t.round_cards[static_cast<std::size_t>(i)] = plain[static_cast<std::size_t>(i - shown)];
  if (shown < rounds_per_game) {
    std::vector<int> stations;
    for (int c = 0; c < static_cast<int>(round_table.size()); ++c)
      if (round_table[static_cast<std::size_t>(c)].station)
        stations.push_back(c);
    t.round_cards[static_cast<std::size_t>(plain_count)] =
        stations[static_cast<std::size_t>(r.below(stations.size()))];
  }
}

} // namespace

table resample_for(const table &t, int viewer, rng &r) {
  table out = t;
  out.random = rng(r.next()); // future shuffles are as unknown as the decks
  if (t.ph == phase::finished)
    return out;
  resample_round_cards(out, r);
  resample_purses(out, viewer, r);
  for (int s = 0; s < t.players(); ++s)
    if (s != viewer)
      resample_cards(out, s, r);
  resample_own_deck(out, viewer, r);
  return out;
}

} // namespace tavern::games::coltexpress
