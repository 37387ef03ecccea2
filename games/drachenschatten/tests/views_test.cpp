// The shape of the views: stable keys, public sizes and states, secrets only
// for their owner.
#include "test_support.hpp"

using namespace ds_test;

TEST_SUITE("drachenschatten views") {

  TEST_CASE("Piles are keyed by stable ids with public sizes and no public contents") {
    const auto g = ds::make_game();
    auto s = std::move(std::get<std::unique_ptr<game_state>>(g->create(json::object(), 2, 5)));
    for (int viewer : {0, 1, spectator}) {
      const json v = s->view(viewer);
      REQUIRE(v["pileOrder"].size() == 16);
      CHECK(v["pileOrder"][0] == "v1");
      CHECK(v["pileOrder"][15] == "c8");
      for (const auto &[id, pile] : v["piles"].items()) {
        CHECK(pile["size"] == 4);
        CHECK(pile.count("seen") == 0);
        CHECK(pile.size() == 3); // row, size, peeked: nothing else
      }
      CHECK(v["pending"]["kind"] == "setup");
    }
  }

  TEST_CASE("Lines are keyed by card id, with tapped state and counts public to all") {
    picker k;
    const int boots = k.item_card(item::boots, symbol::reveal);
    const int d = k.dragon();
    const int tr = k.treasure();
    auto s = ds::make_scenario(
        position(2, {{k.treasure()}}, {{{boots, true}, {d, false}}, {{tr, false}}}));
    for (int viewer : {0, 1, spectator}) {
      const json lines = s->view(viewer)["lines"];
      CHECK(lines["0"]["cards"][std::to_string(boots)]["tapped"] == true);
      CHECK(lines["0"]["cards"][std::to_string(boots)]["item"] == "boots");
      CHECK(lines["0"]["cards"][std::to_string(d)]["kind"] == "dragon");
      CHECK(lines["0"]["creatures"] == 1);
      CHECK(lines["1"]["treasures"] == 1);
      CHECK(lines["0"]["itemTypes"] == 1);
      CHECK(s->view(viewer)["removed"].size() == 64 - 4);
    }
    CHECK(s->view(0)["you"] == 0);
    CHECK(s->view(spectator).count("you") == 0);
  }

  TEST_CASE("Labels name seats with {n} and never a hidden card") {
    picker k;
    const int wand = k.item_card(item::wand, symbol::steal);
    const int theirs = k.item_card(item::shield, symbol::protect_dragon);
    const int hidden = k.dragon();
    auto s = ds::make_scenario(position(2, {{}, {}, {}, {}, {}, {}, {}, {}, {hidden}},
                                        {{{wand, false}}, {{theirs, true}}}));
    bool named = false;
    for (const auto &a : s->legal_actions(0)) {
      const std::string label = a["label"];
      CHECK(label.find("Dragon") == std::string::npos);
      named = named || label.find("{1}") != std::string::npos;
    }
    CHECK(named);
  }

  TEST_CASE("The first log line says the starting cards come before the first player's turn") {
    // Seat 0 is asked for a starting card first, whoever plays the first turn.
    const auto g = ds::make_game();
    auto s = std::move(std::get<std::unique_ptr<game_state>>(g->create(json::object(), 3, 7)));
    CHECK(s->awaiting() == std::vector<int>{0});
    const json &start = s->log()[0].entry;
    CHECK(start["event"] == "start");
    const std::string text = start["text"];
    CHECK(text.find("takes a starting card, then {0} plays the first turn") != std::string::npos);
    CHECK(text.find("will play first") == std::string::npos);
  }

  TEST_CASE("A defeat with an empty line says there is no card to lose, not \"loses 0 cards\"") {
    picker k;
    const int treasure = k.treasure();
    auto s = ds::make_scenario(
        position(2, {{}, {}, {}, {}, {}, {}, {}, {}, {k.dragon()}}, {{}, {{treasure, false}}}));
    act(*s, 0, {{"type", "reveal"}, {"pile", "c1"}});
    std::string defeat;
    for (const auto &e : s->log())
      if (e.entry["event"] == "defeat")
        defeat = e.entry["text"];
    CHECK(defeat == "{0} has nothing to fight the Dragon and has no card to lose");
  }

  TEST_CASE("Every log entry has text, seats and an event; peeks are public without the card") {
    picker k;
    const int torch = k.item_card(item::torch, symbol::look1);
    auto s = ds::make_scenario(
        position(2, {{k.item_card(item::key, symbol::restore)}}, {{{torch, false}}, {}}));
    act(*s, 0, {{"type", "look"}, {"card", torch}});
    act(*s, 0, {{"type", "peek"}, {"pile", "v1"}});
    for (const auto &e : s->log()) {
      CHECK(e.entry["text"].is_string());
      CHECK(e.entry["seats"].is_array());
      CHECK(e.entry["event"].is_string());
      if (e.entry["event"] == "peek") {
        CHECK(e.only.empty());
        CHECK(e.entry.count("card") == 0);
      }
    }
  }

} // TEST_SUITE
