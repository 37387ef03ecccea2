#pragma once
// Where rooms, games and their actions are kept: the operations the writer
// thread, the replays API and start-up need, whatever the database. Two
// backends implement it: sqlite_store (a file in the data directory) and
// postgres_store (a PostgreSQL server); open_store.hpp picks one. Both run the
// same schema (store_schema.hpp).
#include "server/rooms/room.hpp"
#include "server/rooms/room_journal.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace tavern::server {

class game_store {
public:
  // The store, or why it cannot be used (for the operator).
  using open_result = std::variant<std::unique_ptr<game_store>, std::string>;

  virtual ~game_store() = default;

  // Where the data lives, for log lines: a path, or a server and database
  // (never a password).
  virtual std::string location() const = 0;

  // Rooms to rebuild at start. Rooms idle since before `idle_cutoff_ms` and
  // rooms marked broken are left out (the idle ones are deleted).
  struct loaded_rooms {
    std::vector<stored_room> rooms;
    std::size_t expired = 0;
    std::size_t broken = 0;
  };
  virtual loaded_rooms load_rooms(std::int64_t idle_cutoff_ms) = 0;
  // A room whose game no longer replays: kept in the database for a person
  // to look at, never loaded again.
  virtual void mark_broken(const std::string &code, const std::string &why) = 0;
  // One room, for a cluster node that takes it over from another: the room,
  // or that it is not stored, or why it cannot be rebuilt (already marked
  // broken, or unreadable). Never deletes an idle room: its owner decides.
  struct room_missing {};
  struct room_broken {
    std::string why;
  };
  using room_lookup = std::variant<stored_room, room_missing, room_broken>;
  virtual room_lookup load_room(const std::string &code) = 0;

  // What a batch did not store. A room is fenced when the batch holds an
  // entry for it older than its stored epoch (room_journal.hpp): that
  // room's entries are left out, the others' are stored.
  struct batch_outcome {
    std::vector<std::string> fenced_rooms; // each code once, in batch order
  };
  // One transaction; throws store_error (store_error.hpp) when the database
  // refuses it, and says whether trying again may help. Each room's stored
  // epoch is checked inside the transaction, so a take_over() either comes
  // before it (and the batch is refused for that room) or after it.
  virtual batch_outcome write_batch(const std::vector<journal_entry> &entries) = 0;
  // Raises the room's stored epoch to `epoch`; false when the room is not
  // stored or its epoch is already `epoch` or higher. The node that claimed
  // a room calls it before rebuilding the room from the database: from then
  // on the previous owner's late writes are refused, even before the new
  // owner writes anything.
  virtual bool take_over(const std::string &code, std::uint64_t epoch) = 0;
  // On the writer's thread, after its commits have been reported: keeps the
  // backend's own log bounded (SQLite's write-ahead log; nothing to do on
  // PostgreSQL, which manages its own).
  virtual void bound_log() = 0;

  // A finished game for the replays API; nullopt when there is none (a game
  // still being played is not published: its seed must stay secret).
  virtual std::optional<tavern::json> finished_game(const std::string &game_id) = 0;
  // The finished games of a room, newest first (ids and times).
  virtual tavern::json finished_games_of_room(const std::string &code, int limit) = 0;

  // Deletes finished games (and their actions) finished before the cutoff.
  virtual std::size_t delete_finished_before(std::int64_t cutoff_ms) = 0;
};

} // namespace tavern::server
