#include "store_writer.hpp"

#include <spdlog/spdlog.h>

namespace tavern::server {

store_writer::store_writer(game_store &store, durable_handler on_durable)
    : store_(store), on_durable_(std::move(on_durable)), thread_([this] { run(); }) {}

store_writer::~store_writer() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

std::uint64_t store_writer::write(const std::string &room_code, journal_entry entry) {
  std::uint64_t ticket;
  {
    std::lock_guard lock(mutex_);
    queued_.push_back(std::move(entry));
    queued_rooms_.insert(room_code);
    ticket = ++next_ticket_;
  }
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

void store_writer::run() {
  std::vector<journal_entry> batch;
  std::vector<std::string> rooms;
  for (;;) {
    std::optional<std::int64_t> cutoff;
    std::uint64_t last_ticket = 0;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || !queued_.empty() || cleanup_cutoff_; });
      if (queued_.empty() && !cleanup_cutoff_ && stopping_)
        return;
      // Everything queued so far goes in one transaction.
      batch.swap(queued_);
      rooms.assign(queued_rooms_.begin(), queued_rooms_.end());
      queued_rooms_.clear();
      last_ticket = next_ticket_;
      cutoff = std::exchange(cleanup_cutoff_, std::nullopt);
    }
    if (!batch.empty()) {
      // Until the disk takes the batch nothing of it is shown to anyone:
      // retry rather than drop it, and say so loudly.
      for (int attempt = 1;; ++attempt) {
        try {
          store_.write_batch(batch);
          break;
        } catch (const std::exception &e) {
          failures_.fetch_add(1, std::memory_order_relaxed);
          spdlog::error("storage: cannot write {} entries (attempt {}): {}; the rooms concerned "
                        "wait until it can",
                        batch.size(), attempt, e.what());
          std::this_thread::sleep_for(std::chrono::seconds(std::min(attempt, 5)));
        }
      }
      entries_.fetch_add(batch.size(), std::memory_order_relaxed);
      batches_.fetch_add(1, std::memory_order_relaxed);
      batch.clear();
      durable_.store(last_ticket, std::memory_order_release);
      if (on_durable_)
        on_durable_(rooms);
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
