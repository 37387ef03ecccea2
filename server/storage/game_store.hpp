#pragma once
// The SQLite database in the data directory: rooms, games and their actions.
// Opening it locks the directory for this process, runs the schema's
// migrations, and refuses (with a message for the operator) a database that
// is missing, locked, corrupt or newer than this build, rather than start
// fresh over someone's data.
#include "server/rooms/room.hpp"
#include "server/rooms/room_journal.hpp"
#include "wal_checkpointer.hpp"

#include <filesystem>
#include <memory>
#include <mutex>
#include <variant>

namespace SQLite {
class Database;
}

namespace tavern::server {

inline constexpr int store_schema_version = 3;

class game_store {
public:
  using open_result = std::variant<std::unique_ptr<game_store>, std::string>;
  static open_result open(const std::filesystem::path &data_dir,
                          wal_checkpointer::limits checkpoints = {});
  ~game_store();

  // Rooms to rebuild at start. Rooms idle since before `idle_cutoff_ms` and
  // rooms marked broken are left out (the idle ones are deleted).
  struct loaded_rooms {
    std::vector<stored_room> rooms;
    std::size_t expired = 0;
    std::size_t broken = 0;
  };
  loaded_rooms load_rooms(std::int64_t idle_cutoff_ms);
  // A room whose game no longer replays: kept on disk for a person to look
  // at, never loaded again.
  void mark_broken(const std::string &code, const std::string &why);

  // One transaction; throws SQLite::Exception when the disk refuses it.
  void write_batch(const std::vector<journal_entry> &entries);
  // On the writer's thread, after its commits have been reported: restarts
  // the log if it has grown past its limit (wal_checkpointer.hpp).
  void bound_log();

  // A finished game for the replays API; nullopt when there is none (a game
  // still being played is not published: its seed must stay secret).
  std::optional<tavern::json> finished_game(const std::string &game_id);
  // The finished games of a room, newest first (ids and times).
  tavern::json finished_games_of_room(const std::string &code, int limit);

  // Deletes finished games (and their actions) finished before the cutoff.
  std::size_t delete_finished_before(std::int64_t cutoff_ms);

  const std::filesystem::path &database_path() const { return db_path_; }
  wal_checkpointer::counts checkpoints() const { return checkpointer_->done(); }

private:
  game_store(std::filesystem::path db_path, int lock_fd, std::unique_ptr<SQLite::Database> writer,
             std::unique_ptr<SQLite::Database> reader,
             std::unique_ptr<wal_checkpointer> checkpointer);

  std::filesystem::path db_path_;
  int lock_fd_;
  std::unique_ptr<SQLite::Database> writer_; // the writer thread's (and start-up's)
  std::mutex reader_mutex_;
  std::unique_ptr<SQLite::Database> reader_; // HTTP requests'
  std::unique_ptr<wal_checkpointer> checkpointer_;
};

} // namespace tavern::server
