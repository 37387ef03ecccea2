// Random playouts for 2-4 players with the invariants checked after every
// action and coverage of every symbol, battle outcome and ending asserted
// over the run.
#include "engine_harness.hpp"
#include "test_support.hpp"

#include <map>

using namespace ds_test;
namespace harness = tavern::harness;

namespace {

// Every one of the 64 cards is in exactly one place: a pile of its own row, a
// line, the battle, or out of the game.
void check_invariants(const game_state &s, harness::playout_report &r) {
  const auto &t = data(s);
  std::vector<int> where(ds::deck_size, 0);
  for (int p = 0; p < ds::pile_count; ++p) {
    for (int c : t.piles[p]) {
      ++where[c];
      if ((ds::info(c).where == ds::row::village) != (p < ds::piles_per_row))
        r.failures.push_back("card " + std::to_string(c) + " in the wrong row");
    }
    for (int seat = 0; seat < t.players(); ++seat)
      if (t.known[seat][p] > static_cast<int>(t.piles[p].size()))
        r.failures.push_back("knowledge deeper than the pile");
  }
  for (const auto &line : t.lines)
    for (const auto &c : line) {
      ++where[c.id];
      if (c.tapped && ds::info(c.id).k != kind::item)
        r.failures.push_back("a tapped creature or treasure");
    }
  for (int c : t.removed)
    ++where[c];
  if (t.ph == ds::phase::battle)
    ++where[t.creature];
  for (int c = 0; c < ds::deck_size; ++c)
    if (where[c] != 1)
      r.failures.push_back("card " + std::to_string(c) + " found " + std::to_string(where[c]) +
                           " times");
  for (int seat = 0; seat < t.players(); ++seat) {
    const json v = s.view(seat);
    if (!s.finished() && v["pending"].is_null())
      r.failures.push_back("no pending decision in a running game");
  }
  if (s.finished() && s.result().winners.empty())
    r.failures.push_back("a finished game without winners");
}

} // namespace

TEST_SUITE("drachenschatten playouts") {

  TEST_CASE("Random playouts for 2-4 players keep every invariant and cover every rule") {
    const auto g = ds::make_game();
    std::map<std::string, int> events;
    std::map<std::string, int> endings;
    int games = 0;
    int double_wins = 0;
    int multi_decay = 0;
    for (int players = 2; players <= 4; ++players)
      for (std::uint64_t seed = 1; seed <= 120; ++seed) {
        harness::config c;
        c.players = players;
        c.seed = seed * 31 + std::uint64_t(players);
        harness::playout_options o;
        o.try_all_actions = seed <= 5;
        o.observe = check_invariants;
        const auto r = harness::random_playout(*g, c, o);
        CAPTURE(players);
        CAPTURE(seed);
        REQUIRE(r.created);
        CHECK(r.finished);
        CHECK(r.failures.empty());
        if (!r.failures.empty()) {
          MESSAGE(r.failures.front());
          break;
        }
        // Replay to read the log of the finished game.
        auto s =
            std::move(std::get<std::unique_ptr<game_state>>(g->create(c.options, players, c.seed)));
        for (const auto &st : r.history)
          act(*s, st.seat, st.action);
        for (const auto &e : s->log()) {
          ++events[e.entry["event"].get<std::string>()];
          if (e.entry["event"] == "decay" && e.entry["choosing"].size() >= 2)
            ++multi_decay;
        }
        endings[s->result().reason] += 1;
        double_wins += s->result().winners.size() >= 2;
        ++games;
      }
    CHECK(games == 360);
    for (const char *e :
         {"startCard", "reveal", "look", "peek", "peekSeen", "swap", "steal", "destroy", "decay",
          "decayChosen", "decayed", "restore", "slay", "defeat", "end"})
      CHECK_MESSAGE(events[e] > 0, "never seen: " << e);
    for (const char *e : {"three treasures", "three creatures", "seven different items"})
      CHECK_MESSAGE(endings[e] > 0, "never ended with: " << e);
    int pile_ends = 0;
    for (const auto &[reason, n] : endings)
      if (reason.find("piles ran out") != std::string::npos)
        pile_ends += n;
    CHECK(pile_ends > 0);
    CHECK(multi_decay > 0);
    for (const auto &[reason, n] : endings)
      MESSAGE(reason << ": " << n);
    MESSAGE("shared wins: " << double_wins);
  }

} // TEST_SUITE
