#include "node_lease.hpp"

#include <algorithm>

namespace tavern::server {

namespace {
// Redis counts the TTL on its own clock: a tenth less covers clocks that run
// at slightly different rates, and the time a reply takes to come back.
constexpr int margin_tenths = 1;
} // namespace

node_lease::node_lease(std::chrono::milliseconds ttl)
    : span_(std::chrono::duration_cast<std::chrono::nanoseconds>(ttl) * (10 - margin_tenths) / 10) {
}

void node_lease::renewed(clock::time_point asked, bool was_registered) {
  if (!was_registered)
    lapses_.fetch_add(1, std::memory_order_acq_rel);
  const auto until =
      (asked + std::chrono::duration_cast<clock::duration>(span_)).time_since_epoch().count();
  // Renewals of two threads never run together, but an answer that took
  // long must not shorten a lease a later one gave.
  auto current = until_.load(std::memory_order_relaxed);
  while (current < until && !until_.compare_exchange_weak(current, until, std::memory_order_release,
                                                          std::memory_order_relaxed)) {
  }
}

void node_lease::checked(std::uint64_t lapses) {
  auto current = lapses_checked_.load(std::memory_order_relaxed);
  while (current < lapses &&
         !lapses_checked_.compare_exchange_weak(current, lapses, std::memory_order_release,
                                                std::memory_order_relaxed)) {
  }
}

bool node_lease::holds(clock::time_point now) const {
  if (lapses_checked_.load(std::memory_order_acquire) != lapses_.load(std::memory_order_acquire))
    return false;
  return now.time_since_epoch().count() < until_.load(std::memory_order_acquire);
}

} // namespace tavern::server
