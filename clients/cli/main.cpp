// tavern-cli: a headless client for tavern. `bot` plays a seat from a
// terminal; `load` drives many rooms open-loop and measures latency;
// `baseline-server` is the bare broadcast server `load` compares against;
// `idle` holds many idle connections for memory measurements; `games` lists
// a server's games; `verify` checks a finished game's fair shuffles and
// replays it.
#include "bench/baseline/baseline_server.hpp"
#include "bot_player.hpp"
#include "games_query.hpp"
#include "idle_holder.hpp"
#include "load_run.hpp"
#include "verify_command.hpp"
#include "json/json_value.hpp"

#include <CLI/CLI.hpp>
#include <boost/asio/signal_set.hpp>

#include <iostream>

namespace {

using namespace tavern::cli;

bool parse_url(const std::string &text, ws_url &out) {
  const auto url = ws_url::parse(text);
  if (!url) {
    std::cerr << "not a ws:// address: " << text << "\n";
    return false;
  }
  out = *url;
  return true;
}

int run_load(load_options options, int server_pid, bool in_process_baseline,
             const std::string &baseline_url, int baseline_pid, int baseline_threads) {
  std::string error;
  const auto endpoint = resolve_endpoint(options.url, error);
  if (!endpoint) {
    std::cerr << error << "\n";
    return 2;
  }
  options.endpoint = *endpoint;
  const auto result = load_run(options, server_pid).run();
  load_run::print(std::cout, options, result);
  const int members = options.players + options.spectators;
  bool passed = result.stats.error_count() == 0 && result.rooms_failed == 0 &&
                result.bot_tables_playing == options.bot_rooms && result.healthz_failures == 0;
  if (options.verify && options.wire == load_wire::tavern)
    passed = passed &&
             result.stats.members_verified == static_cast<std::uint64_t>(options.rooms) * members &&
             result.stats.actions_total >= static_cast<std::uint64_t>(options.rooms);
  if (options.wire != load_wire::tavern || (!in_process_baseline && baseline_url.empty()))
    return passed ? 0 : 1;

  // The same rooms, members and rate against the bare broadcast server,
  // with the frame sizes this run measured.
  load_options baseline = options;
  baseline.wire = load_wire::baseline;
  baseline.bot_rooms = 0;
  baseline.baseline_sizes = result.average_sizes();
  baseline.verify = false;
  std::unique_ptr<baseline_server> local;
  if (in_process_baseline) {
    local = std::make_unique<baseline_server>(baseline_threads);
    if (!local->listen("127.0.0.1", 0, error)) {
      std::cerr << error << "\n";
      return 2;
    }
    local->run_in_background();
    baseline.url = {"127.0.0.1", std::to_string(local->port()), "/"};
    baseline_pid = 0; // it shares our process: its CPU time cannot be told apart
  } else if (!parse_url(baseline_url, baseline.url)) {
    return 2;
  }
  const auto baseline_endpoint = resolve_endpoint(baseline.url, error);
  if (!baseline_endpoint) {
    std::cerr << error << "\n";
    return 2;
  }
  baseline.endpoint = *baseline_endpoint;
  const auto baseline_result = load_run(baseline, baseline_pid).run();
  load_run::print(std::cout, baseline, baseline_result);
  load_run::print_ratio(std::cout, result, baseline_result);
  return passed && baseline_result.stats.error_count() == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char **argv) {
  CLI::App app{"tavern-cli: a headless client, load generator and baseline for tavern"};
  app.require_subcommand(1);

  std::string url_text = "ws://127.0.0.1:8080/ws";

  // ---- bot
  bot_options bot;
  std::string bot_url = url_text;
  int think_ms = 500;
  auto *bot_cmd = app.add_subcommand("bot", "Join a room and play a seat until the game ends");
  bot_cmd->add_option("--url", bot_url, "The server's WebSocket address")->capture_default_str();
  bot_cmd->add_option("--room", bot.room, "Room code")->required();
  bot_cmd->add_option("--name", bot.name, "Name shown to the others")->capture_default_str();
  bot_cmd->add_option("--seat", bot.seat, "The seat wanted (default: the lowest free one)");
  bot_cmd->add_option("--policy", bot.policy, "How to choose among the offered actions")
      ->check(CLI::IsMember({"first", "random"}))
      ->capture_default_str();
  bot_cmd->add_option("--think-ms", think_ms, "Pause before each action")
      ->check(CLI::Range(0, 600000))
      ->capture_default_str();
  bot_cmd->add_option("--seed", bot.seed, "Seed of the random policy (0: from the system)");

  // ---- games
  std::string games_url = url_text;
  auto *games_cmd = app.add_subcommand("games", "List the server's games: id, players, name");
  games_cmd->add_option("--url", games_url, "The server's WebSocket address")
      ->capture_default_str();

  // ---- load
  load_options load;
  std::string load_url = url_text;
  std::string wire = "tavern";
  int server_pid = 0, baseline_pid = 0, baseline_threads = 1;
  bool in_process_baseline = false;
  std::string baseline_url;
  auto *load_cmd = app.add_subcommand(
      "load", "Drive many rooms open-loop and report throughput and latency percentiles");
  load_cmd->add_option("--url", load_url, "The server's WebSocket address")->capture_default_str();
  load_cmd->add_option("--game", load.game, "Game id")->capture_default_str();
  load_cmd->add_option("--options", load.game_options, "The game's options, a JSON object")
      ->capture_default_str();
  load_cmd->add_option("--rooms", load.rooms, "Rooms")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  load_cmd->add_option("--players", load.players, "Players per room")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  load_cmd->add_option("--spectators", load.spectators, "Spectators per room")
      ->check(CLI::Range(0, 1000))
      ->capture_default_str();
  load_cmd->add_option("--rate", load.rate, "Actions per second offered to each room")
      ->check(CLI::Range(0.01, 1e6))
      ->capture_default_str();
  load_cmd->add_option("--duration", load.duration_seconds, "Measured seconds")
      ->check(CLI::Range(0.1, 86400.0))
      ->capture_default_str();
  load_cmd->add_option("--warmup", load.warmup_seconds, "Seconds of load before measuring")
      ->check(CLI::Range(0.0, 3600.0))
      ->capture_default_str();
  load_cmd->add_option("--threads", load.threads, "Client io threads")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  load_cmd
      ->add_option("--connect-concurrency", load.connect_concurrency,
                   "Connections being set up at once")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  load_cmd->add_option("--policy", load.policy, "How seats choose among their actions")
      ->check(CLI::IsMember({"first", "random"}))
      ->capture_default_str();
  load_cmd->add_option("--seed", load.seed, "Seed of the seats' choices")->capture_default_str();
  load_cmd
      ->add_option("--bot-rooms", load.bot_rooms,
                   "Also keep this many tables of one person and the server's bots playing")
      ->check(CLI::Range(0, 100000))
      ->capture_default_str();
  std::string bot_game;
  load_cmd->add_option("--bot-game", bot_game, "Game of the bot tables (default: --game)");
  load_cmd->add_option("--bot-seats", load.bot_tables.seats, "Seats of each bot table")
      ->check(CLI::Range(2, 64))
      ->capture_default_str();
  load_cmd->add_option("--bot-level", load.bot_tables.level, "The bots' level")
      ->check(CLI::IsMember({"easy", "normal", "hard"}))
      ->capture_default_str();
  load_cmd->add_flag("--cluster", load.cluster,
                     "Report actions per second and our rooms per cluster node (also done when "
                     "a redirect was followed or /metrics has per-node counters)");
  load_cmd->add_flag("--verify", load.verify,
                     "Apply every patch whole and, at the end, check every member's document "
                     "and version against a sync; exit 1 on any difference (without it, "
                     "members apply only the parts they read)");
  load_cmd->add_flag("--without-ok", load.without_ok,
                     "Send actions without id: no ok is awaited, the actor's patch answers");
  load_cmd->add_option("--server-pid", server_pid,
                       "Read this process's CPU time over the measured window");
  load_cmd->add_option("--wire", wire, "tavern, or baseline to talk to a baseline-server")
      ->check(CLI::IsMember({"tavern", "baseline"}))
      ->capture_default_str();
  load_cmd->add_option("--action-bytes", load.baseline_sizes.action,
                       "baseline wire: action frame size");
  load_cmd->add_option("--recipient-bytes", load.baseline_sizes.recipient,
                       "baseline wire: frame size each member receives per action");
  load_cmd->add_option("--ok-bytes", load.baseline_sizes.ok, "baseline wire: reply size");
  load_cmd->add_flag("--baseline", in_process_baseline,
                     "Then run the same load against a bare broadcast server in this process");
  load_cmd->add_option("--baseline-url", baseline_url,
                       "Then run the same load against this baseline-server");
  load_cmd->add_option("--baseline-pid", baseline_pid,
                       "The baseline-server's pid, for its CPU time");
  load_cmd
      ->add_option("--baseline-threads", baseline_threads,
                   "Threads of the in-process baseline server")
      ->capture_default_str();

  // ---- baseline-server
  std::string baseline_host = "127.0.0.1";
  std::uint16_t baseline_port = 8090;
  int baseline_server_threads = 1;
  auto *baseline_cmd = app.add_subcommand(
      "baseline-server", "A bare Beast broadcast server: the physical limit tavern is compared to");
  baseline_cmd->add_option("--host", baseline_host, "Address to listen on")->capture_default_str();
  baseline_cmd->add_option("--port", baseline_port, "Port (0: any free one)")
      ->capture_default_str();
  baseline_cmd->add_option("--threads", baseline_server_threads, "I/O threads")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();

  // ---- idle
  idle_options idle;
  std::string idle_url = url_text;
  auto *idle_cmd = app.add_subcommand(
      "idle", "Open connections and hold them idle (for the server's memory per connection)");
  idle_cmd->add_option("--url", idle_url, "The server's WebSocket address")->capture_default_str();
  idle_cmd->add_option("--game", idle.game, "Game of the rooms")->capture_default_str();
  idle_cmd->add_option("--rooms", idle.rooms, "Rooms to create")->capture_default_str();
  idle_cmd->add_option("--seats", idle.seats, "Seats per room")->capture_default_str();
  idle_cmd->add_option("--players", idle.players, "Seats taken per room, the creator included")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  idle_cmd->add_option("--spectators", idle.spectators, "Spectators per room")
      ->capture_default_str();
  idle_cmd->add_flag("--start", idle.start, "Start each room's game once its seats are taken");
  idle_cmd->add_option("--bare", idle.bare, "Connections that join nothing")->capture_default_str();
  idle_cmd
      ->add_option("--connect-concurrency", idle.connect_concurrency,
                   "Connections being set up at once")
      ->capture_default_str();
  idle_cmd->add_option("--hold-seconds", idle.hold_seconds, "Then exit (0: until SIGINT/SIGTERM)")
      ->capture_default_str();

  // ---- verify
  std::string verify_what;
  std::string verify_server = "http://127.0.0.1:8080";
  auto *verify_cmd = app.add_subcommand(
      "verify", "Check a finished game: its seed against the commitment and the players' values, "
                "and its replay against its recorded result");
  verify_cmd->add_option("game", verify_what, "Game id, or the replay's URL")->required();
  verify_cmd->add_option("--server", verify_server, "The server, when a game id is given")
      ->capture_default_str();

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    return app.exit(e);
  }

  if (*bot_cmd) {
    if (!parse_url(bot_url, bot.url))
      return 2;
    bot.think = std::chrono::milliseconds(think_ms);
    return bot_player(bot, std::cout).run();
  }
  if (*games_cmd) {
    ws_url url;
    if (!parse_url(games_url, url))
      return 2;
    return games_query(url, std::cout).run();
  }
  if (*load_cmd) {
    if (!parse_url(load_url, load.url))
      return 2;
    if (!tavern::json::accept(load.game_options)) {
      std::cerr << "--options is not JSON\n";
      return 2;
    }
    load.wire = wire == "baseline" ? load_wire::baseline : load_wire::tavern;
    load.bot_tables.game = bot_game.empty() ? load.game : bot_game;
    load.bot_tables.seed = load.seed;
    if (load.wire == load_wire::baseline)
      load.bot_rooms = 0; // a bare broadcast server has no bots
    return run_load(load, server_pid, in_process_baseline, baseline_url, baseline_pid,
                    baseline_threads);
  }
  if (*baseline_cmd) {
    baseline_server server(baseline_server_threads);
    std::string error;
    if (!server.listen(baseline_host, baseline_port, error)) {
      std::cerr << error << "\n";
      return 2;
    }
    std::cout << "baseline-server listening on " << baseline_host << ":" << server.port()
              << std::endl;
    boost::asio::io_context signal_ioc;
    boost::asio::signal_set signals(signal_ioc, SIGINT, SIGTERM);
    signals.async_wait([&server](boost::system::error_code, int) { server.stop(); });
    std::thread signal_thread([&signal_ioc] { signal_ioc.run(); });
    server.run();
    signal_ioc.stop();
    signal_thread.join();
    return 0;
  }
  if (*verify_cmd) {
    verify_target target;
    std::string error;
    if (!parse_verify_target(verify_what, verify_server, target, error)) {
      std::cerr << error << "\n";
      return 2;
    }
    return run_verify(target, std::cout);
  }
  if (*idle_cmd) {
    if (!parse_url(idle_url, idle.url))
      return 2;
    return idle_holder(idle, std::cout).run();
  }
  return 0;
}
