#pragma once
// A token bucket: `rate` tokens a second, at most `burst` saved up.
#include <algorithm>
#include <chrono>

namespace tavern::server {

class rate_limiter {
public:
  using clock = std::chrono::steady_clock;

  rate_limiter(double rate, double burst) : rate_(rate), burst_(burst), tokens_(burst) {}

  bool allow(clock::time_point now = clock::now()) {
    // `now` may predate the bucket when read before it was made.
    const std::chrono::duration<double> elapsed = std::max(now - last_, clock::duration::zero());
    last_ = std::max(now, last_);
    tokens_ = std::min(burst_, tokens_ + elapsed.count() * rate_);
    if (tokens_ < 1.0)
      return false;
    tokens_ -= 1.0;
    return true;
  }

private:
  double rate_;
  double burst_;
  double tokens_;
  clock::time_point last_ = clock::now();
};

} // namespace tavern::server
