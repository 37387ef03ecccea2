// Choices on the table (protocol.md, "Choices on the table"): each action
// names the pile or card it acts on, and an item with several targets is one
// first step (its `group`).
#include "games/kit/action_match.hpp"
#include "test_support.hpp"

using namespace ds_test;

namespace {

// One item card in each of the 16 piles.
std::vector<std::vector<int>> full_piles(picker &k) {
  std::vector<std::vector<int>> piles;
  for (int p = 0; p < ds::pile_count; ++p)
    piles.push_back({k.of_kind(kind::item)});
  return piles;
}

} // namespace

TEST_SUITE("drachenschatten choices on the table") {

  TEST_CASE("The Magic wand's reveals are one group, each drawn on its pile") {
    picker k;
    const int wand = k.item_card(item::wand, symbol::reveal);
    auto piles = full_piles(k);
    auto s = ds::make_scenario(position(2, piles, {{{wand, false}}, {}}, 0, true));
    const json view = s->view(0);
    json group;
    int reveals = 0;
    for (const auto &a : s->legal_actions(0)) {
      if (a["type"] == "endTurn") {
        CHECK_FALSE(a.contains("target")); // made from the list
        CHECK_FALSE(a.contains("group"));
        continue;
      }
      REQUIRE(a["type"] == "reveal");
      REQUIRE(a["card"] == wand);
      ++reveals;
      const std::string pile = a["pile"];
      CHECK(a["target"] == "/game/piles/" + pile);
      CHECK(view.contains(json::json_pointer("/piles/" + pile)));
      REQUIRE(a.contains("group"));
      if (group.is_null())
        group = a["group"];
      CHECK(a["group"] == group);
    }
    CHECK(reveals == 16);
    CHECK(group["key"] == "use:" + std::to_string(wand));
    CHECK(group["label"] == "Use Magic wand (reveal a card)");
    CHECK(group["msg"]["key"] == "drachenschatten.action.useItem");
    CHECK(group["msg"]["params"]["item"]["card"]["id"] == wand);
  }

  TEST_CASE("The mandatory reveal is one group too, apart from the wand's") {
    picker k;
    const int wand = k.item_card(item::wand, symbol::reveal);
    auto s = ds::make_scenario(position(2, full_piles(k), {{{wand, false}}, {}}));
    std::set<std::string> keys;
    for (const auto &a : s->legal_actions(0)) {
      REQUIRE(a.contains("group"));
      keys.insert(a["group"]["key"].get<std::string>());
      if (!a.contains("card"))
        CHECK(a["group"]["label"] == "Reveal a card");
    }
    CHECK(keys == std::set<std::string>{"reveal", "use:" + std::to_string(wand)});
  }

  TEST_CASE("A use is drawn on the card it acts on; a lone use has no group") {
    picker k;
    const int book = k.item_card(item::book, symbol::destroy);
    const int torch = k.item_card(item::torch, symbol::look1);
    const int boots = k.item_card(item::boots, symbol::reveal);
    const int gem = k.item_card(item::gem, symbol::swap);
    auto s = ds::make_scenario(
        position(2, {{k.treasure()}},
                 {{{book, false}, {torch, false}}, {{boots, true}, {gem, true}}}, 0, true));
    const json view = s->view(0);
    int destroys = 0;
    for (const auto &a : s->legal_actions(0)) {
      if (!a.contains("target"))
        continue;
      CHECK(view.contains(json::json_pointer(a["target"].get<std::string>().substr(5))));
      if (a["type"] == "destroy") {
        ++destroys;
        CHECK(a["target"] == "/game/lines/1/cards/" + std::to_string(a["item"].get<int>()));
        CHECK(a["group"]["key"] == "use:" + std::to_string(book));
      }
      if (a["type"] == "look") {
        CHECK(a["target"] == "/game/lines/0/cards/" + std::to_string(torch));
        CHECK_FALSE(a.contains("group"));
      }
    }
    CHECK(destroys == 2);
  }

  TEST_CASE("The item a destroy names survives the presentation fields being dropped") {
    // A server drops `target` and `group` from what it receives: the card
    // destroyed travels in `item`, so the second of two targets is the one hit.
    picker k;
    const int book = k.item_card(item::book, symbol::destroy);
    const int boots = k.item_card(item::boots, symbol::reveal);
    const int gem = k.item_card(item::gem, symbol::swap);
    auto s = ds::make_scenario(
        position(2, {{k.treasure()}}, {{{book, false}}, {{boots, true}, {gem, true}}}, 0, true));
    json chosen;
    for (const auto &a : s->legal_actions(0))
      if (a["type"] == "destroy" && a["item"] == gem)
        chosen = a;
    REQUIRE(chosen.is_object());
    tavern::games::kit::strip_presentation(chosen);
    act(*s, 0, chosen);
    CHECK(removed(*s, gem));
    CHECK(in_line(*s, 1, boots));
  }

  TEST_CASE("A pile's id reads back as that pile, and nothing else reads as a pile") {
    for (int p = 0; p < ds::pile_count; ++p)
      CHECK(ds::pile_from_id(ds::pile_id(p)) == p);
    CHECK(ds::pile_id(0) == "v1");
    CHECK(ds::pile_id(ds::piles_per_row) == "c1");
    for (const std::string bad : {"", "v", "v0", "v9", "c9", "x1", "v10", "V1", "c1 "})
      CHECK(ds::pile_from_id(bad) == -1);
  }

} // TEST_SUITE
