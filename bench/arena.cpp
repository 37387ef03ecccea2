// The bot's strength and cost, measured: seeded games between levels and the
// random player (what the server's bots played before), per game and player
// count, with Wilson 95 % intervals; the search's speed per game; and the
// length of games played by bots that try to win.
//
//   arena speed   [--game ID] [--players N] [--iterations K]
//   arena match   --game ID --players N --a LEVEL --b LEVEL [--games G] [--threads T] [--timed]
//                 [--trace N]
//   arena table   [--games G] [--threads T] [--timed] [--players-max N]
//   arena lengths [--level L] [--games G] [--threads T] [--timed] [--seed S] [--players-min N]
//                 [--players-max N] [--each]
//
// LEVEL is random, easy, normal or hard. Without --timed a move is bounded by
// its level's iterations only, so every figure repeats exactly for the same
// --seed whatever the threads; with --timed the level's time budget applies
// too, in CPU time of the thread (one core, whatever else the machine runs),
// and figures depend on the machine. Times per move are CPU times. In a
// match one seat plays A and the others B, A's seat turning with each game.
// A benchmark, not a test: it prints figures and never fails on them.
#include "games/bot/bot_player.hpp"
#include "games/bot/game_runner.hpp"
#include "games/bot/win_rate.hpp"
#include "games/registry.hpp"

#include <CLI/CLI.hpp>

#include <time.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace {
// Every allocation of the process, for the speed figures.
std::atomic<std::uint64_t> allocations{0};
} // namespace

void *operator new(std::size_t n) {
  allocations.fetch_add(1, std::memory_order_relaxed);
  if (void *p = std::malloc(n ? n : 1))
    return p;
  throw std::bad_alloc();
}
void *operator new[](std::size_t n) {
  return operator new(n);
}
void operator delete(void *p) noexcept {
  std::free(p);
}
void operator delete[](void *p) noexcept {
  std::free(p);
}
void operator delete(void *p, std::size_t) noexcept {
  std::free(p);
}
void operator delete[](void *p, std::size_t) noexcept {
  std::free(p);
}

using namespace tavern;
using games::json;

namespace {

// CPU time of the calling thread: what a move costs on one core, whatever
// else the machine runs.
double thread_cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

// Fires once the calling thread has used `ms` of CPU time: the level's time
// budget "on one core", unaffected by other work on a shared machine.
class cpu_deadline final : public bot::stop_signal {
public:
  explicit cpu_deadline(double ms) : end_(thread_cpu_ms() + ms) {}
  bool stop_now() override { return thread_cpu_ms() >= end_; }

private:
  double end_;
};

struct contestant {
  std::optional<bot::level> lvl; // none: the random player
  int iterations = 0;            // > 0: this level searching so many iterations a move
  std::optional<bool> branch;    // the level's tree branching on what it sees, or not
  double exploration = 0;        // > 0: the search's exploration constant instead of its own
  std::string name() const {
    if (!lvl)
      return "random";
    std::string n(bot::level_name(*lvl));
    if (iterations > 0)
      n += "@" + std::to_string(iterations);
    if (branch)
      n += *branch ? "/branch" : "/plain";
    if (exploration > 0)
      n += "~" + std::to_string(exploration).substr(0, 4);
    return n;
  }
};

// "random", a level, or a level with its iterations and its tree
// ("hard@10000", "hard/plain", "normal@2500/branch", "hard~0.2"), so that one
// side's budget, tree or exploration can be tried against the other's as shipped.
contestant parse_contestant(const std::string &full) {
  if (full == "random")
    return {};
  const auto tilde = full.find('~');
  const std::string name = full.substr(0, tilde);
  const double exploration = tilde == std::string::npos ? 0 : std::atof(full.c_str() + tilde + 1);
  const auto slash = name.find('/');
  const std::string head = name.substr(0, slash);
  const std::string tree = slash == std::string::npos ? "" : name.substr(slash + 1);
  const auto at = head.find('@');
  if (auto l = bot::parse_level(head.substr(0, at))) {
    contestant c{*l};
    if (at != std::string::npos)
      c.iterations = std::atoi(head.c_str() + at + 1);
    if (tree == "branch" || tree == "plain")
      c.branch = tree == "branch";
    c.exploration = exploration;
    if ((at == std::string::npos || c.iterations > 0) && (tree.empty() || c.branch) &&
        (tilde == std::string::npos || exploration > 0))
      return c;
  }
  std::fprintf(stderr,
               "unknown player %s (random, easy, normal, hard, LEVEL@ITERATIONS, LEVEL/plain, "
               "LEVEL/branch, LEVEL~EXPLORATION)\n",
               full.c_str());
  std::exit(2);
}

// Times each move; with `timed`, bounds it by the level's time budget.
class arena_player final : public bot::player {
public:
  arena_player(const contestant &c, std::string_view game_id, std::uint64_t seed, bool timed,
               int iterations)
      : timed_(timed), level_(c.lvl) {
    if (c.lvl) {
      bot_.emplace(game_id, *c.lvl, seed);
      if (c.iterations > 0)
        bot_->set_iterations(c.iterations);
      else if (iterations > 0)
        bot_->set_iterations(iterations);
      if (c.branch)
        bot_->set_branch_on_observation(*c.branch);
      if (c.exploration > 0)
        bot_->set_exploration(c.exploration);
    } else
      random_.emplace(seed);
  }

  json choose(const games::game_state &state, int seat) override {
    if (random_)
      return random_->choose(state, seat);
    const double start = thread_cpu_ms();
    std::optional<cpu_deadline> deadline;
    if (timed_)
      deadline.emplace(bot::budget_of(*level_).milliseconds);
    json action = bot_->choose(state, seat, deadline ? &*deadline : nullptr);
    if (bot_->last_stats().iterations > 0) {
      const double ms = thread_cpu_ms() - start;
      ++searched_;
      total_ms_ += ms;
      max_ms_ = std::max(max_ms_, ms);
      iterations_ += bot_->last_stats().iterations;
    }
    return action;
  }

  int searched_ = 0;
  double total_ms_ = 0;
  double max_ms_ = 0;
  long long iterations_ = 0;

private:
  bool timed_;
  std::optional<bot::level> level_;
  std::optional<bot::bot_player> bot_;
  std::optional<bot::random_player> random_;
};

struct game_outcome {
  bool finished = false;
  double a_share = 0; // A's share of the win
  bool a_alone_lost = false;
  bot::played_game record;
  std::string reason;
  int searched[2] = {0, 0};
  double ms[2] = {0, 0};
  double max_ms[2] = {0, 0};
  long long iterations[2] = {0, 0};
};

struct match_spec {
  const games::game *game = nullptr;
  json options = json::object();
  int players = 2;
  contestant a, b;
  int games = 100;
  int threads = 1;
  bool timed = false;
  std::uint64_t seed = 1;
  int max_actions = 20000;
  int iterations = 0;    // > 0: every bot's iterations per move, whatever its level
  int trace = -1;        // >= 0: print this game's log, to see how it was won or lost
  bool progress = false; // one line per finished game on stderr, so a long run that is
                         // stopped early still has its figures
};

game_outcome play_one(const match_spec &m, int index) {
  const std::uint64_t game_seed = m.seed * 1000003 + static_cast<std::uint64_t>(index);
  auto created = m.game->create(m.options, m.players, game_seed);
  auto state = std::move(std::get<std::unique_ptr<games::game_state>>(created));
  const int a_seat = index % m.players;
  std::vector<std::unique_ptr<arena_player>> owned;
  std::vector<bot::player *> seats;
  for (int s = 0; s < m.players; ++s) {
    const contestant &c = s == a_seat ? m.a : m.b;
    owned.push_back(std::make_unique<arena_player>(
        c, m.game->id(), game_seed * 31 + static_cast<std::uint64_t>(s), m.timed, m.iterations));
    seats.push_back(owned.back().get());
  }
  game_outcome out;
  out.record = bot::play_out(*state, seats, m.max_actions);
  out.finished = out.record.finished;
  if (index == m.trace) {
    std::fprintf(stderr, "game %d, A at seat %d:\n", index, a_seat);
    for (const auto &e : state->log())
      std::fprintf(stderr, "  %s\n", e.entry.dump().c_str());
  }
  if (out.finished) {
    const auto &w = out.record.result.winners;
    out.reason = out.record.result.reason;
    if (std::find(w.begin(), w.end(), a_seat) != w.end())
      out.a_share = 1.0 / static_cast<double>(w.size());
  }
  for (int s = 0; s < m.players; ++s) {
    const int side = s == a_seat ? 0 : 1;
    out.searched[side] += owned[s]->searched_;
    out.ms[side] += owned[s]->total_ms_;
    out.max_ms[side] = std::max(out.max_ms[side], owned[s]->max_ms_);
    out.iterations[side] += owned[s]->iterations_;
  }
  return out;
}

std::vector<game_outcome> play_match(const match_spec &m) {
  std::vector<game_outcome> outcomes(static_cast<std::size_t>(m.games));
  std::atomic<int> next{0};
  std::mutex progress_mutex;
  int done = 0;
  double a_wins = 0;
  const auto work = [&] {
    for (int i = next++; i < m.games; i = next++) {
      auto outcome = play_one(m, i);
      if (m.progress) {
        const std::lock_guard lock(progress_mutex);
        ++done;
        a_wins += outcome.a_share;
        std::fprintf(stderr, "game %d: A's share %.2f (%s, %d actions); A so far %.1f of %d\n", i,
                     outcome.a_share, outcome.finished ? outcome.reason.c_str() : "unfinished",
                     outcome.record.actions, a_wins, done);
      }
      outcomes[static_cast<std::size_t>(i)] = std::move(outcome);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < m.threads; ++t)
    pool.emplace_back(work);
  work();
  for (auto &t : pool)
    t.join();
  return outcomes;
}

struct summary {
  int games = 0, finished = 0;
  double a_wins = 0;
  double actions = 0, turns = 0, rounds = 0;
  bool game_rounds = false;
  int searched[2] = {0, 0};
  double ms[2] = {0, 0}, max_ms[2] = {0, 0};
  long long iterations[2] = {0, 0};
  std::vector<int> action_counts;
};

summary summarize(const std::vector<game_outcome> &outcomes) {
  summary s;
  for (const auto &o : outcomes) {
    ++s.games;
    if (o.finished)
      ++s.finished;
    s.a_wins += o.a_share;
    s.actions += o.record.actions;
    s.turns += o.record.turns;
    s.rounds += o.record.rounds;
    s.game_rounds = o.record.game_rounds;
    s.action_counts.push_back(o.record.actions);
    for (int side = 0; side < 2; ++side) {
      s.searched[side] += o.searched[side];
      s.ms[side] += o.ms[side];
      s.max_ms[side] = std::max(s.max_ms[side], o.max_ms[side]);
      s.iterations[side] += o.iterations[side];
    }
  }
  std::sort(s.action_counts.begin(), s.action_counts.end());
  return s;
}

std::string move_cost(const summary &s, int side) {
  if (s.searched[side] == 0)
    return "-";
  char buf[96];
  std::snprintf(buf, sizeof buf, "%.0f it, %.1f ms (max %.0f)",
                static_cast<double>(s.iterations[side]) / s.searched[side],
                s.ms[side] / s.searched[side], s.max_ms[side]);
  return buf;
}

void print_match_row(const match_spec &m, const summary &s) {
  const auto ci = bot::wilson(s.a_wins, s.games);
  std::printf(
      "| %s | %d | %s vs %s | %d | %.1f %% | %.1f-%.1f %% | %.1f %% | %d | %.0f | %s | %s |\n",
      std::string(m.game->id()).c_str(), m.players, m.a.name().c_str(), m.b.name().c_str(), s.games,
      100 * s.a_wins / s.games, 100 * ci.low, 100 * ci.high, 100.0 / m.players,
      s.games - s.finished, s.actions / s.games, move_cost(s, 0).c_str(), move_cost(s, 1).c_str());
  std::fflush(stdout);
}

void print_match_header() {
  std::printf("| game | players | A vs B | games | A wins | 95 %% interval | even | unfinished | "
              "actions | A per move | B per move |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|---|---|\n");
}

// --- speed -----------------------------------------------------------------

void run_speed(const games::registry &reg, const std::string &only, int players, int iterations) {
  std::printf("| game | players | position | iterations/s | actions/iteration | "
              "allocations/iteration | resample µs | resample allocations |\n");
  std::printf("|---|---|---|---|---|---|---|---|\n");
  for (const auto *g : reg.all()) {
    if (!only.empty() && g->id() != only)
      continue;
    if (players < g->min_players() || players > g->max_players())
      continue;
    // Positions along a game between two normal bots.
    auto created = g->create(json::object(), players, 42);
    auto state = std::move(std::get<std::unique_ptr<games::game_state>>(created));
    // Positions at 0, 1/4, 2/4 and 3/4 of a game between easy bots, each
    // the first from there where an awaited seat has a choice.
    std::vector<std::unique_ptr<games::game_state>> positions;
    {
      std::vector<std::unique_ptr<games::game_state>> along;
      std::vector<std::unique_ptr<bot::search_player>> owned;
      for (int s = 0; s < players; ++s)
        owned.push_back(std::make_unique<bot::search_player>(g->id(), bot::level::easy, 7 + s));
      auto probe = state->clone();
      while (!probe->finished() && along.size() < 20000) {
        along.push_back(probe->clone());
        const int seat = probe->awaiting().front();
        probe->apply(seat, owned[static_cast<std::size_t>(seat)]->choose(*probe, seat));
      }
      const auto has_choice = [](const games::game_state &p) {
        for (int a : p.awaiting())
          if (p.legal_actions(a).size() > 1)
            return true;
        return false;
      };
      for (std::size_t fraction = 0; fraction < 4; ++fraction)
        for (std::size_t i = along.size() * fraction / 4; i < along.size(); ++i)
          if (has_choice(*along[i])) {
            positions.push_back(along[i]->clone());
            break;
          }
    }
    int index = 0;
    for (const auto &p : positions) {
      // The awaited seat with the most legal actions.
      int seat = p->awaiting().front();
      for (int a : p->awaiting())
        if (p->legal_actions(a).size() > p->legal_actions(seat).size())
          seat = a;
      bot::ismcts search;
      bot::bot_player reference(g->id(), bot::level::normal, 1);
      bot::search_settings settings = reference.settings();
      settings.iterations = iterations;
      settings.seed = 5;
      search.choose(*p, seat, settings); // warm the node pool
      const auto before = allocations.load();
      const double start = thread_cpu_ms();
      search.choose(*p, seat, settings);
      const double seconds = (thread_cpu_ms() - start) / 1e3;
      const auto allocated = allocations.load() - before;
      const auto &st = search.stats();

      games::rng r(9);
      const int resamples = 200;
      const auto before_resample = allocations.load();
      const double start_resample = thread_cpu_ms();
      for (int i = 0; i < resamples; ++i)
        p->resample_hidden(seat, r);
      const double resample_us = (thread_cpu_ms() - start_resample) * 1e3 / resamples;
      const auto resample_allocated = allocations.load() - before_resample;
      std::printf("| %s | %d | %d/4 of a game | %.0f | %.1f | %.0f | %.1f | %.0f |\n",
                  std::string(g->id()).c_str(), players, index, st.iterations / seconds,
                  static_cast<double>(st.actions_applied) / st.iterations,
                  static_cast<double>(allocated) / st.iterations, resample_us,
                  static_cast<double>(resample_allocated) / resamples);
      std::fflush(stdout);
      ++index;
    }
  }
}

// --- lengths ---------------------------------------------------------------

void run_lengths(const games::registry &reg, const std::string &only, contestant level,
                 int games_per, int threads, bool timed, int players_min, int players_max,
                 int iterations, bool each, std::uint64_t seed) {
  std::printf("| game | players | games | natural ends | reasons | actions (median, max) | "
              "turns | rounds | per move |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|\n");
  for (const auto *g : reg.all()) {
    if (!only.empty() && g->id() != only)
      continue;
    for (int players = std::max(g->min_players(), players_min);
         players <= std::min(g->max_players(), players_max); ++players) {
      match_spec m;
      m.game = g;
      m.players = players;
      m.a = level;
      m.b = level;
      m.games = games_per;
      m.threads = threads;
      m.timed = timed;
      m.iterations = iterations;
      m.seed = seed;
      const auto outcomes = play_match(m);
      const auto s = summarize(outcomes);
      std::vector<std::pair<std::string, int>> reasons;
      for (const auto &o : outcomes) {
        const std::string r = o.finished ? o.reason : "unfinished";
        auto it = std::find_if(reasons.begin(), reasons.end(),
                               [&](const auto &x) { return x.first == r; });
        if (it == reasons.end())
          reasons.push_back({r, 1});
        else
          ++it->second;
      }
      std::string why;
      for (const auto &[r, n] : reasons)
        why += (why.empty() ? "" : "; ") + r + " " + std::to_string(n);
      summary both = s;
      both.searched[0] += s.searched[1];
      both.ms[0] += s.ms[1];
      both.max_ms[0] = std::max(s.max_ms[0], s.max_ms[1]);
      both.iterations[0] += s.iterations[1];
      std::printf("| %s | %d | %d | %d | %s | %.0f (%d, %d) | %.0f | %.1f%s | %s |\n",
                  std::string(g->id()).c_str(), players, s.games, s.finished, why.c_str(),
                  s.actions / s.games, s.action_counts[s.action_counts.size() / 2],
                  s.action_counts.back(), s.turns / s.games, s.rounds / s.games,
                  s.game_rounds ? "" : " (turns/players)", move_cost(both, 0).c_str());
      if (each) {
        // Every game's length, shortest first: the spread the means hide.
        std::vector<std::pair<double, std::string>> lengths;
        for (const auto &o : outcomes)
          lengths.push_back({o.record.rounds, o.finished ? o.reason : "unfinished"});
        std::sort(lengths.begin(), lengths.end());
        std::string list;
        for (const auto &[rounds, reason] : lengths)
          list += (list.empty() ? "" : ", ") + std::to_string(static_cast<int>(rounds + 0.5)) +
                  " (" + reason + ")";
        std::printf("  %s, %d players, rounds: %s\n", std::string(g->id()).c_str(), players,
                    list.c_str());
      }
      std::fflush(stdout);
    }
  }
}

} // namespace

int main(int argc, char **argv) {
  CLI::App app{"arena: the bot's strength, speed and game lengths"};
  app.require_subcommand(1);
  std::string game_id;
  int players = 2;
  int iterations = 300;
  int games_per = 100;
  int threads = 1;
  bool progress = false;
  bool timed = false;
  std::uint64_t seed = 1;
  std::string a_name = "normal", b_name = "random", level_name = "normal";
  int players_max = 4;
  int iterations_override = 0;
  int trace = -1;
  std::string pairs_text = "normal:random,hard:normal,easy:random,normal:easy";

  auto *speed = app.add_subcommand("speed", "iterations per second per game");
  speed->add_option("--game", game_id);
  speed->add_option("--players", players);
  speed->add_option("--iterations", iterations);

  auto *match = app.add_subcommand("match", "one pairing, one game, one player count");
  match->add_option("--game", game_id)->required();
  match->add_option("--players", players);
  match->add_option("--a", a_name);
  match->add_option("--b", b_name);
  match->add_option("--games", games_per);
  match->add_option("--threads", threads);
  match->add_flag("--timed", timed);
  match->add_option("--seed", seed);
  match->add_option("--iterations", iterations_override, "every bot's iterations per move");
  match->add_option("--trace", trace, "print the log of this game (its index)");
  match->add_flag("--progress", progress, "a line on stderr as each game ends");

  auto *table = app.add_subcommand("table", "every pairing, game and player count");
  table->add_option("--game", game_id);
  table->add_option("--games", games_per);
  table->add_option("--threads", threads);
  table->add_flag("--timed", timed);
  table->add_option("--seed", seed);
  table->add_option("--players-max", players_max);
  table->add_option("--pairs", pairs_text, "A:B,...");
  table->add_option("--iterations", iterations_override, "every bot's iterations per move");

  auto *lengths = app.add_subcommand("lengths", "games between bots of one level");
  lengths->add_option("--game", game_id);
  lengths->add_option("--level", level_name);
  lengths->add_option("--games", games_per);
  lengths->add_option("--threads", threads);
  lengths->add_flag("--timed", timed);
  lengths->add_option("--players-max", players_max);
  int players_min = 0;
  lengths->add_option("--players-min", players_min);
  bool each = false;
  lengths->add_option("--seed", seed);
  lengths->add_flag("--each", each, "every game's rounds and end, shortest first");
  lengths->add_option("--iterations", iterations_override, "every bot's iterations per move");

  CLI11_PARSE(app, argc, argv);
  const auto reg = games::make_shipped_registry();
  threads = std::max(1, threads);

  if (*speed) {
    run_speed(reg, game_id, players, iterations);
    return 0;
  }
  if (*lengths) {
    run_lengths(reg, game_id, parse_contestant(level_name), games_per, threads, timed, players_min,
                players_max, iterations_override, each, seed);
    return 0;
  }
  std::vector<std::pair<contestant, contestant>> pairs;
  if (*match) {
    pairs.push_back({parse_contestant(a_name), parse_contestant(b_name)});
  } else {
    std::size_t at = 0;
    while (at < pairs_text.size()) {
      const auto comma = pairs_text.find(',', at);
      const std::string pair = pairs_text.substr(at, comma - at);
      const auto colon = pair.find(':');
      pairs.push_back(
          {parse_contestant(pair.substr(0, colon)), parse_contestant(pair.substr(colon + 1))});
      at = comma == std::string::npos ? pairs_text.size() : comma + 1;
    }
  }
  print_match_header();
  for (const auto *g : reg.all()) {
    if (!game_id.empty() && g->id() != game_id)
      continue;
    for (const auto &[a, b] : pairs)
      for (int p = g->min_players(); p <= std::min(g->max_players(), players_max); ++p) {
        if (*match && p != players)
          continue;
        match_spec m;
        m.game = g;
        m.players = p;
        m.a = a;
        m.b = b;
        m.games = games_per;
        m.threads = threads;
        m.timed = timed;
        m.seed = seed;
        m.iterations = iterations_override;
        m.trace = trace;
        m.progress = progress;
        const auto outcomes = play_match(m);
        print_match_row(m, summarize(outcomes));
        if (*match)
          for (std::size_t i = 0; i < outcomes.size(); ++i)
            if (outcomes[i].a_share < 1)
              std::fprintf(stderr, "game %zu: A's share %.2f, %s, %d actions\n", i,
                           outcomes[i].a_share,
                           outcomes[i].finished ? outcomes[i].reason.c_str() : "unfinished",
                           outcomes[i].record.actions);
      }
  }
  return 0;
}
