// Every shipped game through a room, as connections would see it: after each
// action, every viewer class's document built from patches (the public part of
// `game` diffed once for all, the private part per class, the log from shared
// text) must equal a fresh `sync` of that class, across a rematch too.
#include "games/options.hpp"
#include "games/registry.hpp"
#include "server/rooms/room.hpp"
#include "tests/support/recording_participant.hpp"

#include <doctest/doctest.h>

using namespace tavern;
using namespace tavern::server;
using tavern::testing::recording_participant;
using json = tavern::json;

namespace {

void check_in_sync(room &r, recording_participant &p, const std::string &where) {
  // Taken before the sync: the reply replaces the tracked document.
  const json patched = p.document;
  const auto version = p.version;
  REQUIRE_FALSE(r.sync(p, "check").has_value());
  const json &reply = p.messages.back();
  INFO(where);
  REQUIRE(reply["type"] == "state");
  CHECK(reply["version"] == version);
  CHECK(reply["state"] == patched);
  CHECK_FALSE(p.version_gap);
}

void play_through_room(const games::game &rules, int players, std::uint64_t seed) {
  room_environment env;
  env.now = [] { return wall_clock::time_point(std::chrono::seconds(1'700'000'000)); };
  env.new_seed = [&seed] { return seed++; };
  env.new_token = [] { return std::string("token"); };
  env.bot_delay = std::chrono::milliseconds(0);
  json options = std::get<json>(games::normalize_options(rules.options(), json::object()));
  if (options.contains("maxRounds"))
    options["maxRounds"] = 1; // a game with no natural end stays short
  room r("FANOUT", rules, players, options, room_settings{}, env);
  std::vector<std::shared_ptr<recording_participant>> seats;
  for (int s = 0; s < players; ++s) {
    seats.push_back(std::make_shared<recording_participant>());
    if (s == 0)
      REQUIRE_FALSE(r.create_seat_for_host(seats[0], "P0", nullptr));
    else
      REQUIRE_FALSE(
          r.join(seats[static_cast<std::size_t>(s)], "P" + std::to_string(s), s, nullptr));
  }
  auto spectator = std::make_shared<recording_participant>();
  REQUIRE_FALSE(r.spectate(spectator, nullptr));

  games::rng choose(seed);
  for (int game = 0; game < 2; ++game) {
    REQUIRE_FALSE(r.start(*seats[0], false, nullptr));
    int actions = 0;
    while (!r.current_match()->state().finished() && actions < 400) {
      const int seat = r.current_match()->state().awaiting().front();
      auto &actor = *seats[static_cast<std::size_t>(seat)];
      // The actor chooses from its own patched document, as a client does.
      const json &offered = actor.document["actions"];
      REQUIRE_FALSE(offered.empty());
      const json choice = offered[static_cast<std::size_t>(choose.below(offered.size()))];
      REQUIRE_FALSE(r.act(actor, protocol::action_request{choice, std::nullopt}, nullptr));
      ++actions;
      const std::string where = std::string(rules.id()) + " game " + std::to_string(game) +
                                " action " + std::to_string(actions);
      // Syncing every viewer after every action is slow for long games:
      // every action early on, then every seventh.
      if (actions < 30 || actions % 7 == 0) {
        for (auto &p : seats)
          check_in_sync(r, *p, where);
        check_in_sync(r, *spectator, where);
      }
    }
    for (auto &p : seats)
      check_in_sync(r, *p, std::string(rules.id()) + " end of game " + std::to_string(game));
    check_in_sync(r, *spectator, std::string(rules.id()) + " end of game");
  }
}

} // namespace

TEST_CASE("every shipped game: patched documents equal fresh ones, rematch included") {
  const auto registry = games::make_shipped_registry();
  for (const auto *g : registry.all()) {
    CAPTURE(g->id());
    play_through_room(*g, std::min(4, g->max_players()), 11);
  }
}
