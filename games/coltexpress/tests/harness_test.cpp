// Colt Express through the generic engine checks: replay determinism,
// rejection of illegal input, hidden information, and a golden hash.
#include "test_support.hpp"
#include "tests/engine_harness.hpp"

using namespace ce_test;
namespace harness = tavern::harness;
using tavern::games::rng;

namespace {

harness::config config_for(int players, bool expert, std::uint64_t seed) {
  harness::config c;
  c.players = players;
  c.options = {{"expert", expert}};
  c.seed = seed;
  return c;
}

} // namespace

TEST_SUITE("coltexpress engine harness") {

  TEST_CASE("Determinism: replaying the seed and the actions gives byte-identical views") {
    const auto g = ce::make_game();
    for (int players = 2; players <= 6; ++players)
      for (bool expert : {false, true}) {
        const auto r = harness::check_replay(*g, config_for(players, expert, 300 + players));
        CAPTURE(players);
        if (!r.failures.empty())
          MESSAGE(r.failures.front());
        CHECK(r.failures.empty());
        CHECK(r.actions > 40);
      }
  }

  TEST_CASE("Rejections: wrong seats, arbitrary JSON and mutated actions are refused and change "
            "nothing") {
    const auto g = ce::make_game();
    int probes = 0;
    for (const auto &c : {config_for(2, true, 31), config_for(3, false, 32),
                          config_for(4, true, 33), config_for(6, false, 34)}) {
      const auto r = harness::check_rejections(*g, c, 3);
      if (!r.failures.empty())
        MESSAGE(r.failures.front());
      CHECK(r.failures.empty());
      probes += r.probes;
    }
    CHECK(probes > 1000);
  }

  TEST_CASE("Leaks: for every viewer, resampled states look the same to it, and differ in what it "
            "cannot see in most trials") {
    const auto g = ce::make_game();
    for (const auto &c :
         {config_for(2, true, 41), config_for(3, false, 42), config_for(4, true, 43),
          config_for(5, false, 44), config_for(6, true, 45)}) {
      harness::leak_options o;
      o.stride = c.players > 4 ? 5 : 3;
      o.hidden_fingerprint = [](const game_state &s) { return ce::debug_dump(s); };
      o.min_changed = 0.8;
      const auto r = harness::check_leaks(*g, c, o);
      CAPTURE(c.players);
      if (!r.failures.empty())
        MESSAGE(r.failures.front());
      CHECK(r.failures.empty());
      CHECK(r.trials > 100);
      MESSAGE("resampling changed " << r.changed << " of " << r.trials << " states");
    }
  }

  TEST_CASE("Golden: 4-player game, seed 20240601, always the first legal action") {
    const auto g = ce::make_game();
    auto created = g->create(json::object(), 4, 20240601);
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
    MESSAGE("actions " << actions << ", view hash " << harness::fnv1a64(final_view) << ", log hash "
                       << harness::fnv1a64(log));
    CHECK(actions == 122);
    CHECK(harness::fnv1a64(final_view) == 4482594286057101129ULL);
    CHECK(harness::fnv1a64(log) == 348296570904707633ULL);
  }

} // TEST_SUITE
