#pragma once
// A node as the registry records it, and the load it reports with each
// renewal.
#include <cstdint>
#include <string>

namespace tavern::cluster {

struct node_load {
  std::int64_t rooms = 0;
  std::int64_t connections = 0;
  std::int64_t actions = 0; // accepted since the node started
  // The node's rooms open to anyone, as the JSON array of the `rooms` reply:
  // every node answers the list for the whole cluster from the records.
  std::string public_rooms = "[]";
};

struct node_info {
  std::string id;
  // Where the reverse proxy reaches this node (a path prefix such as
  // "/n/alpha"): what a redirect will name.
  std::string public_path;
  node_load load;
  std::int64_t started_at_ms = 0; // Unix time in milliseconds
};

} // namespace tavern::cluster
