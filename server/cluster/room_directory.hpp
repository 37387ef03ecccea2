#pragma once
// Which node owns which room, in Redis (the keys: cluster_keys.hpp).
//
// Every change of owner is one Lua script, so it is atomic against every
// other node's: a code is placed only while free, a room is claimed only
// from the owner and epoch the claimer saw and only while that owner's
// registration is gone, and released only by the owner of the current
// epoch. Each placement and claim takes a new epoch from one counter, so a
// room's epochs strictly increase, over a release and a new placement of its
// code too.
#include "cluster_keys.hpp"
#include "redis_connection.hpp"
#include "room_ownership.hpp"

#include <optional>
#include <string>
#include <vector>

namespace tavern::cluster {

class room_directory {
public:
  // `redis` must outlive the directory, and be used by one thread at a time.
  room_directory(redis_connection &redis, cluster_keys keys);

  // Records `node` as the owner of the new room `code`: its epoch, or
  // nullopt when the code is already taken.
  redis_result<std::optional<std::int64_t>> place(const std::string &code, const std::string &node);
  // The room's owner, or nullopt when no node owns it.
  redis_result<std::optional<room_owner>> owner(const std::string &code);
  // Takes over, for `me`, every room whose owner is neither `me` nor in
  // `live_nodes` and whose owner's registration has expired (checked again
  // in each claim, so a stale list cannot take rooms from a node that
  // renewed in the meantime). Nodes claiming at the same time share the
  // rooms: each is claimed by exactly one of them.
  orphan_claims claim_orphans(const std::string &me, const std::vector<std::string> &live_nodes);
  // One room from the dead node `from`, seen owning it under `epoch`, to
  // `me` (a player asked for it before the next claim_orphans pass): the new
  // epoch, or nullopt when the room changed or `from` is registered again.
  redis_result<std::optional<std::int64_t>> claim(const std::string &code, const std::string &from,
                                                  std::int64_t epoch, const std::string &me);
  // A draining node gives its room, owned under `epoch`, to the live node
  // `to`: the new epoch, or nullopt when `from` no longer owns it so.
  redis_result<std::optional<std::int64_t>> hand_over(const std::string &code,
                                                      const std::string &from, std::int64_t epoch,
                                                      const std::string &to);
  // Gives the room up. False when `node` no longer owns it under `epoch`
  // (another node claimed it): then nothing changes.
  redis_result<bool> release(const std::string &code, const std::string &node, std::int64_t epoch);
  // The codes `node` owns, sorted.
  redis_result<std::vector<std::string>> rooms_of(const std::string &node);

private:
  redis_result<std::vector<std::string>> members(const std::string &key);

  redis_connection &redis_;
  cluster_keys keys_;
};

} // namespace tavern::cluster
