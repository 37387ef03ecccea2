#include "server_app.hpp"

#include "listener.hpp"

#include <spdlog/spdlog.h>

#include <thread>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace tavern::server {

namespace {
lobby_config lobby_config_from(const config &cfg) {
  lobby_config out;
  out.max_rooms = static_cast<std::size_t>(cfg.max_rooms);
  out.bot_delay = std::chrono::milliseconds(cfg.bot_delay_ms);
  out.room_expiry = std::chrono::seconds(cfg.room_expiry_seconds);
  return out;
}
int thread_count(const config &cfg) {
  return cfg.threads > 0 ? cfg.threads
                         : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}
} // namespace

server_app::server_app(config cfg, const games::registry &games, std::filesystem::path web_root)
    : config_(std::move(cfg)), threads_(thread_count(config_)), ioc_(threads_),
      lobby_(ioc_.get_executor(), games, lobby_config_from(config_), stats_),
      state_(std::make_shared<server_state>(config_, std::move(web_root), lobby_, stats_)),
      listener_(std::make_shared<listener>(ioc_, state_)), signals_(ioc_), drain_timer_(ioc_),
      housekeeping_timer_(ioc_) {}

server_app::~server_app() = default;

bool server_app::open() {
  beast::error_code ec;
  const auto address = net::ip::make_address(config_.host, ec);
  if (ec) {
    spdlog::error("--host {} is not an IP address: {}", config_.host, ec.message());
    return false;
  }
  if (!listener_->open(tcp::endpoint(address, config_.port)))
    return false;
  port_ = listener_->local_port();
  listener_->run();
  housekeeping();
  return true;
}

void server_app::housekeeping() {
  // glibc keeps freed memory in its arenas; once rooms have gone, hand it
  // back so the process shrinks after a busy hour instead of staying at peak.
  const auto rooms = lobby_.size();
#if defined(__GLIBC__)
  if (rooms < rooms_seen_)
    malloc_trim(0);
#endif
  rooms_seen_ = rooms;
  housekeeping_timer_.expires_after(std::chrono::seconds(2));
  housekeeping_timer_.async_wait([this](beast::error_code ec) {
    if (!ec)
      housekeeping();
  });
}

void server_app::stop_on_signals() {
  signals_.add(SIGINT);
  signals_.add(SIGTERM);
  signals_.async_wait([this](beast::error_code ec, int signal) {
    if (ec)
      return;
    spdlog::info("signal {}: closing {} connections", signal, state_->session_count());
    request_stop();
  });
}

void server_app::request_stop() {
  net::post(ioc_, [this] {
    listener_->stop();
    state_->close_all_sessions();
    drain(60); // up to 3 s for the close handshakes
  });
}

void server_app::drain(int rounds_left) {
  if (state_->session_count() == 0 || rounds_left == 0) {
    signals_.cancel();
    housekeeping_timer_.cancel();
    ioc_.stop();
    return;
  }
  drain_timer_.expires_after(std::chrono::milliseconds(50));
  drain_timer_.async_wait([this, rounds_left](beast::error_code) { drain(rounds_left - 1); });
}

void server_app::run() {
  std::vector<std::thread> workers;
  for (int i = 1; i < threads_; ++i)
    workers.emplace_back([this] { ioc_.run(); });
  ioc_.run();
  for (auto &t : workers)
    t.join();
  // Sessions still open hold their room and the room holds them: break the
  // cycle so both are freed with the handlers the stopped io_context drops.
  lobby_.close_all();
}

} // namespace tavern::server
