// Choices on the table (protocol.md, "Choices on the table"): each offered
// action names the square, tile, card or player it acts on in the seat's own
// view, and one card's several plays are one first step (its `group`).
#include "games/kit/action_match.hpp"
#include "test_support.hpp"

#include <set>

using namespace mev_test;

namespace {

mev::scenario two_players() {
  mev::scenario s;
  s.players = 2;
  s.seats.resize(2);
  for (auto &p : s.seats)
    p.played = true;
  return s;
}

// Every target of `seat`'s actions resolves in his own view.
void check_targets_resolve(const game_state &g, int seat) {
  const json view = g.view(seat);
  for (const auto &a : g.legal_actions(seat))
    if (a.contains("target")) {
      const std::string pointer = a["target"];
      REQUIRE(pointer.rfind("/game/", 0) == 0);
      CHECK_MESSAGE(view.contains(json::json_pointer(pointer.substr(5))), a.dump());
    }
}

} // namespace

TEST_SUITE("midevil choices on the table") {

  TEST_CASE("Lost on nine squares is one group, each play drawn on its square") {
    auto s = two_players();
    s.tiles = {{"straight", 0, -1, 0}};
    s.seats[0].hand = {"lost"};
    s.dice = {1, 1, 6};
    auto g = start(s);
    pass_all(*g);
    const json view = g->view(0);
    std::set<std::string> squares;
    json group;
    for (const auto &a : g->legal_actions(0)) {
      if (a["type"] != "play")
        continue;
      REQUIRE(a.contains("group"));
      if (group.is_null())
        group = a["group"];
      CHECK(a["group"] == group);
      const std::string target = a["target"];
      squares.insert(target);
      // The square "x,y" is index (y mod 3)*3 + (x mod 3) of its tile's squares.
      CHECK(target.rfind("/game/tiles/0,-1/squares/", 0) == 0);
      CHECK(view.at(json::json_pointer(target.substr(5))).is_string());
    }
    CHECK(squares.size() == 9);
    CHECK(group["key"] == "play:" + std::to_string(card_id(*g, 0, "lost")));
    CHECK(group["label"] == "Play Lost");
    CHECK(group["msg"]["key"] == "midevil.action.playCard");
    check_targets_resolve(*g, 0);
  }

  TEST_CASE("The square of a Lost play is the one it names") {
    auto s = two_players();
    s.tiles = {{"straight", 0, -1, 0}};
    s.seats[0].hand = {"lost"};
    auto g = start(s);
    pass_all(*g);
    for (const auto &a : g->legal_actions(0))
      if (a["type"] == "play" && a["square"] == "2,-3")
        CHECK(a["target"] == "/game/tiles/0,-1/squares/2"); // row 0, column 2
  }

  TEST_CASE("Steps are drawn on their squares; a lone card's play and discard on the card") {
    auto s = two_players();
    s.tiles = {{"straight", 0, -1, 0}};
    s.seats[0].hand = {"lookNothing", "mace"};
    auto g = start(s);
    pass_all(*g);
    check_targets_resolve(*g, 0);
    bool card_play = false;
    for (const auto &a : g->legal_actions(0)) {
      if (a["type"] == "begin")
        CHECK_FALSE(a.contains("target")); // made from the list
      if (a["type"] == "play" && a["card"] == card_id(*g, 0, "lookNothing")) {
        card_play = true;
        CHECK(a["target"] == "/game/hand/0");
        CHECK_FALSE(a.contains("group")); // one way to play it
      }
    }
    CHECK(card_play);
  }

  TEST_CASE("What a search walks has no pointers, and they never change what an action does") {
    auto s = two_players();
    s.tiles = {{"straight", 0, -1, 0}};
    s.seats[0].hand = {"lost"};
    auto g = start(s);
    pass_all(*g);
    const json offered = g->legal_actions(0);
    const json choices = g->legal_choices(0);
    REQUIRE(offered.size() == choices.size());
    for (std::size_t i = 0; i < offered.size(); ++i) {
      CHECK_FALSE(choices[i].contains("target"));
      CHECK_FALSE(choices[i].contains("group"));
      json bare = offered[i];
      tavern::games::kit::strip_presentation(bare);
      json bare_choice = choices[i];
      tavern::games::kit::strip_presentation(bare_choice);
      CHECK(bare == bare_choice);
    }
    // Sent back with its target and group, an action is accepted as it is.
    json lost;
    for (const auto &a : offered)
      if (a["type"] == "play")
        lost = a;
    REQUIRE(lost.contains("target"));
    CHECK_FALSE(g->apply(0, lost).has_value());
  }

} // TEST_SUITE
