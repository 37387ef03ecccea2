// The shuffles the rulebook asks for, tested against chance. l. 27-32: "Le 32
// carte del villaggio vengono mescolate e messe a faccia in giù in 8 mazzi
// [...] Le 32 carte grotta sono anch'esse mescolate e messe a faccia in giù in
// 8 mazzi" (the 32 village cards are shuffled and laid face down in 8 piles;
// the 32 cave cards are shuffled too and laid in 8 piles). These are the only
// shuffles: a card looked at goes back where it was (l. 84, "risistemata nel
// mazzo coperta"), and nothing is ever reshuffled. The game has no options, so
// every mode is every player count.
//
// Over many fixed seeds, the top card of each pile must be any of its row's 32
// cards with the same chance: a chi-square test of the counts against uniform,
// failing both when they are too uneven (no shuffle, or a biased one) and when
// they are too even (a deal that cycles with the seed). The seeds are fixed, so
// the test is deterministic.
#include "test_support.hpp"

#include <array>
#include <map>

using namespace ds_test;

namespace {

constexpr int cards_per_row = 32;
constexpr int seeds_per_count = 3200; // 100 expected per card and pile

// Chi-square quantiles (computed from the regularized incomplete gamma
// function): a fair shuffle falls outside [low, high] with chance 2 in 10,000
// for each pile.
constexpr double chi2_31_low = 9.79;   // P(X < 9.79) = 1e-4, 31 degrees of freedom
constexpr double chi2_31_high = 69.11; // P(X > 69.11) = 1e-4
// For the first player, 1, 2 and 3 degrees of freedom: P(X > x) = 1e-4.
constexpr std::array<double, 4> chi2_high_by_df = {0, 15.14, 18.42, 21.11};

double chi_square(const std::vector<int> &counts, double expected) {
  double sum = 0;
  for (int n : counts)
    sum += (n - expected) * (n - expected) / expected;
  return sum;
}

std::unique_ptr<game_state> fresh(int players, std::uint64_t seed) {
  return std::move(std::get<std::unique_ptr<game_state>>(
      ds::make_game()->create(json::object(), players, seed)));
}

} // namespace

TEST_SUITE("drachenschatten shuffles") {

  TEST_CASE("The top card of every village and cave pile is uniform over its row, for 2, 3 and "
            "4 players (chi-square over 3,200 seeds each)") {
    for (int players = 2; players <= 4; ++players) {
      CAPTURE(players);
      // counts[pile][card index within its row]
      std::vector<std::vector<int>> counts(ds::pile_count, std::vector<int>(cards_per_row, 0));
      std::vector<int> firsts(players, 0);
      for (int i = 0; i < seeds_per_count; ++i) {
        const std::uint64_t seed = 1'000'003ULL * std::uint64_t(players) + std::uint64_t(i);
        const auto s = fresh(players, seed);
        const auto &t = data(*s);
        for (int p = 0; p < ds::pile_count; ++p) {
          REQUIRE(t.piles[p].size() == 4);
          const int top = t.piles[p].back();
          const int base = p < ds::piles_per_row ? 0 : cards_per_row;
          REQUIRE((top >= base && top < base + cards_per_row));
          ++counts[p][top - base];
        }
        ++firsts[t.first_player];
      }
      const double expected = double(seeds_per_count) / cards_per_row;
      double lowest = 1e9, highest = 0;
      for (int p = 0; p < ds::pile_count; ++p) {
        const double x = chi_square(counts[p], expected);
        CAPTURE(ds::pile_id(p));
        CHECK(x > chi2_31_low);
        CHECK(x < chi2_31_high);
        lowest = std::min(lowest, x);
        highest = std::max(highest, x);
      }
      // l. 41 names who starts; a server cannot know it, and draws him (RULES.md).
      const double first = chi_square(firsts, double(seeds_per_count) / players);
      CHECK(first < chi2_high_by_df[players - 1]);
      MESSAGE(players << " players: chi-square of the 16 piles' top cards (31 df) from " << lowest
                      << " to " << highest << "; of the first player (" << players - 1 << " df) "
                      << first);
    }
  }

  TEST_CASE("The card a player takes from a pile is the top of the shuffled pile") {
    // Ties the statistics above to what players meet: the first starting card
    // taken from each village pile, over the first seeds, is that pile's top.
    std::map<int, int> distinct_tops;
    for (std::uint64_t seed = 1; seed <= 40; ++seed)
      for (int p = 0; p < ds::piles_per_row; ++p) {
        auto s = fresh(2, seed);
        const int top = data(*s).piles[p].back();
        act(*s, 0, {{"type", "start"}, {"pile", ds::pile_id(p)}});
        REQUIRE(data(*s).lines[0].size() == 1);
        CHECK(data(*s).lines[0][0].id == top);
        ++distinct_tops[top];
      }
    CHECK(distinct_tops.size() == cards_per_row);
  }

} // TEST_SUITE
