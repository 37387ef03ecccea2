// Chance in DrachenSchatten: the harness's chi-square test of the top card of
// every shuffled pile, through the shuffled_piles hook that names them. The
// cards of each row are shuffled and dealt into its eight piles, so the top
// card of each pile is uniform over the cards of its row; the first player is
// drawn among the seats.
#include "test_support.hpp"
#include "tests/engine_harness.hpp"

using namespace ds_test;
namespace harness = tavern::harness;

namespace {

std::vector<harness::pile> shuffled_piles(const game_state &s) {
  const auto &t = *ds::inspect(s);
  std::vector<harness::pile> out;
  for (int p = 0; p < ds::pile_count; ++p) {
    const auto &pile = t.piles[static_cast<std::size_t>(p)];
    harness::pile top{ds::pile_id(p), {ds::card_name(pile.back())}};
    // The rest of the row, in any order: only its composition counts.
    for (int q = 0; q < ds::pile_count; ++q)
      if (ds::pile_row(q) == ds::pile_row(p))
        for (std::size_t k = 0; k < t.piles[static_cast<std::size_t>(q)].size(); ++k)
          if (q != p || k + 1 != pile.size())
            top.cards.push_back(ds::card_name(t.piles[static_cast<std::size_t>(q)][k]));
    out.push_back(top);
  }
  harness::pile first{"first player", {std::to_string(t.first_player)}};
  for (int seat = 0; seat < t.players(); ++seat)
    if (seat != t.first_player)
      first.cards.push_back(std::to_string(seat));
  out.push_back(first);
  return out;
}

} // namespace

TEST_SUITE("drachenschatten shuffled piles") {

  TEST_CASE("The top card of every pile is uniform over its row, and the first player over the "
            "seats (chi-square, 3000 seeds, p >= 1e-4), for 2 to 4 players") {
    const auto g = ds::make_game();
    harness::chance_options o;
    o.seeds = 0; // the seed-pair comparison runs in the harness and leak tests
    o.shuffled_piles = shuffled_piles;
    for (int players = 2; players <= 4; ++players) {
      CAPTURE(players);
      const auto r = harness::check_chance(*g, {players, json::object(), 1}, o);
      for (const auto &f : r.failures)
        FAIL_CHECK(f);
      CHECK(r.piles.size() == static_cast<std::size_t>(ds::pile_count) + 1);
      for (const auto &p : r.piles) {
        CHECK(p.seeds == o.pile_seeds);
        CHECK(p.categories > 1);
      }
    }
  }

} // TEST_SUITE
