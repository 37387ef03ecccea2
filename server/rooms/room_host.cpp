#include "room_host.hpp"

#include <boost/asio/bind_executor.hpp>
#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

namespace tavern::server {

namespace asio = boost::asio;

room_host::room_host(asio::any_io_executor executor, std::unique_ptr<room> r,
                     expired_handler on_expired, bot_pool *bots)
    : code_(r->code()), room_(std::move(r)), on_expired_(std::move(on_expired)), bots_(bots),
      strand_(asio::make_strand(executor)), timer_(strand_) {
  // The first with_room() arms the timer: shared_from_this() is not usable yet.
  // The room asks for bot moves only from inside with_room() or a wake, by
  // which time it is.
  if (bots_)
    room_->set_bot_search(
        [this](bot_move_request request) { search_bot_move(std::move(request)); });
}

void room_host::search_bot_move(bot_move_request request) {
  // Called under the lock; the answer takes it again on the strand, after
  // the room has gone on with whatever it was doing.
  bots_->submit(std::move(request), [weak = weak_from_this()](bot_move move) {
    auto self = weak.lock();
    if (!self)
      return; // the room is gone
    asio::post(self->strand_, [self, move = std::move(move)] {
      std::unique_lock lock(self->mutex_);
      if (self->closed_)
        return;
      self->room_->take_bot_move(move);
      self->schedule_locked();
    });
  });
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
