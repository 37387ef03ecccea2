// The end of a game: in a finished room a player's start proposes a rematch,
// and it begins once every connected human seat has accepted.
#include "games/options.hpp"
#include "server/rooms/room.hpp"
#include "tests/support/recording_participant.hpp"
#include "tests/support/room_fixture.hpp"
#include "tests/support/toy_game.hpp"

#include <doctest/doctest.h>

using namespace tavern;
using namespace tavern::server;
using tavern::testing::recording_participant;
using json = tavern::json;

namespace {

struct rematch_fixture : testing::room_fixture {
  std::unique_ptr<room> r;
  std::shared_ptr<recording_participant> ann = std::make_shared<recording_participant>();
  std::shared_ptr<recording_participant> bob = std::make_shared<recording_participant>();

  explicit rematch_fixture(int seats = 2, room_settings settings = {})
      : r(make(seats, json{{"target", 3}}, settings, std::chrono::milliseconds(0))) {}

  // Ann and Bob play the toy to its end: 2 + 1 reaches the target 3.
  void finish_a_game() {
    REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
    REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, nullptr));
    REQUIRE_FALSE(r->start(*ann, false, nullptr));
    REQUIRE_FALSE(
        r->act(*ann, protocol::action_request{json{{"type", "add"}, {"amount", 2}}, {}}, nullptr));
    REQUIRE_FALSE(
        r->act(*bob, protocol::action_request{json{{"type", "add"}, {"amount", 1}}, {}}, nullptr));
    REQUIRE(ann->document["room"]["status"] == "finished");
    REQUIRE(ann->document["room"]["rematch"].is_null());
  }
};

} // namespace

TEST_CASE("a rematch is proposed, shown to everyone, and starts when the other player accepts") {
  rematch_fixture f;
  f.finish_a_game();
  // Bob, who is not the host, proposes.
  REQUIRE_FALSE(f.r->start(*f.bob, false, 5, "hard"));
  CHECK(f.bob->last("ok")["id"] == 5);
  for (auto *p : {f.ann.get(), f.bob.get()}) {
    CHECK(p->document["room"]["status"] == "finished");
    CHECK(p->document["room"]["rematch"] == json{{"by", 1}, {"accepted", {1}}});
  }
  // Proposing twice changes nothing.
  REQUIRE_FALSE(f.r->start(*f.bob, false, nullptr));
  CHECK(f.ann->document["room"]["rematch"] == json{{"by", 1}, {"accepted", {1}}});

  // Ann accepts with her own options: the proposer's start is the one played.
  REQUIRE_FALSE(f.r->start(*f.ann, false, 6, "easy"));
  CHECK(f.ann->last("ok")["id"] == 6);
  for (auto *p : {f.ann.get(), f.bob.get()}) {
    CHECK(p->document["room"]["status"] == "playing");
    CHECK(p->document["room"]["rematch"].is_null());
    CHECK(p->document["room"]["botLevel"] == "hard");
    CHECK(p->document["log"].empty());
  }
}

TEST_CASE("a lone human restarts at once: the others are disconnected") {
  rematch_fixture f;
  f.finish_a_game();
  f.r->disconnect(*f.bob);
  REQUIRE_FALSE(f.r->start(*f.ann, false, nullptr));
  CHECK(f.ann->document["room"]["status"] == "playing");
  CHECK(f.ann->document["room"]["rematch"].is_null());
}

TEST_CASE("a lone human among bots restarts at once") {
  rematch_fixture f(3);
  REQUIRE_FALSE(f.r->create_seat_for_host(f.ann, "Ann", nullptr));
  REQUIRE_FALSE(f.r->start(*f.ann, true, nullptr));
  for (int i = 0; i < 50 && f.ann->document["room"]["status"] == "playing"; ++i) {
    if (!f.ann->document["actions"].empty())
      REQUIRE_FALSE(f.r->act(
          *f.ann, protocol::action_request{json{{"type", "add"}, {"amount", 1}}, {}}, nullptr));
    f.now += std::chrono::milliseconds(1);
    f.r->wake();
  }
  REQUIRE(f.ann->document["room"]["status"] == "finished");
  REQUIRE_FALSE(f.r->start(*f.ann, false, nullptr));
  CHECK(f.ann->document["room"]["status"] == "playing");
}

TEST_CASE("a proposal is dropped when its proposer leaves") {
  rematch_fixture f;
  f.finish_a_game();
  REQUIRE_FALSE(f.r->start(*f.ann, false, nullptr));
  CHECK(f.bob->document["room"]["rematch"]["by"] == 0);
  REQUIRE_FALSE(f.r->leave(*f.ann, nullptr));
  CHECK(f.bob->document["room"]["status"] == "finished");
  CHECK(f.bob->document["room"]["rematch"].is_null());
  // Bob, alone now, starts at once.
  REQUIRE_FALSE(f.r->start(*f.bob, false, nullptr));
  CHECK(f.bob->document["room"]["status"] == "playing");
}

TEST_CASE("the rematch starts when the only player yet to accept leaves") {
  rematch_fixture f(3);
  auto cal = std::make_shared<recording_participant>();
  REQUIRE_FALSE(f.r->create_seat_for_host(f.ann, "Ann", nullptr));
  REQUIRE_FALSE(f.r->join(f.bob, "Bob", std::nullopt, nullptr));
  REQUIRE_FALSE(f.r->join(cal, "Cal", std::nullopt, nullptr));
  REQUIRE_FALSE(f.r->start(*f.ann, false, nullptr));
  const json add = {{"type", "add"}, {"amount", 1}};
  for (auto *p : {f.ann.get(), f.bob.get(), cal.get()})
    REQUIRE_FALSE(f.r->act(*p, protocol::action_request{add, {}}, nullptr));
  REQUIRE(f.ann->document["room"]["status"] == "finished");

  REQUIRE_FALSE(f.r->start(*f.ann, false, nullptr));
  REQUIRE_FALSE(f.r->start(*cal, false, nullptr));
  CHECK(f.ann->document["room"]["rematch"] == json{{"by", 0}, {"accepted", {0, 2}}});
  CHECK(f.ann->document["room"]["status"] == "finished");
  REQUIRE_FALSE(f.r->leave(*f.bob, nullptr));
  CHECK(f.ann->document["room"]["status"] == "playing");
  CHECK(cal->document["room"]["rematch"].is_null());
}

TEST_CASE("a spectator cannot propose a rematch") {
  room_settings s;
  s.spectators = true;
  rematch_fixture f(2, s);
  f.finish_a_game();
  auto eve = std::make_shared<recording_participant>();
  REQUIRE_FALSE(f.r->spectate(eve, nullptr));
  const auto err = f.r->start(*eve, false, nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::not_host);
  CHECK(f.ann->document["room"]["rematch"].is_null());
}

TEST_CASE("in a waiting room only the host starts; a game in play cannot be restarted") {
  rematch_fixture f;
  REQUIRE_FALSE(f.r->create_seat_for_host(f.ann, "Ann", nullptr));
  REQUIRE_FALSE(f.r->join(f.bob, "Bob", std::nullopt, nullptr));
  auto err = f.r->start(*f.bob, false, nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::not_host);
  REQUIRE_FALSE(f.r->start(*f.ann, false, nullptr));
  err = f.r->start(*f.ann, false, nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::already_started);
}
