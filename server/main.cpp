// tavern: the server process. Reads its configuration, opens the listener,
// runs the I/O threads, and shuts down cleanly on SIGINT/SIGTERM.
#include "config.hpp"
#include "healthcheck.hpp"
#include "listener.hpp"
#include "registry.hpp"

#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <spdlog/spdlog.h>

#include <filesystem>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace tavern::server;

namespace {

// The client's files: the flag, else next to the working directory (running
// from a checkout), else installed beside the binary, else the source tree.
fs::path find_web_root(const config &cfg) {
  if (!cfg.web_root.empty())
    return cfg.web_root;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  std::vector<fs::path> candidates = {fs::current_path(ec) / "clients" / "web"};
  if (!exe.empty()) {
    candidates.push_back(exe.parent_path() / ".." / "share" / "tavern" / "web");
    candidates.push_back(exe.parent_path() / "web");
  }
  candidates.push_back(fs::path(TAVERN_SOURCE_DIR) / "clients" / "web");
  for (const auto &dir : candidates)
    if (fs::is_regular_file(dir / "index.html", ec))
      return fs::weakly_canonical(dir, ec);
  return candidates.front();
}

} // namespace

int main(int argc, char **argv) {
  config cfg;
  if (auto exit_code = parse_config(argc, argv, cfg))
    return *exit_code;
  if (cfg.healthcheck)
    return run_healthcheck(cfg.port);

  spdlog::set_level(spdlog::level::from_str(cfg.log_level));
  const fs::path web_root = find_web_root(cfg);
  if (!fs::exists(web_root / "index.html"))
    spdlog::warn("no browser client at {}: set --web-root", web_root.string());

  const int threads =
      cfg.threads > 0 ? cfg.threads : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  net::io_context ioc(threads);

  const auto games = tavern::games::make_shipped_registry();
  metrics stats;
  lobby_config lobby_cfg;
  lobby_cfg.max_rooms = static_cast<std::size_t>(cfg.max_rooms);
  lobby_cfg.bot_delay = std::chrono::milliseconds(cfg.bot_delay_ms);
  lobby_cfg.room_expiry = std::chrono::minutes(cfg.room_expiry_minutes);
  lobby rooms(ioc.get_executor(), games, lobby_cfg, stats);
  auto state = std::make_shared<server_state>(cfg, web_root, rooms, stats);

  beast::error_code ec;
  const auto address = net::ip::make_address(cfg.host, ec);
  if (ec) {
    spdlog::error("--host {} is not an IP address: {}", cfg.host, ec.message());
    return 2;
  }
  auto server = std::make_shared<listener>(ioc, state);
  if (!server->open(tcp::endpoint(address, cfg.port)))
    return 1;
  server->run();
  spdlog::info("tavern listening on http://{}:{} (client from {}, {} games, {} threads)", cfg.host,
               cfg.port, web_root.string(), games.all().size(), threads);

  // Shutdown: stop accepting, close every WebSocket with 1001, and give the
  // close handshakes a moment before stopping the threads.
  net::signal_set signals(ioc, SIGINT, SIGTERM);
  net::steady_timer drain(ioc);
  std::function<void(int)> wait_for_drain = [&](int rounds_left) {
    if (state->session_count() == 0 || rounds_left == 0) {
      ioc.stop();
      return;
    }
    drain.expires_after(std::chrono::milliseconds(50));
    drain.async_wait([&, rounds_left](beast::error_code) { wait_for_drain(rounds_left - 1); });
  };
  signals.async_wait([&](beast::error_code, int signal) {
    spdlog::info("signal {}: closing {} connections", signal, state->session_count());
    server->stop();
    state->close_all_sessions();
    wait_for_drain(60);
  });

  std::vector<std::thread> workers;
  for (int i = 1; i < threads; ++i)
    workers.emplace_back([&ioc] { ioc.run(); });
  ioc.run();
  for (auto &t : workers)
    t.join();
  spdlog::info("tavern stopped");
  return 0;
}
