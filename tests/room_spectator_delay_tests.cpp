// The spectator delay (protocol.md, "Spectator delay"): with
// `spectatorDelay` N actions, a spectator's document shows the game exactly
// as a spectator without delay saw it N actions earlier, on every frame of a
// whole game and in every shipped game; the players' own documents are never
// delayed; a `sync` gives the same document; a delay in seconds is kept by
// the room's timer, which offers nothing for it once nobody watches.
#include "games/options.hpp"
#include "games/registry.hpp"
#include "games/rng.hpp"
#include "server/rooms/room.hpp"
#include "tests/support/recording_participant.hpp"

#include <doctest/doctest.h>

using namespace tavern;
using namespace tavern::server;
using tavern::testing::document_tracker;
using tavern::testing::recording_participant;
using json = tavern::json;
using namespace std::chrono_literals;

namespace {

const wall_clock::time_point start_of_time{std::chrono::seconds(1'700'000'000)};

// One room and the people in it; rooms made alike deal the same games.
struct table {
  std::uint64_t next_seed = 1;
  wall_clock::time_point now = start_of_time;
  std::unique_ptr<room> r;
  std::vector<std::shared_ptr<recording_participant>> players;
  std::shared_ptr<recording_participant> spectator = std::make_shared<recording_participant>();

  table(const games::game &rules, int seats, room_settings settings) {
    room_environment env;
    env.now = [this] { return now; };
    env.new_seed = [this] { return next_seed++; };
    env.new_token = [] { return std::string("token"); };
    env.pin_game_seeds = true; // both tables of a test deal the same game
    const json options = std::get<json>(games::normalize_options(rules.options(), json::object()));
    r = std::make_unique<room>("WATCH", rules, seats, options, settings, env);
    for (int s = 0; s < seats; ++s) {
      players.push_back(std::make_shared<recording_participant>());
      if (s == 0)
        REQUIRE_FALSE(r->create_seat_for_host(players[0], "P0", 1));
      else
        REQUIRE_FALSE(r->join(players.back(), "P" + std::to_string(s), std::nullopt, 2));
    }
    REQUIRE_FALSE(r->spectate(spectator, 3));
  }

  std::size_t played() const { return r->current_match()->history().size(); }
  bool finished() const { return r->current_match()->state().finished(); }
};

room_settings delayed_by(int amount, spectator_delay::unit in) {
  room_settings s;
  s.delay.amount = amount;
  s.delay.in = in;
  return s;
}

// What a spectator's document says of the game, without its room settings.
json watched(const json &doc) {
  return {{"game", doc["game"]},
          {"log", doc["log"]},
          {"result", doc.contains("result") ? doc["result"] : json(nullptr)},
          {"status", doc["room"]["status"]},
          {"awaiting", doc["room"]["awaiting"]}};
}

// Plays a whole game (or `cap` actions) of `game_id` on a table whose
// spectators watch `delay` actions behind and on one where they watch live,
// with the same random choices, and checks every frame the late spectator
// receives against what the live one saw.
void check_delay_in_actions(const std::string &game_id, int delay, std::size_t cap) {
  const auto registry = games::make_shipped_registry();
  const auto &rules = *registry.find(game_id);
  const int seats = std::max(2, rules.min_players());
  table late(rules, seats, delayed_by(delay, spectator_delay::unit::actions));
  table live(rules, seats, room_settings{});
  REQUIRE_FALSE(late.r->start(*late.players[0], false, 4));
  REQUIRE_FALSE(live.r->start(*live.players[0], false, 4));

  // What the live spectator saw after each number of actions.
  std::vector<json> seen_live{watched(live.spectator->document)};
  document_tracker late_view;
  std::size_t read = 0;
  std::size_t frames = 0;
  auto check_new_frames = [&] {
    const auto &messages = late.spectator->messages;
    for (; read < messages.size(); ++read) {
      late_view.track(messages[read]);
      if (messages[read]["type"] != "patch" && messages[read]["type"] != "state")
        continue;
      ++frames;
      const json &doc = late_view.document;
      if (doc["game"].is_null())
        continue; // the frames before the start
      const auto shown = doc["room"]["delayedAt"].get<std::size_t>();
      CAPTURE(shown);
      CAPTURE(late.played());
      // N behind while the game is on; everything once it is over.
      if (late.finished())
        CHECK((shown == late.played() || shown + delay <= late.played()));
      else
        CHECK(shown + std::min<std::size_t>(delay, late.played()) <= late.played());
      REQUIRE(shown < seen_live.size());
      CHECK(watched(doc) == seen_live[shown]);
      CHECK(doc["room"]["clock"].is_null());
    }
  };
  check_new_frames();

  games::rng choose(0xde1a7 + game_id.size());
  while (!late.finished() && late.played() < cap) {
    const int seat = late.r->current_match()->state().awaiting().front();
    const json &offered = late.players[static_cast<std::size_t>(seat)]->document["actions"];
    REQUIRE_FALSE(offered.empty());
    const json action = offered[static_cast<std::size_t>(choose.below(offered.size()))];
    REQUIRE_FALSE(late.r->act(*late.players[static_cast<std::size_t>(seat)], {action, {}}, 5));
    REQUIRE_FALSE(live.r->act(*live.players[static_cast<std::size_t>(seat)], {action, {}}, 5));
    seen_live.push_back(watched(live.spectator->document));
    // The players' own documents are never delayed.
    for (std::size_t s = 0; s < late.players.size(); ++s) {
      CHECK(late.players[s]->document["game"] == live.players[s]->document["game"]);
      CHECK(late.players[s]->document["log"] == live.players[s]->document["log"]);
      CHECK_FALSE(late.players[s]->document["room"].contains("delayedAt"));
    }
    check_new_frames();
    // A fresh sync agrees with what the patches built.
    const json patched = late.spectator->document;
    REQUIRE_FALSE(late.r->sync(*late.spectator, 6));
    CHECK(late.spectator->document == patched);
    check_new_frames();
  }
  if (game_id != "midevil")
    CHECK(late.finished());
  CHECK_FALSE(late_view.version_gap);
  CHECK(frames > late.played() / 2);
  MESSAGE(game_id, ": ", late.played(), " actions, ", frames, " spectator frames checked");
}

} // namespace

TEST_CASE("a spectator N actions behind sees, on every frame, what a live one saw N actions "
          "before") {
  check_delay_in_actions("deadmansdraw", 3, 5000);
  check_delay_in_actions("drachenschatten", 4, 5000);
  check_delay_in_actions("coltexpress", 5, 5000);
  check_delay_in_actions("midevil", 6, 400);
}

TEST_CASE("a spectator who comes late gets the delayed document, and nobody watching drops it") {
  const auto registry = games::make_shipped_registry();
  const auto &rules = *registry.find("deadmansdraw");
  table t(rules, 2, delayed_by(4, spectator_delay::unit::actions));
  REQUIRE_FALSE(t.r->start(*t.players[0], false, 4));
  for (int i = 0; i < 10 && !t.finished(); ++i) {
    const int seat = t.r->current_match()->state().awaiting().front();
    auto &p = *t.players[static_cast<std::size_t>(seat)];
    REQUIRE_FALSE(t.r->act(p, {p.document["actions"][0], {}}, 5));
  }
  REQUIRE_FALSE(t.finished());
  auto second = std::make_shared<recording_participant>();
  REQUIRE_FALSE(t.r->spectate(second, 7));
  CHECK(second->document == t.spectator->document);
  CHECK(second->document["room"]["delayedAt"] == t.played() - 4);
  CHECK(t.r->shown_to_spectators() == t.played() - 4);

  REQUIRE_FALSE(t.r->leave(*second, 8));
  REQUIRE_FALSE(t.r->leave(*t.spectator, 9));
  // Nobody watches: no second match is kept.
  CHECK_FALSE(t.r->shown_to_spectators());
  auto third = std::make_shared<recording_participant>();
  REQUIRE_FALSE(t.r->spectate(third, 10));
  CHECK(third->document["room"]["delayedAt"] == t.played() - 4);
  CHECK(third->document["room"]["settings"]["spectatorDelay"] == 4);
  CHECK(third->document["room"]["settings"]["spectatorDelayUnit"] == "actions");
}

TEST_CASE("a delay in seconds: the timer shows each action that many seconds after it was "
          "played, and offers nothing once nobody watches") {
  const auto registry = games::make_shipped_registry();
  const auto &rules = *registry.find("deadmansdraw");
  table t(rules, 2, delayed_by(10, spectator_delay::unit::seconds));
  REQUIRE_FALSE(t.r->start(*t.players[0], false, 4));
  std::vector<wall_clock::time_point> played_at;
  for (int i = 0; i < 6 && !t.finished(); ++i) {
    t.now += 3s;
    const int seat = t.r->current_match()->state().awaiting().front();
    auto &p = *t.players[static_cast<std::size_t>(seat)];
    REQUIRE_FALSE(t.r->act(p, {p.document["actions"][0], {}}, 5));
    played_at.push_back(t.now);
  }
  REQUIRE(played_at.size() == 6);
  // Actions at 3, 6, ..., 18 s; at 18 s those played by 8 s show: two.
  CHECK(t.spectator->document["room"]["delayedAt"] == 2);
  for (std::size_t k = 2; k < played_at.size(); ++k) {
    const auto next = t.r->next_wakeup();
    REQUIRE(next);
    CHECK(next->what == wakeup::source::spectator_delay);
    CHECK(next->at == played_at[k] + 10s);
    t.now = next->at;
    const auto report = t.r->wake();
    // Consumed: what is offered next is later.
    const auto after = t.r->next_wakeup();
    CHECK((!after || after->at > report.now));
    CHECK(t.spectator->document["room"]["delayedAt"] == k + 1);
    const json patched = t.spectator->document;
    REQUIRE_FALSE(t.r->sync(*t.spectator, 6));
    CHECK(t.spectator->document == patched);
  }
  // Everything shown: nothing more to wake for.
  const auto idle = t.r->next_wakeup();
  CHECK((!idle || idle->what != wakeup::source::spectator_delay));

  // Another action, then the spectator goes: the room offers no wake-up for
  // a view nobody holds.
  const int seat = t.r->current_match()->state().awaiting().front();
  auto &p = *t.players[static_cast<std::size_t>(seat)];
  REQUIRE_FALSE(t.r->act(p, {p.document["actions"][0], {}}, 5));
  const auto watched_next = t.r->next_wakeup();
  REQUIRE(watched_next);
  CHECK(watched_next->what == wakeup::source::spectator_delay);
  REQUIRE_FALSE(t.r->leave(*t.spectator, 9));
  const auto unwatched = t.r->next_wakeup();
  CHECK((!unwatched || unwatched->what != wakeup::source::spectator_delay));
  CHECK_FALSE(t.r->shown_to_spectators());
}

TEST_CASE("the spectator delay is a room setting, checked like the others") {
  auto parsed = parse_room_settings(json{{"spectatorDelay", 5}, {"spectatorDelayUnit", "seconds"}});
  REQUIRE(std::holds_alternative<room_settings>(parsed));
  const auto &s = std::get<room_settings>(parsed);
  CHECK(s.delay.amount == 5);
  CHECK(s.delay.in_seconds());
  CHECK(s.to_json()["spectatorDelay"] == 5);
  CHECK(s.to_json()["spectatorDelayUnit"] == "seconds");
  const auto defaults = std::get<room_settings>(parse_room_settings(json::object()));
  CHECK_FALSE(defaults.delay.active());
  for (const json &bad : {json{{"spectatorDelay", -1}}, json{{"spectatorDelay", 3601}},
                          json{{"spectatorDelay", "3"}}, json{{"spectatorDelayUnit", "moves"}}}) {
    CAPTURE(bad.dump());
    const auto refused = parse_room_settings(bad);
    REQUIRE(std::holds_alternative<games::game_error>(refused));
    CHECK(std::get<games::game_error>(refused).code == "bad_options");
  }
}

TEST_CASE("after a restart, a delay in seconds counts from when each action was played") {
  const auto registry = games::make_shipped_registry();
  const auto &rules = *registry.find("deadmansdraw");
  table t(rules, 2, delayed_by(10, spectator_delay::unit::seconds));
  REQUIRE_FALSE(t.r->start(*t.players[0], false, 4));
  const auto *m = t.r->current_match();
  stored_room stored;
  stored.room.code = "WATCH";
  stored.room.game = "deadmansdraw";
  stored.room.seats = 2;
  stored.room.options = m->options();
  stored.room.status = "playing";
  stored.room.seat_list = {{true, "P0", "hash0", false}, {true, "P1", "hash1", false}};
  stored.game = game_started_record{"g1",      "WATCH", "deadmansdraw", m->options(), {"P0", "P1"},
                                    m->seed(), 0,       nullptr};
  // Four actions, played 20, 15, 8 and 2 seconds before the restart.
  const std::array<int, 4> ago = {20, 15, 8, 2};
  games::match replayed =
      std::get<games::match>(games::match::start(rules, m->options(), 2, m->seed()));
  const wall_clock::time_point restart = start_of_time + 60s;
  for (std::size_t i = 0; i < ago.size(); ++i) {
    const int seat = replayed.state().awaiting().front();
    const json action = replayed.state().legal_actions(seat)[0];
    REQUIRE_FALSE(replayed.apply(seat, action));
    const auto at = restart - std::chrono::seconds(ago[i]);
    stored.actions.push_back(
        {"g1", i + 1, seat, replayed.history().back().action,
         std::chrono::duration_cast<std::chrono::milliseconds>(at.time_since_epoch()).count()});
  }
  room_environment env;
  wall_clock::time_point now = restart;
  env.now = [&now] { return now; };
  std::uint64_t seeds = 1;
  env.new_seed = [&seeds] { return seeds++; };
  env.new_token = [] { return std::string("token"); };
  auto restored = room::restore(stored, rules, delayed_by(10, spectator_delay::unit::seconds), env);
  REQUIRE(std::holds_alternative<std::unique_ptr<room>>(restored));
  auto &r = *std::get<std::unique_ptr<room>>(restored);
  auto eve = std::make_shared<recording_participant>();
  REQUIRE_FALSE(r.spectate(eve, 1));
  // Those played 20 and 15 seconds ago show; the one 8 seconds ago comes
  // due 2 seconds from now.
  CHECK(eve->document["room"]["delayedAt"] == 2);
  const auto next = r.next_wakeup();
  REQUIRE(next);
  CHECK(next->what == wakeup::source::spectator_delay);
  CHECK(next->at == restart + 2s);
}
