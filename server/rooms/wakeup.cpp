#include "wakeup.hpp"

namespace tavern::server {

std::string wakeup::describe() const {
  const std::string of_seat = " of seat " + std::to_string(seat);
  switch (what) {
  case source::bots:
    return "the bots' next move";
  case source::turn_clock:
    return "the turn clock" + of_seat;
  case source::absence:
    return "the absence" + of_seat;
  case source::expiry:
    return "the room's expiry";
  case source::spectator_delay:
    return "the delayed spectators' next action";
  }
  return "an unknown deadline";
}

wakeup_guard::decision wakeup_guard::after_wake(const wake_report &report,
                                                const std::optional<wakeup> &next) {
  if (!next || report.changed || next->at > report.now) {
    reported_ = false;
    return {next ? std::optional(next->at) : std::nullopt, std::nullopt};
  }
  decision d{report.now + retry_after, std::nullopt};
  if (!reported_) {
    const auto late =
        std::chrono::duration_cast<std::chrono::milliseconds>(report.now - next->at).count();
    d.error = next->describe() + " offered a wake-up " + std::to_string(late) +
              " ms in the past after a wake that changed nothing; the timer is armed " +
              std::to_string(retry_after.count()) + " s later instead of spinning";
    reported_ = true;
  }
  return d;
}

} // namespace tavern::server
