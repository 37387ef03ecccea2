#pragma once
// The journal rooms write to: entries are queued without blocking and a
// thread of its own commits them in batches (group commit), so a room never
// waits for the disk and a busy server pays one commit for many actions.
// After each commit it raises the durable watermark and tells the rooms whose
// entries were in the batch, so they send the frames they were holding. Rooms
// whose entries the store refused for a stale epoch (another node owns them
// now) are told through on_fenced instead, never as durable.
#include "game_store.hpp"
#include "server/rooms/metrics.hpp"
#include "server/rooms/room_journal.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <unordered_set>

namespace tavern::server {

class store_writer final : public room_journal {
public:
  using durable_handler = std::function<void(const std::vector<std::string> &room_codes)>;
  // Rooms the store fenced: their entries in the batch were not stored. The
  // durable watermark then moves past those tickets (it is one for every
  // room), so the handler must drop such a room, with what it held, before
  // it returns.
  using fenced_handler = std::function<void(const std::vector<std::string> &room_codes)>;

  // Counts commits, entries and refused writes in `stats` (shown at /metrics).
  // Commits start at least `commit_interval` apart: a commit costs about as
  // much for one entry as for fifty, so under load the entries of an interval
  // share one, and an idle server still commits at once.
  // `on_fenced` may be null (a single server is never fenced).
  store_writer(game_store &store, durable_handler on_durable, metrics &stats,
               std::chrono::microseconds commit_interval = std::chrono::microseconds{0},
               fenced_handler on_fenced = nullptr);
  ~store_writer() override; // commits what is queued, then stops

  std::uint64_t write(const std::string &room_code, journal_entry entry) override;
  std::uint64_t durable_ticket() const override { return durable_.load(std::memory_order_acquire); }

  // Waits until what was queued before the call is committed (or fenced),
  // for at most `limit`: a node being drained hands its rooms over after.
  void flush(std::chrono::milliseconds limit = std::chrono::seconds(5));

  // Deletes finished games older than the cutoff, on the writer's thread.
  void delete_finished_before(std::int64_t cutoff_ms);

private:
  void run();
  // The rooms the store fenced.
  std::vector<std::string> commit(const std::vector<journal_entry> &batch);

  game_store &store_;
  durable_handler on_durable_;
  fenced_handler on_fenced_;
  metrics &stats_;
  const std::chrono::microseconds commit_interval_;

  std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<journal_entry> queued_;
  std::unordered_set<std::string> queued_rooms_;
  std::optional<std::int64_t> cleanup_cutoff_;
  std::uint64_t next_ticket_ = 0;
  bool stopping_ = false;
  bool idle_ = false; // waiting for entries, not for the interval to pass

  std::atomic<std::uint64_t> durable_{0};
  std::thread thread_;
};

} // namespace tavern::server
