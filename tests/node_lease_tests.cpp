// The lease a cluster node acts under (server/node/node_lease.hpp): it runs
// out before the others can have claimed the node's rooms, and after a
// renewal that found the registration gone it comes back only once the
// directory has been checked.
#include "server/node/node_lease.hpp"

#include <doctest/doctest.h>

using namespace std::chrono_literals;
using tavern::server::node_lease;

namespace {
const node_lease::clock::time_point t0{std::chrono::seconds(1000)};
}

TEST_CASE("a node holds no lease before its first renewal") {
  node_lease lease(3000ms);
  CHECK_FALSE(lease.holds(t0));
}

TEST_CASE("the lease ends before the registration the renewal kept can expire") {
  node_lease lease(3000ms);
  lease.renewed(t0, true);
  CHECK(lease.holds(t0 + 1ms));
  CHECK(lease.holds(t0 + 2600ms));
  // Redis expires the registration 3 s after it received the renewal, at the
  // earliest 3 s after it was asked: the lease stops short of that.
  CHECK_FALSE(lease.holds(t0 + 2700ms));
  CHECK_FALSE(lease.holds(t0 + 3000ms));
}

TEST_CASE(
    "a paused node finds its lease run out, and a late renewal's answer does not shorten it") {
  node_lease lease(3000ms);
  lease.renewed(t0, true);
  // Ten seconds stopped: the first thing read afterwards is refused.
  CHECK_FALSE(lease.holds(t0 + 10s));
  lease.renewed(t0 + 10s, true);
  CHECK(lease.holds(t0 + 10s + 1ms));
  // An answer to a renewal asked before the last one extends nothing.
  lease.renewed(t0 + 9s, true);
  CHECK(lease.holds(t0 + 12600ms));
  CHECK_FALSE(lease.holds(t0 + 12700ms));
}

TEST_CASE("after a renewal that found the registration gone, only a later check of the "
          "directory gives the lease back") {
  node_lease lease(3000ms);
  lease.renewed(t0, true);
  const auto before = lease.lapses_seen();
  lease.renewed(t0 + 10s, false);
  CHECK_FALSE(lease.holds(t0 + 10s + 1ms));
  // A check begun before the lapse was seen does not count.
  lease.checked(before);
  CHECK_FALSE(lease.holds(t0 + 10s + 2ms));
  const auto after = lease.lapses_seen();
  CHECK(after == before + 1);
  lease.checked(after);
  CHECK(lease.holds(t0 + 10s + 3ms));
  // Renewals go on extending it as before.
  lease.renewed(t0 + 12s, true);
  CHECK(lease.holds(t0 + 14s));
}

TEST_CASE("a second lapse during a check keeps the lease lapsed until the next check") {
  node_lease lease(3000ms);
  lease.renewed(t0, false);
  const auto first = lease.lapses_seen();
  lease.renewed(t0 + 5s, false); // found gone again while the first check ran
  lease.checked(first);
  CHECK_FALSE(lease.holds(t0 + 5s + 1ms));
  lease.checked(lease.lapses_seen());
  CHECK(lease.holds(t0 + 5s + 2ms));
}
