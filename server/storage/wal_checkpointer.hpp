#pragma once
// Copies the write-ahead log back into the database on a thread and a
// connection of its own. SQLite's automatic checkpoint runs inside the commit
// that crosses its threshold: every frame held for that commit waited for it
// (single commits of 150-250 ms under load). A passive checkpoint here never
// blocks the writer, and once it has copied everything the next commit starts
// the log over. A writer that never leaves it that moment would grow the log
// for ever: past `restart_pages` the writer restarts the log itself
// (sqlite_store::bound_log), which takes little once the passes have copied
// nearly everything.
#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <thread>

namespace SQLite {
class Database;
}

namespace tavern::server {

class wal_checkpointer {
public:
  struct limits {
    int checkpoint_pages = 1000; // SQLite's own default threshold (4 MiB)
    int restart_pages = 16000;   // 64 MiB
  };

  // Opens its own connection to `db_path`; throws if it cannot.
  wal_checkpointer(const std::filesystem::path &db_path, limits l);
  ~wal_checkpointer(); // stops the thread; the log is left to the next checkpoint

  // Called by the writer after each commit with the log's size in pages.
  void log_grew(int pages);
  // The writer's own check, after a commit: is the log past the limit?
  bool log_too_long() const;

  struct counts {
    std::uint64_t passes = 0;
    std::uint64_t restarts = 0;
    int log_pages = 0; // the log's size at the writer's latest report
  };
  counts done() const;
  void count_restart();

private:
  void run();

  const limits limits_;
  std::unique_ptr<SQLite::Database> db_;

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  int log_pages_ = 0; // the writer's latest report
  std::uint64_t reports_ = 0;
  bool due_ = false;
  bool stopping_ = false;
  counts done_;
  std::thread thread_;
};

} // namespace tavern::server
