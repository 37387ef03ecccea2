// Every shipped game, every player count and every option set through the
// generic engine harness: random playouts, replay determinism, rejection of
// illegal input and the leak property. A new game registered in
// make_shipped_registry() is checked here without a line of its own.
#include "engine_harness.hpp"
#include "registry.hpp"

#include <doctest/doctest.h>

#include <chrono>
#include <cstdlib>

using namespace tavern;
using games::json;

namespace {

// The cartesian product of every enum value and both booleans; integer
// options stay at their defaults (their ranges are the engines' own tests'),
// except a round limit, set low so that a game with no natural end is bounded.
std::vector<json> option_sets(const games::game &g) {
  std::vector<json> sets = {json::object()};
  for (const auto &d : g.options()) {
    std::vector<json> values;
    if (d.type == "bool")
      values = {false, true};
    else if (d.type == "enum")
      values.assign(d.values.begin(), d.values.end());
    else if (d.type == "int" && d.name == "maxRounds")
      values = {3};
    else
      continue;
    std::vector<json> next;
    for (const auto &partial : sets)
      for (const auto &v : values) {
        json s = partial;
        s[d.name] = v;
        next.push_back(std::move(s));
      }
    sets = std::move(next);
  }
  return sets;
}

// Playouts per configuration; TAVERN_HARNESS_GAMES raises it for long runs.
int games_per_config() {
  if (const char *env = std::getenv("TAVERN_HARNESS_GAMES"))
    return std::max(1, std::atoi(env));
#if defined(__SANITIZE_ADDRESS__)
  return 2;
#else
  return 6;
#endif
}

template <class Report> void check_clean(const Report &report, const char *what) {
  for (const auto &failure : report.failures)
    FAIL_CHECK(what << ": " << failure);
}

} // namespace

TEST_CASE("every shipped game passes the engine harness for every player count and option set") {
  const auto registry = games::make_shipped_registry();
  REQUIRE_FALSE(registry.all().empty());
  const int per_config = games_per_config();

  for (const auto *g : registry.all()) {
    const auto started = std::chrono::steady_clock::now();
    int played = 0;
    long long actions = 0;
    int leak_trials = 0;
    int leak_changed = 0;
    int probes = 0;
    std::uint64_t seed = 1;
    for (int players = g->min_players(); players <= g->max_players(); ++players) {
      for (const auto &options : option_sets(*g)) {
        CAPTURE(g->id());
        CAPTURE(players);
        CAPTURE(options.dump());
        for (int i = 0; i < per_config; ++i) {
          harness::playout_options quick;
          quick.try_all_actions = i == 0; // every legal action, once per configuration
          const auto report = harness::random_playout(*g, {players, options, seed++}, quick);
          check_clean(report, "playout");
          CHECK(report.finished);
          ++played;
          actions += report.actions;
        }
        check_clean(harness::check_replay(*g, {players, options, seed++}), "replay");
        const auto rejections = harness::check_rejections(*g, {players, options, seed++}, 7);
        check_clean(rejections, "rejections");
        probes += rejections.probes;

        harness::leak_options leak;
        leak.stride = 5;
        leak.resamples = 1;
        const auto leaks = harness::check_leaks(*g, {players, options, seed++}, leak);
        check_clean(leaks, "leaks");
        leak_trials += leaks.trials;
        leak_changed += leaks.changed;
      }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    MESSAGE(g->id() << ": " << played << " playouts (" << actions << " actions), " << probes
                    << " illegal inputs refused, leak check changed " << leak_changed << " of "
                    << leak_trials << " resampled states, " << seconds << " s, "
                    << static_cast<int>(played / seconds) << " games/s including the checks");
    // Resampling must really redraw the hidden part, or the leak check proves nothing.
    CHECK(leak_trials > 0);
    CHECK(leak_changed * 2 > leak_trials);
  }
}
