#pragma once
// A whole load run: the rooms spread over a few io threads, set up, then
// acting for the warm-up and the measured window, then drained (and checked).
#include "load_options.hpp"
#include "load_stats.hpp"

#include <iosfwd>
#include <map>
#include <optional>
#include <string>

namespace tavern::cli {

struct load_result {
  load_stats stats;
  double window_seconds = 0;
  int rooms_ready = 0;
  int rooms_failed = 0;
  // The server's CPU time over the measured window, when its pid was given.
  std::optional<std::int64_t> server_cpu_us;
  // Ours over the same window: a load generator near 100 % of its cores
  // measures itself, not the server.
  std::optional<std::int64_t> client_cpu_us;
  // /healthz asked every 100 ms over the measured window.
  latency_histogram healthz;
  std::uint64_t healthz_failures = 0;
  // The bot tables over the whole run (with --bot-rooms).
  int bot_tables_playing = 0;
  int bot_tables_failed = 0;
  std::uint64_t bot_table_moves = 0;
  std::uint64_t bot_table_games = 0;
  std::uint64_t bot_table_refused = 0;
  // Cluster mode: tavern_cluster_node_actions_total over the measured
  // window, per node, per second (empty without those metrics).
  std::map<std::string, double> node_actions_per_second;

  double throughput() const {
    return window_seconds > 0 ? static_cast<double>(stats.actions_in_window) / window_seconds : 0;
  }
  frame_sizes average_sizes() const;
};

class load_run {
public:
  // server_pid: the process whose CPU time is read over the window (0: none).
  load_run(load_options options, int server_pid);
  load_result run();

  // The report for people, then a RESULT line of key=value for scripts.
  static void print(std::ostream &out, const load_options &options, const load_result &result);
  static void print_ratio(std::ostream &out, const load_result &tavern,
                          const load_result &baseline);

private:
  load_options options_;
  int server_pid_;
};

} // namespace tavern::cli
