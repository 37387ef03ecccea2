#pragma once
// Who owns a room, under which epoch, as room_directory reports it.
#include "redis_error.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tavern::cluster {

// The node that hosts a room, and the epoch (fencing token) of its
// ownership: every write of the room to PostgreSQL is to carry it, so that a
// node that lost the room cannot overwrite what its new owner wrote.
struct room_owner {
  std::string node;
  std::int64_t epoch = 0;
};

struct claimed_room {
  std::string code;
  std::int64_t epoch = 0;    // the new ownership's
  std::string previous_node; // the dead owner
};

// What one claim_orphans pass took. A failure part-way (Redis lost) does not
// undo the claims made before it: they are listed with the error, and the
// rooms are this node's to rebuild.
struct orphan_claims {
  std::vector<claimed_room> claimed; // sorted by code
  std::optional<redis_error> error;
};

} // namespace tavern::cluster
