// The engine log shared between copies of a state (games/engine_log.hpp): it
// reads like the vector it replaced, a copy shares every entry written before
// it instead of copying them, and what one copy writes never shows in another.
#include "games/engine_log.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using tavern::games::game_log;
using tavern::games::log_entry;

namespace {

log_entry numbered(int n) {
  return {{{"text", "entry " + std::to_string(n)}, {"n", n}}, {}, {}};
}

int number_of(const log_entry &e) {
  return e.entry["n"].get<int>();
}

std::vector<int> numbers_of(const game_log &log) {
  std::vector<int> out;
  for (const auto &e : log)
    out.push_back(number_of(e));
  return out;
}

std::vector<int> up_to(int n) {
  std::vector<int> out;
  for (int i = 0; i < n; ++i)
    out.push_back(i);
  return out;
}

} // namespace

TEST_SUITE("engine log") {

  TEST_CASE("It reads as the entries appended, in order, across its blocks") {
    const int n = 3 * static_cast<int>(game_log::block_size) + 5;
    game_log log;
    CHECK(log.empty());
    for (int i = 0; i < n; ++i) {
      log.push_back(numbered(i));
      CHECK(number_of(log.back()) == i);
    }
    CHECK(log.size() == static_cast<std::size_t>(n));
    CHECK(numbers_of(log) == up_to(n));
    for (int i = 0; i < n; ++i)
      CHECK(number_of(log[static_cast<std::size_t>(i)]) == i);
    std::vector<int> backwards;
    for (auto it = log.rbegin(); it != log.rend(); ++it)
      backwards.push_back(number_of(*it));
    const std::vector<int> forwards = up_to(n);
    CHECK(backwards == std::vector<int>(forwards.rbegin(), forwards.rend()));
    CHECK(log.end() - log.begin() == n);
  }

  TEST_CASE("A copy shares the entries written before it: none is copied") {
    for (int n : {0, 1, 31, 32, 33, 100}) {
      CAPTURE(n);
      game_log log;
      for (int i = 0; i < n; ++i)
        log.push_back(numbered(i));
      const game_log copy = log;
      REQUIRE(copy.size() == log.size());
      for (std::size_t i = 0; i < log.size(); ++i)
        CHECK(&copy[i] == &log[i]);
    }
  }

  TEST_CASE("What a copy appends or rewrites stays in that copy") {
    for (int n : {0, 5, 32, 70}) {
      CAPTURE(n);
      game_log original;
      for (int i = 0; i < n; ++i)
        original.push_back(numbered(i));
      game_log copy = original;
      for (int i = n; i < n + 40; ++i)
        copy.push_back(numbered(i));
      original.push_back(numbered(-1));
      CHECK(numbers_of(copy) == up_to(n + 40));
      std::vector<int> expected = up_to(n);
      expected.push_back(-1);
      CHECK(numbers_of(original) == expected);

      // A rewrite in a full block, and one in the block being filled.
      game_log rewritten = copy;
      rewritten.replace(0, numbered(1000));
      rewritten.replace(rewritten.size() - 1, numbered(2000));
      CHECK(number_of(rewritten[0]) == 1000);
      CHECK(number_of(rewritten.back()) == 2000);
      CHECK(numbers_of(copy) == up_to(n + 40));
      if (n > 0)
        CHECK(number_of(original[0]) == 0);
    }
  }
}
