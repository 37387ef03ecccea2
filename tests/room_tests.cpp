// Rooms driven through the participant interface, with a manual clock: no
// sockets, no sleeping.
#include "games/options.hpp"
#include "server/rooms/room.hpp"
#include "tests/support/recording_participant.hpp"
#include "tests/support/room_fixture.hpp"
#include "tests/support/toy_game.hpp"

#include <doctest/doctest.h>

#include <algorithm>

using namespace tavern;
using namespace tavern::server;
using tavern::testing::recording_participant;
using tavern::testing::room_fixture;
using json = tavern::json;

namespace {

auto player() {
  return std::make_shared<recording_participant>();
}

json act(const char *type, int amount = 0) {
  json a = {{"type", type}};
  if (amount)
    a["amount"] = amount;
  return a;
}

protocol::action_request action_of(json a, std::optional<std::uint64_t> version = std::nullopt) {
  return protocol::action_request{std::move(a), version};
}

// What a fresh `sync` returns must equal what applying every patch built.
void check_in_sync(room &r, recording_participant &p) {
  // Taken before the sync: the reply replaces the tracked document.
  const json patched = p.document;
  const auto version = p.version;
  const auto before = p.messages.size();
  REQUIRE_FALSE(r.sync(p, 99).has_value());
  const json reply = p.messages.back();
  REQUIRE(p.messages.size() == before + 1);
  CHECK(reply["type"] == "state");
  CHECK(reply["id"] == 99);
  CHECK(reply["version"] == version);
  CHECK(reply["state"] == patched);
  CHECK_FALSE(p.version_gap);
}

} // namespace

TEST_CASE("create, join, spectate, start and play keep every viewer's document exact") {
  room_fixture f;
  auto r = f.make();
  auto ann = player(), bob = player(), eve = player();

  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", 1));
  CHECK(ann->messages[0]["type"] == "joined");
  CHECK(ann->messages[0]["id"] == 1);
  CHECK(ann->messages[0]["seat"] == 0);
  CHECK(ann->messages[0]["token"] == "token-0");
  CHECK(ann->messages[1]["type"] == "state");
  CHECK(ann->document["room"]["status"] == "waiting");
  CHECK(ann->document["room"]["host"] == 0);

  REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, 2));
  CHECK(bob->last("joined")["seat"] == 1);
  // Ann learns of Bob through a patch, not a new state.
  CHECK(ann->document["room"]["seats"][1]["name"] == "Bob");
  CHECK(ann->count("state") == 1);

  REQUIRE_FALSE(r->spectate(eve, 3));
  CHECK(eve->last("joined")["role"] == "spectator");
  CHECK_FALSE(eve->last("joined").contains("token"));
  CHECK(ann->document["room"]["spectators"] == 1);

  auto err = r->start(*bob, false, 4);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::not_host);

  REQUIRE_FALSE(r->start(*ann, false, 5));
  CHECK(ann->last("ok")["id"] == 5);
  CHECK(ann->document["room"]["status"] == "playing");
  CHECK(ann->document["room"]["awaiting"] == json::array({0}));
  CHECK(ann->document["actions"].size() == 3);
  CHECK(bob->document["actions"].empty());
  CHECK(eve->document["actions"].empty());
  CHECK(ann->document["game"].contains("secret"));
  CHECK_FALSE(eve->document["game"].contains("secret"));

  REQUIRE_FALSE(r->act(*ann, action_of(ann->document["actions"][2]), nullptr)); // peek
  REQUIRE_FALSE(r->act(*ann, action_of(act("add", 2)), nullptr));
  REQUIRE_FALSE(r->act(*bob, action_of(act("add", 1)), nullptr));
  CHECK(eve->document["game"]["counter"] == 3);

  for (auto *p : {ann.get(), bob.get(), eve.get()})
    check_in_sync(*r, *p);

  // The private log entry reached Ann alone; others saw the public one.
  CHECK(ann->document["log"][0]["text"].get<std::string>().rfind("{0} peeked:", 0) == 0);
  CHECK(bob->document["log"][0]["text"] == "{0} peeked");
  CHECK(eve->document["log"][0]["text"] == "{0} peeked");
  // A spectator never receives actions or a secret, in any frame.
  for (const auto &frame : eve->raw) {
    CHECK(frame.find("secret") == std::string::npos);
    CHECK(frame.find("peeked:") == std::string::npos);
    CHECK(frame.find("\"label\"") == std::string::npos);
  }
}

TEST_CASE("a room rebuilds only the parts of the views whose revisions moved") {
  room_fixture f;
  testing::toy_view_builds builds;
  f.toy = testing::make_toy_game(&builds);
  auto r = f.make(2, {{"target", 4}});
  auto ann = player(), bob = player(), eve = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", 1));
  REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, 2));
  REQUIRE_FALSE(r->spectate(eve, 3));
  REQUIRE_FALSE(r->start(*ann, false, 4));
  // A new game is built whole: the target once, a private view per class.
  CHECK(builds.target_section == 1);
  CHECK(builds.private_views == 3);

  REQUIRE_FALSE(r->act(*ann, action_of(act("add", 1)), nullptr));
  REQUIRE_FALSE(r->act(*bob, action_of(act("add", 1)), nullptr));
  REQUIRE_FALSE(r->act(*ann, action_of(act("add", 1)), nullptr));
  CHECK(builds.target_section == 1);
  CHECK(builds.private_views == 3);
  CHECK(eve->document["game"]["counter"] == 3);
  CHECK(eve->document["game"]["target"] == 4);
  CHECK(bob->document["game"].contains("secret"));

  // The end moves the private revisions: the secrets leave the views.
  REQUIRE_FALSE(r->act(*bob, action_of(act("add", 1)), nullptr));
  CHECK(builds.private_views == 6);
  CHECK(builds.target_section == 1);
  CHECK_FALSE(bob->document["game"].contains("secret"));
  CHECK(bob->document["game"]["secrets"].size() == 2);
  const std::pair<recording_participant *, int> viewers[] = {
      {ann.get(), 0}, {bob.get(), 1}, {eve.get(), games::spectator}};
  for (const auto &[p, viewer] : viewers) {
    check_in_sync(*r, *p);
    CHECK(p->document["game"] == r->current_match()->state().view(viewer));
  }
}

TEST_CASE("one change is a small patch, one per changed viewer class") {
  room_fixture f;
  auto r = f.make();
  auto ann = player(), bob = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, nullptr));
  REQUIRE_FALSE(r->start(*ann, false, nullptr));
  ann->clear();
  bob->clear();
  const auto serializations = f.stats.patch_serializations.load();

  REQUIRE_FALSE(r->act(*ann, action_of(act("add", 1)), nullptr));
  // Seats 0 and 1 changed, the (empty) spectator class changed too.
  CHECK(f.stats.patch_serializations.load() - serializations == 3);
  const json patch = bob->last("patch")["patch"];
  for (const auto &op : patch) {
    const std::string path = op["path"];
    CHECK(path != "");
    CHECK(path != "/game");
    CHECK(path != "/room");
    CHECK(path != "/log");
  }
  // counter, turn, awaiting/0, the offered actions (a new list replaces the
  // old one whole: smaller than an operation for each changed action), one log
  // entry.
  CHECK(patch.size() == 5);
  const auto offered = std::find_if(patch.begin(), patch.end(), [](const json &op) {
    return op["path"].get<std::string>().starts_with("/actions");
  });
  REQUIRE(offered != patch.end());
  CHECK((*offered)["op"] == "replace");
  CHECK((*offered)["path"] == "/actions");
  CHECK((*offered)["value"].size() == 3);
  CHECK(bob->raw.back().size() < 600);
}

TEST_CASE("bad moves are refused with their codes and change nothing") {
  room_fixture f;
  auto r = f.make();
  auto ann = player(), bob = player(), eve = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, nullptr));
  REQUIRE_FALSE(r->spectate(eve, nullptr));

  auto err = r->act(*ann, action_of(act("add", 1)), nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::not_started);

  REQUIRE_FALSE(r->start(*ann, false, nullptr));
  err = r->start(*ann, false, nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::already_started);

  const auto before = ann->document;
  const auto version = ann->version;
  err = r->act(*bob, action_of(act("add", 1)), nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::not_your_turn);
  err = r->act(*ann, action_of(act("add", 3)), nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::illegal_action);
  err = r->act(*ann, action_of(json{{"type", "add"}, {"amount", "1"}}), nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::illegal_action);
  err = r->act(*eve, action_of(act("add", 1)), nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::not_your_turn);
  CHECK(ann->document == before);
  CHECK(ann->version == version);

  // A stale version is refused only when the sender's actions changed since.
  const auto ann_version = ann->version;
  REQUIRE_FALSE(r->act(*ann, action_of(act("add", 1), ann_version), nullptr));
  REQUIRE_FALSE(r->act(*bob, action_of(act("add", 1)), nullptr));
  err = r->act(*ann, action_of(act("add", 1), ann_version), nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::stale_version);
  REQUIRE_FALSE(r->act(*ann, action_of(act("add", 1), ann->version), nullptr));
}

TEST_CASE("seats fill, overflow, and spectators can be refused") {
  room_fixture f;
  room_settings no_watchers;
  no_watchers.spectators = false;
  auto r = f.make(2, json::object(), no_watchers);
  auto ann = player(), bob = player(), cid = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  auto err = r->join(bob, "Bob", 0, nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::room_full);
  err = r->join(bob, "Bob", 5, nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::bad_message);
  REQUIRE_FALSE(r->join(bob, "Bob", 1, nullptr));
  err = r->join(cid, "Cid", std::nullopt, nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::room_full);
  err = r->spectate(cid, nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::spectators_disabled);
  err = r->join(ann, "Ann", std::nullopt, nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::already_in_room);
  CHECK(cid->messages.empty());
}

TEST_CASE("start needs every seat taken unless bots fill them; bots play their seat") {
  room_fixture f;
  auto r = f.make(3);
  auto ann = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  auto err = r->start(*ann, false, nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::seats_not_filled);
  REQUIRE_FALSE(r->start(*ann, true, nullptr));
  CHECK(ann->document["room"]["seats"][1]["bot"] == true);
  CHECK(ann->document["room"]["seats"][2]["bot"] == true);

  REQUIRE_FALSE(r->act(*ann, action_of(act("add", 1)), nullptr));
  CHECK(ann->document["room"]["awaiting"] == json::array({1}));
  // The bot waits for its delay, then moves.
  f.advance(std::chrono::milliseconds(100), *r);
  CHECK(ann->document["room"]["awaiting"] == json::array({1}));
  f.advance(std::chrono::milliseconds(500), *r);
  CHECK(ann->document["log"].size() == 2); // Ann's move and the bot's
  // A bot may peek (its turn goes on), so give both bots a few delays.
  for (int i = 0; i < 40 && ann->document["room"]["awaiting"] != json::array({0}); ++i)
    f.advance(std::chrono::milliseconds(500), *r);
  CHECK(ann->document["room"]["awaiting"] == json::array({0}));
  CHECK(ann->document["log"].size() >= 3);
  check_in_sync(*r, *ann);
}

TEST_CASE("a bot-only table plays to the end and the host can start a rematch") {
  room_fixture f;
  auto r = f.make(2, json{{"target", 5}}, {}, std::chrono::milliseconds(0));
  auto ann = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->start(*ann, true, nullptr));
  // Ann adds 2 each turn; the bot answers at once.
  for (int i = 0; i < 20 && ann->document["room"]["status"] == "playing"; ++i) {
    if (!ann->document["actions"].empty())
      REQUIRE_FALSE(r->act(*ann, action_of(act("add", 2)), nullptr));
    f.advance(std::chrono::milliseconds(1), *r);
  }
  CHECK(ann->document["room"]["status"] == "finished");
  CHECK(ann->document.contains("result"));
  CHECK(ann->document["actions"].empty());
  CHECK(ann->document["game"].contains("secrets")); // everything public at the end
  const auto log_size = ann->document["log"].size();
  CHECK(log_size > 0);

  REQUIRE_FALSE(r->start(*ann, false, nullptr));
  CHECK(ann->document["room"]["status"] == "playing");
  CHECK(ann->document["log"].empty());
  CHECK_FALSE(ann->document.contains("result"));
  check_in_sync(*r, *ann);
}

TEST_CASE("turn clock: a deadline is shown, and the default move is played when it runs out") {
  room_fixture f;
  room_settings clocked;
  clocked.turn_seconds = 30;
  auto r = f.make(2, json::object(), clocked);
  auto ann = player(), bob = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, nullptr));
  REQUIRE_FALSE(r->start(*ann, false, nullptr));
  const auto start_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(f.now.time_since_epoch()).count();
  CHECK(bob->document["room"]["clock"]["seats"] == json::array({0}));
  CHECK(bob->document["room"]["clock"]["deadline"] == start_ms + 30000);
  REQUIRE(r->next_wakeup());

  f.advance(std::chrono::seconds(29), *r);
  CHECK(bob->document["game"]["counter"] == 0);
  f.advance(std::chrono::seconds(2), *r);
  CHECK(bob->document["game"]["counter"] == 1); // default: the first legal action, add 1
  CHECK(bob->document["room"]["clock"]["seats"] == json::array({1}));
  check_in_sync(*r, *bob);
}

TEST_CASE("simultaneous choices: each seat answers alone; others see only that it answered") {
  room_fixture f;
  auto r = f.make(2, json{{"simultaneous", true}});
  auto ann = player(), bob = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, nullptr));
  REQUIRE_FALSE(r->start(*ann, false, nullptr));
  CHECK(ann->document["room"]["awaiting"] == json::array({0, 1}));
  REQUIRE_FALSE(r->act(*bob, action_of(json{{"type", "colour"}, {"colour", "blue"}}), nullptr));
  CHECK(ann->document["room"]["awaiting"] == json::array({0}));
  CHECK(ann->document["game"]["chosen"]["1"] == true);
  for (const auto &frame : ann->raw)
    CHECK(frame.find("blue\"}") == std::string::npos);
}

TEST_CASE(
    "an engine timeout restarts for every awaited seat when the engine opens a new decision") {
  room_fixture f;
  auto r = f.make(3, json{{"simultaneous", true}, {"choiceSeconds", 5}});
  auto ann = player(), bob = player(), cid = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, nullptr));
  REQUIRE_FALSE(r->join(cid, "Cid", std::nullopt, nullptr));
  REQUIRE_FALSE(r->start(*ann, false, nullptr));
  const auto start_ms = ann->document["room"]["clock"]["deadline"].get<std::int64_t>();
  CHECK(ann->document["room"]["clock"]["seats"] == json::array({0, 1, 2}));

  f.now += std::chrono::seconds(3);
  REQUIRE_FALSE(r->act(*ann, action_of(json{{"type", "colour"}, {"colour", "red"}}), nullptr));
  // Ann's choice opened a new decision: Bob and Cid have 5 s from now, not 2.
  CHECK(ann->document["room"]["clock"]["deadline"].get<std::int64_t>() == start_ms + 3000);
  f.advance(std::chrono::milliseconds(3000), *r);
  CHECK(ann->document["room"]["awaiting"] == json::array({1, 2}));
  f.advance(std::chrono::milliseconds(2100), *r);
  // Bob's and Cid's time ran out together; Bob's default choice, played
  // first, is a choice too and gives Cid 5 s more.
  CHECK(ann->document["room"]["awaiting"] == json::array({2}));
  CHECK(ann->document["game"]["chosen"]["1"] == true);
  f.advance(std::chrono::milliseconds(4800), *r);
  CHECK(ann->document["room"]["awaiting"] == json::array({2}));
  f.advance(std::chrono::milliseconds(300), *r);
  CHECK(ann->document["room"]["awaiting"] == json::array({0}));
  CHECK(ann->document["game"]["chosen"]["2"] == true);
}

TEST_CASE("resume: a disconnected player gets his seat back; a second resume replaces the first") {
  room_fixture f;
  auto r = f.make();
  auto ann = player(), bob = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, nullptr));
  REQUIRE_FALSE(r->start(*ann, false, nullptr));
  REQUIRE_FALSE(r->act(*ann, action_of(act("add", 2)), nullptr));
  const std::string bob_token = bob->last("joined")["token"];

  r->disconnect(*bob);
  CHECK(ann->document["room"]["seats"][1]["connected"] == false);

  auto stranger = player();
  auto err = r->resume(stranger, "token-999", nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::bad_token);

  auto bob_again = player();
  REQUIRE_FALSE(r->resume(bob_again, bob_token, 8));
  CHECK(bob_again->messages[0]["type"] == "joined");
  CHECK(bob_again->messages[0]["seat"] == 1);
  CHECK(bob_again->document["game"]["counter"] == 2);
  CHECK(bob_again->document["actions"].size() == 3);
  CHECK(ann->document["room"]["seats"][1]["connected"] == true);
  REQUIRE_FALSE(r->act(*bob_again, action_of(act("add", 1)), nullptr));

  auto bob_third = player();
  REQUIRE_FALSE(r->resume(bob_third, bob_token, nullptr));
  CHECK(bob_again->last("error")["code"] == "replaced");
  CHECK(bob_again->closed_with == 1008);
  err = r->act(*bob_again, action_of(act("add", 1)), nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::not_in_room);
  check_in_sync(*r, *bob_third);
}

TEST_CASE("an absent player is played by a bot until he resumes") {
  room_fixture f;
  room_settings s;
  s.absent_seconds = 60;
  auto r = f.make(2, json::object(), s, std::chrono::milliseconds(0));
  auto ann = player(), bob = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, nullptr));
  REQUIRE_FALSE(r->start(*ann, false, nullptr));
  REQUIRE_FALSE(r->act(*ann, action_of(act("add", 1)), nullptr));
  r->disconnect(*bob);
  f.advance(std::chrono::seconds(59), *r);
  CHECK(ann->document["room"]["awaiting"] == json::array({1}));
  f.advance(std::chrono::seconds(2), *r);
  CHECK(ann->document["room"]["seats"][1]["absent"] == true);
  f.advance(std::chrono::milliseconds(1), *r);
  CHECK(ann->document["room"]["awaiting"] == json::array({0}));
}

TEST_CASE("leaving while waiting frees the seat and passes the host role") {
  room_fixture f;
  auto r = f.make(3);
  auto ann = player(), bob = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, nullptr));
  REQUIRE_FALSE(r->leave(*ann, 4));
  CHECK(ann->last("ok")["id"] == 4);
  CHECK(bob->document["room"]["host"] == 1);
  CHECK(bob->document["room"]["seats"][0]["name"].is_null());
  auto cid = player();
  REQUIRE_FALSE(r->join(cid, "Cid", std::nullopt, nullptr));
  CHECK(cid->last("joined")["seat"] == 0);
  auto err = r->leave(*ann, nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::not_in_room);
}

TEST_CASE("a room with nobody connected expires after the configured time") {
  room_fixture f;
  auto r = f.make();
  auto ann = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  r->disconnect(*ann);
  f.advance(std::chrono::minutes(29), *r);
  CHECK_FALSE(r->expired());
  f.advance(std::chrono::minutes(2), *r);
  CHECK(r->expired());
}

TEST_CASE("chat reaches the whole room, and can be switched off") {
  room_fixture f;
  auto r = f.make();
  auto ann = player(), eve = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->spectate(eve, nullptr));
  REQUIRE_FALSE(r->chat(*eve, "hello", nullptr));
  CHECK(ann->last("chat")["from"] == "spectator");
  CHECK(ann->last("chat")["text"] == "hello");

  room_settings quiet;
  quiet.chat = false;
  auto r2 = f.make(2, json::object(), quiet);
  auto bob = player();
  REQUIRE_FALSE(r2->create_seat_for_host(bob, "Bob", nullptr));
  auto err = r2->chat(*bob, "hello", nullptr);
  REQUIRE(err);
  CHECK(err->code == protocol::error_code::chat_disabled);
}

TEST_CASE("whoever enters reads the room's last chat lines, after the state, oldest first") {
  room_fixture f;
  auto r = f.make();
  auto ann = player(), eve = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->spectate(eve, nullptr));
  for (int i = 0; i < 60; ++i)
    REQUIRE_FALSE(r->chat(*ann, "line " + std::to_string(i), nullptr));
  const std::string token = ann->last("joined")["token"];
  // A reload: the old connection goes, a new one resumes the seat.
  r->disconnect(*ann);
  auto reloaded = player();
  REQUIRE_FALSE(r->resume(reloaded, token, nullptr));
  std::vector<std::string> lines;
  std::size_t state_at = 0;
  for (std::size_t i = 0; i < reloaded->messages.size(); ++i) {
    const auto &m = reloaded->messages[i];
    if (m["type"] == "state")
      state_at = i;
    if (m["type"] == "chat") {
      CHECK(i > state_at);
      lines.push_back(m["text"]);
    }
  }
  // The last 50, in the order they were said.
  REQUIRE(lines.size() == 50);
  CHECK(lines.front() == "line 10");
  CHECK(lines.back() == "line 59");
  // A late spectator reads them too.
  auto late = player();
  REQUIRE_FALSE(r->spectate(late, nullptr));
  CHECK(late->count("chat") == 50);
}

TEST_CASE("two players of one table cannot have the same name, and bots keep out of the way") {
  room_fixture f;
  auto r = f.make(3);
  auto ann = player(), twin = player(), shouting = player(), bob = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  for (auto &[who, name] : {std::pair{twin, "Ann"}, std::pair{shouting, " ANN "}}) {
    const auto err = r->join(who, name, std::nullopt, 5);
    REQUIRE(err);
    CHECK(err->code == protocol::error_code::name_taken);
    CHECK(err->message.find("choose another name") != std::string::npos);
    // Refused: nothing sent, nothing changed.
    CHECK(who->messages.empty());
  }
  CHECK(ann->document["room"]["seats"][1]["name"].is_null());
  // "Anne" is another name; so is a player who calls himself "Bot 3".
  REQUIRE_FALSE(r->join(bob, "Bot 3", std::nullopt, 6));
  REQUIRE_FALSE(r->start(*ann, true, 7));
  const auto &seats = ann->document["room"]["seats"];
  CHECK(seats[1]["name"] == "Bot 3");
  CHECK(seats[2]["name"] == "Bot 3'");
  // A seat freed in a waiting room frees its name.
  auto r2 = f.make(2);
  auto cat = player(), cat2 = player();
  REQUIRE_FALSE(r2->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r2->join(cat, "Cat", std::nullopt, 1));
  REQUIRE_FALSE(r2->leave(*cat, 2));
  CHECK_FALSE(r2->join(cat2, "cat", std::nullopt, 3));
}

TEST_CASE("a host away for absentSeconds hands the host role to a connected player") {
  room_fixture f;
  room_settings s;
  s.absent_seconds = 60;
  auto r = f.make(3, json::object(), s);
  auto ann = player(), bob = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, nullptr));
  r->disconnect(*ann);
  f.advance(std::chrono::seconds(30), *r);
  CHECK(bob->document["room"]["host"] == 0);
  f.advance(std::chrono::seconds(31), *r);
  CHECK(bob->document["room"]["host"] == 1);
  REQUIRE_FALSE(r->start(*bob, true, nullptr));
}

TEST_CASE("a waiting room whose host left with nobody to take over settles: the absence is "
          "handled once, and the next player to come becomes host") {
  room_fixture f;
  room_settings s;
  s.absent_seconds = 2;
  auto r = f.make(3, json::object(), s);
  auto ann = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  r->disconnect(*ann);
  REQUIRE(r->next_wakeup());
  CHECK(r->next_wakeup()->what == wakeup::source::absence);
  f.advance(std::chrono::seconds(3), *r);
  // Before, the host's absence stayed due: the timer fired at once, forever.
  const auto next = r->next_wakeup();
  REQUIRE(next);
  CHECK(next->what == wakeup::source::expiry);
  CHECK(next->at > f.now);
  const auto report = r->wake();
  CHECK_FALSE(report.changed);

  auto bob = player();
  REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, nullptr));
  CHECK(bob->document["room"]["host"] == 1);
  CHECK(bob->document["room"]["seats"][0]["absent"] == true);
  REQUIRE_FALSE(r->start(*bob, true, nullptr));
  // Ann's seat, away, is played by a bot.
  CHECK(bob->document["room"]["seats"][0]["absent"] == true);
}

TEST_CASE("a finished game whose players are all gone settles, and the first back is host") {
  room_fixture f;
  room_settings s;
  s.absent_seconds = 5;
  auto r = f.make(2, json{{"target", 3}}, s, std::chrono::milliseconds(0));
  auto ann = player(), bob = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, nullptr));
  REQUIRE_FALSE(r->start(*ann, false, nullptr));
  REQUIRE_FALSE(r->act(*ann, action_of(act("add", 2)), nullptr));
  REQUIRE_FALSE(r->act(*bob, action_of(act("add", 1)), nullptr));
  CHECK(ann->document["room"]["status"] == "finished");
  const std::string bob_token = bob->last("joined")["token"];
  r->disconnect(*ann);
  r->disconnect(*bob);
  f.advance(std::chrono::seconds(6), *r);
  const auto next = r->next_wakeup();
  REQUIRE(next);
  CHECK(next->what == wakeup::source::expiry);
  auto bob_again = player();
  REQUIRE_FALSE(r->resume(bob_again, bob_token, nullptr));
  CHECK(bob_again->document["room"]["host"] == 1);
  REQUIRE_FALSE(r->start(*bob_again, false, nullptr)); // a rematch
}

TEST_CASE("a game with no player connected stands still; the first player back finds its clocks "
          "started afresh") {
  room_fixture f;
  room_settings s;
  s.turn_seconds = 30;
  s.absent_seconds = 60;
  auto r = f.make(3, json::object(), s);
  auto ann = player(), bob = player(), eve = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->join(bob, "Bob", std::nullopt, nullptr));
  REQUIRE_FALSE(r->start(*ann, true, nullptr)); // seat 2 is a bot
  REQUIRE_FALSE(r->spectate(eve, nullptr));
  const std::string ann_token = ann->last("joined")["token"];
  const std::string bob_token = bob->last("joined")["token"];
  REQUIRE_FALSE(r->act(*ann, action_of(act("add", 1)), nullptr));
  CHECK(eve->document["room"]["awaiting"] == json::array({1}));

  r->disconnect(*bob);
  f.advance(std::chrono::seconds(10), *r);
  r->disconnect(*ann);
  // Nobody at the table: the clock is gone from the document, and two hours
  // pass without a move (the spectator keeps the room from expiring, not
  // the game going).
  CHECK(eve->document["room"]["clock"].is_null());
  const auto played = r->current_match()->history().size();
  CHECK_FALSE(r->next_wakeup());
  f.advance(std::chrono::hours(2), *r);
  CHECK(r->current_match()->history().size() == played);
  CHECK(eve->document["room"]["seats"][0]["absent"] == false);
  CHECK(eve->document["room"]["seats"][1]["absent"] == false);

  // Ann comes back: Bob, still awaited, has his full 30 s from now, and his
  // 60 s of absence start again too.
  auto ann_again = player();
  REQUIRE_FALSE(r->resume(ann_again, ann_token, nullptr));
  const auto back_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(f.now.time_since_epoch()).count();
  CHECK(ann_again->document["room"]["clock"]["seats"] == json::array({1}));
  CHECK(ann_again->document["room"]["clock"]["deadline"] == back_ms + 30000);
  f.advance(std::chrono::seconds(29), *r);
  CHECK(r->current_match()->history().size() == played);
  f.advance(std::chrono::seconds(2), *r); // Bob's clock runs out: his default move
  CHECK(r->current_match()->history().size() == played + 1);
  CHECK(eve->document["room"]["seats"][1]["absent"] == false);
  f.advance(std::chrono::seconds(30), *r);
  CHECK(eve->document["room"]["seats"][1]["absent"] == true);
  check_in_sync(*r, *ann_again);
  check_in_sync(*r, *eve);
}

TEST_CASE("bots stop with the last player and carry on when one resumes") {
  room_fixture f;
  auto r = f.make(2, json::object(), {}, std::chrono::milliseconds(500));
  auto ann = player();
  REQUIRE_FALSE(r->create_seat_for_host(ann, "Ann", nullptr));
  REQUIRE_FALSE(r->start(*ann, true, nullptr));
  const std::string token = ann->last("joined")["token"];
  REQUIRE_FALSE(r->act(*ann, action_of(act("add", 1)), nullptr));
  CHECK(ann->document["room"]["awaiting"] == json::array({1})); // the bot's turn
  r->disconnect(*ann);
  const auto played = r->current_match()->history().size();
  f.advance(std::chrono::minutes(10), *r);
  CHECK(r->current_match()->history().size() == played);
  auto again = player();
  REQUIRE_FALSE(r->resume(again, token, nullptr));
  f.advance(std::chrono::milliseconds(400), *r);
  CHECK(r->current_match()->history().size() == played);
  f.advance(std::chrono::milliseconds(100), *r);
  CHECK(r->current_match()->history().size() > played);
}
