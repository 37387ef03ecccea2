// Every difference between the classic and the revised edition.
#include "test_support.hpp"

using namespace dmd_test;

TEST_SUITE("deadmansdraw editions") {

  TEST_CASE("Edition, discard pile: classic shows only its count, revised its count and top card") {
    dmd::scenario sc;
    sc.draw = {{key, 3}, {sword, 2}};
    sc.discard = {{anchor, 2}, {cannon, 2}};
    auto classic = start(sc);
    CHECK(spectator_view(*classic)["discardPile"] == json{{"count", 2}});
    sc.edition = "revised";
    auto revised = start(sc);
    CHECK(spectator_view(*revised)["discardPile"] == json{{"count", 2}, {"top", cardj(cannon, 2)}});
  }

  TEST_CASE("Edition, revised: busted cards go onto the discard pile in placing order, the busting "
            "card on top") {
    dmd::scenario sc;
    sc.edition = "revised";
    sc.draw = {{key, 3}, {map, 4}, {key, 6}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 3);
    CHECK(data(*s).discard_pile == std::vector<card>{{key, 3}, {map, 4}, {key, 6}});
    CHECK(spectator_view(*s)["discardPile"]["top"] == cardj(key, 6));
  }

  TEST_CASE("Edition, Treasure Hunter: classic triples the Key & Chest bonus, revised doubles it") {
    for (const char *ed : {"classic", "revised"}) {
      dmd::scenario sc;
      sc.edition = ed;
      sc.traits = {trait::treasure_hunter, std::nullopt};
      sc.draw = {{key, 3}, {chest, 4}, {sword, 2}};
      sc.discard = {{map, 2},    {anchor, 2}, {cannon, 2}, {hook, 2},
                    {oracle, 2}, {sword, 3},  {kraken, 2}, {mermaid, 4}};
      auto s = start(sc);
      draw_n(*s, 2);
      bank(*s);
      CAPTURE(ed);
      CHECK(bank_size(*s, 0) == 2 + (std::string(ed) == "classic" ? 6 : 4));
    }
  }

  TEST_CASE("Edition, Misfire: classic gives the card to the Misfire player, revised discards it") {
    for (const char *ed : {"classic", "revised"}) {
      dmd::scenario sc;
      sc.edition = ed;
      sc.traits = {std::nullopt, trait::misfire};
      sc.draw = {{cannon, 4}, {sword, 2}};
      sc.banks = {{{hook, 5}}, {}};
      auto s = start(sc);
      draw(*s);
      act(*s, 0, {{"type", "misfire"}, {"suit", "hook"}});
      CAPTURE(ed);
      if (std::string(ed) == "classic") {
        CHECK(stack_of(*s, 1, hook) == std::vector{5});
        CHECK(data(*s).discard_pile.empty());
        CHECK(pending(*s) == "cannon"); // the Cannon now has a target: the card just given
      } else {
        CHECK(bank_size(*s, 1) == 0);
        CHECK(data(*s).discard_pile == std::vector<card>{{hook, 5}});
        CHECK(spectator_view(*s)["discardPile"]["top"] == cardj(hook, 5));
      }
    }
  }

  TEST_CASE("Edition, Parry with no Kraken to steal: classic discards the Sword, revised leaves it "
            "in the play area without effect") {
    for (const char *ed : {"classic", "revised"}) {
      dmd::scenario sc;
      sc.edition = ed;
      sc.traits = {std::nullopt, trait::parry};
      sc.draw = {{sword, 3}, {key, 2}, {sword, 5}};
      sc.banks = {{}, {{map, 5}}};
      auto s = start(sc);
      draw(*s);
      CAPTURE(ed);
      if (std::string(ed) == "classic") {
        CHECK(play_suits(*s).empty());
        CHECK(data(*s).discard_pile == std::vector<card>{{sword, 3}});
        draw_n(*s, 2); // with the Sword gone, a second Sword does not bust (and goes too)
        CHECK(data(*s).current == 0);
        CHECK(play_suits(*s) == std::vector{key});
        CHECK(data(*s).discard_pile.size() == 2);
      } else {
        CHECK(play_suits(*s) == std::vector{sword});
        CHECK(data(*s).discard_pile.empty());
      }
    }
  }

} // TEST_SUITE
