#pragma once
// The threads that run the bots' searches: a fixed number of them, so that
// however many rooms have bots the search never takes more cores than the
// operator gave it, and never an I/O thread. Requests wait in order; each
// search is bounded by its level's iterations and time (levels.hpp).
#include "bot_moves.hpp"
#include "games/bot/stop_signal.hpp"

#include "games/bot/levels.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace tavern::server {

// The bot's choice for a request, within the level's budget, or as soon as
// `stop` fires.
games::json search_bot_move(const bot_move_request &request, bot::stop_signal *stop = nullptr);

// A search's time when `waiting` more requests queue behind it for `threads`
// threads: the level's time shared out, so that bots keep pace when more of
// them think at once than the pool has cores (200 tables of bots on one thread
// at normal would each wait half a minute a move), never under easy's time.
// A level says how well bots play on a server that keeps up with them.
std::chrono::milliseconds search_budget(bot::level level, std::size_t waiting, int threads);

class bot_pool {
public:
  using done_handler = std::function<void(bot_move)>;

  explicit bot_pool(int threads);
  ~bot_pool();
  bot_pool(const bot_pool &) = delete;
  bot_pool &operator=(const bot_pool &) = delete;

  // `done` runs on a thread of the pool once the search is over; never after
  // stop(), and never for a request still waiting when stop() is called.
  void submit(bot_move_request request, done_handler done);
  // Ends the searches under way at their next iteration, drops the waiting
  // ones and joins the threads. Safe to call twice.
  void stop();

  int threads() const { return thread_count_; }
  std::size_t waiting() const;

private:
  struct job {
    bot_move_request request;
    done_handler done;
  };
  void work();

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<job> jobs_;
  bool stopping_ = false;
  std::atomic<bool> stop_searches_{false};
  const int thread_count_;
  std::vector<std::thread> threads_;
};

} // namespace tavern::server
