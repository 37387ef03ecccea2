#pragma once
// What every connection of one server shares: the configuration, the lobby,
// the metrics, the embedded texts, and the open WebSocket sessions (so that a
// shutdown can close each of them with 1001).
#include "server/config.hpp"
#include "server/rooms/connection_router.hpp"
#include "server/rooms/lobby.hpp"
#include "server/rooms/metrics.hpp"

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

namespace tavern::server {

class websocket_session;

enum class admission { ok, too_many, too_many_from_address };

class server_state {
public:
  server_state(config cfg, std::filesystem::path web_root, lobby &rooms, metrics &stats);

  const config &cfg() const { return config_; }
  // A cluster node's generated default, set before the listener opens.
  void set_public_path(std::string path) { config_.public_path = std::move(path); }
  const std::filesystem::path &web_root() const { return web_root_; }
  lobby &rooms() { return lobby_; }
  metrics &stats() { return stats_; }
  connection_router::quotas &quotas() { return quotas_; }
  // The database for the replays API; null when the server keeps nothing.
  void set_store(class game_store *store) { store_ = store; }
  class game_store *store() const {
    return store_;
  }

  // In a cluster: lines about every node, appended to /metrics.
  void set_cluster_metrics(std::function<std::string()> render) {
    cluster_metrics_ = std::move(render);
  }
  std::string cluster_metrics() const { return cluster_metrics_ ? cluster_metrics_() : ""; }

  admission admit_connection(const std::string &address);
  void release_connection(const std::string &address);

  void register_session(websocket_session *session, std::weak_ptr<websocket_session> handle);
  void unregister_session(websocket_session *session);
  std::size_t session_count() const;
  // Sends every open WebSocket a 1001 close.
  void close_all_sessions();

  bool origin_allowed(std::string_view origin, std::string_view host) const;

private:
  config config_;
  std::filesystem::path web_root_;
  lobby &lobby_;
  metrics &stats_;
  connection_router::quotas quotas_;
  class game_store *store_ = nullptr;
  std::function<std::string()> cluster_metrics_;

  mutable std::mutex mutex_;
  int open_connections_ = 0;
  std::map<std::string, int, std::less<>> per_address_;
  std::unordered_map<websocket_session *, std::weak_ptr<websocket_session>> sessions_;
};

} // namespace tavern::server
