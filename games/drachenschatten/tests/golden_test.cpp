// A golden hash of a whole game: any change to the rules, the views or the
// Rng changes it. If a change is intended, update the constants and say why.
// Last changed: the first log line says the starting cards come before the first
// player's turn; a defeat with nothing to lose says so.
#include "test_support.hpp"
#include "tests/engine_harness.hpp"

using namespace ds_test;

TEST_SUITE("drachenschatten golden") {

  TEST_CASE("Golden: 3-player game, seed 20240601, always the first legal action") {
    const auto g = ds::make_game();
    auto s =
        std::move(std::get<std::unique_ptr<game_state>>(g->create(json::object(), 3, 20240601)));
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
    CHECK(actions == 81);
    CHECK(tavern::harness::fnv1a64(final_view) == 13571624527821214365ULL);
    CHECK(tavern::harness::fnv1a64(log) == 3562472159724118839ULL);
  }

} // TEST_SUITE
