#include "store_writer.hpp"

#include "store_error.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace tavern::server {

store_writer::store_writer(game_store &store, durable_handler on_durable, metrics &stats,
                           std::chrono::microseconds commit_interval, fenced_handler on_fenced)
    : store_(store), on_durable_(std::move(on_durable)), on_fenced_(std::move(on_fenced)),
      stats_(stats), commit_interval_(commit_interval), thread_([this] { run(); }) {}

store_writer::~store_writer() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

void store_writer::flush(std::chrono::milliseconds limit) {
  std::uint64_t target = 0;
  {
    std::lock_guard lock(mutex_);
    target = next_ticket_;
  }
  const auto give_up = std::chrono::steady_clock::now() + limit;
  while (durable_.load(std::memory_order_acquire) < target &&
         std::chrono::steady_clock::now() < give_up)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

std::uint64_t store_writer::write(const std::string &room_code, journal_entry entry) {
  std::uint64_t ticket;
  bool wake = false;
  {
    std::lock_guard lock(mutex_);
    queued_.push_back(std::move(entry));
    queued_rooms_.insert(room_code);
    ticket = ++next_ticket_;
    wake = idle_;
  }
  // Waking a writer that is only waiting out the interval would cost a
  // context switch per action and change nothing.
  if (wake)
    wake_.notify_one();
  return ticket;
}

void store_writer::delete_finished_before(std::int64_t cutoff_ms) {
  {
    std::lock_guard lock(mutex_);
    cleanup_cutoff_ = cutoff_ms;
  }
  wake_.notify_one();
}

std::vector<std::string> store_writer::commit(const std::vector<journal_entry> &batch) {
  // Until the database takes the batch nothing of it is shown to anyone: retry
  // while the cause may pass, and say so loudly.
  for (int attempt = 1;; ++attempt) {
    try {
      return store_.write_batch(batch).fenced_rooms;
    } catch (const store_error &e) {
      stats_.store_failures.fetch_add(1, std::memory_order_relaxed);
      if (!e.transient())
        break;
      spdlog::error("storage: cannot write {} entries (attempt {}): {}; the rooms concerned wait "
                    "until it can",
                    batch.size(), attempt, e.what());
      std::this_thread::sleep_for(std::chrono::seconds(std::min(attempt, 5)));
    } catch (const std::exception &e) {
      // Not the database's answer (an entry that cannot be written out, say):
      // trying the same batch again would fail the same way.
      stats_.store_failures.fetch_add(1, std::memory_order_relaxed);
      spdlog::error("storage: cannot write {} entries: {}", batch.size(), e.what());
      break;
    }
  }
  // A statement the database refuses for good (a bug, not the disk): write
  // the others one by one so one bad entry does not stall every room.
  std::vector<std::string> fenced;
  for (const auto &entry : batch) {
    try {
      for (auto &code : store_.write_batch({entry}).fenced_rooms)
        if (std::find(fenced.begin(), fenced.end(), code) == fenced.end())
          fenced.push_back(std::move(code));
    } catch (const std::exception &e) {
      spdlog::error("storage: an entry is refused and not stored: {}", e.what());
    }
  }
  return fenced;
}

void store_writer::run() {
  std::vector<journal_entry> batch;
  std::vector<std::string> rooms;
  auto last_commit = std::chrono::steady_clock::now() - commit_interval_;
  for (;;) {
    std::optional<std::int64_t> cutoff;
    std::uint64_t last_ticket = 0;
    {
      std::unique_lock lock(mutex_);
      idle_ = true;
      wake_.wait(lock, [&] { return stopping_ || !queued_.empty() || cleanup_cutoff_; });
      idle_ = false;
      if (queued_.empty() && !cleanup_cutoff_ && stopping_)
        return;
      // Too soon after the last commit: let more entries join this one.
      wake_.wait_until(lock, last_commit + commit_interval_, [&] { return stopping_; });
      // Everything queued so far goes in one transaction.
      batch.swap(queued_);
      rooms.assign(queued_rooms_.begin(), queued_rooms_.end());
      queued_rooms_.clear();
      last_ticket = next_ticket_;
      cutoff = std::exchange(cleanup_cutoff_, std::nullopt);
    }
    if (!batch.empty()) {
      last_commit = std::chrono::steady_clock::now();
      const auto fenced = commit(batch);
      stats_.store_commits.fetch_add(1, std::memory_order_relaxed);
      stats_.store_entries.fetch_add(batch.size(), std::memory_order_relaxed);
      batch.clear();
      if (!fenced.empty()) {
        spdlog::warn("storage: {} rooms are owned by another node now; their writes were refused",
                     fenced.size());
        std::erase_if(rooms, [&](const std::string &code) {
          return std::find(fenced.begin(), fenced.end(), code) != fenced.end();
        });
      }
      // Before the watermark moves: a fenced room must be dropped before any
      // of its held frames could count as durable.
      if (on_fenced_ && !fenced.empty())
        on_fenced_(fenced);
      durable_.store(last_ticket, std::memory_order_release);
      if (on_durable_)
        on_durable_(rooms);
      store_.bound_log();
    }
    if (cutoff) {
      try {
        if (const auto n = store_.delete_finished_before(*cutoff))
          spdlog::info("storage: deleted {} finished games past their retention", n);
      } catch (const std::exception &e) {
        spdlog::error("storage: cannot delete old games: {}", e.what());
      }
    }
  }
}

} // namespace tavern::server
