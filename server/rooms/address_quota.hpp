#pragma once
// Per-address token buckets for the requests a guesser or a spammer would
// repeat: creating rooms, and joins that name a room that does not exist
// (codes are short enough to guess). Thread-safe.
#include "rate_limiter.hpp"

#include <map>
#include <mutex>
#include <string>

namespace tavern::server {

class address_quota {
public:
  address_quota(double per_minute, double burst) : per_second_(per_minute / 60.0), burst_(burst) {}

  bool allow(const std::string &address) {
    const auto now = rate_limiter::clock::now();
    std::lock_guard lock(mutex_);
    // Forget idle addresses now and then, so the map cannot grow without end.
    if (buckets_.size() > 4096 && now - last_prune_ > std::chrono::minutes(1)) {
      buckets_.clear();
      last_prune_ = now;
    }
    auto it = buckets_.try_emplace(address, per_second_, burst_).first;
    return it->second.allow(now);
  }

private:
  double per_second_;
  double burst_;
  std::mutex mutex_;
  std::map<std::string, rate_limiter> buckets_;
  rate_limiter::clock::time_point last_prune_ = rate_limiter::clock::now();
};

} // namespace tavern::server
