// Chance in Dead Man's Draw: the harness's chi-square test of the top card of
// every shuffled pile (the draw pile, the discard pile, the traits dealt, the
// first player), through the shuffled_piles hook that names them.
#include "test_support.hpp"
#include "tests/engine_harness.hpp"

using namespace dmd_test;
namespace harness = tavern::harness;

namespace {

// A game just created: each pile top first, as the table keeps it.
std::vector<harness::pile> shuffled_piles(const game_state &s) {
  const auto &t = data(s);
  harness::pile draw{"draw pile", {}};
  for (auto it = t.draw_pile.rbegin(); it != t.draw_pile.rend(); ++it)
    draw.cards.push_back(dmd::card_name(*it));
  harness::pile discard{"discard pile", {}};
  for (auto it = t.discard_pile.rbegin(); it != t.discard_pile.rend(); ++it)
    discard.cards.push_back(dmd::card_name(*it));
  // The traits in the order dealt: two to the first seat, two to the next...
  harness::pile traits{"traits", {}};
  for (const auto &dealt : t.dealt)
    for (trait tr : dealt)
      traits.cards.emplace_back(dmd::trait_key(tr));
  for (auto it = t.traits_undealt.rbegin(); it != t.traits_undealt.rend(); ++it)
    traits.cards.emplace_back(dmd::trait_key(*it));
  // The first player, drawn among the seats.
  harness::pile first{"first player", {std::to_string(t.first_player)}};
  for (int seat = 0; seat < t.players(); ++seat)
    if (seat != t.first_player)
      first.cards.push_back(std::to_string(seat));
  return {draw, discard, traits, first};
}

} // namespace

TEST_SUITE("deadmansdraw shuffled piles") {

  TEST_CASE("The top card of every shuffled pile is uniform over the pile (chi-square, 3000 "
            "seeds, p >= 1e-4): one and two sets, both editions, with and without the Mermaid "
            "variant") {
    const auto g = dmd::make_game();
    harness::chance_options o;
    o.seeds = 0; // the seed-pair comparison runs in the harness and leak tests
    o.shuffled_piles = shuffled_piles;
    int piles = 0;
    for (const auto &[players, edition, mermaid] :
         {std::tuple{2, "classic", false}, std::tuple{4, "revised", true},
          std::tuple{5, "classic", true}, std::tuple{8, "revised", false}}) {
      const json options = {{"edition", edition}, {"traits", true}, {"mermaidVariant", mermaid}};
      CAPTURE(players);
      CAPTURE(options.dump());
      const auto r = harness::check_chance(*g, {players, options, 1}, o);
      for (const auto &f : r.failures)
        FAIL_CHECK(f);
      REQUIRE(r.piles.size() == 4);
      for (const auto &p : r.piles) {
        MESSAGE(players << " players, " << options.dump() << ": " << p.name << ": chi-square "
                        << p.chi_square << " over " << p.categories << " cards, p = " << p.p_value);
        CHECK(p.seeds == o.pile_seeds);
        CHECK(p.categories > 1);
      }
      piles += static_cast<int>(r.piles.size());
    }
    CHECK(piles == 16);
  }

} // TEST_SUITE
