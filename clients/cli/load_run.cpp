#include "load_run.hpp"

#include "bot_table.hpp"
#include "healthz_probe.hpp"
#include "load_room.hpp"
#include "process_usage.hpp"

#include <boost/asio/executor_work_guard.hpp>

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <iomanip>
#include <memory>
#include <ostream>
#include <set>
#include <sstream>
#include <thread>

namespace tavern::cli {

namespace net = boost::asio;
using clock = std::chrono::steady_clock;

namespace {
constexpr auto set_up_timeout = std::chrono::seconds(120);
constexpr auto drain_timeout = std::chrono::seconds(30);

void wait_until(const std::atomic<int> &counter, int target, clock::time_point deadline) {
  while (counter.load() < target && clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
}

// Every tavern_cluster_node_actions_total{node="X"} of a /metrics text.
std::map<std::string, double> node_actions(const std::string &metrics) {
  constexpr std::string_view prefix = "tavern_cluster_node_actions_total{node=\"";
  std::map<std::string, double> counts;
  std::istringstream lines(metrics);
  std::string line;
  while (std::getline(lines, line)) {
    if (!line.starts_with(prefix))
      continue;
    const auto close = line.find("\"}", prefix.size());
    if (close == std::string::npos)
      continue;
    counts[line.substr(prefix.size(), close - prefix.size())] =
        std::strtod(line.c_str() + close + 2, nullptr);
  }
  return counts;
}

std::string format_ms(std::int64_t ns) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f ms", static_cast<double>(ns) / 1e6);
  return text;
}
} // namespace

frame_sizes load_result::average_sizes() const {
  frame_sizes sizes;
  if (stats.action_frames)
    sizes.action = stats.action_bytes / stats.action_frames;
  if (stats.recipient_slots)
    sizes.recipient = stats.recipient_bytes / stats.recipient_slots;
  if (stats.ok_frames)
    sizes.ok = stats.ok_bytes / stats.ok_frames;
  return sizes;
}

load_run::load_run(load_options options, int server_pid)
    : options_(std::move(options)), server_pid_(server_pid) {}

load_result load_run::run() {
  const auto threads = static_cast<std::size_t>(std::max(1, options_.threads));
  // Declared before the rooms: the rooms (and their sockets) go first.
  std::vector<std::unique_ptr<net::io_context>> contexts;
  std::vector<net::executor_work_guard<net::io_context::executor_type>> guards;
  std::vector<load_stats> stats(threads);
  load_room::progress progress;
  std::vector<std::unique_ptr<load_room>> rooms;
  bot_table_counts bot_counts;
  std::vector<std::unique_ptr<bot_table>> bot_tables;
  std::vector<std::thread> workers;

  for (std::size_t t = 0; t < threads; ++t) {
    contexts.push_back(std::make_unique<net::io_context>(1));
    guards.push_back(net::make_work_guard(*contexts.back()));
  }
  for (int i = 0; i < options_.rooms; ++i) {
    const auto t = static_cast<std::size_t>(i) % threads;
    rooms.push_back(std::make_unique<load_room>(*contexts[t], options_, stats[t], progress, i));
  }
  for (int i = 0; i < options_.bot_rooms; ++i)
    bot_tables.push_back(std::make_unique<bot_table>(
        *contexts[static_cast<std::size_t>(i) % threads], options_.endpoint, options_.url,
        options_.bot_tables, bot_counts, i));
  for (std::size_t t = 0; t < threads; ++t)
    workers.emplace_back([&ctx = *contexts[t]] { ctx.run(); });

  // The bot tables first, all playing before the measured rooms are set up.
  const auto bots_deadline = clock::now() + set_up_timeout;
  for (int i = 0; i < options_.bot_rooms; ++i) {
    while (i - bot_counts.playing.load() - bot_counts.failed.load() >=
               options_.connect_concurrency &&
           clock::now() < bots_deadline)
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    bot_tables[static_cast<std::size_t>(i)]->start();
  }
  while (bot_counts.playing.load() + bot_counts.failed.load() < options_.bot_rooms &&
         clock::now() < bots_deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(2));

  // Rooms are set up a batch at a time: thousands of handshakes at once would
  // overflow the server's accept queue.
  const int members = options_.players + options_.spectators;
  const int parallel = std::max(1, options_.connect_concurrency / std::max(1, members));
  const auto set_up_deadline = clock::now() + set_up_timeout;
  for (int i = 0; i < options_.rooms; ++i) {
    wait_until(progress.ready, i + 1 - parallel, set_up_deadline);
    rooms[static_cast<std::size_t>(i)]->start();
  }
  wait_until(progress.ready, options_.rooms, set_up_deadline);

  load_result result;
  result.rooms_ready = progress.ready.load() - progress.failed.load();
  const auto begin = clock::now() + std::chrono::milliseconds(100);
  load_room::schedule when{begin,
                           begin + std::chrono::duration_cast<clock::duration>(
                                       std::chrono::duration<double>(options_.warmup_seconds)),
                           {}};
  when.end = when.measure_from + std::chrono::duration_cast<clock::duration>(
                                     std::chrono::duration<double>(options_.duration_seconds));
  for (auto &room : rooms)
    room->begin(when);

  std::optional<std::int64_t> cpu_start;
  healthz_probe probe(options_.endpoint, options_.url, std::chrono::milliseconds(100));
  std::this_thread::sleep_until(when.measure_from);
  const bool tavern = options_.wire == load_wire::tavern;
  // Each node's actions over the window, from any node's /metrics.
  const auto metrics_start =
      tavern ? http_get(options_.endpoint, options_.url, "/metrics") : std::optional<std::string>();
  const auto metrics_from = clock::now();
  if (tavern)
    probe.start();
  if (server_pid_ > 0)
    cpu_start = process_usage::cpu_microseconds(server_pid_);
  const auto own_start = process_usage::cpu_microseconds(static_cast<int>(getpid()));
  std::this_thread::sleep_until(when.end);
  probe.stop();
  if (metrics_start)
    if (const auto metrics_end = http_get(options_.endpoint, options_.url, "/metrics")) {
      const double seconds = std::chrono::duration<double>(clock::now() - metrics_from).count();
      const auto before = node_actions(*metrics_start);
      for (const auto &[node, count] : node_actions(*metrics_end)) {
        const auto was = before.find(node);
        const double delta = count - (was == before.end() ? 0.0 : was->second);
        result.node_actions_per_second[node] = seconds > 0 ? delta / seconds : 0.0;
      }
    }
  result.healthz = probe.latency();
  result.healthz_failures = probe.failures();
  if (cpu_start)
    if (const auto cpu_end = process_usage::cpu_microseconds(server_pid_))
      result.server_cpu_us = *cpu_end - *cpu_start;
  if (own_start)
    if (const auto own_end = process_usage::cpu_microseconds(static_cast<int>(getpid())))
      result.client_cpu_us = *own_end - *own_start;

  wait_until(progress.done, options_.rooms, clock::now() + drain_timeout);
  const int stuck = options_.rooms - progress.done.load();
  result.rooms_failed = progress.failed.load();
  for (auto &table : bot_tables)
    table->stop();
  result.bot_tables_playing = bot_counts.playing.load();
  result.bot_tables_failed = bot_counts.failed.load();
  result.bot_table_moves = bot_counts.moves.load();
  result.bot_table_games = bot_counts.games.load();
  result.bot_table_refused = bot_counts.refused.load();
  guards.clear();
  for (auto &ctx : contexts)
    ctx->stop();
  for (auto &w : workers)
    w.join();
  for (const auto &s : stats)
    result.stats.merge(s);
  if (stuck > 0)
    result.stats.errors["room_not_finished"] += static_cast<std::uint64_t>(stuck);
  result.window_seconds = options_.duration_seconds;
  rooms.clear();
  bot_tables.clear();
  return result;
}

void load_run::print(std::ostream &out, const load_options &options, const load_result &result) {
  const auto &s = result.stats;
  const auto sizes = result.average_sizes();
  const bool tavern = options.wire == load_wire::tavern;
  const double offered = options.rate * options.rooms;
  out << std::fixed << std::setprecision(1);
  out << (tavern ? "tavern" : "baseline")
      << " run: " << (tavern ? options.game : std::string("bare broadcast")) << ", "
      << options.rooms << " rooms x (" << options.players << " players + " << options.spectators
      << " spectators), " << options.rate << " actions/s per room (" << offered << "/s offered), "
      << options.duration_seconds << " s after " << options.warmup_seconds << " s warm-up, "
      << options.threads << " client threads\n";
  out << "  rooms        " << result.rooms_ready << " set up, " << result.rooms_failed
      << " failed\n";
  out << "  throughput   " << result.throughput() << " actions/s (" << s.actions_in_window
      << " in the window; " << s.actions_total << " in all, " << s.actions_failed << " refused, "
      << s.sent_late << " sent late, " << s.games_finished << " games finished)\n";
  out << "  latency      p50 " << format_ms(s.latency.quantile(0.5)) << "  p99 "
      << format_ms(s.latency.quantile(0.99)) << "  p99.9 " << format_ms(s.latency.quantile(0.999))
      << "  max " << format_ms(s.latency.max()) << "  (" << s.latency.count()
      << " actions, scheduled send to every member holding the result)\n";
  out << "  frames       action " << sizes.action << " B, per member per action " << sizes.recipient
      << " B, ok " << sizes.ok << " B\n";
  if (result.server_cpu_us && s.actions_in_window)
    out << "  server cpu   " << static_cast<double>(*result.server_cpu_us) / 1e6 << " s, "
        << static_cast<double>(*result.server_cpu_us) / static_cast<double>(s.actions_in_window)
        << " us per action\n";
  if (result.client_cpu_us)
    out << "  client cpu   "
        << static_cast<double>(*result.client_cpu_us) / 1e4 / options.duration_seconds
        << " % of one core\n";
  if (result.healthz.count() || result.healthz_failures)
    out << "  /healthz     p50 " << format_ms(result.healthz.quantile(0.5)) << "  p99 "
        << format_ms(result.healthz.quantile(0.99)) << "  max " << format_ms(result.healthz.max())
        << "  (" << result.healthz.count() << " asked, " << result.healthz_failures << " failed)\n";
  if (options.bot_rooms > 0)
    out << "  bot tables   " << result.bot_tables_playing << " of " << options.bot_rooms
        << " playing (" << options.bot_tables.game << ", " << options.bot_tables.seats
        << " seats, bots " << options.bot_tables.level << "), " << result.bot_tables_failed
        << " failed; " << result.bot_table_moves << " moves by their people, "
        << result.bot_table_games << " games finished, " << result.bot_table_refused
        << " refused\n";
  if (options.cluster || s.redirects > 0 || !result.node_actions_per_second.empty()) {
    // Per node: what the cluster counted, and which of our rooms it held.
    std::set<std::string> nodes;
    for (const auto &[node, rate] : result.node_actions_per_second)
      nodes.insert(node);
    for (const auto &[node, n] : s.rooms_by_node)
      if (!node.starts_with('/'))
        nodes.insert(node);
    out << "  cluster      " << s.redirects << " redirects followed";
    if (result.node_actions_per_second.empty())
      out << ", no per-node metrics at /metrics";
    out << "\n";
    for (const auto &node : nodes) {
      const auto rate = result.node_actions_per_second.find(node);
      const auto held = s.rooms_by_node.find(node);
      out << "  node " << std::left << std::setw(8) << node << std::right;
      if (rate != result.node_actions_per_second.end())
        out << rate->second << " actions/s, ";
      out << (held == s.rooms_by_node.end() ? 0 : held->second) << " of our rooms\n";
    }
    for (const auto &[path, n] : s.rooms_by_node)
      if (path.starts_with('/'))
        out << "  at " << std::left << std::setw(10) << path << std::right << n
            << " of our rooms, answered without a redirect\n";
  }
  out << "  errors       ";
  if (s.errors.empty())
    out << "none";
  for (const auto &[code, n] : s.errors)
    out << code << "=" << n << " ";
  out << "\n";
  if (s.barriers || s.stray_frames)
    out << "  oddities     " << s.barriers << " actions some member saw no change for, "
        << s.stray_frames << " frames outside any action\n";
  if (options.verify)
    out << "  verified     " << s.members_verified << " members' documents equal a fresh sync\n";
  out << "RESULT wire=" << (tavern ? "tavern" : "baseline") << " game=" << options.game
      << " rooms=" << options.rooms << " offered=" << offered
      << " throughput=" << result.throughput() << " actions=" << s.actions_in_window
      << " p50_us=" << s.latency.quantile(0.5) / 1000
      << " p99_us=" << s.latency.quantile(0.99) / 1000
      << " p999_us=" << s.latency.quantile(0.999) / 1000 << " max_us=" << s.latency.max() / 1000
      << " errors=" << s.error_count() << " refused=" << s.actions_failed << " late=" << s.sent_late
      << " action_bytes=" << sizes.action << " recipient_bytes=" << sizes.recipient
      << " ok_bytes=" << sizes.ok << " cpu_us=" << result.server_cpu_us.value_or(-1)
      << " client_cpu_us=" << result.client_cpu_us.value_or(-1)
      << " verified=" << s.members_verified << " rooms_failed=" << result.rooms_failed
      << " healthz_p99_us=" << result.healthz.quantile(0.99) / 1000
      << " bot_rooms=" << result.bot_tables_playing << "\n";
}

void load_run::print_ratio(std::ostream &out, const load_result &tavern,
                           const load_result &baseline) {
  const auto ratio = [](double a, double b) { return b > 0 ? a / b : 0.0; };
  const auto &t = tavern.stats.latency;
  const auto &b = baseline.stats.latency;
  out << std::fixed << std::setprecision(2);
  out << "ratio to the bare broadcast (tavern / baseline): latency p50 x"
      << ratio(static_cast<double>(t.quantile(0.5)), static_cast<double>(b.quantile(0.5)))
      << ", p99 x"
      << ratio(static_cast<double>(t.quantile(0.99)), static_cast<double>(b.quantile(0.99)))
      << ", p99.9 x"
      << ratio(static_cast<double>(t.quantile(0.999)), static_cast<double>(b.quantile(0.999)));
  if (tavern.server_cpu_us && baseline.server_cpu_us && tavern.stats.actions_in_window &&
      baseline.stats.actions_in_window)
    out << ", server cpu per action x"
        << ratio(static_cast<double>(*tavern.server_cpu_us) /
                     static_cast<double>(tavern.stats.actions_in_window),
                 static_cast<double>(*baseline.server_cpu_us) /
                     static_cast<double>(baseline.stats.actions_in_window));
  out << "\nRATIO p50="
      << ratio(static_cast<double>(t.quantile(0.5)), static_cast<double>(b.quantile(0.5)))
      << " p99="
      << ratio(static_cast<double>(t.quantile(0.99)), static_cast<double>(b.quantile(0.99)))
      << "\n";
}

} // namespace tavern::cli
