#pragma once
// The SQLite database in the data directory. Opening it locks the directory
// for this process, runs the schema's migrations, and refuses (with a message
// for the operator) a database that is missing, locked, corrupt or newer than
// this build, rather than start fresh over someone's data.
#include "epoch_fence.hpp"
#include "game_store.hpp"
#include "wal_checkpointer.hpp"

#include <filesystem>
#include <memory>
#include <mutex>
#include <string_view>
#include <unordered_map>
#include <variant>

namespace SQLite {
class Database;
class Statement;
} // namespace SQLite

namespace tavern::server {

class sqlite_store final : public game_store {
public:
  using open_result = std::variant<std::unique_ptr<sqlite_store>, std::string>;
  static open_result open(const std::filesystem::path &data_dir,
                          wal_checkpointer::limits checkpoints = {});
  ~sqlite_store() override;

  std::string location() const override { return db_path_.string(); }
  loaded_rooms load_rooms(std::int64_t idle_cutoff_ms) override;
  void mark_broken(const std::string &code, const std::string &why) override;
  // Waits for a batch being written.
  room_lookup load_room(const std::string &code) override;
  // Throws store_error, transient when the disk may take it later (busy,
  // locked, full, I/O error).
  batch_outcome write_batch(const std::vector<journal_entry> &entries) override;
  // Any thread: waits for a batch being written.
  bool take_over(const std::string &code, std::uint64_t epoch) override;
  // Restarts the log if it has grown past its limit (wal_checkpointer.hpp).
  void bound_log() override;
  std::optional<tavern::json> finished_game(const std::string &game_id) override;
  tavern::json finished_games_of_room(const std::string &code, int limit) override;
  std::size_t delete_finished_before(std::int64_t cutoff_ms) override;

  wal_checkpointer::counts checkpoints() const { return checkpointer_->done(); }

private:
  sqlite_store(std::filesystem::path db_path, int lock_fd, std::unique_ptr<SQLite::Database> writer,
               std::unique_ptr<SQLite::Database> reader,
               std::unique_ptr<wal_checkpointer> checkpointer);
  void write_entries(const std::vector<journal_entry> &entries);
  std::optional<std::uint64_t> stored_epoch(const std::string &code);
  std::optional<std::string> room_of_game(const std::string &game_id);

  std::filesystem::path db_path_;
  int lock_fd_;
  std::unique_ptr<SQLite::Database> writer_; // the writer thread's (and start-up's)
  // On writer_: finalized before it closes (see the destructor).
  // The writer's statements, each prepared once for the connection's life:
  // parsing the SQL of a room's upsert again cost more than writing its row.
  // Keyed by the SQL text, which is always a literal of this file.
  std::unordered_map<std::string_view, std::unique_ptr<SQLite::Statement>> prepared_;
  SQLite::Statement &prepared(std::string_view sql);
  // Batches and take_over() on writer_: one transaction at a time.
  std::mutex writer_mutex_;
  epoch_fence fence_;
  std::mutex reader_mutex_;
  std::unique_ptr<SQLite::Database> reader_; // HTTP requests'
  std::unique_ptr<wal_checkpointer> checkpointer_;
};

} // namespace tavern::server
