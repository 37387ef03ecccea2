// The search's own memory: once a first search has sized its node pool and
// buffers, searching again allocates nothing of its own per iteration, so its
// cost per iteration is the engine's. Every allocation of this test program
// is counted; the toy engine marks those made inside its own calls. The one
// allocation outside them per engine call is nlohmann's, freeing the array
// the engine returned (its destructor flattens nested values onto a heap
// stack), so the engine here returns its actions as plain numbers and that
// allocation is counted exactly.
#include "games/bot/search.hpp"
#include "toy_games.hpp"

#include <doctest/doctest.h>

#include <cstdlib>
#include <new>

using namespace bot_test;

namespace {

thread_local int engine_depth = 0;
thread_local long long outside_engine = 0;
thread_local long long arrays_returned = 0;

struct mark {
  mark() { ++engine_depth; }
  ~mark() { --engine_depth; }
};

// Nim again (take 1 to 3 stones, the last stone wins), with every call marked
// as the engine's and its actions plain numbers.
class marked_nim final : public game_state {
public:
  explicit marked_nim(int stones) : stones_(stones) {}
  std::unique_ptr<game_state> clone() const override {
    const mark m;
    return std::make_unique<marked_nim>(*this);
  }
  int players() const override { return 2; }
  std::optional<game_error> apply(int seat, const json &a) override {
    const mark m;
    if (finished() || seat != current_ || !a.is_number_integer() || a.get<int>() < 1 ||
        a.get<int>() > std::min(3, stones_))
      return game_error{"illegal_action", "no"};
    stones_ -= a.get<int>();
    winner_ = current_;
    current_ = 1 - current_;
    return std::nullopt;
  }
  json view(int) const override { return nullptr; }
  json legal_actions(int seat) const override {
    const mark m;
    json out = json::array();
    if (!finished() && seat == current_)
      for (int take = 1; take <= std::min(3, stones_); ++take)
        out.push_back(take);
    if (!out.empty())
      ++arrays_returned;
    return out;
  }
  std::vector<int> awaiting() const override {
    const mark m;
    return finished() ? std::vector<int>{} : std::vector<int>{current_};
  }
  json default_action(int) const override { return nullptr; }
  bool finished() const override { return stones_ == 0; }
  game_result result() const override {
    const mark m;
    return {{winner_}, {0.0, 0.0}, "last stone"};
  }
  const game_log &log() const override { return log_; }
  std::unique_ptr<game_state> resample_hidden(int, rng &) const override { return clone(); }

private:
  int stones_;
  int current_ = 0;
  int winner_ = -1;
  game_log log_;
};

} // namespace

void *operator new(std::size_t n) {
  if (engine_depth == 0)
    ++outside_engine;
  if (void *p = std::malloc(n ? n : 1))
    return p;
  throw std::bad_alloc();
}
void operator delete(void *p) noexcept {
  std::free(p);
}
void operator delete(void *p, std::size_t) noexcept {
  std::free(p);
}

TEST_CASE("A warm search allocates nothing of its own per iteration") {
  tavern::bot::ismcts search;
  tavern::bot::search_settings settings;
  settings.iterations = 2000;
  const marked_nim game(21);
  search.choose(game, 0, settings); // sizes the node pool and the buffers
  const long long before = outside_engine;
  const long long arrays_before = arrays_returned;
  settings.seed = 2;
  const json chosen = search.choose(game, 0, settings);
  const long long allocated = outside_engine - before;
  const long long freed_arrays = arrays_returned - arrays_before;
  CHECK(chosen.is_number_integer());
  CHECK(search.stats().iterations == 2000);
  CHECK(search.stats().actions_applied > 2000);
  CHECK(freed_arrays > 2000);
  // Beyond freeing the engine's arrays: the chosen action's copy, and the
  // node pool growing once or twice past the first search's size. Nothing
  // per iteration.
  CHECK(allocated >= freed_arrays);
  CHECK(allocated - freed_arrays <= 8);
  MESSAGE("a search of 2000 iterations: " << freed_arrays << " arrays from the engine freed, "
                                          << allocated - freed_arrays
                                          << " other allocations outside the engine");
}
