#pragma once
// This node's registration in Redis and the list of the live ones.
//
// A node writes its record under <prefix>node:<id> with a TTL and renews it
// about every second; when it stops (crash, hang, partition from Redis), the
// key expires and the other nodes take its rooms over (room_directory). The
// TTL is Redis's own, so the nodes' clocks do not matter.
#include "cluster_keys.hpp"
#include "node_info.hpp"
#include "redis_connection.hpp"

#include <chrono>
#include <optional>
#include <variant>
#include <vector>

namespace tavern::cluster {

class node_registry {
public:
  // `redis` must outlive the registry, and be used by one thread at a time.
  node_registry(redis_connection &redis, cluster_keys keys,
                std::chrono::milliseconds ttl = std::chrono::seconds(5));

  // Writes `self`'s record with a fresh TTL; renew() and deregister() then
  // act on it.
  redis_result<std::monostate> register_node(const node_info &self);
  // Records `load` and restarts the TTL. True when the record was still
  // there; false when it had expired (or Redis lost it) and was written
  // anew: the node was dead to the others for a while, so its rooms may have
  // been claimed and it must check which it still owns.
  redis_result<bool> renew(const node_load &load);
  // Removes the record (draining): the node stops being a placement target
  // at once instead of after its TTL.
  redis_result<std::monostate> deregister();

  // The nodes whose record has not expired, sorted by id.
  redis_result<std::vector<node_info>> live_nodes();
  // The live node with the fewest rooms, then the fewest connections, then
  // the smallest id; nullopt when no node is live.
  redis_result<std::optional<node_info>> least_loaded();
  // The same choice among `nodes`.
  static std::optional<node_info> least_loaded_of(const std::vector<node_info> &nodes);

  std::chrono::milliseconds ttl() const { return ttl_; }

private:
  redis_result<bool> write(const node_info &self);

  redis_connection &redis_;
  cluster_keys keys_;
  std::chrono::milliseconds ttl_;
  std::optional<node_info> self_; // set by register_node
};

} // namespace tavern::cluster
