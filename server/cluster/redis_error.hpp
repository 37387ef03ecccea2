#pragma once
// Why a Redis call failed. The directory's callers decide from the kind
// whether to try again later (the connection), or whether the call itself is
// wrong (Redis refused it, or the URL or a reply made no sense).
#include <string>

namespace tavern::cluster {

struct redis_error {
  enum class kind {
    // Not connected, lost on the way or timed out: the same call may work
    // once Redis is back. The connection is re-established by the next call.
    connection,
    // Redis answered with an error (a refused AUTH, a script error, ...).
    server,
    // The caller's fault or a reply of an unexpected shape: trying again
    // will not help.
    invalid,
  };

  kind what = kind::invalid;
  std::string message;
};

} // namespace tavern::cluster
