// The ten suit abilities, on stacked decks, including the rulebook's examples.
#include "test_support.hpp"

using namespace dmd_test;

TEST_SUITE("deadmansdraw suit abilities") {

  TEST_CASE("Anchor (rulebook example): the Mermaid and Cannon before the Anchor are kept, the "
            "Anchor and the busting Mermaid are discarded") {
    dmd::scenario sc;
    sc.draw = {{mermaid, 5}, {cannon, 4}, {anchor, 3}, {mermaid, 6}, {key, 3}};
    auto s = start(sc);
    draw_n(*s, 3); // the Cannon finds no target: the opponent's bank is empty
    REQUIRE(play_suits(*s) == std::vector{mermaid, cannon, anchor});
    CHECK(data(*s).play_area[0].kept);
    CHECK(data(*s).play_area[1].kept);
    CHECK_FALSE(data(*s).play_area[2].kept);
    draw(*s); // the second Mermaid busts
    CHECK(stack_of(*s, 0, mermaid) == std::vector{5});
    CHECK(stack_of(*s, 0, cannon) == std::vector{4});
    CHECK(stack_of(*s, 0, anchor).empty());
    CHECK(data(*s).discard_pile == std::vector<card>{{anchor, 3}, {mermaid, 6}});
    CHECK(data(*s).current == 1);
  }

  TEST_CASE("Anchor: cards placed after the Anchor are lost on a bust") {
    dmd::scenario sc;
    sc.draw = {{anchor, 3}, {key, 4}, {key, 5}, {chest, 3}};
    auto s = start(sc);
    draw_n(*s, 3);
    CHECK(bank_size(*s, 0) == 0);
    CHECK(data(*s).discard_pile.size() == 3);
  }

  TEST_CASE("Cannon: fires at the top card of any opponent stack, which is discarded") {
    dmd::scenario sc;
    sc.draw = {{cannon, 5}, {key, 2}};
    sc.banks = {{}, {{kraken, 5}, {kraken, 3}, {hook, 4}}};
    auto s = start(sc);
    draw(*s);
    REQUIRE(pending(*s) == "cannon");
    CHECK(offered(*s, 0, "cannon") ==
          std::vector<json>{{{"type", "cannon"}, {"seat", 1}, {"suit", "hook"}},
                            {{"type", "cannon"}, {"seat", 1}, {"suit", "kraken"}}});
    CHECK_FALSE(offers(*s, 0, "bank"));
    // Each shot is drawn on the stack it hits, a place the shooter's view has.
    const json view = s->view(0);
    for (const auto &a : s->legal_actions(0)) {
      const std::string stack = "/banks/1/" + a["suit"].get<std::string>();
      CHECK(a["target"] == "/game" + stack);
      CHECK(view.contains(json::json_pointer(stack)));
    }
    act(*s, 0, {{"type", "cannon"}, {"seat", 1}, {"suit", "kraken"}});
    CHECK(stack_of(*s, 1, kraken) == std::vector{3});
    CHECK(data(*s).discard_pile.back() == card{kraken, 5});
    CHECK(pending(*s) == "play");
  }

  TEST_CASE("Cannon: with three players every opponent's stacks are targets") {
    dmd::scenario sc;
    sc.players = 3;
    sc.draw = {{cannon, 5}, {key, 2}};
    sc.banks = {{{map, 4}}, {{hook, 4}}, {{sword, 6}}};
    auto s = start(sc);
    draw(*s);
    CHECK(offered(*s, 0, "cannon").size() == 2);
  }

  TEST_CASE("Cannon: does nothing when no opponent has a card") {
    dmd::scenario sc;
    sc.draw = {{cannon, 5}, {key, 2}};
    sc.banks = {{{kraken, 4}}, {}};
    auto s = start(sc);
    draw(*s);
    CHECK(pending(*s) == "play");
    CHECK(s->log().back().entry["event"] == "nothing");
  }

  TEST_CASE("Hook: brings the top card of one of your stacks, which resolves") {
    dmd::scenario sc;
    sc.draw = {{hook, 5}, {key, 2}};
    sc.banks = {{{kraken, 5}, {kraken, 3}, {cannon, 4}}, {{sword, 6}}};
    auto s = start(sc);
    draw(*s);
    REQUIRE(pending(*s) == "hook");
    CHECK(offered(*s, 0, "hook") == std::vector<json>{{{"type", "hook"}, {"suit", "cannon"}},
                                                      {{"type", "hook"}, {"suit", "kraken"}}});
    act(*s, 0, {{"type", "hook"}, {"suit", "cannon"}});
    CHECK(play_suits(*s) == std::vector{hook, cannon});
    CHECK(stack_of(*s, 0, cannon).empty());
    CHECK(pending(*s) == "cannon"); // the hooked Cannon fires in turn
  }

  TEST_CASE("Hook: takes the top (highest) card of the chosen stack") {
    dmd::scenario sc;
    sc.draw = {{hook, 5}, {key, 2}};
    sc.banks = {{{kraken, 5}, {kraken, 3}}, {}};
    auto s = start(sc);
    draw(*s);
    act(*s, 0, {{"type", "hook"}, {"suit", "kraken"}});
    CHECK(data(*s).play_area.back().c == card{kraken, 5});
    CHECK(stack_of(*s, 0, kraken) == std::vector{3});
  }

  TEST_CASE("Hook: does nothing with an empty bank") {
    dmd::scenario sc;
    sc.draw = {{hook, 5}, {key, 2}};
    auto s = start(sc);
    draw(*s);
    CHECK(pending(*s) == "play");
  }

  TEST_CASE("Hook: the hooked card may bust you and is then discarded") {
    dmd::scenario sc;
    sc.draw = {{kraken, 2}, {hook, 5}, {key, 2}};
    sc.banks = {{{kraken, 6}}, {}};
    auto s = start(sc);
    draw_n(*s, 2);
    act(*s, 0, {{"type", "hook"}, {"suit", "kraken"}});
    CHECK(bank_size(*s, 0) == 0);
    CHECK(data(*s).discard_pile.back() == card{kraken, 6});
    CHECK(data(*s).current == 1);
  }

  TEST_CASE("Key & Chest: with fewer cards in the discard pile than the bonus, take them all") {
    dmd::scenario sc;
    sc.draw = {{key, 3}, {chest, 4}, {anchor, 5}, {sword, 3}, {oracle, 6}, {hook, 2}};
    sc.discard = {{kraken, 2}, {cannon, 2}, {mermaid, 4}};
    auto s = start(sc);
    draw_n(*s, 5);
    bank(*s);
    CHECK(bank_size(*s, 0) == 8);
    CHECK(data(*s).discard_pile.empty());
  }

  TEST_CASE("Key & Chest (rulebook example): banking five cards with a Key and a Chest takes five "
            "cards from the discard pile") {
    dmd::scenario sc;
    sc.draw = {{key, 3}, {chest, 4}, {anchor, 5}, {sword, 3}, {oracle, 6}, {hook, 2}};
    sc.discard = {{kraken, 2}, {cannon, 2}, {oracle, 2}, {mermaid, 4},
                  {map, 2},    {sword, 2},  {anchor, 2}};
    auto s = start(sc);
    draw_n(*s, 5);
    bank(*s);
    CHECK(bank_size(*s, 0) == 10);
    CHECK(data(*s).discard_pile.size() == 2);
  }

  TEST_CASE("Key & Chest: no bonus without both") {
    dmd::scenario sc;
    sc.draw = {{key, 3}, {anchor, 5}, {hook, 2}};
    sc.discard = {{kraken, 2}, {cannon, 2}};
    auto s = start(sc);
    draw_n(*s, 2);
    bank(*s);
    CHECK(bank_size(*s, 0) == 2);
    CHECK(data(*s).discard_pile.size() == 2);
  }

  TEST_CASE("Kraken: two more cards must be placed before banking") {
    dmd::scenario sc;
    sc.draw = {{kraken, 3}, {key, 4}, {chest, 4}, {anchor, 2}};
    auto s = start(sc);
    draw(*s);
    CHECK(spectator_view(*s)["kraken"] == 2);
    CHECK_FALSE(offers(*s, 0, "bank"));
    draw(*s);
    CHECK_FALSE(offers(*s, 0, "bank"));
    draw(*s);
    CHECK(offers(*s, 0, "bank"));
  }

  TEST_CASE("Kraken (rulebook example): a Hook counts as one card and its own card as the second") {
    dmd::scenario sc;
    sc.draw = {{kraken, 3}, {hook, 4}, {anchor, 2}};
    sc.banks = {{{map, 5}}, {}};
    auto s = start(sc);
    draw_n(*s, 2);
    CHECK_FALSE(offers(*s, 0, "bank"));
    act(*s, 0, {{"type", "hook"}, {"suit", "map"}});
    // The hooked Map finds an empty discard pile; the Kraken is satisfied.
    CHECK(offers(*s, 0, "bank"));
  }

  TEST_CASE("Kraken: with too few cards left, it draws what remains and may then bank") {
    dmd::scenario sc;
    sc.draw = {{kraken, 3}, {key, 4}};
    auto s = start(sc);
    draw_n(*s, 2);
    CHECK(data(*s).kraken_owed == 1);
    CHECK(s->legal_actions(0).size() == 1);
    bank(*s);
    CHECK(s->finished());
  }

  TEST_CASE("Map: reveals three cards of the shuffled discard pile, one is placed, the others go "
            "back") {
    dmd::scenario sc;
    sc.draw = {{map, 3}, {kraken, 4}};
    sc.discard = {{anchor, 2}, {cannon, 2}, {chest, 2}, {hook, 2}, {key, 2}};
    auto s = start(sc);
    draw(*s);
    REQUIRE(pending(*s) == "map");
    const json shown = spectator_view(*s)["pending"]["cards"];
    CHECK(shown.size() == 3);
    CHECK(spectator_view(*s)["discardPile"]["count"] == 2);
    const auto choices = offered(*s, 0, "map");
    CHECK(choices.size() == 3);
    // Each card a Map shows is chosen where it lies, in the same order.
    const auto drawn = s->legal_actions(0);
    for (std::size_t i = 0; i < drawn.size(); ++i) {
      CHECK(drawn[i]["target"] == "/game/pending/cards/" + std::to_string(i));
      CHECK(shown[i]["value"] == drawn[i]["value"]);
    }
    act(*s, 0, choices[1]);
    CHECK(data(*s).play_area.back().c.value == 2);
    CHECK(data(*s).discard_pile.size() == 4);
    CHECK(data(*s).map_revealed.empty());
  }

  TEST_CASE("Map: with fewer than three cards in the discard pile it reveals what there is") {
    dmd::scenario sc;
    sc.draw = {{map, 3}, {kraken, 4}};
    sc.discard = {{anchor, 2}, {cannon, 2}};
    auto s = start(sc);
    draw(*s);
    CHECK(offered(*s, 0, "map").size() == 2);
  }

  TEST_CASE("Map: does nothing with an empty discard pile") {
    dmd::scenario sc;
    sc.draw = {{map, 3}, {kraken, 4}};
    auto s = start(sc);
    draw(*s);
    CHECK(pending(*s) == "play");
  }

  TEST_CASE("Map: the card taken may bust you") {
    dmd::scenario sc;
    sc.draw = {{kraken, 5}, {map, 3}, {key, 4}, {chest, 4}};
    sc.discard = {{kraken, 2}};
    auto s = start(sc);
    draw_n(*s, 2);
    act(*s, 0, {{"type", "map"}, {"suit", "kraken"}, {"value", 2}});
    CHECK(data(*s).current == 1);
    CHECK(bank_size(*s, 0) == 0);
  }

  TEST_CASE("Oracle: the top card is revealed to all; drawing takes it") {
    dmd::scenario sc;
    sc.draw = {{oracle, 3}, {kraken, 5}, {hook, 2}};
    auto s = start(sc);
    draw(*s);
    CHECK(spectator_view(*s)["drawPile"]["revealed"] == json::array({cardj(kraken, 5)}));
    bool labelled = false;
    for (const auto &a : s->legal_actions(0))
      if (a["type"] == "draw")
        labelled = a["label"].get<std::string>().find("Kraken 5") != std::string::npos;
    CHECK(labelled);
    draw(*s);
    CHECK(data(*s).play_area.back().c == card{kraken, 5});
    CHECK(spectator_view(*s)["drawPile"]["revealed"].empty());
  }

  TEST_CASE("Oracle: banking instead leaves the revealed card on top for the next player") {
    dmd::scenario sc;
    sc.draw = {{oracle, 3}, {kraken, 5}, {hook, 2}};
    auto s = start(sc);
    draw(*s);
    bank(*s);
    CHECK(spectator_view(*s)["drawPile"]["revealed"] == json::array({cardj(kraken, 5)}));
    draw(*s);
    CHECK(data(*s).play_area.back().c == card{kraken, 5});
  }

  TEST_CASE("Oracle: does nothing when the draw pile is empty") {
    dmd::scenario sc;
    sc.draw = {{oracle, 3}};
    auto s = start(sc);
    draw(*s);
    CHECK(spectator_view(*s)["drawPile"]["revealed"].empty());
    CHECK(s->legal_actions(0).size() == 1);
  }

  TEST_CASE("Oracle: under a Kraken the revealed card must be played") {
    dmd::scenario sc;
    sc.draw = {{kraken, 3}, {oracle, 4}, {key, 2}, {chest, 2}};
    auto s = start(sc);
    draw_n(*s, 2);
    CHECK(offered(*s, 0, "draw").size() == 1);
    CHECK_FALSE(offers(*s, 0, "bank"));
  }

  TEST_CASE("Sword (rulebook example): with Anchor, Hook and Cannon in your bank you cannot steal "
            "those suits") {
    dmd::scenario sc;
    sc.draw = {{sword, 3}, {key, 2}};
    sc.banks = {{{anchor, 3}, {hook, 4}, {cannon, 5}},
                {{anchor, 6}, {hook, 5}, {cannon, 3}, {kraken, 4}, {map, 3}}};
    auto s = start(sc);
    draw(*s);
    CHECK(offered(*s, 0, "sword") ==
          std::vector<json>{{{"type", "sword"}, {"seat", 1}, {"suit", "kraken"}},
                            {{"type", "sword"}, {"seat", 1}, {"suit", "map"}}});
    act(*s, 0, {{"type", "sword"}, {"seat", 1}, {"suit", "kraken"}});
    CHECK(play_suits(*s) == std::vector{sword, kraken});
    CHECK(stack_of(*s, 1, kraken).empty());
    CHECK(data(*s).kraken_owed == 2); // the stolen Kraken resolves
  }

  TEST_CASE("Sword: does nothing without an eligible stack") {
    dmd::scenario sc;
    sc.draw = {{sword, 3}, {key, 2}};
    sc.banks = {{{anchor, 3}}, {{anchor, 6}}};
    auto s = start(sc);
    draw(*s);
    CHECK(pending(*s) == "play");
    CHECK(play_suits(*s) == std::vector{sword});
  }

  TEST_CASE("Sword: the stolen card may bust you") {
    dmd::scenario sc;
    sc.draw = {{kraken, 2}, {sword, 3}, {key, 2}};
    sc.banks = {{}, {{kraken, 6}}};
    auto s = start(sc);
    draw_n(*s, 2);
    act(*s, 0, {{"type", "sword"}, {"seat", 1}, {"suit", "kraken"}});
    CHECK(data(*s).current == 1);
    CHECK(data(*s).discard_pile.back() == card{kraken, 6});
  }

  TEST_CASE("Mermaid: no ability in the plain game; values 4 to 9") {
    dmd::scenario sc;
    sc.draw = {{cannon, 3}, {mermaid, 9}, {key, 2}};
    sc.banks = {{}, {{kraken, 4}}};
    auto s = start(sc);
    draw(*s);
    act(*s, 0, {{"type", "cannon"}, {"seat", 1}, {"suit", "kraken"}});
    draw(*s);
    CHECK(pending(*s) == "play");
    const auto deck = dmd::loot_deck(false);
    int lowest = 99, highest = 0;
    for (const card &c : deck)
      if (c.s == mermaid) {
        lowest = std::min(lowest, c.value);
        highest = std::max(highest, c.value);
      }
    CHECK(lowest == 4);
    CHECK(highest == 9);
    CHECK(deck.size() == 60);
  }

  TEST_CASE("Mermaid variant: the chosen card moves after the Mermaid and resolves again") {
    dmd::scenario sc;
    sc.mermaid_variant = true;
    sc.draw = {{cannon, 3}, {mermaid, 4}, {key, 2}};
    sc.banks = {{}, {{kraken, 5}, {sword, 2}}};
    auto s = start(sc);
    draw(*s);
    act(*s, 0, {{"type", "cannon"}, {"seat", 1}, {"suit", "sword"}});
    draw(*s);
    REQUIRE(pending(*s) == "mermaid");
    CHECK(offered(*s, 0, "mermaid") ==
          std::vector<json>{{{"type", "mermaid"}, {"suit", "cannon"}}});
    act(*s, 0, {{"type", "mermaid"}, {"suit", "cannon"}});
    CHECK(play_suits(*s) == std::vector{mermaid, cannon});
    REQUIRE(pending(*s) == "cannon");
    act(*s, 0, {{"type", "cannon"}, {"seat", 1}, {"suit", "kraken"}});
    CHECK(bank_size(*s, 1) == 0);
  }

  TEST_CASE(
      "Mermaid variant (rulebook example): an Anchor chosen by the Mermaid protects the cards "
      "before it") {
    dmd::scenario sc;
    sc.mermaid_variant = true;
    sc.draw = {{anchor, 3}, {cannon, 4}, {mermaid, 5}, {cannon, 6}, {key, 2}};
    auto s = start(sc);
    draw_n(*s, 3); // the Anchor protects nothing yet; the Cannon finds no target
    REQUIRE(pending(*s) == "mermaid");
    act(*s, 0, {{"type", "mermaid"}, {"suit", "anchor"}});
    CHECK(play_suits(*s) == std::vector{cannon, mermaid, anchor});
    draw(*s); // the second Cannon busts
    CHECK(stack_of(*s, 0, cannon) == std::vector{4});
    CHECK(stack_of(*s, 0, mermaid) == std::vector{5});
    CHECK(stack_of(*s, 0, anchor).empty());
  }

  TEST_CASE("Mermaid variant: a Mermaid alone in the play area does nothing") {
    dmd::scenario sc;
    sc.mermaid_variant = true;
    sc.draw = {{mermaid, 5}, {key, 2}};
    auto s = start(sc);
    draw(*s);
    CHECK(pending(*s) == "play");
  }

  // The Kraken: "Esta carta o obriga a colocar duas cartas adicionais na Área de Jogo antes
  // que você possa coletar" (pt, Kraken: "This card forces you to place two more cards in the
  // play area before you may bank"); the Mermaid: "escolha uma carta colocada previamente na
  // Área de Jogo, posicione-a ao lado direito da Sereia e resolva novamente o efeito desta
  // carta" (pt, Efeito da Sereia: "choose a card placed earlier in the play area, put it to
  // the right of the Mermaid and resolve its effect again"). The card is moved, not added: a
  // choice where the text is silent, it does not count for the Kraken a second time.
  TEST_CASE("Mermaid variant (ruling): the card a Mermaid moves does not count again for a "
            "Kraken's demand") {
    dmd::scenario sc;
    sc.mermaid_variant = true;
    sc.draw = {{key, 3}, {kraken, 4}, {mermaid, 5}, {chest, 2}, {map, 3}};
    auto s = start(sc);
    draw_n(*s, 3);
    REQUIRE(pending(*s) == "mermaid");
    CHECK(data(*s).kraken_owed == 1); // the Mermaid counted
    act(*s, 0, {{"type", "mermaid"}, {"suit", "key"}});
    CHECK(play_suits(*s) == std::vector{kraken, mermaid, key});
    CHECK(data(*s).kraken_owed == 1);
    CHECK_FALSE(offers(*s, 0, "bank"));
    draw(*s);
    CHECK(offers(*s, 0, "bank"));
  }

  TEST_CASE("Bust: the busting card is not placed and its ability does not resolve") {
    dmd::scenario sc;
    sc.draw = {{kraken, 3}, {key, 3}, {chest, 5}, {kraken, 6}, {hook, 2}};
    auto s = start(sc);
    draw_n(*s, 3);
    CHECK(data(*s).kraken_owed == 0);
    draw(*s);
    CHECK(data(*s).current == 1);
    CHECK(data(*s).kraken_owed == 0);
    CHECK(data(*s).discard_pile.size() == 4);
    CHECK(data(*s).discard_pile.back() == card{kraken, 6});
    CHECK(s->log()[s->log().size() - 2].entry["event"] == "bust");
  }

} // TEST_SUITE
