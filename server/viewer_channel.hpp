#pragma once
// The document one viewer class (a seat, or all spectators) sees, its version
// and the version at which its `actions` last changed. The log is kept apart
// from the rest of the document because it only grows during a game: new
// entries become `add` operations without diffing the old ones again. The
// `room` part is the same for every class: the room diffs it once and hands
// each channel only whether it changed.
#include "engine.hpp"

#include <cstdint>
#include <optional>

namespace tavern::server {

using json = nlohmann::json;

class viewer_channel {
public:
  explicit viewer_channel(int viewer) : viewer_(viewer) {}

  // Takes the new body (the document without `room` and `log`) and the
  // engine's log; if anything this class sees changed (`room_changed` says
  // whether the shared part did), bumps the version and returns this class's
  // own RFC 6902 operations from the previous version (maybe none, when only
  // the room changed).
  std::optional<json> update(json body, const std::vector<games::log_entry> *engine_log,
                             bool room_changed);

  // Starts a new log (a rematch): the next update replaces `/log`.
  void reset_log();

  json document(const json &room) const;
  const json &body() const { return body_; }
  std::uint64_t version() const { return version_; }
  std::uint64_t actions_version() const { return actions_version_; }

private:
  int viewer_;
  json body_ = json::object();
  json log_ = json::array();
  std::size_t engine_log_read_ = 0;
  bool log_reset_pending_ = false;
  std::uint64_t version_ = 0;
  std::uint64_t actions_version_ = 0;
};

} // namespace tavern::server
