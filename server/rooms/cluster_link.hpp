#pragma once
// What the lobby and the connections ask of the cluster, when the server is
// one node of several (server/node/cluster_node.hpp). A single server has
// none: every room is its own.
#include "json/json_value.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>

namespace tavern::server {

// Where a room that is not in this node's lobby is.
struct room_here {}; // it was taken over just now: the lobby has it
struct room_elsewhere {
  std::string path; // the WebSocket path of the node that holds it
};
struct room_unknown {}; // no node holds it and it is not stored
struct room_unreachable {
  std::string why; // for the log; the client is told to try again
};
using room_route = std::variant<room_here, room_elsewhere, room_unknown, room_unreachable>;

struct code_taken {};
using placement = std::variant<std::uint64_t, code_taken, room_unreachable>;

class cluster_link {
public:
  virtual ~cluster_link() = default;

  // The WebSocket path of a less loaded node that a new room should go to;
  // nullopt: this node.
  virtual std::optional<std::string> placement_elsewhere() = 0;
  // Records this node as the owner of the new room `code`: the ownership's
  // epoch, or that the code is taken on another node.
  virtual placement place_here(const std::string &code) = 0;
  // A room this node's lobby does not have: where it is. Takes it over when
  // it is this node's, or its owner is dead, or nobody owns it but the
  // database has it.
  virtual room_route locate(const std::string &code) = 0;
  // The room ended here (expired): it no longer has an owner.
  virtual void room_ended(const std::string &code, std::uint64_t epoch) = 0;
  // The rooms open to anyone on every node, as the `rooms` reply lists them.
  virtual json public_rooms() = 0;
  // Whether this node may act for its rooms now: false after a pause or a
  // loss of Redis long enough for another node to have claimed them, until
  // the directory says which are still its own (server/node/node_lease.hpp).
  virtual bool holds_lease() = 0;
};

} // namespace tavern::server
