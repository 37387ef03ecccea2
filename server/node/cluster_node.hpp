#pragma once
// This server as one node of a cluster (docs/CLUSTER.md): it keeps its
// registration in Redis alive, places new rooms, finds the rooms other nodes
// hold, takes over the rooms of dead nodes and rebuilds them from the
// database, gives up the rooms another node took, and hands its rooms over
// when it is drained.
//
// Redis is used through blocking calls with short timeouts, each thread on a
// connection of its own: the heartbeat's (renewals and the list of live
// nodes, every sixth of the TTL, so that rebuilding a long game never makes
// the node look dead), the agent's (claims and the checks of what it owns)
// and, behind a mutex, the sessions' that ask where a room is. Taking a room over (epoch raised in
// the database, room read and rebuilt) happens one room at a time on either.
#include "server/cluster/node_registry.hpp"
#include "server/cluster/redis_connection.hpp"
#include "server/cluster/room_directory.hpp"
#include "server/node/node_lease.hpp"
#include "server/rooms/cluster_link.hpp"
#include "server/rooms/lobby.hpp"
#include "server/storage/game_store.hpp"

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

namespace tavern::server {

struct cluster_settings {
  std::string redis_url;
  std::string node_id;
  std::string public_path; // e.g. /n/a; its WebSocket is public_path + "/ws"
  std::chrono::milliseconds ttl{3000};
  std::string key_prefix = "tavern:";
};

class cluster_node final : public cluster_link {
public:
  // `open_connections` counts this node's WebSockets, for its reported load.
  cluster_node(cluster_settings settings, lobby &rooms, game_store &store, metrics &stats,
               std::function<std::int64_t()> open_connections);
  ~cluster_node() override;

  // Connects to Redis and registers; false (logged) when Redis cannot be had.
  bool start();
  // Hands every room over to the other live nodes (or, with none, releases
  // it), sends their members a redirect, and deregisters. `flush` waits for
  // the journal's queued writes. Blocks; the node places nothing more.
  void drain(const std::function<void()> &flush);
  // Stops the node's thread (after drain, or at a plain stop).
  void stop();

  const std::string &id() const { return settings_.node_id; }
  const std::string &public_path() const { return settings_.public_path; }
  // Per-node lines for /metrics, from the registrations.
  std::string metrics_text();

  // cluster_link
  std::optional<std::string> placement_elsewhere() override;
  placement place_here(const std::string &code) override;
  room_route locate(const std::string &code) override;
  void room_ended(const std::string &code, std::uint64_t epoch) override;
  json public_rooms() override;
  bool holds_lease() override { return lease_.holds(node_lease::clock::now()); }

private:
  void run_heartbeat();
  void run_agent();
  void heartbeat();
  void tick();
  // Waits a sixth of the TTL; false once stopping.
  bool pause();
  // Rebuilds the room this node owns under `epoch`; here, unknown or why not.
  room_route take_over(const std::string &code, std::int64_t epoch);
  // The rooms the directory lists as this node's that the lobby lacks, and
  // the lobby's rooms another node owns now. False when the directory could
  // not be read.
  bool reconcile();
  std::optional<std::string> path_of(const std::string &node);
  std::vector<cluster::node_info> live_nodes_cached();
  cluster::node_load current_load();

  cluster_settings settings_;
  lobby &lobby_;
  game_store &store_;
  metrics &stats_;
  std::function<std::int64_t()> open_connections_;
  cluster::cluster_keys keys_;
  node_lease lease_;

  // The heartbeat thread's.
  std::unique_ptr<cluster::redis_connection> heartbeat_redis_;
  std::unique_ptr<cluster::node_registry> registry_;
  // The agent thread's.
  std::unique_ptr<cluster::redis_connection> agent_redis_;
  std::unique_ptr<cluster::room_directory> agent_directory_;

  // The sessions'.
  std::mutex request_mutex_;
  std::unique_ptr<cluster::redis_connection> request_redis_;
  std::unique_ptr<cluster::room_directory> request_directory_;

  // One takeover at a time, whichever thread asks.
  std::mutex take_over_mutex_;

  std::mutex live_mutex_;
  std::vector<cluster::node_info> live_; // as of the last tick

  std::atomic<bool> draining_{false};
  std::mutex run_mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::thread heartbeat_thread_;
  std::thread agent_thread_;
};

} // namespace tavern::server
