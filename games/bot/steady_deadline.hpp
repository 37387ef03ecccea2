#pragma once
// A stop signal that fires once a duration has passed on the steady clock,
// for callers that give the search a time budget (the search itself never
// reads a clock).
#include "stop_signal.hpp"

#include <chrono>

namespace tavern::bot {

class steady_deadline final : public stop_signal {
public:
  explicit steady_deadline(std::chrono::steady_clock::duration budget)
      : end_(std::chrono::steady_clock::now() + budget) {}
  bool stop_now() override { return std::chrono::steady_clock::now() >= end_; }

private:
  std::chrono::steady_clock::time_point end_;
};

} // namespace tavern::bot
