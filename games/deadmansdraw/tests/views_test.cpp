// The shape of views (built for small JSON-Patch diffs) and of the log.
#include "test_support.hpp"

#include <set>

using namespace dmd_test;

namespace {
std::set<std::string> keys_of(const json &j) {
  std::set<std::string> out;
  for (auto it = j.begin(); it != j.end(); ++it)
    out.insert(it.key());
  return out;
}
} // namespace

TEST_SUITE("deadmansdraw views") {

  TEST_CASE("View: the allow-listed fields, and 'you' only for a seat") {
    dmd::scenario sc;
    sc.draw = {{key, 3}, {sword, 2}};
    auto s = start(sc);
    const std::set<std::string> common{"phase",    "current", "drawPile", "discardPile",
                                       "playArea", "kraken",  "banks",    "scores",
                                       "traits",   "lockers", "pending"};
    CHECK(keys_of(spectator_view(*s)) == common);
    auto seat_keys = common;
    seat_keys.insert("you");
    CHECK(keys_of(s->view(0)) == seat_keys);
    // All but `you` is the same for every viewer, `pending` included: the public part,
    // built and diffed once per action rather than once per viewer.
    CHECK(keys_of(s->public_view()) == common);
    CHECK(keys_of(s->private_view(0)) == std::set<std::string>{"you"});
    CHECK(s->private_view(spectator).empty());
    CHECK(keys_of(spectator_view(*s)["drawPile"]) == std::set<std::string>{"count", "revealed"});
    CHECK(spectator_view(*s)["pending"] ==
          json{{"kind", "play"}, {"seat", 0}, {"canDraw", true}, {"canBank", false}});
  }

  TEST_CASE("View: banks keyed by seat and suit, values bottom to top; scores per seat") {
    dmd::scenario sc;
    sc.draw = {{key, 3}, {sword, 2}};
    sc.banks = {{{kraken, 5}, {kraken, 3}, {map, 4}}, {}};
    auto s = start(sc);
    const json v = spectator_view(*s);
    CHECK(v["banks"] == json{{"0", {{"kraken", {3, 5}}, {"map", {4}}}}, {"1", json::object()}});
    CHECK(v["scores"] == json{{"0", 9}, {"1", 0}});
  }

  TEST_CASE("View: the play area grows by appending, in placing order") {
    dmd::scenario sc;
    sc.draw = {{key, 3}, {chest, 4}, {anchor, 5}, {sword, 2}};
    auto s = start(sc);
    draw(*s);
    const json before = spectator_view(*s)["playArea"];
    draw(*s);
    const json after = spectator_view(*s)["playArea"];
    REQUIRE(after.size() == 2);
    CHECK(after[0] == before[0]);
    CHECK(after[1] == json{{"suit", "chest"}, {"value", 4}, {"kept", false}});
  }

  TEST_CASE("View: a draw changes the spectator document by a few small patch operations") {
    dmd::scenario sc;
    sc.draw = {{key, 3}, {chest, 4}, {anchor, 5}, {sword, 2}};
    sc.banks = {{{map, 3}}, {{hook, 2}}};
    auto s = start(sc);
    draw(*s);
    const json before = spectator_view(*s);
    draw(*s);
    const json patch = json::diff(before, spectator_view(*s));
    CAPTURE(patch.dump());
    CHECK(patch.size() <= 3);
    CHECK(patch.dump().size() < 200);
    for (const auto &op : patch) {
      CHECK(op["path"] != "");
      CHECK(op["path"] != "/banks");
      CHECK(op["path"] != "/playArea");
    }
  }

  TEST_CASE("View: the same state always gives the same bytes") {
    dmd::scenario sc;
    sc.draw = {{key, 3}, {sword, 2}};
    auto s = start(sc);
    CHECK(s->view(0).dump() == s->view(0).dump());
    CHECK(s->clone()->view(1).dump() == s->view(1).dump());
  }

  TEST_CASE("View: the Map's revealed cards are public while revealed") {
    dmd::scenario sc;
    sc.draw = {{map, 3}, {kraken, 4}};
    sc.discard = {{anchor, 2}, {cannon, 2}, {chest, 2}, {hook, 2}};
    auto s = start(sc);
    draw(*s);
    for (int viewer : {0, 1, spectator})
      CHECK(s->view(viewer)["pending"]["cards"].size() == 3);
    act(*s, 0, offered(*s, 0, "map").front());
    CHECK_FALSE(spectator_view(*s)["pending"].contains("cards"));
  }

  TEST_CASE("Log: draws and busts are public entries naming the seat") {
    dmd::scenario sc;
    sc.draw = {{key, 5}, {chest, 3}, {key, 6}, {sword, 2}};
    auto s = start(sc);
    draw(*s);
    const auto &drew = s->log().back().entry;
    CHECK(drew["text"] == "{0} drew Key 5");
    CHECK(drew["seats"] == json::array({0}));
    CHECK(drew["event"] == "draw");
    CHECK(drew["card"] == cardj(key, 5));
    draw_n(*s, 2);
    bool found = false;
    for (const auto &e : s->log())
      if (e.entry["event"] == "bust") {
        found = true;
        CHECK(e.entry["text"] == "{0} busted on Key 6: 3 cards discarded");
        CHECK(e.only.empty());
      }
    CHECK(found);
  }

} // TEST_SUITE
