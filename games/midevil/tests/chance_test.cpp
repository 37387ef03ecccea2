// Every shuffle against chance: over many fixed seeds, the first card of each
// shuffled pile must be spread as a fair shuffle spreads it (a chi-square test
// at the 0.1 % level; the seeds are fixed, so the outcome is too). A pile left
// unshuffled in some mode or player count puts every game on the same card.
#include "test_support.hpp"

#include <map>

using namespace mev_test;

namespace {

// Pearson's statistic of `counts` against a uniform spread over `cells` cells.
double chi_square(const std::map<int, int> &counts, int cells, int samples) {
  const double expected = static_cast<double>(samples) / cells;
  double sum = 0;
  int seen = 0;
  for (const auto &[_, n] : counts) {
    sum += (n - expected) * (n - expected) / expected;
    seen += n;
  }
  // The cells never hit count too.
  sum += (cells - static_cast<int>(counts.size())) * expected;
  CHECK(seen == samples);
  return sum;
}

// The chi-square value exceeded with probability 0.001, by degrees of freedom
// (the tables' values for the counts used here).
double critical_value(int degrees) {
  static const std::map<int, double> table = {{1, 10.828}, {2, 13.816},  {3, 16.266}, {4, 18.467},
                                              {5, 20.515}, {28, 56.892}, {48, 84.037}};
  const auto it = table.find(degrees);
  REQUIRE(it != table.end());
  return it->second;
}

void check_uniform(const std::map<int, int> &counts, int cells, int samples, const char *what) {
  const double chi = chi_square(counts, cells, samples);
  INFO(std::string(what) << ": chi-square " << chi << " over " << cells << " cells, " << samples
                         << " samples, critical value " << critical_value(cells - 1));
  CHECK(static_cast<int>(counts.size()) <= cells);
  CHECK(chi < critical_value(cells - 1));
}

} // namespace

TEST_SUITE("midevil chance") {

  TEST_CASE("Setup: the tiles, the event deck and the first player are drawn at random, in every "
            "player count and mode") {
    // "Mescola il resto del mazzo", "Mescola il resto dei tasselli mappa",
    // "Scegliete a caso il primo giocatore" (shuffle the rest of the deck, the
    // rest of the map tiles; choose the first player at random).
    const auto game = mev::make_game();
    const int tiles = static_cast<int>(mev::tile_table().size()) - 1; // the Altar is placed
    const int cards = mev::card_total - 1;                            // the book is set aside
    const int samples = 30 * cards;
    for (int players = 2; players <= 6; ++players) {
      CAPTURE(players);
      std::map<int, int> first_tile, first_card, first_player;
      for (int i = 0; i < samples; ++i) {
        // Both modes: with and without a round limit.
        const json options = i % 2 ? json{{"maxRounds", 3}} : json::object();
        auto created = game->create(options, players, 7919ULL * players + i);
        const auto &t = data(*std::get<std::unique_ptr<game_state>>(created));
        // The first player has cards: he is asked before the tile is drawn.
        REQUIRE(t.dec == mev::decision::start);
        REQUIRE(!t.drawn_tile);
        ++first_tile[t.tile_deck.back()];
        ++first_card[t.seats[0].hand.front()];
        ++first_player[t.first];
      }
      check_uniform(first_tile, tiles, samples, "the first tile");
      check_uniform(first_card, cards, samples, "the first card dealt");
      check_uniform(first_player, players, samples, "the first player");
    }
  }

  TEST_CASE("The discard pile is shuffled into a new deck when the deck runs out") {
    // Ruling: "When the event deck runs out, the discard pile is shuffled into
    // a new deck" (the rulebook is silent; a deck must be drawn from).
    const int cards = mev::card_total - 1;
    const int samples = 30 * cards;
    std::map<int, int> first;
    for (int i = 0; i < samples; ++i) {
      mev::scenario s;
      s.seats.resize(2);
      s.seats[1].played = true;
      s.seed = 104729ULL + i;
      s.dice = {1};
      // No card in any hand nor in the deck: all 49 in the discard pile.
      auto g = start(s);
      const auto &t = data(*g);
      REQUIRE(t.seats[0].hand.size() == 3); // drawn at step 4
      ++first[t.seats[0].hand.front()];
    }
    check_uniform(first, cards, samples, "the first card of the new deck");
  }

} // TEST_SUITE
