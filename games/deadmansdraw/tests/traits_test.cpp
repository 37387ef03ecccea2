// The pirate traits, each on a stacked deck, and the secret, simultaneous
// choice of traits.
#include "test_support.hpp"

#include <algorithm>

using namespace dmd_test;

namespace {
std::vector<std::optional<trait>> traits(std::initializer_list<std::optional<trait>> list) {
  return list;
}
} // namespace

TEST_SUITE("deadmansdraw traits") {

  TEST_CASE("Safe Harbor: the Anchor and the two cards after it are kept on a bust") {
    dmd::scenario sc;
    sc.traits = traits({trait::safe_harbor, std::nullopt});
    sc.draw = {{key, 3}, {anchor, 4}, {hook, 2}, {map, 5}, {chest, 3}, {key, 6}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 6);
    CHECK(stack_of(*s, 0, key) == std::vector{3});
    CHECK(stack_of(*s, 0, anchor) == std::vector{4});
    CHECK(stack_of(*s, 0, hook) == std::vector{2});
    CHECK(stack_of(*s, 0, map) == std::vector{5});
    CHECK(stack_of(*s, 0, chest).empty());
    CHECK(data(*s).discard_pile == std::vector<card>{{chest, 3}, {key, 6}});
  }

  TEST_CASE("Safe Harbor: the card that causes the bust is never kept") {
    dmd::scenario sc;
    sc.traits = traits({trait::safe_harbor, std::nullopt});
    sc.draw = {{anchor, 4}, {anchor, 5}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 2);
    CHECK(stack_of(*s, 0, anchor) == std::vector{4});
    CHECK(data(*s).discard_pile == std::vector<card>{{anchor, 5}});
  }

  // "Safe Harbor: Ancora: La carta Ancora e le prossime due carte dopo l'Ancora sono protette
  // da uno sballo." (it, p. 10: "The Anchor card and the next two cards after the Anchor are
  // protected from a bust.") A card that a Mermaid moves ("posicione-a ao lado direito da
  // Sereia", pt: "put it to the right of the Mermaid") was already there: a choice where the
  // text is silent, it is not one of the next two.
  TEST_CASE("Safe Harbor (ruling, Mermaid variant): a card a Mermaid moves is not one of the "
            "two next cards") {
    dmd::scenario sc;
    sc.mermaid_variant = true;
    sc.traits = traits({trait::safe_harbor, std::nullopt});
    sc.draw = {{key, 3}, {anchor, 4}, {mermaid, 5}, {map, 6}, {chest, 2}, {map, 3}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 3); // the Mermaid is the first of the two next cards
    REQUIRE(pending(*s) == "mermaid");
    act(*s, 0, {{"type", "mermaid"}, {"suit", "key"}});
    draw_n(*s, 3); // Map 6 is the second; Chest 2 is not kept; Map 3 busts
    CHECK(stack_of(*s, 0, anchor) == std::vector{4});
    CHECK(stack_of(*s, 0, mermaid) == std::vector{5});
    CHECK(stack_of(*s, 0, map) == std::vector{6});
    CHECK(stack_of(*s, 0, chest).empty());
  }

  TEST_CASE("Master Gunner: the Cannon discards a whole suit stack") {
    dmd::scenario sc;
    sc.traits = traits({trait::master_gunner, std::nullopt});
    sc.draw = {{cannon, 4}, {sword, 2}};
    sc.banks = {{}, {{kraken, 3}, {kraken, 6}, {kraken, 5}, {map, 2}}};
    auto s = start(sc);
    draw(*s);
    act(*s, 0, {{"type", "cannon"}, {"seat", 1}, {"suit", "kraken"}});
    CHECK(stack_of(*s, 1, kraken).empty());
    CHECK(stack_of(*s, 1, map) == std::vector{2});
    CHECK(data(*s).discard_pile == std::vector<card>{{kraken, 3}, {kraken, 5}, {kraken, 6}});
  }

  TEST_CASE("Misfire (classic): an opponent's Cannon first costs them the top card of a stack of "
            "their choice, which goes to the Misfire player") {
    dmd::scenario sc;
    sc.traits = traits({std::nullopt, trait::misfire});
    sc.draw = {{cannon, 4}, {sword, 2}};
    sc.banks = {{{hook, 5}, {map, 3}}, {{sword, 4}}};
    auto s = start(sc);
    draw(*s);
    REQUIRE(pending(*s) == "misfire");
    CHECK(spectator_view(*s)["pending"]["for"] == 1);
    CHECK(offered(*s, 0, "misfire") == std::vector<json>{{{"type", "misfire"}, {"suit", "hook"}},
                                                         {{"type", "misfire"}, {"suit", "map"}}});
    act(*s, 0, {{"type", "misfire"}, {"suit", "hook"}});
    CHECK(stack_of(*s, 1, hook) == std::vector{5});
    CHECK(stack_of(*s, 0, hook).empty());
    REQUIRE(pending(*s) == "cannon"); // then the Cannon fires, and may hit the card just given
    CHECK(offered(*s, 0, "cannon").size() == 2);
  }

  TEST_CASE("Misfire: nothing to give with an empty bank; the owner's own Cannon is unaffected") {
    dmd::scenario sc;
    sc.traits = traits({std::nullopt, trait::misfire});
    sc.draw = {{cannon, 4}, {sword, 2}, {cannon, 5}, {key, 2}};
    sc.banks = {{}, {{sword, 4}}};
    auto s = start(sc);
    draw(*s);
    CHECK(pending(*s) == "cannon");
    act(*s, 0, {{"type", "cannon"}, {"seat", 1}, {"suit", "sword"}});
    bank(*s);
    draw(*s); // seat 1's Sword: seat 0 has the Cannon 4
    act(*s, 1, {{"type", "sword"}, {"seat", 0}, {"suit", "cannon"}});
    CHECK(pending(*s) == "play"); // no Misfire against its owner; the stolen Cannon has no target
  }

  TEST_CASE("Misfire triggers on a Cannon placed by a Hook too") {
    dmd::scenario sc;
    sc.traits = traits({std::nullopt, trait::misfire});
    sc.draw = {{hook, 4}, {sword, 2}};
    sc.banks = {{{cannon, 5}, {map, 3}}, {{sword, 4}}};
    auto s = start(sc);
    draw(*s);
    act(*s, 0, {{"type", "hook"}, {"suit", "cannon"}});
    CHECK(pending(*s) == "misfire");
  }

  TEST_CASE("Scavenger: the card the Cannon removes goes to your bank") {
    dmd::scenario sc;
    sc.traits = traits({trait::scavenger, std::nullopt});
    sc.draw = {{cannon, 4}, {sword, 2}};
    sc.banks = {{}, {{kraken, 6}, {kraken, 3}}};
    auto s = start(sc);
    draw(*s);
    act(*s, 0, {{"type", "cannon"}, {"seat", 1}, {"suit", "kraken"}});
    CHECK(stack_of(*s, 0, kraken) == std::vector{6});
    CHECK(stack_of(*s, 1, kraken) == std::vector{3});
    CHECK(data(*s).discard_pile.empty());
  }

  TEST_CASE("Captain's Hook: two cards come from the bank, one after the other, each resolving") {
    dmd::scenario sc;
    sc.traits = traits({trait::captains_hook, std::nullopt});
    sc.draw = {{hook, 4}, {sword, 2}};
    sc.banks = {{{key, 5}, {cannon, 4}, {chest, 3}}, {{map, 6}}};
    auto s = start(sc);
    draw(*s);
    CHECK(spectator_view(*s)["pending"]["remaining"] == 2);
    act(*s, 0, {{"type", "hook"}, {"suit", "cannon"}});
    REQUIRE(pending(*s) == "cannon"); // the first card resolves before the second comes
    act(*s, 0, {{"type", "cannon"}, {"seat", 1}, {"suit", "map"}});
    REQUIRE(pending(*s) == "hook");
    CHECK(spectator_view(*s)["pending"]["remaining"] == 1);
    act(*s, 0, {{"type", "hook"}, {"suit", "key"}});
    CHECK(play_suits(*s) == std::vector{hook, cannon, key});
    CHECK(pending(*s) == "play");
  }

  TEST_CASE("Captain's Hook: if the first card busts, the turn ends there") {
    dmd::scenario sc;
    sc.traits = traits({trait::captains_hook, std::nullopt});
    sc.draw = {{key, 3}, {hook, 4}, {sword, 2}};
    sc.banks = {{{key, 6}, {map, 4}}, {}};
    auto s = start(sc);
    draw_n(*s, 2);
    act(*s, 0, {{"type", "hook"}, {"suit", "key"}});
    CHECK(data(*s).current == 1);
    CHECK(stack_of(*s, 0, map) == std::vector{4});
  }

  TEST_CASE(
      "Miser (rulebook example): the Hook and the Mermaid after it are kept, both Cannons are "
      "discarded") {
    dmd::scenario sc;
    sc.traits = traits({trait::miser, std::nullopt});
    sc.draw = {{cannon, 3}, {hook, 4}, {mermaid, 5}, {cannon, 6}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 4);
    CHECK(stack_of(*s, 0, hook) == std::vector{4});
    CHECK(stack_of(*s, 0, mermaid) == std::vector{5});
    CHECK(stack_of(*s, 0, cannon).empty());
    CHECK(data(*s).discard_pile == std::vector<card>{{cannon, 3}, {cannon, 6}});
  }

  TEST_CASE("Miser: the next card is the one the Hook brings") {
    dmd::scenario sc;
    sc.traits = traits({trait::miser, std::nullopt});
    sc.draw = {{cannon, 3}, {hook, 4}, {key, 5}, {cannon, 6}, {sword, 2}};
    sc.banks = {{{map, 4}}, {}};
    auto s = start(sc);
    draw_n(*s, 2);
    act(*s, 0, {{"type", "hook"}, {"suit", "map"}});
    draw_n(*s, 2); // Key 5, then the Cannon busts
    CHECK(stack_of(*s, 0, hook) == std::vector{4});
    CHECK(stack_of(*s, 0, map) == std::vector{4});
    CHECK(stack_of(*s, 0, key).empty());
  }

  TEST_CASE("Plunderer: the Key & Chest bonus comes from one opponent's bank, stack by stack") {
    dmd::scenario sc;
    sc.players = 3;
    sc.traits = traits({trait::plunderer, std::nullopt, std::nullopt});
    sc.draw = {{key, 3}, {chest, 4}, {sword, 2}};
    sc.banks = {{}, {{kraken, 5}, {kraken, 3}, {sword, 4}}, {}};
    sc.discard = {{map, 2}};
    auto s = start(sc);
    draw_n(*s, 2);
    bank(*s);
    REQUIRE(pending(*s) == "plunderFrom");
    CHECK(offered(*s, 0, "plunderFrom") ==
          std::vector<json>{{{"type", "plunderFrom"}, {"seat", 1}}}); // seat 2 has nothing
    act(*s, 0, {{"type", "plunderFrom"}, {"seat", 1}});
    REQUIRE(pending(*s) == "plunder");
    act(*s, 0, {{"type", "plunder"}, {"seat", 1}, {"suit", "kraken"}});
    act(*s, 0, {{"type", "plunder"}, {"seat", 1}, {"suit", "kraken"}});
    CHECK(stack_of(*s, 0, kraken) == std::vector{3, 5});
    CHECK(stack_of(*s, 1, sword) == std::vector{4});
    CHECK(data(*s).discard_pile.size() == 1);
    CHECK(data(*s).current == 1);
  }

  TEST_CASE("Plunderer: with a smaller bank, take all of it and nothing from the discard pile") {
    dmd::scenario sc;
    sc.traits = traits({trait::plunderer, std::nullopt});
    sc.draw = {{key, 3}, {chest, 4}, {sword, 2}};
    sc.banks = {{}, {{kraken, 5}}};
    sc.discard = {{map, 2}};
    auto s = start(sc);
    draw_n(*s, 2);
    bank(*s);
    act(*s, 0, {{"type", "plunderFrom"}, {"seat", 1}});
    act(*s, 0, {{"type", "plunder"}, {"seat", 1}, {"suit", "kraken"}});
    CHECK(bank_size(*s, 0) == 3);
    CHECK(bank_size(*s, 1) == 0);
    CHECK(data(*s).discard_pile.size() == 1);
    CHECK(data(*s).current == 1);
  }

  // "Plunderer: Chiave & Forziere: Le carte bonus vengono dalla Banca dell' avversario invece
  // che dalla pila degli scarti. [...] Non prendete la differenza dalla pila degli scarti."
  // (it, p. 11: "The bonus cards come from the opponent's bank instead of the discard pile.
  // [...] Do not take the difference from the discard pile.") With no opponent holding a
  // card the whole bonus is that difference: nothing is taken.
  TEST_CASE("Plunderer (ruling): with no opponent holding a card there is no bonus, and nothing "
            "comes from the discard pile") {
    dmd::scenario sc;
    sc.players = 3;
    sc.traits = traits({trait::plunderer, std::nullopt, std::nullopt});
    sc.draw = {{key, 3}, {chest, 4}, {sword, 2}};
    sc.discard = {{map, 2}, {hook, 2}, {anchor, 2}};
    auto s = start(sc);
    draw_n(*s, 2);
    bank(*s);
    CHECK(bank_size(*s, 0) == 2);
    CHECK(data(*s).discard_pile.size() == 3);
    CHECK(pending(*s) == "play");
    CHECK(data(*s).current == 1);
  }

  TEST_CASE("Treasure Hunter (classic): the Key & Chest bonus is tripled") {
    dmd::scenario sc;
    sc.traits = traits({trait::treasure_hunter, std::nullopt});
    sc.draw = {{key, 3}, {chest, 4}, {sword, 2}};
    sc.discard = {{map, 2},    {anchor, 2}, {cannon, 2}, {hook, 2},
                  {oracle, 2}, {sword, 3},  {kraken, 2}};
    auto s = start(sc);
    draw_n(*s, 2);
    bank(*s);
    CHECK(bank_size(*s, 0) == 2 + 6);
    CHECK(data(*s).discard_pile.size() == 1);
  }

  TEST_CASE("Beastmaster: an opponent's Kraken demands four cards, the Beastmaster's own two") {
    dmd::scenario sc;
    sc.traits = traits({std::nullopt, trait::beastmaster});
    sc.draw = {{kraken, 3}, {key, 2}, {chest, 2}, {map, 3}, {anchor, 4}, {kraken, 5}, {sword, 2}};
    auto s = start(sc);
    draw(*s);
    CHECK(data(*s).kraken_owed == 4);
    draw_n(*s, 3);
    CHECK_FALSE(offers(*s, 0, "bank"));
    draw(*s);
    REQUIRE(offers(*s, 0, "bank"));
    bank(*s);
    draw(*s);
    CHECK(data(*s).kraken_owed == 2);
  }

  TEST_CASE("Fisherman: his Krakens are banked at once and force no draws") {
    dmd::scenario sc;
    sc.traits = traits({trait::fisherman, std::nullopt});
    sc.draw = {{key, 3}, {kraken, 3}, {kraken, 6}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 2);
    CHECK(stack_of(*s, 0, kraken) == std::vector{3});
    CHECK(data(*s).kraken_owed == 0);
    CHECK(offers(*s, 0, "bank"));
    draw(*s); // a second Kraken does not bust: it never enters the play area
    CHECK(stack_of(*s, 0, kraken) == std::vector{3, 6});
    CHECK(play_suits(*s) == std::vector{key});
  }

  TEST_CASE("Navigator: the Map takes any card of the discard pile, seen only by him") {
    dmd::scenario sc;
    sc.traits = traits({trait::navigator, std::nullopt});
    sc.draw = {{map, 4}, {sword, 2}};
    sc.discard = {{key, 2}, {anchor, 2}, {cannon, 2}, {chest, 2}, {hook, 2}};
    auto s = start(sc);
    draw(*s);
    REQUIRE(pending(*s) == "map");
    CHECK(offered(*s, 0, "map").size() == 5);
    // The decision is public; the pile is in the Navigator's own `you`.
    CHECK(s->view(0)["pending"]["navigator"] == true);
    const json seen = s->view(0)["you"]["discardPile"];
    REQUIRE(seen.size() == 5);
    // Sorted, so the order says nothing about the pile's: anchor, cannon, chest, hook, key.
    CHECK(seen[0]["suit"] == "anchor");
    CHECK(seen[4]["suit"] == "key");
    CHECK_FALSE(s->public_view()["pending"].contains("cards"));
    CHECK(s->private_view(0)["you"].contains("discardPile"));
    CHECK_FALSE(s->view(1)["you"].contains("discardPile"));
    CHECK_FALSE(s->view(1)["pending"].contains("cards"));
    CHECK_FALSE(spectator_view(*s).contains("you"));
    CHECK_FALSE(spectator_view(*s)["pending"].contains("cards"));
    const auto &last = s->log().back();
    CHECK(last.entry["event"] == "navigator");
    CHECK(last.only == std::vector<int>{0});
    act(*s, 0, {{"type", "map"}, {"suit", "key"}, {"value", 2}});
    CHECK(play_suits(*s) == std::vector{map, key});
    CHECK(data(*s).discard_pile.size() == 4);
    CHECK_FALSE(s->view(0)["you"].contains("discardPile"));
  }

  TEST_CASE("Casanova: his Mermaids are banked at once and do not count for a Kraken") {
    dmd::scenario sc;
    sc.traits = traits({trait::casanova, std::nullopt});
    sc.draw = {{kraken, 3}, {mermaid, 5}, {mermaid, 7}, {key, 2}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 3);
    CHECK(stack_of(*s, 0, mermaid) == std::vector{5, 7});
    CHECK(data(*s).kraken_owed == 2);
    CHECK(play_suits(*s) == std::vector{kraken});
  }

  TEST_CASE("Golden Scales: the Mermaid stack scores 5 more") {
    dmd::scenario sc;
    sc.traits = traits({trait::golden_scales, trait::golden_scales});
    sc.draw = {{key, 3}, {sword, 2}};
    sc.banks = {{{mermaid, 6}, {mermaid, 4}, {kraken, 3}}, {{kraken, 7}}};
    auto s = start(sc);
    CHECK(spectator_view(*s)["scores"]["0"] == 6 + 3 + 5);
    CHECK(spectator_view(*s)["scores"]["1"] == 7);
  }

  TEST_CASE("Mystic: the Oracle reveals three cards in order; only the first may be drawn") {
    dmd::scenario sc;
    sc.traits = traits({trait::mystic, std::nullopt});
    sc.draw = {{oracle, 3}, {key, 5}, {map, 6}, {chest, 2}, {sword, 2}};
    auto s = start(sc);
    draw(*s);
    CHECK(spectator_view(*s)["drawPile"]["revealed"] ==
          json::array({cardj(key, 5), cardj(map, 6), cardj(chest, 2)}));
    CHECK(offered(*s, 0, "draw").size() == 1);
    draw(*s);
    CHECK(data(*s).play_area.back().c == card{key, 5});
    CHECK(spectator_view(*s)["drawPile"]["revealed"] ==
          json::array({cardj(map, 6), cardj(chest, 2)}));
  }

  TEST_CASE("Parry: an opponent's Sword may only steal a Kraken") {
    dmd::scenario sc;
    sc.traits = traits({std::nullopt, trait::parry});
    sc.draw = {{sword, 3}, {key, 2}};
    sc.banks = {{}, {{kraken, 4}, {map, 5}}};
    auto s = start(sc);
    draw(*s);
    CHECK(offered(*s, 0, "sword") ==
          std::vector<json>{{{"type", "sword"}, {"seat", 1}, {"suit", "kraken"}}});
  }

  TEST_CASE("Parry (classic): with no Kraken to steal, the Sword is discarded") {
    dmd::scenario sc;
    sc.traits = traits({std::nullopt, trait::parry});
    sc.draw = {{key, 3}, {sword, 3}, {chest, 2}};
    sc.banks = {{}, {{map, 5}}};
    auto s = start(sc);
    draw_n(*s, 2);
    CHECK(play_suits(*s) == std::vector{key});
    CHECK(data(*s).discard_pile == std::vector<card>{{sword, 3}});
  }

  // "Parry: Spada: La Spada di un avversario deve rubare un Kraken. Se non c'è un Kraken da
  // rubare, scartare la spada senza alcun effetto." (it, p. 11: "An opponent's Sword must
  // steal a Kraken. If there is no Kraken to steal, discard the Sword without effect.") The
  // text does not limit it to the Parry player's own bank: a choice, every opponent's Sword
  // is bound, whichever bank it steals from.
  TEST_CASE("Parry (ruling): with three players, an opponent's Sword may steal only a Kraken, "
            "from either opponent's bank") {
    dmd::scenario sc;
    sc.players = 3;
    sc.traits = traits({std::nullopt, trait::parry, std::nullopt});
    sc.draw = {{sword, 3}, {key, 2}};
    sc.banks = {{}, {{kraken, 4}, {map, 5}}, {{kraken, 6}, {hook, 3}}};
    auto s = start(sc);
    draw(*s);
    CHECK(offered(*s, 0, "sword") ==
          std::vector<json>{{{"type", "sword"}, {"seat", 1}, {"suit", "kraken"}},
                            {{"type", "sword"}, {"seat", 2}, {"suit", "kraken"}}});
  }

  // "È necessario scegliere una pila di Semi di un avversario che non avete nella vostra
  // banca" (it, p. 7, Spada: "You must choose an opponent's suit stack of a suit you do not
  // have in your bank"), and Parry's "Se non c'è un Kraken da rubare, scartare la spada senza
  // alcun effetto" ("If there is no Kraken to steal, discard the Sword without effect"): a
  // player who holds Krakens has no Kraken he may steal.
  TEST_CASE("Parry (ruling): a Sword whose owner holds Krakens finds no Kraken it may steal, and "
            "is discarded (classic)") {
    dmd::scenario sc;
    sc.traits = traits({std::nullopt, trait::parry});
    sc.draw = {{key, 3}, {sword, 3}, {chest, 2}};
    sc.banks = {{{kraken, 2}}, {{kraken, 5}, {map, 5}}};
    auto s = start(sc);
    draw_n(*s, 2);
    CHECK(pending(*s) == "play");
    CHECK(play_suits(*s) == std::vector{key});
    CHECK(data(*s).discard_pile == std::vector<card>{{sword, 3}});
    CHECK(stack_of(*s, 1, kraken) == std::vector{5});
  }

  TEST_CASE("Swordsman: the Sword may steal a suit he already has") {
    dmd::scenario sc;
    sc.traits = traits({trait::swordsman, std::nullopt});
    sc.draw = {{sword, 3}, {key, 2}};
    sc.banks = {{{kraken, 3}}, {{kraken, 6}}};
    auto s = start(sc);
    draw(*s);
    CHECK(offered(*s, 0, "sword") ==
          std::vector<json>{{{"type", "sword"}, {"seat", 1}, {"suit", "kraken"}}});
  }

  TEST_CASE("Davy Jones' Locker (2 players): the opponent's busted cards, the busting card "
            "included, go to its owner; kept cards stay") {
    dmd::scenario sc;
    sc.traits = traits({std::nullopt, trait::davy_jones_locker});
    sc.draw = {{key, 3}, {anchor, 4}, {map, 5}, {key, 6}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 4);
    CHECK(stack_of(*s, 0, key) == std::vector{3});
    CHECK(stack_of(*s, 1, anchor) == std::vector{4});
    CHECK(stack_of(*s, 1, map) == std::vector{5});
    CHECK(stack_of(*s, 1, key) == std::vector{6});
    CHECK(data(*s).discard_pile.empty());
  }

  TEST_CASE("Davy Jones' Locker (3+ players): only the chosen opponent's busts are collected") {
    dmd::scenario sc;
    sc.players = 3;
    sc.traits = traits({std::nullopt, std::nullopt, trait::davy_jones_locker});
    sc.lockers = {-1, -1, 1};
    sc.draw = {{key, 3}, {key, 4}, {hook, 5}, {hook, 6}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 2); // seat 0 busts: to the discard pile
    CHECK(data(*s).discard_pile.size() == 2);
    draw_n(*s, 2); // seat 1 busts: to the Locker
    CHECK(stack_of(*s, 2, hook) == std::vector{5, 6});
    CHECK(data(*s).discard_pile.size() == 2);
  }

  TEST_CASE("Davy Jones' Locker (party): of two Lockers on the same player, the first in turn "
            "order after him takes the cards") {
    dmd::scenario sc;
    sc.players = 5;
    sc.traits = traits({std::nullopt, std::nullopt, trait::davy_jones_locker, std::nullopt,
                        trait::davy_jones_locker});
    sc.lockers = {-1, -1, 3, -1, 3};
    sc.current = 3;
    sc.draw = {{key, 3}, {key, 4}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 2);
    CHECK(stack_of(*s, 4, key) == std::vector{3, 4});
    CHECK(bank_size(*s, 2) == 0);
  }

  TEST_CASE("Siren (Mermaid variant): the card an opponent's Mermaid chooses goes to the Siren "
            "before it resolves") {
    dmd::scenario sc;
    sc.mermaid_variant = true;
    sc.traits = traits({std::nullopt, trait::siren});
    sc.draw = {{kraken, 3}, {mermaid, 4}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 2);
    act(*s, 0, {{"type", "mermaid"}, {"suit", "kraken"}});
    CHECK(stack_of(*s, 1, kraken) == std::vector{3});
    CHECK(play_suits(*s) == std::vector{mermaid});
    CHECK(data(*s).kraken_owed == 1); // no new demand: the Kraken did not resolve again
  }

  // "Gema da Sereia, Sereia: Quando seu oponente sacar uma sereia, você coleta imediatamente a
  // carta escolhida pelo efeito da Sereia." (pt: "When your opponent draws a Mermaid, you
  // immediately bank the card chosen by the Mermaid's effect.") Two Sirens (party game) would
  // both take it: a choice, the first in turn order after the Mermaid's owner.
  TEST_CASE("Siren (ruling, party): of two Sirens, the first in turn order after the Mermaid's "
            "owner takes the card") {
    dmd::scenario sc;
    sc.players = 5;
    sc.mermaid_variant = true;
    sc.traits = traits({std::nullopt, trait::siren, std::nullopt, std::nullopt, trait::siren});
    sc.current = 3;
    sc.draw = {{key, 3}, {mermaid, 4}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 2);
    act(*s, 3, {{"type", "mermaid"}, {"suit", "key"}});
    CHECK(stack_of(*s, 4, key) == std::vector{3});
    CHECK(bank_size(*s, 1) == 0);
    CHECK(play_suits(*s) == std::vector{mermaid});
  }

  TEST_CASE("Siren: an Anchor banked this way still protects the cards placed before it") {
    dmd::scenario sc;
    sc.mermaid_variant = true;
    sc.traits = traits({std::nullopt, trait::siren});
    sc.draw = {{key, 3}, {anchor, 4}, {mermaid, 5}, {key, 6}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 3);
    act(*s, 0, {{"type", "mermaid"}, {"suit", "anchor"}});
    CHECK(stack_of(*s, 1, anchor) == std::vector{4});
    draw(*s); // Key 6 busts
    CHECK(stack_of(*s, 0, key) == std::vector{3});
    CHECK(stack_of(*s, 0, mermaid).empty());
  }

  TEST_CASE("Casanova (Mermaid variant): his Mermaid is placed; the card it chooses is banked "
            "without resolving") {
    dmd::scenario sc;
    sc.mermaid_variant = true;
    sc.traits = traits({trait::casanova, std::nullopt});
    sc.draw = {{cannon, 3}, {mermaid, 4}, {sword, 2}};
    sc.banks = {{}, {{map, 4}, {hook, 5}}};
    auto s = start(sc);
    draw(*s);
    act(*s, 0, {{"type", "cannon"}, {"seat", 1}, {"suit", "hook"}});
    draw(*s);
    CHECK(play_suits(*s) == std::vector{cannon, mermaid});
    act(*s, 0, {{"type", "mermaid"}, {"suit", "cannon"}});
    CHECK(stack_of(*s, 0, cannon) == std::vector{3});
    CHECK(pending(*s) == "play"); // the Cannon did not fire again
    CHECK(stack_of(*s, 1, map) == std::vector{4});
  }

  TEST_CASE("Siren before Casanova (Mermaid variant): the Siren takes the card Casanova's Mermaid "
            "chooses") {
    dmd::scenario sc;
    sc.mermaid_variant = true;
    sc.traits = traits({trait::casanova, trait::siren});
    sc.draw = {{key, 3}, {mermaid, 4}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 2);
    act(*s, 0, {{"type", "mermaid"}, {"suit", "key"}});
    CHECK(stack_of(*s, 1, key) == std::vector{3});
    CHECK(bank_size(*s, 0) == 0);
  }

  TEST_CASE("Misfire: a Cannon called again by a Mermaid does not enter the play area again") {
    dmd::scenario sc;
    sc.mermaid_variant = true;
    sc.traits = traits({std::nullopt, trait::misfire});
    sc.draw = {{cannon, 3}, {mermaid, 4}, {sword, 2}};
    sc.banks = {{{hook, 5}, {map, 4}}, {{kraken, 6}, {anchor, 3}}};
    auto s = start(sc);
    draw(*s);
    act(*s, 0, {{"type", "misfire"}, {"suit", "hook"}});
    act(*s, 0, {{"type", "cannon"}, {"seat", 1}, {"suit", "kraken"}});
    draw(*s);
    act(*s, 0, {{"type", "mermaid"}, {"suit", "cannon"}});
    CHECK(pending(*s) == "cannon"); // no second Misfire
    CHECK(stack_of(*s, 0, map) == std::vector{4});
  }

  // "Miser: Uncino: Quando si gioca un Uncino nell'Area di Gioco, l' Uncino e la carta
  // successiva sono protetti da uno sballo." (it, p. 9: "When you play a Hook into the play
  // area, the Hook and the next card are protected from a bust.") A Hook that a Mermaid moves
  // and resolves again ("posicione-a ao lado direito da Sereia e resolva novamente o efeito",
  // pt: "put it to the right of the Mermaid and resolve its effect again") is not played into
  // the play area again: a choice where the text is silent, Miser does not protect another
  // card.
  TEST_CASE("Miser (ruling, Mermaid variant): a Hook moved by a Mermaid does not protect the "
            "next card again") {
    dmd::scenario sc;
    sc.mermaid_variant = true;
    sc.traits = traits({trait::miser, std::nullopt});
    sc.draw = {{hook, 4}, {mermaid, 5}, {key, 6}, {key, 3}, {sword, 2}};
    auto s = start(sc);
    draw_n(*s, 2); // the Hook finds an empty bank; the Mermaid is the card after it
    REQUIRE(pending(*s) == "mermaid");
    act(*s, 0, {{"type", "mermaid"}, {"suit", "hook"}});
    CHECK(play_suits(*s) == std::vector{mermaid, hook});
    draw_n(*s, 2); // Key 6, then Key 3 busts
    CHECK(stack_of(*s, 0, hook) == std::vector{4});
    CHECK(stack_of(*s, 0, mermaid) == std::vector{5});
    CHECK(stack_of(*s, 0, key).empty());
    CHECK(data(*s).discard_pile == std::vector<card>{{key, 6}, {key, 3}});
  }

  TEST_CASE("Party game: two Misfire players each take their card, the first in turn order "
            "first") {
    dmd::scenario sc;
    sc.players = 5;
    sc.traits = traits({std::nullopt, std::nullopt, trait::misfire, std::nullopt, trait::misfire});
    sc.draw = {{cannon, 3}, {sword, 2}};
    sc.banks = {{{hook, 5}, {map, 4}}};
    auto s = start(sc);
    draw(*s);
    REQUIRE(pending(*s) == "misfire");
    CHECK(spectator_view(*s)["pending"]["for"] == 2);
    act(*s, 0, {{"type", "misfire"}, {"suit", "hook"}});
    REQUIRE(pending(*s) == "misfire");
    CHECK(spectator_view(*s)["pending"]["for"] == 4);
    act(*s, 0, {{"type", "misfire"}, {"suit", "map"}});
    CHECK(stack_of(*s, 2, hook) == std::vector{5});
    CHECK(stack_of(*s, 4, map) == std::vector{4});
    CHECK(pending(*s) == "cannon");
  }

  TEST_CASE("Party game: two Beastmasters still demand four cards, not eight") {
    dmd::scenario sc;
    sc.players = 5;
    sc.traits = traits({std::nullopt, trait::beastmaster, std::nullopt, trait::beastmaster});
    sc.draw = {{kraken, 3}, {sword, 2}};
    auto s = start(sc);
    draw(*s);
    CHECK(data(*s).kraken_owed == 4);
  }

  TEST_CASE("Trait choice: two dealt to each, chosen secretly and simultaneously, revealed "
            "together") {
    auto g = dmd::make_game();
    auto created = g->create(json::object(), 3, 7);
    auto s = std::move(std::get<std::unique_ptr<game_state>>(created));
    CHECK(s->awaiting() == std::vector<int>{0, 1, 2});
    const auto &t = data(*s);
    for (int seat = 0; seat < 3; ++seat) {
      CHECK(t.dealt[seat].size() == 2);
      CHECK(offered(*s, seat, "trait").size() == 2);
      CHECK(s->view(seat)["you"]["dealt"].size() == 2);
    }
    const auto key_of = [&](int seat, int i) {
      return std::string(dmd::trait_key(t.dealt[seat][i]));
    };
    const std::string chosen0 = key_of(0, 1), unchosen0 = key_of(0, 0);
    act(*s, 0, {{"type", "trait"}, {"trait", chosen0}});
    CHECK(s->awaiting() == std::vector<int>{1, 2});
    CHECK(s->legal_actions(0).empty());
    CHECK(s->view(0)["you"]["trait"] == chosen0);
    for (int viewer : {1, 2, spectator}) {
      const std::string seen = s->view(viewer).dump();
      CHECK(seen.find(chosen0) == std::string::npos);
      CHECK(seen.find(unchosen0) == std::string::npos);
      CHECK(s->view(viewer)["ready"] == json::array({0}));
    }
    act(*s, 2, {{"type", "trait"}, {"trait", key_of(2, 0)}});
    act(*s, 1, {{"type", "trait"}, {"trait", key_of(1, 0)}});
    const json v = s->view(1);
    CHECK(v["traits"]["0"] == chosen0);
    CHECK(v["traits"]["2"] == key_of(2, 0));
    CHECK(v.dump().find(unchosen0) == std::string::npos);
    for (const auto &e : s->log())
      if (e.entry["event"] == "deal")
        CHECK(e.only.size() == 1);
  }

  TEST_CASE("Davy Jones' Locker (3+ players): after the reveal its owner picks an opponent") {
    auto g = dmd::make_game();
    for (std::uint64_t seed = 1; seed < 2000; ++seed) {
      auto created = g->create(json::object(), 3, seed);
      auto s = std::move(std::get<std::unique_ptr<game_state>>(created));
      int owner = -1;
      for (int seat = 0; seat < 3; ++seat)
        for (trait tr : data(*s).dealt[seat])
          if (tr == trait::davy_jones_locker)
            owner = seat;
      if (owner < 0)
        continue;
      for (int seat = 0; seat < 3; ++seat) {
        const std::string pick = seat == owner
                                     ? "davyJonesLocker"
                                     : std::string(dmd::trait_key(data(*s).dealt[seat][0]));
        act(*s, seat, {{"type", "trait"}, {"trait", pick}});
      }
      REQUIRE(spectator_view(*s)["phase"] == "locker");
      CHECK(s->awaiting() == std::vector<int>{owner});
      const auto choices = offered(*s, owner, "locker");
      REQUIRE(choices.size() == 2);
      act(*s, owner, choices[1]);
      CHECK(spectator_view(*s)["lockers"][std::to_string(owner)] == choices[1]["seat"]);
      CHECK(spectator_view(*s)["phase"] == "play");
      return;
    }
    FAIL("no seed dealt Davy Jones' Locker");
  }

  // "Davy Jones' Locker: Si collezionano le carte del tuo avversario quando sballa" (it, p. 9:
  // "You collect your opponent's cards when he busts"); the choice of a player is for "una
  // partita a 3-4 giocatori" ("a 3-4 player game"). With two players there is one opponent
  // and nothing to choose.
  TEST_CASE("Davy Jones' Locker (ruling, 2 players): it haunts the only opponent, with no "
            "choice to make") {
    auto g = dmd::make_game();
    for (std::uint64_t seed = 1; seed < 2000; ++seed) {
      auto created = g->create(json::object(), 2, seed);
      auto s = std::move(std::get<std::unique_ptr<game_state>>(created));
      int owner = -1;
      for (int seat = 0; seat < 2; ++seat)
        for (trait tr : data(*s).dealt[seat])
          if (tr == trait::davy_jones_locker)
            owner = seat;
      if (owner < 0)
        continue;
      for (int seat = 0; seat < 2; ++seat) {
        const std::string pick = seat == owner
                                     ? "davyJonesLocker"
                                     : std::string(dmd::trait_key(data(*s).dealt[seat][0]));
        act(*s, seat, {{"type", "trait"}, {"trait", pick}});
      }
      CHECK(spectator_view(*s)["phase"] == "play");
      CHECK(spectator_view(*s)["lockers"][std::to_string(owner)] == 1 - owner);
      CHECK(data(*s).locker_target[owner] == 1 - owner);
      return;
    }
    FAIL("no seed dealt Davy Jones' Locker");
  }

  // "In una partita a 3-4 giocatori, scegliete un giocatore all'inizio della partita" (it,
  // p. 9, Davy Jones' Locker: "In a 3-4 player game, choose a player at the start of the
  // game"). The text does not say in which order two Lockers (party game) choose: a choice,
  // in turn order from the first player, after the reveal.
  TEST_CASE("Davy Jones' Locker (ruling, party): two Lockers choose their targets one after the "
            "other, in turn order from the first player") {
    auto g = dmd::make_game();
    for (std::uint64_t seed = 1; seed < 20000; ++seed) {
      auto created = g->create(json::object(), 6, seed);
      auto s = std::move(std::get<std::unique_ptr<game_state>>(created));
      std::vector<int> owners;
      for (int seat = 0; seat < 6; ++seat)
        for (trait tr : data(*s).dealt[seat])
          if (tr == trait::davy_jones_locker) {
            owners.push_back(seat);
            break;
          }
      if (owners.size() != 2)
        continue;
      for (int seat = 0; seat < 6; ++seat) {
        const bool owner = std::find(owners.begin(), owners.end(), seat) != owners.end();
        const std::string pick =
            owner ? "davyJonesLocker" : std::string(dmd::trait_key(data(*s).dealt[seat][0]));
        act(*s, seat, {{"type", "trait"}, {"trait", pick}});
      }
      REQUIRE(spectator_view(*s)["phase"] == "locker");
      const int first = data(*s).first_player;
      const auto distance = [&](int seat) { return (seat - first + 6) % 6; };
      std::sort(owners.begin(), owners.end(),
                [&](int a, int b) { return distance(a) < distance(b); });
      CHECK(s->awaiting() == std::vector<int>{owners[0]});
      act(*s, owners[0], offered(*s, owners[0], "locker")[0]);
      CHECK(s->awaiting() == std::vector<int>{owners[1]});
      act(*s, owners[1], offered(*s, owners[1], "locker")[0]);
      CHECK(spectator_view(*s)["phase"] == "play");
      return;
    }
    FAIL("no seed dealt Davy Jones' Locker to two players");
  }

} // TEST_SUITE
