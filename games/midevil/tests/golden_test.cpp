// A golden hash of a whole game: any change to the rules, the views or the
// Rng changes it. If a change is intended, update the constants and say why.
// Last changed: the log, when places came to be said in words ("the centre of
// the Road north of the Altar") instead of grid coordinates; the view the same.
#include "test_support.hpp"
#include "tests/engine_harness.hpp"

using namespace mev_test;

TEST_SUITE("midevil golden") {

  TEST_CASE("Golden: 3 players, maxRounds 5, seed 20240601, always the first legal action") {
    const auto g = mev::make_game();
    auto created = g->create({{"maxRounds", 5}}, 3, 20240601);
    auto s = std::move(std::get<std::unique_ptr<game_state>>(created));
    int actions = 0;
    while (!s->finished() && actions < 5000) {
      const int seat = s->awaiting().front();
      act(*s, seat, s->legal_actions(seat)[0]);
      ++actions;
    }
    REQUIRE(s->finished());
    const std::string final_view = s->view(spectator).dump();
    std::string log;
    for (const auto &e : s->log())
      log += e.entry.dump() + "\n";
    MESSAGE("actions " << actions << ", view hash " << tavern::harness::fnv1a64(final_view)
                       << ", log hash " << tavern::harness::fnv1a64(log));
    // The rules as the rulebook says them: a decision at the start of each
    // turn, cards at every step, optional pick-ups, no death in the fight for
    // the book, life tokens back at the next turn, and the view's new keys;
    // then tiles placed only where one can walk into them (the first legal
    // placement moved).
    CHECK(actions == 369);
    CHECK(tavern::harness::fnv1a64(final_view) == 14632120976654796675ULL);
    CHECK(tavern::harness::fnv1a64(log) == 13939054665586680280ULL);
  }

} // TEST_SUITE
