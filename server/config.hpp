#pragma once
// Everything the operator can set, each as a flag and as a TAVERN_* variable.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tavern::server {

struct config {
  std::string host = "0.0.0.0";
  std::uint16_t port = 8080;
  std::string web_root; // empty: found next to the sources or the binary
  std::string log_level = "info";
  int threads = 0; // 0: one per core
  int bot_delay_ms = 1200;
  int bot_threads = 0; // 0: half the cores, at least one
  int room_expiry_seconds = 30 * 60;
  int max_connections = 10000;
  int max_connections_per_address = 1000;
  int max_rooms = 10000;
  int room_creations_per_minute = 30;     // per address
  int unknown_room_joins_per_minute = 30; // per address: codes are short enough to guess
  double messages_per_second = 20;
  int message_burst = 40;
  int rate_violations_before_close = 20;
  int send_queue_max_kib = 4096;
  int idle_timeout_seconds = 60;
  int handshake_timeout_seconds = 10;
  std::vector<std::string> allowed_origins; // empty: same origin only; "*": any
  // Storage: the directory of the database; empty keeps everything in memory
  // (the flag's default is ./data; --in-memory empties it).
  std::string data_dir;
  // Or a PostgreSQL database (postgresql://user:password@host:port/db);
  // data_dir is then empty. Never logged: it may hold a password.
  std::string database_url;
  // A cluster (docs/CLUSTER.md): the Redis holding the directory of nodes
  // and rooms; empty: a single server. Needs database_url.
  std::string redis_url;
  std::string node_id;     // [a-z0-9-]{1,32}; empty: generated at start
  std::string public_path; // where the proxy reaches this node; empty: /n/<node_id>
  int replay_retention_days = 30;
  int commit_interval_us = 1000;
  bool healthcheck = false; // ask /healthz of a running server and exit
};

// Parses flags (with TAVERN_* fallbacks). Returns the exit code to use when
// the program should stop right away (--help, bad flags).
std::optional<int> parse_config(int argc, char **argv, config &out);

} // namespace tavern::server
