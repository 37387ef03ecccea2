// Stored games replay across the rename of destroy's and restore's card from
// "target" to "item"; live clients still have to say "item".
#include "games/match.hpp"
#include "test_support.hpp"

#include <random>

using namespace ds_test;
using tavern::games::match;
using tavern::games::recorded_action;

namespace {

bool renamed(const json &action) {
  return action["type"] == "destroy" || action["type"] == "restore";
}

// A seeded random game whose history holds a destroy and a restore.
match played_game(std::uint64_t &seed_out) {
  const auto g = ds::make_game();
  for (std::uint64_t seed = 1; seed < 400; ++seed) {
    auto started = match::start(*g, json::object(), 3, seed);
    auto m = std::move(std::get<match>(started));
    std::mt19937 pick(static_cast<std::uint32_t>(seed));
    bool destroyed = false, restored = false;
    while (!m.state().finished()) {
      const int seat = m.state().awaiting().front();
      const json legal = m.state().legal_choices(seat);
      const json &a = legal[pick() % legal.size()];
      destroyed |= a["type"] == "destroy";
      restored |= a["type"] == "restore";
      REQUIRE_FALSE(m.apply(seat, a));
    }
    if (destroyed && restored) {
      seed_out = seed;
      return m;
    }
  }
  FAIL("no seed below 400 plays both a destroy and a restore");
  throw;
}

// The history as a version before the rename recorded it.
std::vector<recorded_action> as_recorded_before_the_rename(std::vector<recorded_action> history) {
  for (auto &r : history)
    if (renamed(r.action)) {
      r.action["target"] = r.action["item"];
      r.action.erase("item");
    }
  return history;
}

} // namespace

TEST_SUITE("drachenschatten recorded actions") {

  TEST_CASE("A history recorded with destroy's and restore's old \"target\" replays to the same "
            "state as with \"item\"") {
    std::uint64_t seed = 0;
    const match played = played_game(seed);
    const auto old_history = as_recorded_before_the_rename(played.history());
    int old_fields = 0;
    for (const auto &r : old_history)
      old_fields += r.action.contains("target") ? 1 : 0;
    REQUIRE(old_fields >= 2);

    const auto g = ds::make_game();
    auto replayed = std::get<match>(match::start(*g, json::object(), 3, seed));
    for (const auto &r : old_history) {
      INFO("action " << r.action.dump());
      REQUIRE_FALSE(replayed.replay(r.seat, r.action));
    }
    CHECK(replayed.state().finished());
    CHECK(ds::debug_dump(replayed.state()) == ds::debug_dump(played.state()));
    for (int viewer = spectator; viewer < 3; ++viewer)
      CHECK(replayed.state().view(viewer) == played.state().view(viewer));
    CHECK(replayed.state().result().to_json() == played.state().result().to_json());
    // What is kept from now on is in today's fields.
    for (std::size_t i = 0; i < played.history().size(); ++i)
      CHECK(replayed.history()[i].action == played.history()[i].action);

    // Without the replay path the old field is refused at its first use.
    auto live = std::get<match>(match::start(*g, json::object(), 3, seed));
    bool refused = false;
    for (const auto &r : old_history)
      if (auto err = live.apply(r.seat, r.action)) {
        CHECK(renamed(r.action));
        CHECK(err->code == "illegal_action");
        refused = true;
        break;
      }
    CHECK(refused);
  }

  TEST_CASE("A live destroy or restore naming its card \"target\" is refused as illegal") {
    picker k;
    const int book = k.item_card(item::book, symbol::destroy);
    const int key = k.item_card(item::key, symbol::restore);
    const int mine = k.item_card(item::shield, symbol::protect_dragon);
    const int theirs = k.item_card(item::potion, symbol::protect_hydra);
    ds::scenario sc;
    sc.players = 2;
    sc.piles = {{k.treasure()}};
    sc.lines = {{{book, false}, {key, false}, {mine, true}}, {{theirs, true}}};
    auto s = ds::make_scenario(sc);
    REQUIRE(offers(*s, 0, "destroy"));
    REQUIRE(offers(*s, 0, "restore"));
    const auto g = ds::make_game();
    for (const json &old : {json{{"type", "destroy"}, {"card", book}, {"target", theirs}},
                            json{{"type", "restore"}, {"card", key}, {"target", mine}}}) {
      INFO("action " << old.dump());
      const auto err = s->apply(0, old);
      REQUIRE(err);
      CHECK(err->code == "illegal_action");
      // The same action is what the replay path turns into today's.
      json today = old;
      today["item"] = today["target"];
      today.erase("target");
      CHECK(g->recorded_action(old) == today);
      CHECK_FALSE(s->clone()->apply(0, today));
    }
    CHECK_FALSE(tapped(*s, 0, book));
    CHECK(tapped(*s, 0, mine));
    CHECK(in_line(*s, 1, theirs));
    // Other actions and today's spelling pass the replay path unchanged.
    const json steal = {{"type", "steal"}, {"card", book}, {"target", "/game/lines/1"}};
    CHECK(g->recorded_action(steal) == steal);
    const json now = {{"type", "destroy"}, {"card", book}, {"item", theirs}};
    CHECK(g->recorded_action(now) == now);
  }
}
