#pragma once
// How a time budget reaches the search without the search reading a clock:
// the caller's signal is asked between iterations. Without one, a search is
// bounded by its iterations alone and is deterministic for a given seed.
namespace tavern::bot {

class stop_signal {
public:
  virtual ~stop_signal() = default;
  virtual bool stop_now() = 0;
};

} // namespace tavern::bot
