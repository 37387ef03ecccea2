#include "bot_pool.hpp"

#include "games/bot/bot_player.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <type_traits>

namespace tavern::server {

namespace {
// A level's time budget, cut short when the pool stops.
class search_stop final : public bot::stop_signal {
public:
  search_stop(std::chrono::milliseconds budget, const std::atomic<bool> &stopping)
      : end_(std::chrono::steady_clock::now() + budget), timed_(budget.count() > 0),
        stopping_(stopping) {}
  bool stop_now() override {
    return stopping_.load(std::memory_order_relaxed) ||
           (timed_ && std::chrono::steady_clock::now() >= end_);
  }

private:
  std::chrono::steady_clock::time_point end_;
  bool timed_;
  const std::atomic<bool> &stopping_;
};
} // namespace

std::chrono::milliseconds search_budget(bot::level level, std::size_t waiting, int threads) {
  const auto full = bot::budget_of(level).milliseconds;
  const auto floor = std::min(full, bot::budget_of(bot::level::easy).milliseconds);
  const auto t = static_cast<std::size_t>(std::max(1, threads));
  const auto shared = full * t / (t + waiting);
  return std::chrono::milliseconds(std::max(floor, static_cast<std::remove_cv_t<decltype(full)>>(shared)));
}

games::json search_bot_move(const bot_move_request &request, bot::stop_signal *stop) {
  bot::bot_player player(request.game, request.level, request.seed);
  return player.choose(*request.state, request.seat, stop);
}

bot_pool::bot_pool(int threads) : thread_count_(std::max(1, threads)) {
  for (int i = 0; i < thread_count_; ++i)
    threads_.emplace_back([this] { work(); });
}

bot_pool::~bot_pool() {
  stop();
}

void bot_pool::submit(bot_move_request request, done_handler done) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_)
      return;
    jobs_.push_back({std::move(request), std::move(done)});
  }
  wake_.notify_one();
}

std::size_t bot_pool::waiting() const {
  std::lock_guard lock(mutex_);
  return jobs_.size();
}

void bot_pool::stop() {
  {
    std::lock_guard lock(mutex_);
    if (stopping_ && threads_.empty())
      return;
    stopping_ = true;
    jobs_.clear();
  }
  stop_searches_ = true;
  wake_.notify_all();
  for (auto &t : threads_)
    if (t.joinable())
      t.join();
  threads_.clear();
}

void bot_pool::work() {
  for (;;) {
    job j;
    std::size_t waiting = 0;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || !jobs_.empty(); });
      if (stopping_)
        return;
      j = std::move(jobs_.front());
      jobs_.pop_front();
      waiting = jobs_.size();
    }
    search_stop stop(search_budget(j.request.level, waiting, threads()), stop_searches_);
    bot_move move{j.request.seat, j.request.ticket, nullptr};
    try {
      move.action = search_bot_move(j.request, &stop);
    } catch (const std::exception &e) {
      // The room plays a random legal action instead.
      spdlog::error("bot search for {} seat {} failed: {}", j.request.game, j.request.seat,
                    e.what());
    }
    if (stop_searches_)
      return;
    j.done(std::move(move));
  }
}

} // namespace tavern::server
