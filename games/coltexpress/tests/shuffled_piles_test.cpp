// Chance in Colt Express: the harness's chi-square test of the top card of
// every shuffled pile, through the shuffled_piles hook that names them: each
// seat's action deck as dealt for round 1 (the rulebook: "All'inizio di un
// round, ogni giocatore mescola il mazzo personale"; with two players
// "Mescolatele tutte insieme per costituire il vostro mazzo"), the round
// cards, the station, the train's cars, the purses' values and the first
// player.
#include "test_support.hpp"
#include "tests/engine_harness.hpp"

using namespace ce_test;
namespace harness = tavern::harness;

namespace {

// The piles of a game just created. The action decks are dealt once the
// characters are chosen: the hook chooses them on a copy of the table (the
// first characters left, as the first legal actions would).
std::vector<harness::pile> shuffled_piles(const game_state &s) {
  ce::table t = data(s);
  for (std::size_t i = 0; i < t.choose_order.size(); ++i) {
    int c = 0;
    for (const auto &b : t.bandits)
      if (static_cast<int>(b.ch) >= c)
        c = static_cast<int>(b.ch) + 1;
    ce::choose_character(t, t.choose_order[i], static_cast<character>(c));
  }
  std::vector<harness::pile> out;
  for (int seat = 0; seat < t.players(); ++seat) {
    // In the order drawn: the hand first (its first card drawn first), then
    // the deck from the top.
    const auto &sc = t.seats[static_cast<std::size_t>(seat)];
    std::vector<int> ids(sc.hand.begin(), sc.hand.end());
    ids.insert(ids.end(), sc.deck.rbegin(), sc.deck.rend());
    harness::pile deck{"seat " + std::to_string(seat) + "'s action deck", {}};
    for (int id : ids) {
      const auto &c = t.cards[static_cast<std::size_t>(id)];
      deck.cards.push_back(std::string(ce::action_key(c.act)) + " of bandit " +
                           std::to_string(c.bandit));
    }
    out.push_back(deck);
  }
  // Four of the seven plain round cards are used, then one of three stations:
  // the first of each is uniform over its kind.
  harness::pile rounds{"first round card", {}};
  harness::pile station{"station", {}};
  for (int i = 0; i < static_cast<int>(ce::round_table.size()); ++i) {
    const std::string key(ce::round_table[static_cast<std::size_t>(i)].key);
    auto &pile = i < 7 ? rounds : station;
    const int first = i < 7 ? t.round_cards.front() : t.round_cards.back();
    if (i == first)
      pile.cards.insert(pile.cards.begin(), key);
    else
      pile.cards.push_back(key);
  }
  out.push_back(rounds);
  out.push_back(station);
  // The car behind the locomotive among the six printed cars.
  harness::pile cars{"first car", {std::to_string(t.car_kinds[1])}};
  for (int kind = 0; kind < 6; ++kind)
    if (kind != t.car_kinds[1])
      cars.cards.push_back(std::to_string(kind));
  out.push_back(cars);
  // Purses get their ids in a shuffled order of their values.
  harness::pile purses{"purse values by id", {}};
  for (const auto &l : t.loot)
    if (l.kind == ce::loot_kind::purse)
      purses.cards.push_back(std::to_string(l.value));
  out.push_back(purses);
  harness::pile first{"first player", {std::to_string(t.first_player)}};
  for (int seat = 0; seat < t.players(); ++seat)
    if (seat != t.first_player)
      first.cards.push_back(std::to_string(seat));
  out.push_back(first);
  return out;
}

} // namespace

TEST_SUITE("coltexpress shuffled piles") {

  TEST_CASE("The top card of every shuffled pile is uniform over the pile (chi-square, 3000 "
            "seeds, p >= 1e-4): every player count, with and without the expert rules") {
    const auto g = ce::make_game();
    harness::chance_options o;
    o.seeds = 0; // the seed-pair comparison runs in the harness and leak tests
    o.shuffled_piles = shuffled_piles;
    for (int players = 2; players <= 6; ++players)
      for (bool expert : {false, true}) {
        const json options = {{"expert", expert}};
        CAPTURE(players);
        CAPTURE(expert);
        const auto r = harness::check_chance(*g, {players, options, 1}, o);
        for (const auto &f : r.failures)
          FAIL_CHECK(f);
        CHECK(r.piles.size() == static_cast<std::size_t>(players) + 5);
        for (const auto &p : r.piles) {
          CHECK(p.seeds == o.pile_seeds);
          CHECK(p.categories > 1);
        }
      }
  }

} // TEST_SUITE
