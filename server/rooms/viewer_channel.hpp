#pragma once
// The document one viewer class (a seat, or all spectators) sees, its version
// and the version at which its `actions` last changed. Only what is this
// class's own is kept here: the `room` part and the public part of `game` are
// the same for every class, so the room diffs and serializes them once and
// tells each channel whether they changed. The log is not kept either: it is
// the engine's log filtered for this viewer, and new entries become `add`
// operations from text the room serialized once for every class. `you` never
// changes, so it is in the document but never diffed.
#include "games/engine.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tavern::server {

using json = tavern::json;

// The engine log, and its entries from `first` on as JSON text.
struct log_feed {
  const games::game_log *entries = nullptr; // null without a game
  std::size_t first = 0;
  std::vector<std::string> texts; // texts[i] is entries[first + i]
};

// What every class's document shares, as last published.
struct shared_parts {
  const json &room;
  const json &game_public; // null without a game
};

// This class's own parts after a change, each diffed on its own path.
struct own_parts {
  // The private part of `game`, or nothing when it has not changed since the
  // last update (the engine's revision says so, or there is still no game).
  std::optional<json> game;
  std::uint64_t game_revision = 0; // the engine's private_view_revision; 0: unknown
  json actions = json::array();    // what this class may send now
  json result = nullptr;           // null until the game is over
};

class viewer_channel {
public:
  explicit viewer_channel(int viewer);

  // Takes this class's new parts. Returns this class's own operations
  // (serialized, comma-separated, maybe empty when only shared parts changed),
  // bumping the version, or nothing when nothing this class sees changed.
  // With `game_replaced` (a new game), `/game` is replaced whole, public part
  // included, instead of diffed.
  std::optional<std::string> update(own_parts parts, const log_feed &log, bool shared_changed,
                                    const json *game_replaced);

  // Starts a new log (a rematch): the next update replaces `/log`.
  void reset_log();

  json document(const shared_parts &shared, const log_feed &log) const;
  const json &actions() const { return actions_; }
  std::uint64_t game_revision() const { return game_revision_; }
  std::uint64_t version() const { return version_; }
  std::uint64_t actions_version() const { return actions_version_; }
  // How many engine log entries this class has been sent or skipped.
  std::size_t log_read() const { return engine_log_read_; }

private:
  int viewer_;
  json you_;
  json game_ = nullptr; // the private part of `game`
  std::uint64_t game_revision_ = 0;
  json actions_ = json::array();
  json result_ = nullptr;
  std::size_t engine_log_read_ = 0;
  std::size_t log_size_ = 0; // entries in this class's `/log`
  bool log_reset_pending_ = false;
  std::uint64_t version_ = 0;
  std::uint64_t actions_version_ = 0;
};

} // namespace tavern::server
