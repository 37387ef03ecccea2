#pragma once
// What a room offers the timer that wakes it, and the guard that keeps a
// deadline nobody consumes from spinning that timer.
//
// The contract a room keeps: after wake() at time `now`, every time
// next_wakeup() offers is later than `now`, unless the wake changed the
// room's state (a bot moved with no delay, say: the next wake at the same
// instant has more to do). Each source of a deadline is consumed or moved
// when it is handled, so a room left alone settles into waiting for a time
// in the future, or for nothing.
#include <chrono>
#include <optional>
#include <string>

namespace tavern::server {

using wall_clock = std::chrono::system_clock;

struct wakeup {
  enum class source { bots, turn_clock, absence, expiry, spectator_delay };
  wall_clock::time_point at;
  source what = source::expiry;
  int seat = -1; // the seat whose clock or absence it is; -1 for the others

  std::string describe() const;
};

struct wake_report {
  wall_clock::time_point now; // the instant the wake handled what was due
  bool changed = false;       // it changed the room's state
};

// Decides when a room's timer is armed after a wake. A time at or before the
// wake, offered after a wake that changed nothing, is a deadline that was not
// consumed: armed as it is, the timer would fire at once, forever. It is
// refused, reported once (until the room settles again), and the timer is
// armed `retry_after` later instead, so the room's later deadlines and its
// expiry still come.
class wakeup_guard {
public:
  static constexpr std::chrono::seconds retry_after{1};

  struct decision {
    std::optional<wall_clock::time_point> arm_at;
    std::optional<std::string> error; // what to log, when a time was refused
  };

  decision after_wake(const wake_report &report, const std::optional<wakeup> &next);

private:
  bool reported_ = false;
};

} // namespace tavern::server
