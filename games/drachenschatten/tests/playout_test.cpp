// Random playouts for 2-4 players with the invariants checked after every
// action and coverage of every symbol, battle outcome and ending asserted
// over the run: uniformly random players through the generic harness, and
// players who never waste an item, whose games reach every ending.
#include "test_support.hpp"
#include "tests/engine_harness.hpp"

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

// What one game by players who never waste an item came to.
struct sensible_game {
  std::string reason;
  int actions = 0;
  int turns = 0;
  std::vector<std::string> failures;
};

// Every seat picks uniformly among its legal actions, leaving out a use to no
// effect and stopping a look early unless nothing else is offered: a random
// player that taps a protector for nothing is beaten by nearly every dragon,
// and never reaches three creatures.
sensible_game play_sensibly(const tavern::games::game &g, int players, std::uint64_t seed) {
  sensible_game out;
  auto s =
      std::move(std::get<std::unique_ptr<game_state>>(g.create(json::object(), players, seed)));
  tavern::games::rng r(seed * 7919 + 13);
  int turn_of = -1;
  while (!s->finished() && out.actions < 5000) {
    const auto awaited = s->awaiting();
    const int seat = awaited[r.below(awaited.size())];
    std::vector<json> useful;
    const json legal = s->legal_actions(seat);
    for (const auto &a : legal)
      if (a["type"] != "use" && a["type"] != "stopLook")
        useful.push_back(a);
    const json action =
        useful.empty() ? legal[r.below(legal.size())] : useful[r.below(useful.size())];
    if (const auto err = s->apply(seat, action)) {
      out.failures.push_back("refused " + action.dump() + ": " + err->message);
      return out;
    }
    ++out.actions;
    harness::playout_report r_inv;
    check_invariants(*s, r_inv);
    if (!r_inv.failures.empty()) {
      out.failures = r_inv.failures;
      return out;
    }
    const auto &t = data(*s);
    if (t.ph == ds::phase::play && t.current != turn_of) {
      turn_of = t.current;
      ++out.turns;
    }
  }
  if (!s->finished())
    out.failures.push_back("not finished after 5000 actions");
  else
    out.reason = s->result().reason;
  return out;
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
    const auto seeds = static_cast<std::uint64_t>(harness::full_or_sanitized(120, 8));
    for (int players = 2; players <= 4; ++players)
      for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
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
        // The lines and piles sections tell the server which seat's line and
        // which piles a move changed, and the harness checked that against the
        // sections rebuilt whole.
        CHECK(r.section_changes_checked > 0);
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
    CHECK(games == 3 * static_cast<int>(seeds));
    if (harness::sanitized_build)
      return; // a few games reach less than the full run
    for (const char *e :
         {"startCard", "reveal", "look", "peek", "peekSeen", "stopLook", "use", "swap", "steal",
          "destroy", "decay", "decayChosen", "decayed", "restore", "slay", "defeat", "end"})
      CHECK_MESSAGE(events[e] > 0, "never seen: " << e);
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

  TEST_CASE("Playouts by players who never waste an item reach every ending") {
    const auto g = ds::make_game();
    std::map<std::string, int> endings;
    for (int players = 2; players <= 4; ++players) {
      long long actions = 0, turns = 0;
      int games = 0;
      for (std::uint64_t seed = 1;
           seed <= static_cast<std::uint64_t>(harness::full_or_sanitized(100, 8)); ++seed) {
        const auto r = play_sensibly(*g, players, seed * 131 + std::uint64_t(players));
        CAPTURE(players);
        CAPTURE(seed);
        REQUIRE_MESSAGE(r.failures.empty(), (r.failures.empty() ? "" : r.failures.front()));
        ++endings[r.reason];
        actions += r.actions;
        turns += r.turns;
        ++games;
      }
      MESSAGE(players << " players: " << double(actions) / games << " actions and "
                      << double(turns) / games << " turns a game on average");
    }
    if (harness::sanitized_build)
      return; // a few games reach less than the full run
    for (const char *e : {"three treasures", "three creatures", "seven different items",
                          "most cards when the piles ran out"})
      CHECK_MESSAGE(endings[e] > 0, "never ended with: " << e);
    for (const auto &[reason, n] : endings)
      MESSAGE(reason << ": " << n);
  }

} // TEST_SUITE
