// Every shipped game, every player count and every option set through the
// generic engine harness: random playouts, replay determinism, rejection of
// illegal input, the leak property and chance. A new game registered in
// make_shipped_registry() is checked here without a line of its own.
#include "engine_harness.hpp"
#include "games/registry.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iomanip>
#include <map>
#include <sstream>

using namespace tavern;
using games::json;

namespace {

// The cartesian product of every enum value and both booleans; integer
// options stay at their defaults (their ranges are the engines' own tests'),
// except a round limit, set low so that a game with no natural end is bounded.
// Under the sanitizers only the defaults (and the round limit): the options'
// code paths are the engines' own tests', run there too.
std::vector<json> played_option_sets(const games::game &g) {
  return harness::option_product(g, [](const games::option_descriptor &d) -> std::vector<json> {
    if (d.type == "int")
      return d.name == "maxRounds" ? std::vector<json>{3} : std::vector<json>{};
    return harness::sanitized_build ? std::vector<json>{} : harness::choice_values(d);
  });
}

// Playouts per configuration; TAVERN_HARNESS_GAMES raises it for long runs.
int games_per_config() {
  if (const char *env = std::getenv("TAVERN_HARNESS_GAMES"))
    return std::max(1, std::atoi(env));
  return harness::full_or_sanitized(6, 1);
}

template <class Report> void check_clean(const Report &report, const char *what) {
  for (const auto &failure : report.failures)
    FAIL_CHECK(what << ": " << failure);
}

double seconds_since(std::chrono::steady_clock::time_point started) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
}

// The length of random games at one player count, for people to read.
struct lengths {
  std::vector<int> actions;
  std::vector<int> rounds;
  std::map<std::string, int> reasons;

  void add(const harness::playout_report &r) {
    actions.push_back(r.actions);
    if (r.rounds > 0)
      rounds.push_back(r.rounds);
    ++reasons[r.end_reason.empty() ? "not finished" : r.end_reason];
  }

  static std::string spread(std::vector<int> v) {
    if (v.empty())
      return "-";
    std::sort(v.begin(), v.end());
    long long sum = 0;
    for (int x : v)
      sum += x;
    std::ostringstream s;
    s << std::fixed << std::setprecision(1) << double(sum) / double(v.size()) << " (median "
      << v[v.size() / 2] << ", " << v.front() << "-" << v.back() << ")";
    return s.str();
  }

  std::string line(int players) const {
    std::ostringstream s;
    s << "  " << players << " players, " << actions.size() << " games: actions " << spread(actions)
      << ", rounds " << spread(rounds) << "; ended:";
    for (const auto &[reason, n] : reasons)
      s << " " << n << "x " << reason << ";";
    return s.str();
  }
};

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
    int chance_statistics = 0;
    int chance_informative = 0;
    double chance_seconds = 0;
    std::map<int, lengths> by_players;
    std::uint64_t seed = 1;
    for (int players = g->min_players(); players <= g->max_players(); ++players) {
      for (const auto &options : played_option_sets(*g)) {
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
          by_players[players].add(report);
        }
        check_clean(harness::check_replay(*g, {players, options, seed++}), "replay");
        const auto rejections = harness::check_rejections(*g, {players, options, seed++}, 7);
        check_clean(rejections, "rejections");
        probes += rejections.probes;

        // The leak check first proves, across seeds, that what it resamples
        // was random (check_chance for these players and options).
        harness::leak_options leak;
        leak.stride = 5;
        leak.resamples = 1;
        // Chance is statistics, asserted in the normal build (see sanitized_build).
        leak.prove_chance = !harness::sanitized_build;
        const auto chance_started = std::chrono::steady_clock::now();
        const auto leaks = harness::check_leaks(*g, {players, options, seed++}, leak);
        chance_seconds += seconds_since(chance_started);
        check_clean(leaks, "leaks");
        leak_trials += leaks.trials;
        leak_changed += leaks.changed;
        chance_statistics += leaks.chance.statistics;
        chance_informative += leaks.chance.informative;
        // Something hidden was compared with fresh resamples in every configuration.
        CHECK((harness::sanitized_build || leaks.chance.informative > 0));
      }
    }
    const double seconds = seconds_since(started);
    MESSAGE(g->id() << ": " << played << " playouts (" << actions << " actions), " << probes
                    << " illegal inputs refused, leak check changed " << leak_changed << " of "
                    << leak_trials << " resampled states, chance: " << chance_informative << " of "
                    << chance_statistics
                    << " observations changed by resampling, none more alike across seeds than "
                       "fresh shuffles; "
                    << seconds << " s (leaks with chance " << chance_seconds << " s), "
                    << static_cast<int>(played / seconds) << " games/s including the checks");
    std::string table = std::string(g->id()) + ": length of random games (uniformly random "
                                               "legal actions; options as above)";
    for (const auto &[players, l] : by_players)
      table += "\n" + l.line(players);
    MESSAGE(table);
    // Resampling must really redraw the hidden part, or the leak check proves nothing.
    CHECK(leak_trials > 0);
    CHECK(leak_changed * 2 > leak_trials);
  }
}

TEST_CASE("chance is real in every shipped game for the option sets not played above: int options "
          "at both ends of their ranges") {
  if (harness::sanitized_build)
    return; // statistics, asserted in the normal build
  const auto registry = games::make_shipped_registry();
  for (const auto *g : registry.all()) {
    const auto played = played_option_sets(*g);
    int configurations = 0;
    int statistics = 0;
    int informative = 0;
    const auto started = std::chrono::steady_clock::now();
    for (int players = g->min_players(); players <= g->max_players(); ++players)
      for (const auto &options : harness::option_sets(*g)) {
        if (std::find(played.begin(), played.end(), options) != played.end())
          continue; // checked with the leaks above
        CAPTURE(g->id());
        CAPTURE(players);
        CAPTURE(options.dump());
        const auto r = harness::check_chance(*g, {players, options, 1});
        check_clean(r, "chance");
        CHECK(r.informative > 0);
        ++configurations;
        statistics += r.statistics;
        informative += r.informative;
      }
    MESSAGE(g->id() << ": chance in " << configurations << " more configurations: " << informative
                    << " of " << statistics << " observations changed by resampling, "
                    << seconds_since(started) << " s");
  }
}
