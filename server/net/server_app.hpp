#pragma once
// The whole server as one object: the lobby, the listener and the I/O
// threads, with a graceful stop (close every WebSocket with 1001, let the
// close handshakes finish, then end the threads). main.cpp and the socket
// tests both use it.
#include "games/registry.hpp"
#include "server/config.hpp"
#include "server/rooms/bot_pool.hpp"
#include "server/rooms/lobby.hpp"
#include "server/rooms/metrics.hpp"
#include "server/storage/game_store.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>

#include <atomic>
#include <filesystem>
#include <memory>

namespace tavern::server {

class listener;
class server_state;

class server_app {
public:
  server_app(config cfg, const games::registry &games, std::filesystem::path web_root);
  ~server_app();

  // Opens the database and rebuilds its rooms, then binds the listening
  // socket; false (logged) when either can't be done.
  bool open();
  std::uint16_t port() const { return port_; }
  int threads() const { return threads_; }
  metrics &stats() { return stats_; }

  // Stops gracefully on SIGINT or SIGTERM.
  void stop_on_signals();
  // Runs the I/O threads until stopped.
  void run();
  // Thread-safe.
  void request_stop();

private:
  bool open_storage();
  bool join_cluster();
  void stop_storage();
  void drain(int rounds_left);
  void housekeeping();
  void delete_old_replays();
  // From the store's writer after a commit: the rooms' held frames go out on
  // an I/O thread, where a frame is written at once on its session's strand
  // (delivered from the writer's thread, every frame would wake an I/O thread
  // of its own).
  void release_durable(const std::vector<std::string> &codes);

  config config_;
  int threads_;
  boost::asio::io_context ioc_;
  std::atomic<bool> stopping_{false}; // set when the server starts to stop
  metrics stats_;
  // Before the lobby, whose rooms send it their bots' searches.
  bot_pool bots_;
  lobby lobby_;
  std::shared_ptr<server_state> state_;
  std::shared_ptr<listener> listener_;
  boost::asio::signal_set signals_;
  boost::asio::steady_timer drain_timer_;
  boost::asio::steady_timer housekeeping_timer_;
  std::size_t rooms_seen_ = 0;
  std::chrono::steady_clock::time_point last_replay_cleanup_;
  // Declared last: the writer's last commits still reach the lobby's rooms.
  std::unique_ptr<game_store> store_;
  std::unique_ptr<class store_writer> journal_;
  // After the store and the journal, which it uses: stopped first.
  std::unique_ptr<class cluster_node> cluster_;
  std::uint16_t port_ = 0;
};

} // namespace tavern::server
