#include "metrics.hpp"

#include <sstream>

namespace tavern::server {

void metrics::count_error(protocol::error_code code) {
  errors_[static_cast<std::size_t>(code)].fetch_add(1, std::memory_order_relaxed);
}

void metrics::observe_action_latency(std::chrono::nanoseconds elapsed) {
  const double seconds = std::chrono::duration<double>(elapsed).count();
  for (std::size_t i = 0; i < latency_buckets_seconds.size(); ++i)
    if (seconds <= latency_buckets_seconds[i]) {
      latency_counts_[i].fetch_add(1, std::memory_order_relaxed);
      break;
    }
  latency_count_.fetch_add(1, std::memory_order_relaxed);
  latency_sum_ns_.fetch_add(static_cast<std::uint64_t>(elapsed.count()), std::memory_order_relaxed);
}

std::string metrics::render(const room_census &rooms) const {
  std::ostringstream out;
  auto counter = [&](const char *name, const char *help, const char *type, auto value) {
    out << "# HELP " << name << ' ' << help << "\n# TYPE " << name << ' ' << type << '\n'
        << name << ' ' << value << '\n';
  };
  counter("tavern_connections", "Open WebSocket connections.", "gauge", connections_open.load());
  counter("tavern_connections_total", "WebSocket connections accepted.", "counter",
          connections_total.load());
  counter("tavern_messages_in_total", "Client messages received.", "counter", messages_in.load());
  counter("tavern_messages_out_total", "Server messages sent.", "counter", messages_out.load());
  counter("tavern_bytes_out_total", "Bytes of server messages sent.", "counter", bytes_out.load());
  counter("tavern_patch_serializations_total",
          "Patches serialized: one per changed viewer class per change.", "counter",
          patch_serializations.load());
  counter("tavern_slow_consumers_dropped_total", "Connections closed because they stopped reading.",
          "counter", slow_consumers_dropped.load());
  counter("tavern_bot_searches_discarded_total",
          "Bot searches answered after the game had moved on, and searched again.", "counter",
          bot_searches_discarded.load());
  counter("tavern_store_commits_total", "Transactions committed by the storage writer.", "counter",
          store_commits.load());
  counter("tavern_store_entries_total", "Rooms, games and actions written to storage.", "counter",
          store_entries.load());
  counter("tavern_store_failures_total", "Storage writes the database refused (then retried).",
          "counter", store_failures.load());

  out << "# HELP tavern_rooms Rooms by game and status.\n# TYPE tavern_rooms gauge\n";
  for (const auto &[key, count] : rooms)
    out << "tavern_rooms{game=\"" << key.first << "\",status=\"" << key.second << "\"} " << count
        << '\n';

  out << "# HELP tavern_errors_total Error replies by code.\n# TYPE tavern_errors_total counter\n";
  for (std::size_t i = 0; i < errors_.size(); ++i)
    out << "tavern_errors_total{code=\"" << protocol::error_code_names[i] << "\"} "
        << errors_[i].load() << '\n';

  out << "# HELP tavern_action_latency_seconds Time from receiving an action to queueing its "
         "patches.\n# TYPE tavern_action_latency_seconds histogram\n";
  std::uint64_t cumulative = 0;
  for (std::size_t i = 0; i < latency_buckets_seconds.size(); ++i) {
    cumulative += latency_counts_[i].load();
    out << "tavern_action_latency_seconds_bucket{le=\"" << latency_buckets_seconds[i] << "\"} "
        << cumulative << '\n';
  }
  out << "tavern_action_latency_seconds_bucket{le=\"+Inf\"} " << latency_count_.load() << '\n'
      << "tavern_action_latency_seconds_sum " << static_cast<double>(latency_sum_ns_.load()) / 1e9
      << '\n'
      << "tavern_action_latency_seconds_count " << latency_count_.load() << '\n';
  return out.str();
}

} // namespace tavern::server
