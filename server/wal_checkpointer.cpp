#include "wal_checkpointer.hpp"

#include <SQLiteCpp/Database.h>
#include <spdlog/spdlog.h>
#include <sqlite3.h>

#include <chrono>
#include <stdexcept>

namespace tavern::server {

wal_checkpointer::wal_checkpointer(const std::filesystem::path &db_path, limits l)
    : limits_(l),
      db_(std::make_unique<SQLite::Database>(db_path.string(), SQLite::OPEN_READWRITE, 2000)) {
  // A connection opens the file only when it first reads; until then it does
  // not know the database has a log, and a checkpoint through it does nothing.
  if (db_->execAndGet("PRAGMA journal_mode").getString() != "wal")
    throw std::runtime_error("the database does not use write-ahead logging");
  // A restart waits for the writer to be between commits. SQLite's own busy
  // timeout sleeps for up to 100 ms at a time, while the log grows; the writer
  // pauses between commits for about a millisecond, so look every 100 us.
  sqlite3_busy_handler(
      db_->getHandle(),
      [](void *, int tries) {
        if (tries >= 20'000) // two seconds: give up, try again after more commits
          return 0;
        std::this_thread::sleep_for(std::chrono::microseconds(100));
        return 1;
      },
      nullptr);
  thread_ = std::thread([this] { run(); });
}

wal_checkpointer::~wal_checkpointer() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

void wal_checkpointer::log_grew(int pages) {
  bool wake = false;
  {
    std::lock_guard lock(mutex_);
    log_pages_ = pages;
    ++reports_;
    wake = !due_ && pages >= limits_.checkpoint_pages;
    due_ = due_ || wake;
  }
  if (wake)
    wake_.notify_one();
}

wal_checkpointer::counts wal_checkpointer::done() const {
  std::lock_guard lock(mutex_);
  return done_;
}

void wal_checkpointer::run() {
  bool failing = false;
  std::uint64_t reports_seen = 0;
  for (;;) {
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || due_; });
      if (stopping_)
        return;
      reports_seen = reports_;
    }
    const auto started = std::chrono::steady_clock::now();
    int log_frames = 0;
    int copied = 0;
    int rc = sqlite3_wal_checkpoint_v2(db_->getHandle(), nullptr, SQLITE_CHECKPOINT_PASSIVE,
                                       &log_frames, &copied);
    bool restarted = false;
    if (rc == SQLITE_OK && log_frames >= limits_.restart_pages) {
      // Waits (busy timeout) for the writer's current commit, then holds it
      // off while the few frames left are copied and the log is reset.
      rc = sqlite3_wal_checkpoint_v2(db_->getHandle(), nullptr, SQLITE_CHECKPOINT_RESTART,
                                     &log_frames, &copied);
      restarted = rc == SQLITE_OK;
    }
    const bool failed = (rc != SQLITE_OK && rc != SQLITE_BUSY) || log_frames < 0;
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - started)
                        .count();
    if (failed && !failing) // once per run of failures, not once per commit
      spdlog::error("storage: a checkpoint failed ({}); the log grows until one succeeds",
                    sqlite3_errmsg(db_->getHandle()));
    else if (!failed)
      spdlog::debug("storage: checkpoint copied {} of {} log frames in {} ms{}", copied, log_frames,
                    ms, restarted ? ", and the log starts over" : "");
    failing = failed;
    std::lock_guard lock(mutex_);
    if (!failed)
      ++done_.passes;
    if (restarted)
      ++done_.restarts;
    // Go again only if commits during the pass left a threshold's worth the
    // pass did not copy; without a report since, the last one is stale (the
    // log may have started over). After a failure, or a restart that found
    // the writer busy, wait for the next report.
    due_ = rc == SQLITE_OK && !failed && reports_ != reports_seen &&
           log_pages_ - copied >= limits_.checkpoint_pages;
  }
}

} // namespace tavern::server
