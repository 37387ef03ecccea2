// A room's bots through the search, without sockets or threads: a manual
// stand-in for the bot pool keeps every request until the test answers it,
// so a test decides what happens in the room while a search is under way.
#include "games/options.hpp"
#include "games/registry.hpp"
#include "server/rooms/bot_pool.hpp"
#include "server/rooms/room.hpp"
#include "tests/support/recording_participant.hpp"
#include "tests/support/room_fixture.hpp"

#include <doctest/doctest.h>

#include <deque>
#include <future>

using namespace tavern;
using namespace tavern::server;
using tavern::testing::recording_participant;
using json = tavern::json;
using namespace std::chrono_literals;

namespace {

// The bot pool's part, run by hand: requests wait, in order, until answered.
struct manual_bot_search {
  std::deque<bot_move_request> waiting;

  void attach(room &r) {
    r.set_bot_search([this](bot_move_request q) { waiting.push_back(std::move(q)); });
  }
  // The oldest request searched as the pool searches it (bounded by the
  // level's iterations alone here, so the answer depends on the seed only).
  bot_move search_oldest() {
    REQUIRE_FALSE(waiting.empty());
    auto q = std::move(waiting.front());
    waiting.pop_front();
    return bot_move{q.seat, q.ticket, search_bot_move(q)};
  }
};

struct bot_room : testing::room_fixture {
  manual_bot_search search;
  std::unique_ptr<room> r;
  std::shared_ptr<recording_participant> ann = std::make_shared<recording_participant>();

  explicit bot_room(int seats = 2, json options = json::object(), room_settings settings = {},
                    const games::game *rules = nullptr) {
    next_seed = 11; // the tests below expect the games these seeds deal
    r = make_room("BOTS", rules ? *rules : *toy, seats, options, settings, 500ms);
    search.attach(*r);
    REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  }

  // The timer as room_host runs it: woken at every time offered up to now.
  // A wake that changes nothing must leave no time at or before now: with a
  // search in flight the bots' delay is not offered again.
  void advance(std::chrono::milliseconds by) {
    now += by;
    for (int i = 0; i < 100; ++i) {
      const auto next = r->next_wakeup();
      if (!next || next->at > now)
        return;
      const auto report = r->wake();
      if (!report.changed) {
        const auto after = r->next_wakeup();
        REQUIRE_MESSAGE((!after || after->at > now),
                        "a wake that changed nothing left a time at or before now");
      }
    }
    FAIL("the room keeps offering times at or before now");
  }

  std::uint64_t played() const { return r->current_match()->history().size(); }
};

// Plays the game out: Ann makes the first move offered to her, the bots'
// requests are answered as they come, and time runs for the bots' delay.
// Returns how many bot moves were searched.
int play_out(bot_room &b, std::optional<bot::level> expected_level) {
  int searched = 0;
  for (int step = 0; step < 300 && b.r->summary().status == room_status::playing; ++step) {
    if (!b.ann->document["actions"].empty()) {
      REQUIRE_FALSE(b.r->act(
          *b.ann, protocol::action_request{b.ann->document["actions"][0], std::nullopt}, nullptr));
    } else if (!b.search.waiting.empty()) {
      const auto &q = b.search.waiting.front();
      if (expected_level)
        CHECK(q.level == *expected_level);
      // A clone: the room's own state is never handed to another thread.
      CHECK(q.state.get() != &b.r->current_match()->state());
      // While it is searched, the room offers no wake-up for the bots.
      const auto next = b.r->next_wakeup();
      CHECK((!next || next->what != wakeup::source::bots));
      const auto before = b.played();
      b.r->take_bot_move(b.search.search_oldest());
      CHECK(b.played() == before + 1);
      ++searched;
    } else {
      b.advance(500ms);
    }
  }
  return searched;
}

} // namespace

TEST_CASE("a room's bots play a game to its end at every level, each move searched from a clone "
          "at the room's level") {
  for (const auto level : {bot::level::easy, bot::level::normal, bot::level::hard}) {
    const std::string name(bot::level_name(level));
    CAPTURE(name);
    // The bot moves second, at 1 with a target of 3: adding 2 wins at once,
    // which every level finds. (The toy's peek passes no turn: a game that
    // lasts lets a searching bot stall on it.)
    bot_room b(2, json{{"target", 3}});
    REQUIRE_FALSE(b.r->start(*b.ann, true, nullptr, name));
    CHECK(b.ann->document["room"]["botLevel"] == name);
    CHECK(b.ann->document["room"]["seats"][1]["bot"] == true);
    const int searched = play_out(b, level);
    CHECK(b.r->summary().status == room_status::finished);
    CHECK(b.ann->document["game"]["counter"] == 3);
    CHECK(searched == 1);
    CHECK(b.r->bot_searches_in_flight() == 0);
  }
}

TEST_CASE("a room of a shipped game plays to its end with easy bots, the game's knowledge found "
          "by its id") {
  const auto registry = games::make_shipped_registry();
  const games::game *dmd = registry.find("deadmansdraw");
  REQUIRE(dmd);
  bot_room b(2, json::object(), room_settings{}, dmd);
  REQUIRE_FALSE(b.r->start(*b.ann, true, nullptr, "easy"));
  CHECK(b.search.waiting.empty());
  const int searched = play_out(b, bot::level::easy);
  CHECK(b.r->summary().status == room_status::finished);
  CHECK(searched > 0);
}

TEST_CASE("a bad botLevel is refused with bad_message and changes nothing; the level is shown") {
  bot_room b;
  const auto version = b.ann->version;
  auto err = b.r->start(*b.ann, true, nullptr, "expert");
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::bad_message);
  CHECK(err->message == R"(field 'botLevel' must be "easy", "normal" or "hard")");
  CHECK(b.ann->version == version);
  CHECK(b.r->summary().status == room_status::waiting);
  CHECK(b.ann->document["room"]["seats"][1]["name"].is_null());
  CHECK(b.ann->document["room"]["botLevel"] == "normal");

  REQUIRE_FALSE(b.r->start(*b.ann, true, nullptr, "hard"));
  CHECK(b.ann->document["room"]["botLevel"] == "hard");
  CHECK(b.r->summary().status == room_status::playing);
}

TEST_CASE("an answer searched in a state the game has left is discarded and searched again") {
  // The toy's opening colour choice is simultaneous: Ann may choose while
  // the bot's search is under way.
  bot_room b(2, json{{"simultaneous", true}});
  REQUIRE_FALSE(b.r->start(*b.ann, true, nullptr));
  CHECK(b.ann->document["room"]["awaiting"] == json::array({0, 1}));
  b.advance(500ms);
  REQUIRE(b.search.waiting.size() == 1);
  CHECK(b.search.waiting.front().level == bot::level::normal);
  const auto first_ticket = b.search.waiting.front().ticket;
  const auto stale = b.search.search_oldest();

  REQUIRE_FALSE(b.r->act(
      *b.ann, protocol::action_request{json{{"type", "colour"}, {"colour", "red"}}, std::nullopt},
      nullptr));
  CHECK(b.ann->document["room"]["awaiting"] == json::array({1}));
  // Ann's choice did not arm the bots' delay again: their search is under way.
  auto next = b.r->next_wakeup();
  CHECK((!next || next->what != wakeup::source::bots));

  const auto played = b.played();
  const auto version = b.ann->version;
  b.r->take_bot_move(stale);
  CHECK(b.played() == played);
  CHECK(b.ann->version == version);
  CHECK(b.stats.bot_searches_discarded == 1);
  // Searched again at once, in the state as it is now.
  REQUIRE(b.search.waiting.size() == 1);
  CHECK(b.search.waiting.front().ticket != first_ticket);
  CHECK(b.search.waiting.front().state->awaiting() == std::vector<int>{1});

  // The stale answer delivered twice is ignored: its ticket is spent.
  b.r->take_bot_move(stale);
  CHECK(b.search.waiting.size() == 1);
  CHECK(b.stats.bot_searches_discarded == 1);

  b.r->take_bot_move(b.search.search_oldest());
  CHECK(b.played() == played + 1);
  CHECK(b.ann->document["game"]["chosen"]["1"] == true);
  CHECK(b.r->bot_searches_in_flight() == 0);
}

TEST_CASE("an answer for a seat the turn clock has moved past, or for a game nobody is at, is "
          "dropped; the bots search afresh when the game moves again") {
  room_settings timed;
  timed.turn_seconds = 10;
  bot_room b(2, json::object(), timed);
  REQUIRE_FALSE(b.r->start(*b.ann, true, nullptr));
  REQUIRE_FALSE(
      b.r->act(*b.ann, protocol::action_request{json{{"type", "add"}, {"amount", 1}}, std::nullopt},
               nullptr));
  b.advance(500ms);
  REQUIRE(b.search.waiting.size() == 1);
  // The bot's clock runs out before its search answers: the default move is
  // played for it, and the late answer is dropped without a new search.
  b.advance(10s);
  CHECK(b.ann->document["game"]["counter"] == 2);
  CHECK(b.ann->document["room"]["awaiting"] == json::array({0}));
  const auto late = b.search.search_oldest();
  const auto played = b.played();
  b.r->take_bot_move(late);
  CHECK(b.played() == played);
  CHECK(b.search.waiting.empty());

  // Ann moves, the bot's search starts, then Ann goes: the game stands
  // still and the answer is dropped.
  REQUIRE_FALSE(
      b.r->act(*b.ann, protocol::action_request{json{{"type", "add"}, {"amount", 1}}, std::nullopt},
               nullptr));
  b.advance(500ms);
  REQUIRE(b.search.waiting.size() == 1);
  const auto token = b.ann->last("joined")["token"].get<std::string>();
  b.r->disconnect(*b.ann);
  b.r->take_bot_move(b.search.search_oldest());
  CHECK(b.played() == played + 1);
  b.advance(5s);
  CHECK(b.search.waiting.empty());

  // Ann is back: the bot waits its delay and searches again.
  auto again = std::make_shared<recording_participant>();
  REQUIRE_FALSE(b.r->resume(again, token, nullptr));
  CHECK(b.search.waiting.empty());
  b.advance(500ms);
  REQUIRE(b.search.waiting.size() == 1);
  b.r->take_bot_move(b.search.search_oldest());
  CHECK(b.played() == played + 2);
}

TEST_CASE("an absent player's seat is played at the easy level, a bot's at the room's") {
  room_settings s;
  s.absent_seconds = 2;
  bot_room b(3, json::object(), s);
  auto bob = std::make_shared<recording_participant>();
  REQUIRE_FALSE(b.r->join(bob, "Bob", std::nullopt, nullptr));
  REQUIRE_FALSE(b.r->start(*b.ann, true, nullptr, "hard"));
  b.r->disconnect(*bob);
  b.advance(3s);
  CHECK(b.ann->document["room"]["seats"][1]["absent"] == true);
  REQUIRE_FALSE(
      b.r->act(*b.ann, protocol::action_request{json{{"type", "add"}, {"amount", 1}}, std::nullopt},
               nullptr));
  b.advance(500ms);
  REQUIRE(b.search.waiting.size() == 1);
  CHECK(b.search.waiting.front().seat == 1);
  CHECK(b.search.waiting.front().level == bot::level::easy);
  b.r->take_bot_move(b.search.search_oldest());
  b.advance(500ms);
  REQUIRE(b.search.waiting.size() == 1);
  CHECK(b.search.waiting.front().seat == 2);
  CHECK(b.search.waiting.front().level == bot::level::hard);
}

TEST_CASE("the bot pool answers on its own threads, and stops with searches under way and "
          "waiting without calling them back") {
  const auto toy = testing::make_toy_game();
  auto make_request = [&](bot::level level, std::uint64_t ticket) {
    auto created = toy->create(std::get<json>(games::normalize_options(toy->options(), {})), 2, 5);
    return bot_move_request{"toy", std::move(std::get<0>(created)), 0, level, 42, ticket};
  };
  {
    bot_pool pool(1);
    std::promise<bot_move> answered;
    const auto caller = std::this_thread::get_id();
    std::thread::id answered_on;
    pool.submit(make_request(bot::level::easy, 7), [&](bot_move m) {
      answered_on = std::this_thread::get_id();
      answered.set_value(std::move(m));
    });
    const auto move = answered.get_future().get();
    CHECK(answered_on != caller);
    CHECK(move.ticket == 7);
    CHECK(move.seat == 0);
    // One of the legal actions of the seat in the state it was given.
    auto created = toy->create(std::get<json>(games::normalize_options(toy->options(), {})), 2, 5);
    const json legal = std::get<0>(created)->legal_actions(0);
    CHECK(std::find(legal.begin(), legal.end(), move.action) != legal.end());
  }
  // The only thread is held in the first answer while two more requests
  // wait; stop() drops those two and returns once the thread is let go.
  std::atomic<int> called{0};
  std::promise<void> entered, release;
  auto entered_f = entered.get_future();
  auto release_f = release.get_future().share();
  bot_pool pool(1);
  pool.submit(make_request(bot::level::easy, 0), [&](bot_move) {
    ++called;
    entered.set_value();
    release_f.wait();
  });
  entered_f.wait();
  pool.submit(make_request(bot::level::hard, 1), [&](bot_move) { ++called; });
  pool.submit(make_request(bot::level::hard, 2), [&](bot_move) { ++called; });
  CHECK(pool.waiting() == 2);
  std::thread stopper([&] { pool.stop(); });
  while (pool.waiting() != 0)
    std::this_thread::yield();
  release.set_value();
  stopper.join();
  CHECK(called.load() == 1);
  // A request after stop() is dropped too.
  pool.submit(make_request(bot::level::easy, 9), [&](bot_move) { ++called; });
  CHECK(pool.waiting() == 0);
  pool.stop();
  CHECK(called.load() == 1);
}

TEST_CASE("a search's time is its level's while the pool keeps up, and is shared out when bots "
          "queue, never under easy's") {
  using std::chrono::milliseconds;
  const auto easy = milliseconds(bot::budget_of(bot::level::easy).milliseconds);
  const auto normal = milliseconds(bot::budget_of(bot::level::normal).milliseconds);
  const auto hard = milliseconds(bot::budget_of(bot::level::hard).milliseconds);
  CHECK(search_budget(bot::level::normal, 0, 1) == normal);
  CHECK(search_budget(bot::level::hard, 0, 4) == hard);
  CHECK(search_budget(bot::level::hard, 1, 1) == hard / 2);
  CHECK(search_budget(bot::level::hard, 2, 2) == hard / 2);
  CHECK(search_budget(bot::level::normal, 3, 1) == normal / 4);
  CHECK(search_budget(bot::level::normal, 1000, 1) == easy);
  CHECK(search_budget(bot::level::easy, 1000, 1) == easy);
  CHECK(search_budget(bot::level::normal, 3, 0) == normal / 4); // at least one thread
}
