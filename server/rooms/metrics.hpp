#pragma once
// Counters the server exports at /metrics (Prometheus text format). One
// instance per server, shared by reference; every field is atomic because
// sessions and rooms update them from any thread.
#include "protocol/error_code.hpp"

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <string>

namespace tavern::server {

// Room counts by (game, status), gathered from the lobby at scrape time.
using room_census = std::map<std::pair<std::string, std::string>, int>;

class metrics {
public:
  static constexpr std::array<double, 12> latency_buckets_seconds = {
      0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25};

  std::atomic<std::int64_t> connections_open{0};
  std::atomic<std::uint64_t> connections_total{0};
  std::atomic<std::uint64_t> messages_in{0};
  std::atomic<std::uint64_t> messages_out{0};
  std::atomic<std::uint64_t> bytes_out{0};
  // One per viewer-class document that changed and was serialized as a patch.
  std::atomic<std::uint64_t> patch_serializations{0};
  std::atomic<std::uint64_t> slow_consumers_dropped{0};
  // Storage: commits, entries written, and attempts the database refused.
  std::atomic<std::uint64_t> store_commits{0};
  std::atomic<std::uint64_t> store_entries{0};
  std::atomic<std::uint64_t> store_failures{0};
  // Bots: searches answered after their room's game had moved on, so
  // searched again.
  std::atomic<std::uint64_t> bot_searches_discarded{0};

  void count_error(protocol::error_code code);
  void observe_action_latency(std::chrono::nanoseconds elapsed);

  std::string render(const room_census &rooms) const;
  // Actions played since the start (each one's latency is observed once).
  std::uint64_t actions_played() const { return latency_count_.load(std::memory_order_relaxed); }

private:
  std::array<std::atomic<std::uint64_t>, protocol::error_code_names.size()> errors_{};
  std::array<std::atomic<std::uint64_t>, latency_buckets_seconds.size()> latency_counts_{};
  std::atomic<std::uint64_t> latency_count_{0};
  std::atomic<std::uint64_t> latency_sum_ns_{0};
};

} // namespace tavern::server
