// Fairness, proven: the bot's choice depends only on what its seat may know.
// For every shipped game, player count and option, along random games, the
// bot with a fixed seed and iteration budget chooses the same action in a
// state and in states resampled from the deciding seat's information, and
// the games' resampling is canonical (engine.hpp). The check itself is shown
// to fail on a decision that peeks and on a resampling that keeps the old
// order.
#include "games/bot/knowledge/shipped.hpp"
#include "games/bot/search.hpp"
#include "games/registry.hpp"
#include "tests/engine_harness_fairness.hpp"
#include "toy_games.hpp"

#include <doctest/doctest.h>

using namespace bot_test;
namespace harness = tavern::harness;
namespace bot = tavern::bot;

namespace {

// A small search with a fixed seed: the decision under test.
std::function<json(const game_state &, int)> seeded_bot(const bot::game_knowledge *knowledge,
                                                        int iterations, int rollout_depth,
                                                        bool branch_on_observation = false) {
  return [=](const game_state &s, int seat) {
    bot::ismcts search;
    bot::search_settings settings;
    settings.seed = 77;
    settings.iterations = iterations;
    settings.rollout_depth = rollout_depth;
    settings.knowledge = knowledge;
    settings.branch_on_observation = branch_on_observation;
    return search.choose(s, seat, settings);
  };
}

// Every player count with the default options, and at the smallest player
// count each other value of each enum and boolean option.
std::vector<std::pair<int, json>> configurations(const tavern::games::game &g) {
  std::vector<std::pair<int, json>> out;
  for (int players = g.min_players(); players <= g.max_players(); ++players)
    out.push_back({players, json::object()});
  for (const auto &d : g.options())
    for (const auto &v : harness::choice_values(d))
      if (v != d.default_value)
        out.push_back({g.min_players(), json{{d.name, v}}});
  return out;
}

void report_failures(const harness::fairness_report &r) {
  for (std::size_t i = 0; i < r.failures.size() && i < 5; ++i)
    FAIL_CHECK(r.failures[i]);
}

} // namespace

TEST_SUITE("bot fairness") {

  TEST_CASE("The fairness check passes a fair bot and fails a decision that peeks and a "
            "resampling that keeps the old order") {
    harness::config c;
    c.players = 2;
    harness::fairness_options o;
    o.stride = 1;
    o.resamples = 3;
    o.choose = seeded_bot(nullptr, 40, -1);

    int decisions = 0;
    const toy_game fair([](std::uint64_t seed) { return std::make_unique<card_swap>(seed); });
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      c.seed = seed;
      const auto r = harness::check_fairness(fair, c, o);
      report_failures(r);
      decisions += r.choice_sets;
    }
    CHECK(decisions >= 100);

    // Looks at the other seat's card: swaps when it is higher than its own.
    harness::fairness_options peeking = o;
    peeking.choose = [](const game_state &s, int seat) {
      const json legal = s.legal_actions(seat);
      return s.view(1 - seat)["mine"] > s.view(seat)["mine"] ? legal[1] : legal[0];
    };
    int caught = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      c.seed = seed;
      caught += harness::check_fairness(fair, c, peeking).failures.empty() ? 0 : 1;
    }
    CHECK(caught >= 8);

    harness::fairness_options resampling_only = o;
    resampling_only.choose = nullptr;
    const toy_game ordered([](std::uint64_t seed) {
      auto s = std::make_unique<card_swap>(seed);
      s->resample_from_the_old_order();
      return s;
    });
    caught = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      c.seed = seed;
      caught += harness::check_fairness(ordered, c, resampling_only).failures.empty() ? 0 : 1;
    }
    CHECK(caught >= 8);
  }
}

// Searches along random games of every shipped game and option: seconds in a
// release build, so the sanitizer run skips it (games/bot/CMakeLists.txt); the
// games' own leak checks run resample_hidden under the sanitizers.
TEST_SUITE("bot fairness of shipped games") {

  TEST_CASE("Every shipped game: resampling is canonical and the seeded bot chooses the same in "
            "every state its seat cannot tell apart") {
    const auto registry = tavern::games::make_shipped_registry();
    for (const auto *g : registry.all()) {
      int states = 0;
      int choice_sets = 0;
      std::uint64_t seed = 1;
      for (const auto &[players, options] : configurations(*g)) {
        CAPTURE(g->id());
        CAPTURE(players);
        CAPTURE(options.dump());
        harness::config c;
        c.players = players;
        c.options = options;
        c.seed = seed++;
        c.max_actions = 400;
        harness::fairness_options o;
        o.stride = 3;
        o.max_states = 10;
        o.resamples = 2;
        // The normal tree, and hard's that branches on what the seat sees.
        for (bool branch : {false, true}) {
          CAPTURE(branch);
          o.choose = seeded_bot(bot::knowledge_for(g->id()), 12, 6, branch);
          const auto r = harness::check_fairness(*g, c, o);
          report_failures(r);
          states += r.states;
          choice_sets += r.choice_sets;
        }
      }
      MESSAGE(g->id() << ": " << states << " states, " << choice_sets
                      << " choices among several actions compared with resampled states");
      CHECK(choice_sets >= 20);
    }
  }
}
