#pragma once
// The names of the cluster's keys in Redis, all under one prefix (default
// "tavern:") so that several clusters, or a test, can share a Redis.
//
//   <prefix>node:<id>      hash {id, public_path, rooms, connections,
//                          started_at (Unix ms)}: a node's registration.
//                          It expires after the registry's TTL unless
//                          renewed; its absence is what "the node is dead"
//                          means.
//   <prefix>nodes          set of the ids that registered; ids whose
//                          registration has expired are dropped when the
//                          live nodes are listed.
//   <prefix>room:<code>    hash {node, epoch}: the room's owner and the epoch
//                          of that ownership. No TTL: the owner's liveness is
//                          its node key's.
//   <prefix>rooms:<node>   set of the codes <node> owns.
//   <prefix>owners         set of the nodes that own at least one room: where
//                          claim_orphans looks for dead owners.
//   <prefix>epoch          counter: every placement and claim takes the next
//                          value, so a room's epochs only grow, across a
//                          release and a new placement of the same code too,
//                          and no key has to outlive its room to remember one.
//
// The scripts name some keys they build from the prefix rather than receive
// (a node's key from its id): fine on one Redis, not on a Redis Cluster,
// which is not supported.
#include <string>
#include <string_view>

namespace tavern::cluster {

class cluster_keys {
public:
  explicit cluster_keys(std::string prefix = "tavern:") : prefix_(std::move(prefix)) {}

  const std::string &prefix() const { return prefix_; }
  std::string node(std::string_view id) const { return join("node:", id); }
  std::string nodes() const { return prefix_ + "nodes"; }
  std::string room(std::string_view code) const { return join("room:", code); }
  std::string rooms_of(std::string_view node) const { return join("rooms:", node); }
  std::string owners() const { return prefix_ + "owners"; }
  std::string epoch() const { return prefix_ + "epoch"; }

private:
  std::string join(std::string_view kind, std::string_view name) const {
    std::string key = prefix_;
    key += kind;
    key += name;
    return key;
  }

  std::string prefix_;
};

} // namespace tavern::cluster
