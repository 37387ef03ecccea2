// The server over real sockets: HTTP, and the WebSocket protocol driven by
// Beast clients, with the toy game registered.
#include "server/net/server_app.hpp"
#include "tests/support/toy_game.hpp"
#include "tests/support/ws_test_client.hpp"

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/http.hpp>
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <thread>

using namespace tavern;
using tavern::testing::ws_test_client;
using json = tavern::json;
namespace fs = std::filesystem;
namespace beast = boost::beast;
namespace http = beast::http;
namespace net = boost::asio;

namespace {

// A server on an ephemeral port, its web root a temporary folder with a
// secret file beside it that must never be served.
class running_server {
public:
  explicit running_server(server::config cfg = make_config()) {
    games_.add(testing::make_toy_game());
    base_ = fs::temp_directory_path() / ("tavern-test-" + std::to_string(::getpid()) + "-" +
                                         std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    fs::create_directories(base_ / "web" / "js");
    std::ofstream(base_ / "web" / "index.html") << "<!doctype html><title>tavern</title>";
    std::ofstream(base_ / "web" / "js" / "app.js") << "export const x = 1;";
    std::ofstream(base_ / "secret.txt") << "do not serve";
    app_ = std::make_unique<server::server_app>(cfg, games_, base_ / "web");
    REQUIRE(app_->open());
    thread_ = std::thread([this] { app_->run(); });
  }
  ~running_server() {
    stop();
    fs::remove_all(base_);
  }
  void stop() {
    if (thread_.joinable()) {
      app_->request_stop();
      thread_.join();
    }
  }
  static server::config make_config() {
    server::config cfg;
    cfg.host = "127.0.0.1";
    cfg.port = 0;
    cfg.threads = 2;
    cfg.bot_delay_ms = 0;
    cfg.messages_per_second = 1000;
    cfg.message_burst = 1000;
    return cfg;
  }
  std::uint16_t port() const { return app_->port(); }
  server::metrics &stats() { return app_->stats(); }

private:
  games::registry games_;
  fs::path base_;
  std::unique_ptr<server::server_app> app_;
  std::thread thread_;
};

http::response<http::string_body> http_get(std::uint16_t port, const std::string &target,
                                           http::verb verb = http::verb::get) {
  net::io_context ioc;
  beast::tcp_stream stream(ioc);
  stream.connect(net::ip::tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  http::request<http::empty_body> req{verb, target, 11};
  req.set(http::field::host, "127.0.0.1");
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.skip(verb == http::verb::head); // a HEAD response announces a body it does not send
  http::read(stream, buffer, parser);
  return parser.release();
}

// Ann creates a two-seat toy room and Bob joins it.
struct two_players {
  ws_test_client ann, bob;
  std::string code;
  explicit two_players(std::uint16_t port, json options = json::object()) : ann(port), bob(port) {
    REQUIRE(ann.connected());
    const json joined = ann.request(
        {{"type", "create"}, {"game", "toy"}, {"seats", 2}, {"name", "Ann"}, {"options", options}});
    REQUIRE(joined["type"] == "joined");
    code = joined["room"];
    REQUIRE(ann.read_until("state"));
    REQUIRE(bob.request({{"type", "join"}, {"room", code}, {"name", "Bob"}})["type"] == "joined");
    REQUIRE(bob.read_until("state"));
  }
  void start() {
    REQUIRE(ann.request({{"type", "start"}})["type"] == "ok");
    bob.drain();
  }
};

json offered(const ws_test_client &c, std::size_t i = 0) {
  return c.document["actions"][i];
}

} // namespace

TEST_CASE("HTTP: the client's files with their types, /healthz, /metrics, and 404s") {
  running_server s;
  auto res = http_get(s.port(), "/");
  CHECK(res.result() == http::status::ok);
  CHECK(res[http::field::content_type] == "text/html; charset=utf-8");
  CHECK(res.body().find("tavern") != std::string::npos);
  res = http_get(s.port(), "/?room=ABCD");
  CHECK(res.result() == http::status::ok);
  res = http_get(s.port(), "/js/app.js");
  CHECK(res[http::field::content_type] == "text/javascript; charset=utf-8");
  CHECK(http_get(s.port(), "/js/app.js", http::verb::head).body().empty());
  CHECK(http_get(s.port(), "/nope.html").result() == http::status::not_found);
  for (const char *escape : {"/../secret.txt", "/js/../../secret.txt", "/%2e%2e/secret.txt",
                             "/..%2fsecret.txt", "/js/..%5c..%5csecret.txt", "/%00", "/.hidden"}) {
    const auto r = http_get(s.port(), escape);
    CHECK_MESSAGE(r.result() == http::status::not_found, escape);
    CHECK(r.body().find("do not serve") == std::string::npos);
  }
  res = http_get(s.port(), "/healthz");
  CHECK(res.result() == http::status::ok);
  CHECK(res.body() == "ok\n");
  CHECK(http_get(s.port(), "/", http::verb::post).result() == http::status::method_not_allowed);

  ws_test_client c(s.port());
  REQUIRE(c.request({{"type", "create"}, {"game", "toy"}, {"seats", 2}, {"name", "Ann"}})["type"] ==
          "joined");
  c.request({{"type", "dance"}});
  res = http_get(s.port(), "/metrics");
  CHECK(res.result() == http::status::ok);
  CHECK(res.body().find("tavern_connections 1") != std::string::npos);
  CHECK(res.body().find("tavern_rooms{game=\"toy\",status=\"waiting\"} 1") != std::string::npos);
  CHECK(res.body().find("tavern_errors_total{code=\"unknown_type\"} 1") != std::string::npos);
  CHECK(res.body().find("tavern_action_latency_seconds_bucket{le=\"+Inf\"}") != std::string::npos);
  CHECK(res.body().find("tavern_messages_in_total") != std::string::npos);
}

TEST_CASE("create, join, spectate, start and play over the socket; patches equal a fresh sync") {
  running_server s;
  two_players t(s.port());
  ws_test_client eve(s.port());
  const json games = eve.request({{"type", "games"}});
  CHECK(games["protocol"] == 1);
  CHECK(games["games"][0]["id"] == "toy");
  CHECK(games["roomSettings"].size() == 7);

  const json watching = eve.request({{"type", "spectate"}, {"room", t.code}});
  CHECK(watching["role"] == "spectator");
  REQUIRE(eve.read_until("state"));
  t.start();
  eve.drain();
  CHECK(t.ann.document["room"]["status"] == "playing");

  for (int turn = 0; turn < 4; ++turn) {
    auto &mover = turn % 2 == 0 ? t.ann : t.bob;
    const json reply = mover.request(
        {{"type", "action"}, {"action", offered(mover, 1)}, {"version", mover.version}});
    REQUIRE(reply["type"] == "ok");
    t.ann.drain(std::chrono::milliseconds(50));
    t.bob.drain(std::chrono::milliseconds(50));
    eve.drain(std::chrono::milliseconds(50));
  }
  CHECK(eve.document["game"]["counter"] == 8);
  for (auto *c : {&t.ann, &t.bob, &eve}) {
    // Taken before the sync: its reply replaces the tracked document.
    const json patched = c->document;
    const auto version = c->version;
    const json fresh = c->request({{"type", "sync"}});
    CHECK(fresh["version"] == version);
    CHECK(fresh["state"] == patched);
    CHECK_FALSE(c->version_gap);
  }
  CHECK(eve.document["actions"].empty());
  for (const auto &frame : eve.frames) {
    CHECK(frame.find("\"secret\"") == std::string::npos);
    CHECK(frame.find("\"label\"") == std::string::npos);
  }
}

TEST_CASE("every bad input gets its error and the connection keeps working") {
  running_server s;
  two_players t(s.port());
  ws_test_client other(s.port());
  auto error_for = [](ws_test_client &c, const std::string &frame) {
    c.send_raw(frame);
    auto m = c.read_until("error");
    REQUIRE(m);
    return (*m)["code"].get<std::string>();
  };
  CHECK(error_for(other, "{not json") == "bad_json");
  CHECK(error_for(other, "[1]") == "bad_message");
  CHECK(error_for(other, R"({"type":"fly"})") == "unknown_type");
  CHECK(error_for(other, R"({"type":"join","room":"ABCD"})") == "bad_message");
  CHECK(error_for(other, R"({"type":"join","room":5,"name":"X"})") == "bad_message");
  CHECK(error_for(other, R"({"type":"create","game":"chess","seats":2,"name":"X"})") ==
        "unknown_game");
  CHECK(error_for(other, R"({"type":"create","game":"toy","seats":9,"name":"X"})") ==
        "bad_options");
  CHECK(
      error_for(other,
                R"({"type":"create","game":"toy","seats":2,"name":"X","options":{"target":0}})") ==
      "bad_options");
  CHECK(error_for(
            other,
            R"({"type":"create","game":"toy","seats":2,"name":"X","room":{"turnSeconds":-1}})") ==
        "bad_options");
  CHECK(error_for(other, R"({"type":"join","room":"ZZZZ","name":"X"})") == "unknown_room");
  CHECK(error_for(other, R"({"type":"join","room":")" + t.code + R"(","name":"X"})") ==
        "room_full");
  CHECK(error_for(other, R"({"type":"resume","room":")" + t.code + R"(","token":"nope"})") ==
        "bad_token");
  CHECK(error_for(other, R"({"type":"action","action":{"type":"add","amount":1}})") ==
        "not_in_room");
  CHECK(error_for(other, R"({"type":"sync"})") == "not_in_room");
  CHECK(error_for(t.bob, R"({"type":"start"})") == "not_host");
  CHECK(error_for(t.ann, R"({"type":"action","action":{"type":"add","amount":1}})") ==
        "not_started");
  CHECK(error_for(t.ann, R"({"type":"join","room":")" + t.code + R"(","name":"Ann"})") ==
        "already_in_room");
  t.start();
  t.ann.drain();
  CHECK(error_for(t.ann, R"({"type":"start"})") == "already_started");
  CHECK(error_for(t.bob, R"({"type":"action","action":{"type":"add","amount":1}})") ==
        "not_your_turn");
  CHECK(error_for(t.ann, R"({"type":"action","action":{"type":"add","amount":7}})") ==
        "illegal_action");
  const auto stale = t.ann.version;
  REQUIRE(t.ann.request({{"type", "action"}, {"action", offered(t.ann)}})["type"] == "ok");
  REQUIRE(t.bob.read_until("patch"));
  t.bob.drain();
  REQUIRE(t.bob.request({{"type", "action"}, {"action", offered(t.bob)}})["type"] == "ok");
  t.ann.drain();
  CHECK(error_for(t.ann, R"({"type":"action","action":{"type":"add","amount":1},"version":)" +
                             std::to_string(stale) + "}") == "stale_version");
  // Still working: a ping gets its pong, and the game goes on.
  CHECK(other.request({{"type", "ping"}})["type"] == "pong");
  CHECK(t.ann.request({{"type", "action"}, {"action", offered(t.ann)}})["type"] == "ok");
  t.bob.send_raw("{\"type\":\"ping\"}", /*binary=*/true);
  CHECK(t.bob.read_until("error").value()["code"] == "bad_json");
}

TEST_CASE("bots at a chosen level play a game out over the socket, searched on the bot pool") {
  auto cfg = running_server::make_config();
  cfg.bot_threads = 1;
  running_server s(cfg);
  ws_test_client ann(s.port());
  const json joined = ann.request({{"type", "create"},
                                   {"game", "toy"},
                                   {"seats", 2},
                                   {"name", "Ann"},
                                   {"options", {{"target", 3}}}});
  REQUIRE(joined["type"] == "joined");
  REQUIRE(ann.read_until("state"));
  ann.send_raw(R"({"type":"start","bots":true,"botLevel":"genius"})");
  const auto refused = ann.read_until("error");
  REQUIRE(refused);
  CHECK((*refused)["code"] == "bad_message");
  CHECK(ann.document["room"]["status"] == "waiting");
  REQUIRE(ann.request({{"type", "start"}, {"bots", true}, {"botLevel", "easy"}})["type"] == "ok");
  CHECK(ann.document["room"]["botLevel"] == "easy");
  for (int i = 0; i < 400 && ann.document["room"]["status"] == "playing"; ++i) {
    if (ann.document["actions"].empty())
      ann.drain(std::chrono::milliseconds(20));
    else
      REQUIRE(ann.request({{"type", "action"}, {"action", offered(ann)}})["type"] == "ok");
  }
  CHECK(ann.document["room"]["status"] == "finished");
  CHECK(ann.document["game"]["counter"] == 3);
  CHECK(ann.document["room"]["seats"][1]["bot"] == true);
}

TEST_CASE("an oversized frame closes only its sender with 1009; the room plays on") {
  running_server s;
  two_players t(s.port());
  ws_test_client eve(s.port());
  REQUIRE(eve.request({{"type", "spectate"}, {"room", t.code}})["type"] == "joined");
  t.start();
  eve.send_raw(std::string(17 * 1024, 'x'));
  eve.drain(std::chrono::milliseconds(500));
  CHECK(eve.closed());
  CHECK(eve.close_code() == 1009);
  CHECK(t.ann.request({{"type", "action"}, {"action", offered(t.ann)}})["type"] == "ok");
  REQUIRE(t.bob.read_until("patch"));
  t.bob.drain();
  CHECK(t.bob.request({{"type", "action"}, {"action", offered(t.bob)}})["type"] == "ok");
}

TEST_CASE("a flood gets rate_limited errors, then a 1008 close; the other player plays on") {
  auto cfg = running_server::make_config();
  cfg.messages_per_second = 5;
  cfg.message_burst = 10;
  cfg.rate_violations_before_close = 5;
  running_server s(cfg);
  two_players t(s.port());
  t.start();
  for (int i = 0; i < 40; ++i)
    t.bob.send({{"type", "ping"}});
  int rate_limited = 0;
  while (auto m = t.bob.read(std::chrono::milliseconds(500)))
    rate_limited += (*m)["type"] == "error" && (*m)["code"] == "rate_limited";
  CHECK(rate_limited >= 1);
  CHECK(t.bob.closed());
  CHECK(t.bob.close_code() == 1008);
  CHECK(t.ann.request({{"type", "action"}, {"action", offered(t.ann)}})["type"] == "ok");
}

TEST_CASE("a client that stops reading is disconnected instead of growing memory") {
  auto cfg = running_server::make_config();
  cfg.send_queue_max_kib = 64;
  cfg.messages_per_second = 100000;
  cfg.message_burst = 100000;
  running_server s(cfg);
  two_players t(s.port());
  ws_test_client lazy(s.port());
  lazy.shrink_receive_buffer(4096);
  REQUIRE(lazy.request({{"type", "spectate"}, {"room", t.code}})["type"] == "joined");
  // Ask for full states again and again without ever reading one.
  for (int i = 0; i < 30000 && s.stats().slow_consumers_dropped.load() == 0; ++i)
    lazy.send({{"type", "sync"}});
  // The server may still be working through the buffered requests on a loaded machine.
  for (int i = 0; i < 1500 && s.stats().slow_consumers_dropped.load() == 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  CHECK(s.stats().slow_consumers_dropped.load() == 1);
  t.start();
  CHECK(t.ann.request({{"type", "action"}, {"action", offered(t.ann)}})["type"] == "ok");
}

TEST_CASE("resume after a disconnect returns the seat with a fresh state") {
  running_server s;
  two_players t(s.port());
  t.start();
  const std::string code = t.code;
  std::string token;
  for (const auto &frame : t.bob.frames) {
    const json m = json::parse(frame);
    if (m["type"] == "joined")
      token = m["token"];
  }
  REQUIRE_FALSE(token.empty());
  REQUIRE(t.ann.request({{"type", "action"}, {"action", offered(t.ann, 1)}})["type"] == "ok");
  t.bob.drop_connection(); // like a lost network: no close frame
  ws_test_client back(s.port());
  const json joined = back.request({{"type", "resume"}, {"room", code}, {"token", token}});
  REQUIRE(joined["type"] == "joined");
  CHECK(joined["seat"] == 1);
  REQUIRE(back.read_until("state"));
  CHECK(back.document["game"]["counter"] == 2);
  CHECK(back.document["actions"].size() == 3);
  CHECK(back.request({{"type", "action"}, {"action", offered(back)}})["type"] == "ok");
}

TEST_CASE("rooms are isolated from each other") {
  running_server s;
  two_players first(s.port());
  two_players second(s.port());
  CHECK(first.code != second.code);
  first.start();
  second.start();
  second.ann.drain();
  second.bob.drain();
  const auto frames_before = second.bob.frames.size();
  REQUIRE(first.ann.request({{"type", "action"}, {"action", offered(first.ann)}})["type"] == "ok");
  REQUIRE(first.bob.read_until("patch"));
  second.bob.drain();
  CHECK(second.bob.frames.size() == frames_before);
  CHECK(second.bob.document["game"]["counter"] == 0);
}

TEST_CASE("WebSocket upgrades from another origin are refused; same origin is accepted") {
  running_server s;
  ws_test_client foreign(s.port(), "http://evil.example");
  CHECK_FALSE(foreign.connected());
  ws_test_client same(s.port(), "http://127.0.0.1:" + std::to_string(s.port()));
  CHECK(same.connected());
}

TEST_CASE("too many connections get a clear error") {
  auto cfg = running_server::make_config();
  cfg.max_connections = 2;
  running_server s(cfg);
  ws_test_client a(s.port()), b(s.port());
  CHECK(a.request({{"type", "ping"}})["type"] == "pong");
  CHECK(b.request({{"type", "ping"}})["type"] == "pong");
  ws_test_client c(s.port());
  auto m = c.read_until("error");
  REQUIRE(m);
  CHECK((*m)["code"] == "too_many_connections");
  c.drain();
  CHECK(c.closed());
}

TEST_CASE("stopping the server closes every WebSocket with 1001") {
  running_server s;
  two_players t(s.port());
  ws_test_client eve(s.port());
  REQUIRE(eve.request({{"type", "spectate"}, {"room", t.code}})["type"] == "joined");
  const auto asked = std::chrono::steady_clock::now();
  std::thread stopper([&] { s.stop(); });
  // The clients answer the close handshake while the server drains.
  for (int i = 0; i < 40 && !(t.ann.closed() && t.bob.closed() && eve.closed()); ++i) {
    t.ann.read(std::chrono::milliseconds(20));
    t.bob.read(std::chrono::milliseconds(20));
    eve.read(std::chrono::milliseconds(20));
  }
  stopper.join();
  // Every session finished its close handshake: no need to wait for the 3 s cap.
  CHECK(std::chrono::steady_clock::now() - asked < std::chrono::milliseconds(2500));
  CHECK(t.ann.closed());
  CHECK(eve.close_code() == 1001);
  CHECK(t.ann.close_code() == 1001);
  CHECK(t.bob.close_code() == 1001);
}

TEST_CASE("one address creating rooms or guessing codes too fast gets rate_limited") {
  auto cfg = running_server::make_config();
  cfg.room_creations_per_minute = 3;
  cfg.unknown_room_joins_per_minute = 4;
  running_server s(cfg);
  ws_test_client c(s.port());
  const json create = {{"type", "create"}, {"game", "toy"}, {"seats", 2}, {"name", "Ann"}};
  const json first = c.request(create);
  REQUIRE_MESSAGE(first["type"] == "joined", first.dump());
  REQUIRE(c.request({{"type", "leave"}})["type"] == "ok");
  const json refused = c.request(create);
  CHECK(refused["type"] == "error");
  CHECK(refused["code"] == "rate_limited");
  std::vector<std::string> codes;
  for (int i = 0; i < 4; ++i)
    codes.push_back(c.request({{"type", "join"}, {"room", "QQQQ"}, {"name", "X"}})["code"]);
  CHECK(codes.front() == "unknown_room");
  CHECK(codes.back() == "rate_limited");
  CHECK(c.request({{"type", "ping"}})["type"] == "pong");
}

TEST_CASE("the room limit gets too_many_rooms; existing rooms carry on") {
  auto cfg = running_server::make_config();
  cfg.max_rooms = 1;
  running_server s(cfg);
  two_players t(s.port());
  ws_test_client late(s.port());
  const json refused =
      late.request({{"type", "create"}, {"game", "toy"}, {"seats", 2}, {"name", "Cid"}});
  CHECK(refused["type"] == "error");
  CHECK(refused["code"] == "too_many_rooms");
  t.start();
  CHECK(t.ann.request({{"type", "action"}, {"action", offered(t.ann)}})["type"] == "ok");
}
