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
    // Past the limit the writer restarts the log itself; a pass running then
    // would only make it wait for the next commit.
    wake = !due_ && pages >= limits_.checkpoint_pages && pages < limits_.restart_pages;
    due_ = due_ || wake;
  }
  if (wake)
    wake_.notify_one();
}

bool wal_checkpointer::log_too_long() const {
  std::lock_guard lock(mutex_);
  return log_pages_ >= limits_.restart_pages;
}

void wal_checkpointer::count_restart() {
  std::lock_guard lock(mutex_);
  ++done_.restarts;
}

wal_checkpointer::counts wal_checkpointer::done() const {
  std::lock_guard lock(mutex_);
  counts now = done_;
  now.log_pages = log_pages_;
  return now;
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
    const int rc = sqlite3_wal_checkpoint_v2(db_->getHandle(), nullptr, SQLITE_CHECKPOINT_PASSIVE,
                                             &log_frames, &copied);
    // Busy: the writer is restarting the log (game_store::bound_log), which
    // checkpoints everything anyway.
    const bool busy = rc == SQLITE_BUSY;
    const bool failed = !busy && (rc != SQLITE_OK || log_frames < 0);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - started)
                        .count();
    if (failed && !failing) // once per run of failures, not once per commit
      spdlog::error("storage: a checkpoint failed ({}); the log grows until one succeeds",
                    sqlite3_errmsg(db_->getHandle()));
    else if (!failed && !busy)
      spdlog::debug("storage: checkpoint copied {} of {} log frames in {} ms", copied, log_frames,
                    ms);
    failing = failed;
    std::lock_guard lock(mutex_);
    if (!failed && !busy)
      ++done_.passes;
    // Go again only if commits during the pass left a threshold's worth the
    // pass did not copy; without a report since, the last one is stale (the
    // log may have started over). Otherwise wait for the next report.
    due_ = rc == SQLITE_OK && reports_ != reports_seen &&
           log_pages_ - copied >= limits_.checkpoint_pages && log_pages_ < limits_.restart_pages;
  }
}

} // namespace tavern::server
