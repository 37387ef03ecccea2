#include "room_host.hpp"

#include <boost/asio/bind_executor.hpp>
#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

namespace tavern::server {

namespace asio = boost::asio;

room_host::room_host(asio::any_io_executor executor, std::unique_ptr<room> r,
                     expired_handler on_expired)
    : code_(r->code()), room_(std::move(r)), on_expired_(std::move(on_expired)),
      strand_(asio::make_strand(executor)), timer_(strand_) {
  // The first with_room() arms the timer: shared_from_this() is not usable yet.
}

bool room_host::closed() const {
  std::lock_guard lock(mutex_);
  return closed_;
}

void room_host::schedule_locked() {
  const auto next = room_->next_wakeup();
  arm_locked(next ? std::optional(next->at) : std::nullopt);
}

void room_host::arm_locked(std::optional<wall_clock::time_point> when) {
  if (!when || when == armed_for_)
    return;
  armed_for_ = when;
  asio::post(strand_, [self = shared_from_this(), at = *when] { self->arm(at); });
}

void room_host::arm(wall_clock::time_point when) {
  const auto delay = when - wall_clock::now();
  timer_.expires_after(std::chrono::duration_cast<asio::steady_timer::duration>(
      std::max(delay, wall_clock::duration::zero())));
  timer_.async_wait(asio::bind_executor(
      strand_, [self = shared_from_this()](boost::system::error_code ec) { self->on_timer(ec); }));
}

void room_host::on_timer(boost::system::error_code ec) {
  if (ec == asio::error::operation_aborted)
    return;
  bool expired = false;
  {
    std::lock_guard lock(mutex_);
    armed_for_.reset();
    if (closed_)
      return;
    const auto report = room_->wake();
    expired = room_->expired();
    if (expired) {
      closed_ = true;
      room_->close();
    } else {
      const auto decision = guard_.after_wake(report, room_->next_wakeup());
      if (decision.error)
        spdlog::error("room {}: {}", code_, *decision.error);
      arm_locked(decision.arm_at);
    }
  }
  // Outside the room's lock: the lobby takes its own.
  if (expired && on_expired_)
    on_expired_(code_);
}

} // namespace tavern::server
