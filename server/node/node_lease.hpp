#pragma once
// How long this node may still act for its rooms without asking Redis.
//
// The other nodes claim a node's rooms once its registration has expired, a
// TTL after its last renewal reached Redis. A renewal asked at time t reached
// Redis after t, so until t + TTL (less a margin for the two clocks' rates) no
// other node can have claimed anything: the lease. A node that was paused
// (SIGSTOP, a frozen VM, a long stall) or cut off finds its lease run out
// before it reads the first message queued meanwhile, and refuses it instead
// of playing it in memory for a write the database would refuse.
//
// A renewal that finds the registration gone means the rooms may have been
// claimed: the lease stays lapsed, whatever the renewals say, until a check
// of the directory begun after that renewal has sent away the rooms that are
// no longer this node's.
#include <atomic>
#include <chrono>
#include <cstdint>

namespace tavern::server {

class node_lease {
public:
  using clock = std::chrono::steady_clock;

  explicit node_lease(std::chrono::milliseconds ttl);

  // A renewal asked at `asked` was answered. `was_registered`: the
  // registration was still there (false: it had expired and was made anew).
  void renewed(clock::time_point asked, bool was_registered);
  // What a check of the directory starts from: pass it to checked() once the
  // check has gone through.
  std::uint64_t lapses_seen() const { return lapses_.load(std::memory_order_acquire); }
  // The directory was checked, and the rooms it no longer gives this node were
  // sent away, in a check begun when lapses_seen() was `lapses`.
  void checked(std::uint64_t lapses);

  // Whether the node may act for its rooms at `now`.
  bool holds(clock::time_point now) const;

private:
  std::chrono::nanoseconds span_;
  std::atomic<clock::rep> until_{0};             // steady ticks; 0: never renewed
  std::atomic<std::uint64_t> lapses_{0};         // renewals that found it expired
  std::atomic<std::uint64_t> lapses_checked_{0}; // of which the directory was checked after
};

} // namespace tavern::server
