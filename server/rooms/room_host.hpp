#pragma once
// Owns one room and serializes every call to it: a mutex gives the room one
// total order of changes and lets the caller (a session, on its own strand)
// learn the outcome at once, which keeps "am I in a room?" answers exact.
// A timer on a strand of its own wakes the room for bots, clocks and expiry;
// a guard keeps a deadline the room failed to consume from spinning it.
// The bots' searches run on the bot pool, without the lock; their answers
// come back through the strand.
#include "bot_pool.hpp"
#include "room.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>

#include <functional>
#include <memory>
#include <mutex>

namespace tavern::server {

class room_host : public std::enable_shared_from_this<room_host> {
public:
  using expired_handler = std::function<void(const std::string &code)>;

  // Without `bots` the room's bots play random legal actions.
  room_host(boost::asio::any_io_executor executor, std::unique_ptr<room> r,
            expired_handler on_expired, bot_pool *bots = nullptr);

  // Runs `f(room&)` under the room's lock, then re-arms the timer.
  template <class F> auto with_room(F &&f) {
    std::unique_lock lock(mutex_);
    if constexpr (std::is_void_v<decltype(f(*room_))>) {
      f(*room_);
      schedule_locked();
    } else {
      auto result = f(*room_);
      schedule_locked();
      return result;
    }
  }

  const std::string &code() const { return code_; }
  // Set when the room was built and never changed: no lock needed.
  std::uint64_t ownership_epoch() const { return room_->ownership_epoch(); }
  bool closed() const;

private:
  void schedule_locked();
  void arm_locked(std::optional<wall_clock::time_point> when);
  void arm(wall_clock::time_point when);
  void on_timer(boost::system::error_code ec);
  void search_bot_move(bot_move_request request);

  std::string code_;
  mutable std::mutex mutex_;
  std::unique_ptr<room> room_;
  bool closed_ = false;
  expired_handler on_expired_;
  bot_pool *bots_;
  boost::asio::strand<boost::asio::any_io_executor> strand_;
  boost::asio::steady_timer timer_;                 // touched only on strand_
  std::optional<wall_clock::time_point> armed_for_; // guarded by mutex_
  wakeup_guard guard_;                              // guarded by mutex_
};

} // namespace tavern::server
