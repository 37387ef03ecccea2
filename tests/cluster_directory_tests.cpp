// The cluster directory (server/cluster) against a real redis-server of the
// test's own (support/redis_test_server.hpp): connection, node registry and
// room directory, with the races and failures the cluster will meet.
#include "server/cluster/cluster_keys.hpp"
#include "server/cluster/node_registry.hpp"
#include "server/cluster/redis_connection.hpp"
#include "server/cluster/room_directory.hpp"
#include "tests/support/redis_test_server.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <latch>
#include <map>
#include <set>
#include <thread>

using namespace tavern::cluster;
using tavern::testing::redis_test_server;
using namespace std::chrono_literals;

namespace {

std::unique_ptr<redis_connection> connect(const redis_test_server &server,
                                          redis_connection::options opts = {}) {
  auto connection = redis_connection::connect(server.url(), opts);
  if (!connection)
    FAIL(connection.error().message);
  return std::move(*connection);
}

node_info node(const std::string &id, std::int64_t rooms = 0, std::int64_t connections = 0) {
  return node_info{id, "/n/" + id, node_load{rooms, connections}, 1700000000000};
}

std::vector<std::string> ids(const std::vector<node_info> &nodes) {
  std::vector<std::string> out;
  for (const auto &n : nodes)
    out.push_back(n.id);
  return out;
}

} // namespace

TEST_CASE("redis_connection: a bad URL and an unreachable server are error values") {
  for (const std::string url : {"http://127.0.0.1:6379", "redis://", "redis://host:0",
                                "redis://host:70000", "redis://host:12x", "redis://host/abc",
                                "redis://secret@host", "redis://:@host", "redis://:%zz@host"}) {
    CAPTURE(url);
    auto connection = redis_connection::connect(url);
    REQUIRE_FALSE(connection.ok());
    CHECK(connection.error().what == redis_error::kind::invalid);
    CHECK(connection.error().message.find("bad Redis URL") != std::string::npos);
  }
  // The password never appears in a message.
  auto bad = redis_connection::connect("redis://:hunter2@host:99999");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().message.find("hunter2") == std::string::npos);

  // Nothing listens on a port a test server had and gave back.
  std::uint16_t port = 0;
  {
    auto server = redis_test_server::start_or_skip();
    if (!server)
      return;
    port = server->port();
  }
  auto refused = redis_connection::connect("redis://:pw@127.0.0.1:" + std::to_string(port));
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().what == redis_error::kind::connection);
  CHECK(refused.error().message.find("127.0.0.1:" + std::to_string(port)) != std::string::npos);
  CHECK(refused.error().message.find("pw") == std::string::npos);
}

TEST_CASE("redis_connection: arguments reach Redis as they are, replies come back typed") {
  auto server = redis_test_server::start_or_skip();
  if (!server)
    return;
  auto redis = connect(*server);
  // A value that would break a formatted command: spaces, CRLF, a NUL.
  const std::string value("a b\r\n*3\r\n$3\r\nDEL\0end", 20);
  const std::string key = "key with spaces";
  auto set = redis->command({"SET", key, value});
  REQUIRE(set.ok());
  CHECK(set->type == redis_reply::kind::status);
  CHECK(set->text == "OK");
  auto got = redis->command(std::vector<std::string>{"GET", key});
  REQUIRE(got.ok());
  CHECK(got->type == redis_reply::kind::string);
  CHECK(got->text == value);
  CHECK(redis->command({"GET", "missing"})->is_nil());
  auto count = redis->command({"INCRBY", "n", "41"});
  REQUIRE(count.ok());
  CHECK(count->as_integer() == 41);
  auto list = redis->command({"RPUSH", "l", "x", "y"});
  REQUIRE(list.ok());
  auto range = redis->command({"LRANGE", "l", "0", "-1"});
  REQUIRE(range.ok());
  REQUIRE(range->elements.size() == 2);
  CHECK(range->elements[1].text == "y");
  // Redis's refusal is an error value of its own kind, and the connection
  // stays usable.
  auto wrong = redis->command({"INCR", key});
  REQUIRE_FALSE(wrong.ok());
  CHECK(wrong.error().what == redis_error::kind::server);
  CHECK(redis->connected());
  CHECK(redis->command({"PING"}).ok());
  CHECK(redis->command(std::vector<std::string>{}).error().what == redis_error::kind::invalid);
}

TEST_CASE("redis_connection: the URL's password and database") {
  auto server = redis_test_server::start_or_skip({"--requirepass", "s3cr:t@"});
  if (!server)
    return;
  auto wrong = redis_connection::connect(server->url("nope"));
  REQUIRE_FALSE(wrong.ok());
  CHECK(wrong.error().what == redis_error::kind::server);
  CHECK(wrong.error().message.find("refused the password") != std::string::npos);
  CHECK(wrong.error().message.find("nope") == std::string::npos);

  // ':' and '@' in the password, %-escaped.
  const std::string escaped = "s3cr%3At%40";
  auto in_db3 = redis_connection::connect(server->url(escaped, 3));
  REQUIRE_MESSAGE(in_db3.ok(), in_db3.error().message);
  REQUIRE((*in_db3)->command({"SET", "where", "db3"}).ok());
  auto in_db0 = redis_connection::connect(server->url(escaped));
  REQUIRE(in_db0.ok());
  CHECK((*in_db0)->command({"GET", "where"})->is_nil());
  // After a reconnection the session is set up again (password, database).
  server->stop();
  CHECK_FALSE((*in_db3)->command({"PING"}).ok());
  server->start();
  REQUIRE((*in_db3)->command({"SET", "where", "db3 again"}).ok());
  // in_db0 finds its connection lost on its first call, and reconnects on
  // the next.
  CHECK((*in_db0)->command({"PING"}).error().what == redis_error::kind::connection);
  CHECK((*in_db0)->command({"GET", "where"})->is_nil());
  CHECK((*in_db3)->command({"GET", "where"})->text == "db3 again");
}

TEST_CASE("redis_connection: a lost connection is an error, the next call after a restart works") {
  auto server = redis_test_server::start_or_skip();
  if (!server)
    return;
  auto redis = connect(*server);
  REQUIRE(redis->command({"SET", "k", "v"}).ok());
  server->stop();
  auto lost = redis->command({"GET", "k"});
  REQUIRE_FALSE(lost.ok());
  CHECK(lost.error().what == redis_error::kind::connection);
  CHECK(lost.error().message.find(server->url().substr(8)) != std::string::npos);
  CHECK_FALSE(redis->connected());
  // While Redis is away, each call tries to connect and says it cannot.
  auto away = redis->command({"GET", "k"});
  REQUIRE_FALSE(away.ok());
  CHECK(away.error().what == redis_error::kind::connection);
  CHECK(away.error().message.find("cannot connect") != std::string::npos);
  server->start();
  auto back = redis->command({"SET", "k", "again"});
  REQUIRE_MESSAGE(back.ok(), back.error().message);
  CHECK(redis->connected());
  CHECK(redis->command({"GET", "k"})->text == "again");
}

TEST_CASE("redis_connection: a command without an answer in time is an error, not a hang") {
  auto server = redis_test_server::start_or_skip({"--enable-debug-command", "yes"});
  if (!server)
    return;
  redis_connection::options opts;
  opts.command_timeout = 200ms;
  auto redis = connect(*server, opts);
  const auto start = std::chrono::steady_clock::now();
  auto slow = redis->command({"DEBUG", "SLEEP", "1"});
  const auto waited = std::chrono::steady_clock::now() - start;
  REQUIRE_FALSE(slow.ok());
  CHECK(slow.error().what == redis_error::kind::connection);
  CHECK(slow.error().message.find("no answer within 200 ms") != std::string::npos);
  CHECK(waited < 900ms);
  // The late reply is not taken for the next command's: a new connection.
  std::this_thread::sleep_for(900ms);
  auto next = redis->command({"ECHO", "fresh"});
  REQUIRE_MESSAGE(next.ok(), next.error().message);
  CHECK(next->text == "fresh");
}

TEST_CASE("node_registry: live nodes, renewal, expiry after the TTL, deregistration") {
  auto server = redis_test_server::start_or_skip();
  if (!server)
    return;
  auto redis_a = connect(*server);
  auto redis_b = connect(*server);
  node_registry alpha(*redis_a, cluster_keys(), 1s);
  node_registry beta(*redis_b, cluster_keys(), 1s);
  CHECK(alpha.renew({}).error().what == redis_error::kind::invalid);
  REQUIRE(alpha.register_node(node("alpha", 2, 10)).ok());
  REQUIRE(beta.register_node(node("beta")).ok());

  auto live = alpha.live_nodes();
  REQUIRE(live.ok());
  REQUIRE(ids(*live) == std::vector<std::string>{"alpha", "beta"});
  CHECK((*live)[0].public_path == "/n/alpha");
  CHECK((*live)[0].load.rooms == 2);
  CHECK((*live)[0].load.connections == 10);
  CHECK((*live)[0].started_at_ms == 1700000000000);

  // alpha renews (with a new load) for longer than the TTL; beta does not.
  for (int i = 0; i < 6; ++i) {
    std::this_thread::sleep_for(250ms);
    auto renewed = alpha.renew({3, 12});
    REQUIRE(renewed.ok());
    CHECK(*renewed);
  }
  live = beta.live_nodes();
  REQUIRE(live.ok());
  REQUIRE(ids(*live) == std::vector<std::string>{"alpha"});
  CHECK((*live)[0].load.rooms == 3);
  CHECK((*live)[0].load.connections == 12);
  // The dead id left the set of registered nodes.
  CHECK(redis_a->command({"SISMEMBER", "tavern:nodes", "beta"})->as_integer() == 0);

  // beta renews late: its record is written anew and it learns that it was
  // dead for a while.
  auto late = beta.renew({0, 1});
  REQUIRE(late.ok());
  CHECK_FALSE(*late);
  live = beta.live_nodes();
  REQUIRE(live.ok());
  CHECK(ids(*live) == std::vector<std::string>{"alpha", "beta"});
  CHECK((*live)[1].public_path == "/n/beta");

  // Draining: gone at once, not after the TTL.
  REQUIRE(alpha.deregister().ok());
  live = beta.live_nodes();
  REQUIRE(live.ok());
  CHECK(ids(*live) == std::vector<std::string>{"beta"});
}

TEST_CASE("node_registry: the least loaded node") {
  auto server = redis_test_server::start_or_skip();
  if (!server)
    return;
  auto redis = connect(*server);
  node_registry reader(*redis, cluster_keys());
  auto none = reader.least_loaded();
  REQUIRE(none.ok());
  CHECK_FALSE(none->has_value());

  std::vector<std::unique_ptr<node_registry>> nodes;
  const auto add = [&](const node_info &info) {
    nodes.push_back(std::make_unique<node_registry>(*redis, cluster_keys()));
    REQUIRE(nodes.back()->register_node(info).ok());
  };
  add(node("delta", 5, 1));
  add(node("charlie", 2, 40));
  add(node("bravo", 2, 30));
  add(node("echo", 9, 0));
  // Fewest rooms, then fewest connections.
  auto best = reader.least_loaded();
  REQUIRE(best.ok());
  REQUIRE(best->has_value());
  CHECK((*best)->id == "bravo");
  // A tie in both: the smallest id.
  REQUIRE(nodes[1]->renew({2, 30}).ok());
  CHECK(reader.least_loaded().value()->id == "bravo");
  REQUIRE(nodes[2]->renew({4, 0}).ok());
  CHECK(reader.least_loaded().value()->id == "charlie");
  // A drained node is no longer a choice.
  REQUIRE(nodes[1]->deregister().ok());
  CHECK(reader.least_loaded().value()->id == "bravo");
  // Another prefix is another cluster.
  CHECK(node_registry(*redis, cluster_keys("other:")).least_loaded().value() == std::nullopt);
}

TEST_CASE("room_directory: place, owner, release, and epochs that only grow") {
  auto server = redis_test_server::start_or_skip();
  if (!server)
    return;
  auto redis = connect(*server);
  room_directory rooms(*redis, cluster_keys());
  auto first = rooms.place("ABCD", "alpha");
  REQUIRE(first.ok());
  REQUIRE(first->has_value());
  // The same code again, from another node or the same: refused.
  auto second = rooms.place("ABCD", "beta");
  REQUIRE(second.ok());
  CHECK_FALSE(second->has_value());
  CHECK_FALSE(rooms.place("ABCD", "alpha")->has_value());
  auto owner = rooms.owner("ABCD");
  REQUIRE(owner.ok());
  REQUIRE(owner->has_value());
  CHECK((*owner)->node == "alpha");
  CHECK((*owner)->epoch == **first);
  CHECK_FALSE(rooms.owner("ZZZZ")->has_value());

  REQUIRE(rooms.place("WXYZ", "alpha")->has_value());
  CHECK(rooms.rooms_of("alpha").value() == std::vector<std::string>{"ABCD", "WXYZ"});
  CHECK(rooms.rooms_of("beta").value().empty());

  // A release under a stale epoch, or by another node: refused, nothing moves.
  CHECK_FALSE(rooms.release("ABCD", "alpha", **first - 1).value());
  CHECK_FALSE(rooms.release("ABCD", "beta", **first).value());
  CHECK(rooms.owner("ABCD").value()->node == "alpha");
  CHECK(rooms.release("ABCD", "alpha", **first).value());
  CHECK_FALSE(rooms.owner("ABCD")->has_value());
  CHECK(rooms.rooms_of("alpha").value() == std::vector<std::string>{"WXYZ"});
  // Released twice: the second time it is no longer the node's.
  CHECK_FALSE(rooms.release("ABCD", "alpha", **first).value());

  // The code placed again gets a higher epoch than it ever had.
  auto again = rooms.place("ABCD", "beta");
  REQUIRE(again.ok());
  REQUIRE(again->has_value());
  CHECK(**again > **first);
  // The released ownership cannot release the new one.
  CHECK_FALSE(rooms.release("ABCD", "alpha", **first).value());
  CHECK(rooms.owner("ABCD").value()->node == "beta");
}

TEST_CASE("room_directory: a draining node hands a room over only under its own epoch") {
  auto server = redis_test_server::start_or_skip();
  if (!server)
    return;
  auto redis = connect(*server);
  room_directory rooms(*redis, cluster_keys());
  const auto placed = rooms.place("ABCD", "alpha").value().value();
  // Not alpha's under that epoch, or to itself: refused, nothing moves.
  CHECK_FALSE(rooms.hand_over("ABCD", "alpha", placed - 1, "beta").value());
  CHECK_FALSE(rooms.hand_over("ABCD", "gamma", placed, "beta").value());
  CHECK_FALSE(rooms.hand_over("ABCD", "alpha", placed, "alpha").ok());
  CHECK(rooms.owner("ABCD").value()->node == "alpha");

  const auto handed = rooms.hand_over("ABCD", "alpha", placed, "beta").value();
  REQUIRE(handed);
  CHECK(*handed > placed);
  CHECK(rooms.owner("ABCD").value()->node == "beta");
  CHECK(rooms.owner("ABCD").value()->epoch == *handed);
  CHECK(rooms.rooms_of("alpha").value().empty());
  CHECK(rooms.rooms_of("beta").value() == std::vector<std::string>{"ABCD"});
  // The old ownership can neither hand it over again nor release it.
  CHECK_FALSE(rooms.hand_over("ABCD", "alpha", placed, "gamma").value());
  CHECK_FALSE(rooms.release("ABCD", "alpha", placed).value());
  // Nor can a claim taken on the old ownership: the room is beta's now.
  CHECK_FALSE(rooms.claim("ABCD", "alpha", placed, "gamma").value());
}

TEST_CASE("room_directory: a dead node's rooms are claimed, each by exactly one live node") {
  auto server = redis_test_server::start_or_skip();
  if (!server)
    return;
  auto setup = connect(*server);
  room_directory directory(*setup, cluster_keys());
  node_registry registry(*setup, cluster_keys());
  // "dead" placed its rooms and never registered (or its record expired);
  // "alive" owns rooms too and is registered.
  constexpr int room_count = 300;
  std::map<std::string, std::int64_t> placed;
  for (int i = 0; i < room_count; ++i) {
    const std::string code = "R" + std::to_string(1000 + i);
    auto epoch = directory.place(code, "dead");
    REQUIRE(epoch.ok());
    REQUIRE(epoch->has_value());
    placed[code] = **epoch;
  }
  node_registry alive(*setup, cluster_keys());
  REQUIRE(alive.register_node(node("alive")).ok());
  REQUIRE(directory.place("LIVE", "alive")->has_value());

  // a and b claim at once, each on its own connection and thread, both
  // thinking only a and b are live: "alive" is missing from their list, and
  // its rooms must stay its own all the same.
  const std::vector<std::string> live{"a", "b"};
  std::latch start(2);
  orphan_claims by_a, by_b;
  const auto claimer = [&](const std::string &me, orphan_claims &out) {
    auto redis = connect(*server);
    room_directory rooms(*redis, cluster_keys());
    start.arrive_and_wait();
    out = rooms.claim_orphans(me, live);
  };
  std::thread ta(claimer, "a", std::ref(by_a));
  std::thread tb(claimer, "b", std::ref(by_b));
  ta.join();
  tb.join();
  REQUIRE_FALSE(by_a.error.has_value());
  REQUIRE_FALSE(by_b.error.has_value());
  MESSAGE("a claimed " << by_a.claimed.size() << ", b claimed " << by_b.claimed.size());

  std::set<std::string> seen;
  std::set<std::int64_t> epochs;
  for (const auto *claims : {&by_a, &by_b}) {
    const std::string me = claims == &by_a ? "a" : "b";
    for (const auto &room : claims->claimed) {
      CAPTURE(room.code);
      CHECK(seen.insert(room.code).second); // claimed once
      REQUIRE(placed.count(room.code) == 1);
      CHECK(room.previous_node == "dead");
      CHECK(room.epoch > placed[room.code]);
      CHECK(epochs.insert(room.epoch).second);
      const auto owner = directory.owner(room.code).value();
      REQUIRE(owner.has_value());
      CHECK(owner->node == me);
      CHECK(owner->epoch == room.epoch);
    }
  }
  CHECK(seen.size() == room_count); // every room claimed
  CHECK(directory.rooms_of("dead").value().empty());
  CHECK(directory.rooms_of("alive").value() == std::vector<std::string>{"LIVE"});
  const auto of_a = directory.rooms_of("a").value();
  CHECK(of_a.size() == by_a.claimed.size());
  // The dead node is no longer an owner to look at.
  CHECK(setup->command({"SISMEMBER", "tavern:owners", "dead"})->as_integer() == 0);

  // A second pass finds nothing left; the claimed ownerships release under
  // their new epochs only.
  CHECK(directory.claim_orphans("a", live).claimed.empty());
  const auto &one = by_a.claimed.empty() ? by_b.claimed.front() : by_a.claimed.front();
  const std::string holder = by_a.claimed.empty() ? "b" : "a";
  CHECK_FALSE(directory.release(one.code, "dead", placed[one.code]).value());
  CHECK(directory.release(one.code, holder, one.epoch).value());
}

TEST_CASE("room_directory: a claim after Redis went away reports the error") {
  auto server = redis_test_server::start_or_skip();
  if (!server)
    return;
  auto redis = connect(*server);
  room_directory rooms(*redis, cluster_keys());
  REQUIRE(rooms.place("ROOM", "dead")->has_value());
  server->stop();
  auto claims = rooms.claim_orphans("a", {"a"});
  REQUIRE(claims.error.has_value());
  CHECK(claims.error->what == redis_error::kind::connection);
  CHECK(claims.claimed.empty());
  CHECK(rooms.place("OTHER", "a").error().what == redis_error::kind::connection);
  server->start();
  // A restarted Redis without persistence has forgotten everything: the
  // directory works again, empty.
  auto placed = rooms.place("OTHER", "a");
  REQUIRE_MESSAGE(placed.ok(), placed.error().message);
  CHECK(placed->has_value());
}
