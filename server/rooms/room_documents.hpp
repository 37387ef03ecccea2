#pragma once
// What each viewer class of a room (every seat, then the spectators) sees:
// its document, its version, and the patch that takes it to the next one.
// The room says what it is now; this rebuilds only the parts whose revisions
// moved, diffs them, and serializes each class's patch once for all of that
// class's connections.
#include "games/bot/levels.hpp"
#include "games/match.hpp"
#include "metrics.hpp"
#include "participant.hpp"
#include "room_settings.hpp"
#include "room_status.hpp"
#include "wakeup.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tavern::server {

using json = tavern::json;

// Everything the changing part of `room` is built from, and nothing else:
// publish() rebuilds and diffs that part only when these differ from the
// ones last published, which after most actions they do not (a turn passes
// less often than a card is drawn).
struct room_part_inputs {
  struct seat {
    bool taken = false;
    std::string name;
    bool connected = false;
    bool bot = false;
    bool absent = false;
    std::optional<wall_clock::time_point> deadline;
    bool operator==(const seat &) const = default;
  };
  room_status status = room_status::waiting;
  bot::level bot_level = bot::level::normal;
  std::optional<int> host;
  int spectators = 0;
  std::vector<seat> seats;
  std::vector<int> awaiting; // empty unless playing
  // `room.rematch`: the proposer and the seats that accepted; unset when no
  // rematch is proposed (always unless finished).
  struct rematch_part {
    int by = 0;
    std::vector<int> accepted;
    bool operator==(const rematch_part &) const = default;
  };
  std::optional<rematch_part> rematch;
  // `room.fairness`, rebuilt by the room only when it changes: compared by
  // pointer.
  std::shared_ptr<const json> fairness;
  // For spectators who watch with a delay: how many of the game's actions
  // their document shows (`room.delayedAt`). Unset for everyone else.
  std::optional<std::size_t> delayed_at;
  bool operator==(const room_part_inputs &) const = default;
};

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

// A class's own parts after a change, each diffed on its own path.
struct own_parts {
  // The private part of `game`, or nothing when it has not changed since the
  // last update (the engine's revision says so, or there is still no game).
  std::optional<json> game;
  std::uint64_t game_revision = 0; // the engine's private_view_revision; 0: unknown
  json actions = json::array();    // what this class may send now
  json result = nullptr;           // null until the game is over
};

// One viewer class's own part of its document: `you`, the private part of
// `game`, its actions and result, and how far it has read the engine log.
// The `room` part and the public part of `game` are the same for every class,
// so room_documents diffs and serializes them once and tells each channel
// whether they changed. The log is not kept: it is the engine's log filtered
// for this viewer, and new entries become `add` operations from text
// serialized once for every class. `you` never changes, so it is in the
// document but never diffed.
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

// Which viewer classes a room_documents keeps up to date. A room whose
// spectators watch with a delay keeps two: the players' now, and the
// spectators' as the game stood a while ago (delayed_spectators.hpp).
enum class audience { everyone, players, spectators };

class room_documents {
public:
  // `code`, `game`, `options` and `settings` never change after the room is
  // made: they are the fixed part of `room`.
  room_documents(const std::string &code, std::string_view game, const json &options,
                 const room_settings &settings, int seats, metrics *stats,
                 audience served = audience::everyone);

  // Brings every class's document to the room as `inputs` describe it and to
  // `match` (null before the first game); a `match_serial` not seen before
  // is a new game, whose `/game` replaces the old one whole. Returns, by
  // class, the `patch` frame to send its connections, or null when that
  // class saw no change. The caller takes every frame out (leaves null).
  std::span<frame_ptr> publish(room_part_inputs inputs, const games::match *match,
                               std::uint64_t match_serial);
  // The next publish starts every class's log afresh (a rematch).
  void restart_logs();
  // The `state` message for a class: its whole document at its version.
  std::string state(const json &id, int viewer_class, const room_part_inputs &inputs,
                    const games::match *match) const;

  const viewer_channel &channel(int viewer_class) const {
    return channels_[static_cast<std::size_t>(viewer_class)];
  }

private:
  int spectator_class() const { return static_cast<int>(channels_.size()) - 1; }
  bool serves(int viewer_class) const {
    return served_ == audience::everyone ||
           (served_ == audience::spectators) == (viewer_class == spectator_class());
  }
  json room_document(const room_part_inputs &inputs) const;
  static json room_changing_part(const room_part_inputs &in);
  // Diffs into `shared` the members of the changing part of `room` whose
  // inputs differ in `now` from the last published ones, and keeps them.
  void publish_room_part(const room_part_inputs &now, std::string &shared);
  // Rebuilds and diffs the public sections of `game` whose revisions moved
  // (all of them for a new game, which is not diffed), into `shared`.
  void publish_game_sections(const games::match &match, bool game_replaced, std::string &shared);
  // Applies and diffs the members a keyed section says changed; false when
  // the kept section has no such object (then it is rebuilt whole).
  bool publish_section_changes(json &section, games::section_changes &&changes,
                               std::string &shared);
  // The public part of `game` as last published; null without a game.
  json game_public(const games::match *match) const;
  // What publish() gives a class after room_changing_inputs_ is current.
  own_parts own_parts_for(int viewer_class, const games::match *match, bool game_replaced) const;
  // The engine log with the entries some class has not been sent yet, as text.
  log_feed new_log_entries(const games::match *match) const;

  json room_fixed_;                              // the part of `room` that never changes
  std::vector<viewer_channel> channels_;         // one per seat, then the spectators
  json room_changing_;                           // the changing part of `room` as last published
  room_part_inputs room_changing_inputs_;        // what it was built from
  std::vector<json> game_sections_;              // the public part of `game` as last
  std::vector<std::uint64_t> section_revisions_; // published, section by section
  std::uint64_t published_match_serial_ = 0;
  std::vector<frame_ptr> patches_; // by class: what the last publish() produced
  metrics *stats_;                 // optional
  audience served_;
};

} // namespace tavern::server
