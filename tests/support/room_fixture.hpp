#pragma once
// A room of the toy game driven through the participant interface, with a
// manual clock and predictable seeds and tokens: no sockets, no sleeping.
#include "games/options.hpp"
#include "server/rooms/metrics.hpp"
#include "server/rooms/room.hpp"
#include "tests/support/toy_game.hpp"

#include <chrono>
#include <memory>
#include <string>

namespace tavern::testing {

using server::metrics;
using server::room;
using server::room_environment;
using server::room_settings;
using server::wall_clock;

struct room_fixture {
  std::unique_ptr<games::game> toy = testing::make_toy_game();
  wall_clock::time_point now = wall_clock::time_point(std::chrono::seconds(1'700'000'000));
  std::uint64_t next_seed = 7;
  int next_token = 0;
  metrics stats;

  room_environment env(std::chrono::milliseconds bot_delay = std::chrono::milliseconds(500)) {
    room_environment e;
    e.now = [this] { return now; };
    e.new_seed = [this] { return next_seed++; };
    e.pin_game_seeds = true; // the tests expect the games these seeds deal
    e.new_token = [this] { return "token-" + std::to_string(next_token++); };
    e.bot_delay = bot_delay;
    e.expiry = std::chrono::minutes(30);
    e.stats = &stats;
    return e;
  }

  std::unique_ptr<room> make(int seats = 2, json options = json::object(),
                             room_settings settings = {},
                             std::chrono::milliseconds bot_delay = std::chrono::milliseconds(500)) {
    return make_room("ABCD", *toy, seats, options, settings, bot_delay);
  }

  // A room of any game, for suites that play a real one as well as the toy.
  std::unique_ptr<room> make_room(const std::string &code, const games::game &rules, int seats,
                                  const json &options, room_settings settings,
                                  std::chrono::milliseconds bot_delay) {
    auto normalized = games::normalize_options(rules.options(), options);
    return std::make_unique<room>(code, rules, seats, std::get<json>(normalized), settings,
                                  env(bot_delay));
  }

  void advance(std::chrono::milliseconds by, room &r) {
    now += by;
    r.wake();
  }
};

} // namespace tavern::testing
