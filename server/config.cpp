#include "config.hpp"

#include "server/storage/postgres_store.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cctype>

namespace tavern::server {

std::optional<int> parse_config(int argc, char **argv, config &out) {
  CLI::App app{"tavern: an authoritative multiplayer server for turn-based card and board games"};
  app.option_defaults()->always_capture_default();
  app.add_option("--host", out.host, "Address to listen on")->envname("TAVERN_HOST");
  app.add_option("--port", out.port, "Port for HTTP and WebSocket")->envname("TAVERN_PORT");
  app.add_option("--web-root", out.web_root,
                 "Directory of the browser client (default: found beside the binary)")
      ->envname("TAVERN_WEB_ROOT");
  app.add_option("--log-level", out.log_level, "trace, debug, info, warn, error or off")
      ->envname("TAVERN_LOG_LEVEL")
      ->check(CLI::IsMember({"trace", "debug", "info", "warn", "error", "critical", "off"}));
  app.add_option("--threads", out.threads, "I/O threads (0: one per core)")
      ->envname("TAVERN_THREADS")
      ->check(CLI::Range(0, 256));
  app.add_option("--bot-delay-ms", out.bot_delay_ms, "Pause before a bot moves")
      ->envname("TAVERN_BOT_DELAY_MS")
      ->check(CLI::Range(0, 60000));
  app.add_option("--bot-threads", out.bot_threads,
                 "Threads that search the bots' moves, off the I/O threads (0: half the cores, "
                 "at least one)")
      ->envname("TAVERN_BOT_THREADS")
      ->check(CLI::Range(0, 256));
  app.add_option("--room-expiry-seconds", out.room_expiry_seconds,
                 "Seconds a room with nobody connected is kept")
      ->envname("TAVERN_ROOM_EXPIRY_SECONDS")
      ->check(CLI::Range(1, 7 * 24 * 3600));
  app.add_option("--max-connections", out.max_connections, "Open WebSocket connections at most")
      ->envname("TAVERN_MAX_CONNECTIONS")
      ->check(CLI::Range(1, 1000000));
  app.add_option("--max-connections-per-address", out.max_connections_per_address,
                 "Open WebSocket connections from one address at most")
      ->envname("TAVERN_MAX_CONNECTIONS_PER_ADDRESS")
      ->check(CLI::Range(1, 1000000));
  app.add_option("--max-rooms", out.max_rooms, "Rooms at most")
      ->envname("TAVERN_MAX_ROOMS")
      ->check(CLI::Range(1, 10000000));
  app.add_option("--room-creations-per-minute", out.room_creations_per_minute,
                 "Rooms one address may create per minute")
      ->envname("TAVERN_ROOM_CREATIONS_PER_MINUTE")
      ->check(CLI::Range(1, 1000000));
  app.add_option("--unknown-room-joins-per-minute", out.unknown_room_joins_per_minute,
                 "Joins naming no room that one address may send per minute")
      ->envname("TAVERN_UNKNOWN_ROOM_JOINS_PER_MINUTE")
      ->check(CLI::Range(1, 1000000));
  app.add_option("--messages-per-second", out.messages_per_second,
                 "Sustained client messages per second per connection")
      ->envname("TAVERN_MESSAGES_PER_SECOND")
      ->check(CLI::Range(0.1, 100000.0));
  app.add_option("--message-burst", out.message_burst, "Client messages allowed in a burst")
      ->envname("TAVERN_MESSAGE_BURST")
      ->check(CLI::Range(1, 100000));
  app.add_option("--rate-violations-before-close", out.rate_violations_before_close,
                 "rate_limited errors a connection gets before it is closed (1008)")
      ->envname("TAVERN_RATE_VIOLATIONS_BEFORE_CLOSE")
      ->check(CLI::Range(1, 100000));
  app.add_option("--send-queue-max-kib", out.send_queue_max_kib,
                 "Unsent bytes per connection before a client that stopped reading is dropped")
      ->envname("TAVERN_SEND_QUEUE_MAX_KIB")
      ->check(CLI::Range(16, 1024 * 1024));
  app.add_option("--idle-timeout-seconds", out.idle_timeout_seconds,
                 "Seconds of silence before a WebSocket is pinged, then closed")
      ->envname("TAVERN_IDLE_TIMEOUT_SECONDS")
      ->check(CLI::Range(2, 3600));
  app.add_option("--handshake-timeout-seconds", out.handshake_timeout_seconds,
                 "Seconds allowed for the HTTP request and WebSocket handshake")
      ->envname("TAVERN_HANDSHAKE_TIMEOUT_SECONDS")
      ->check(CLI::Range(1, 600));
  app.add_option("--allowed-origins", out.allowed_origins,
                 "Origins allowed to open a WebSocket (default: same origin; * for any)")
      ->envname("TAVERN_ALLOWED_ORIGINS")
      ->delimiter(',');
  out.data_dir = "./data";
  auto *data_dir =
      app.add_option("--data-dir", out.data_dir,
                     "Directory of the database: rooms, games and replays survive restarts")
          ->envname("TAVERN_DATA_DIR");
  auto *database =
      app.add_option("--database", out.database_url,
                     "PostgreSQL database to keep rooms, games and replays in instead of "
                     "--data-dir: postgresql://user:password@host:port/database")
          ->envname("TAVERN_DATABASE")
          // The value is not echoed: it may hold a password.
          ->check([](const std::string &url) -> std::string {
            return is_postgres_url(url)
                       ? ""
                       : "must be a PostgreSQL URL: postgresql://user:password@host:port/database "
                         "(or postgres://...)";
          });
  bool in_memory = false;
  auto *memory = app.add_flag("--in-memory", in_memory,
                              "Keep nothing on disk: rooms are lost when the server stops")
                     ->envname("TAVERN_IN_MEMORY");
  // Which of two places holds the rooms must not be a guess.
  database->excludes(data_dir);
  database->excludes(memory);
  auto *redis = app.add_option("--redis", out.redis_url,
                               "Redis URL (redis://host:port) of a cluster's directory: this "
                               "server becomes one node of several; needs --database")
                    ->envname("TAVERN_REDIS");
  redis->needs(database);
  app.add_option("--node-id", out.node_id,
                 "This node's name in the cluster: lower-case letters, digits and '-' "
                 "(default: generated)")
      ->envname("TAVERN_NODE_ID")
      ->check([](const std::string &id) -> std::string {
        const bool ok =
            !id.empty() && id.size() <= 32 && std::all_of(id.begin(), id.end(), [](char c) {
              return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
            });
        return ok ? "" : "must be 1 to 32 of a-z, 0-9 and -";
      });
  app.add_option("--public-path", out.public_path,
                 "Path prefix under which the proxy reaches this node, e.g. /n/a (default: "
                 "/n/<node-id>)")
      ->envname("TAVERN_PUBLIC_PATH")
      ->check([](const std::string &path) -> std::string {
        const bool ok = path.size() >= 2 && path.front() == '/' && path.back() != '/' &&
                        std::all_of(path.begin(), path.end(), [](char c) {
                          return std::isalnum(static_cast<unsigned char>(c)) || c == '/' ||
                                 c == '-' || c == '_' || c == '.';
                        });
        return ok ? "" : "must start with / and not end with one, e.g. /n/a";
      });
  app.add_option("--replay-retention-days", out.replay_retention_days,
                 "Days a finished game stays available as a replay")
      ->envname("TAVERN_REPLAY_RETENTION_DAYS")
      ->check(CLI::Range(1, 36500));
  app.add_option("--commit-interval-us", out.commit_interval_us,
                 "Microseconds at least between two commits to the database: under load the "
                 "actions of an interval share one commit, for up to that much more latency")
      ->envname("TAVERN_COMMIT_INTERVAL_US")
      ->check(CLI::Range(0, 100000));
  app.add_flag("--healthcheck", out.healthcheck,
               "Ask /healthz of the server on --port at 127.0.0.1 and exit 0 if healthy");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    return app.exit(e);
  }
  if (in_memory || !out.database_url.empty())
    out.data_dir.clear();
  return std::nullopt;
}

} // namespace tavern::server
