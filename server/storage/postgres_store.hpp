#pragma once
// Rooms, games and actions in a PostgreSQL database (--database), with the
// same schema and migrations as the SQLite store (store_schema.hpp); the
// version is kept in a schema_version table. Opening it runs the migrations
// and refuses a database written by a newer tavern.
//
// Unlike the SQLite store nothing stops two processes from using one
// database: the data directory's lock has no counterpart here. Which server
// owns which room is for the cluster's coordination to settle; the store only
// refuses writes whose epoch is older than the room's (room_journal.hpp),
// reading each room's epoch with FOR UPDATE so a take_over() and a batch
// touching the same room happen one after the other.
//
// Two connections, as the SQLite store has: the writer's (its batches, and
// start-up) and the HTTP reads' (replays). A lost connection is reported in
// the log and made again before the next batch or read.
#include "epoch_fence.hpp"
#include "game_store.hpp"

#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <variant>

namespace tavern::server {

class pg_connection;
class pg_result;

// True for postgresql://... and postgres://..., the URLs --database takes.
bool is_postgres_url(std::string_view text);

class postgres_store final : public game_store {
public:
  using open_result = std::variant<std::unique_ptr<postgres_store>, std::string>;
  // `url`: postgresql://user:password@host:port/database (libpq's URI form).
  static open_result open(const std::string &url);
  ~postgres_store() override;

  // postgresql://host:port/database: no user, no password.
  std::string location() const override { return location_; }
  loaded_rooms load_rooms(std::int64_t idle_cutoff_ms) override;
  void mark_broken(const std::string &code, const std::string &why) override;
  // Waits for a batch being written.
  room_lookup load_room(const std::string &code) override;
  // BEGIN ... COMMIT on the writer's connection; throws store_error.
  batch_outcome write_batch(const std::vector<journal_entry> &entries) override;
  // Any thread: waits for a batch being written.
  bool take_over(const std::string &code, std::uint64_t epoch) override;
  // PostgreSQL keeps its own write-ahead log in bounds.
  void bound_log() override {}
  std::optional<tavern::json> finished_game(const std::string &game_id) override;
  tavern::json finished_games_of_room(const std::string &code, int limit) override;
  std::size_t delete_finished_before(std::int64_t cutoff_ms) override;

private:
  postgres_store(std::string location, std::unique_ptr<pg_connection> writer,
                 std::unique_ptr<pg_connection> reader);
  void write_entries(const std::vector<journal_entry> &entries);
  void delete_unfinished_games_of(const std::string &code);
  // The room of `q`'s row (columns as room_columns), its game and actions;
  // `last_activity` is its latest time. Throws on an unreadable record.
  stored_room read_room(const pg_result &q, int row, std::int64_t &last_activity);
  std::optional<std::uint64_t> stored_epoch(const std::string &code);
  std::optional<std::string> room_of_game(const std::string &game_id);

  std::string location_;
  std::unique_ptr<pg_connection> writer_; // the writer thread's (and start-up's)
  // Batches and take_over() on writer_: one transaction at a time.
  std::mutex writer_mutex_;
  epoch_fence fence_;
  std::mutex reader_mutex_;
  std::unique_ptr<pg_connection> reader_; // HTTP requests'
};

} // namespace tavern::server
