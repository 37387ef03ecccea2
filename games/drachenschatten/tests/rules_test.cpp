// Scenario tests on stacked positions: each symbol, each battle outcome, each
// way to win and the end of the cards. Each quotes the sentence of the rulebook
// (../shared/rules/drachenschatten.it.txt, with its line) that it checks, with
// a translation; where the rulebook is silent it says which choice it pins.
#include "test_support.hpp"

#include <map>
#include <tuple>

using namespace ds_test;

TEST_SUITE("drachenschatten rules") {

  TEST_CASE("Setup: 8 village and 8 cave piles of 4, a starting village card each, in seat order") {
    // l. 27-32: "Le 32 carte del villaggio vengono mescolate e messe a faccia in giù in 8 mazzi
    // [...] Le 32 carte grotta sono anch'esse mescolate" (the 32 village cards are shuffled and
    // put face down in 8 piles [...] the 32 cave cards are shuffled too). l. 38: "Tutti i
    // giocatori pescano una carta dal villaggio e la depongono a faccia in su di fronte a loro"
    // (every player draws a village card and lays it face up in front of him). l. 53: "Se la
    // carta è un oggetto, è subito pronto per l'azione" (an item is ready at once). The order of
    // the starting draws (seat order) is a choice: the rulebook is silent.
    const auto g = ds::make_game();
    auto created = g->create(json::object(), 3, 77);
    auto s = std::move(std::get<std::unique_ptr<game_state>>(created));
    const auto &t = data(*s);
    for (int p = 0; p < ds::pile_count; ++p) {
      CHECK(t.piles[p].size() == 4);
      for (int c : t.piles[p])
        CHECK((ds::info(c).where == ds::row::village) == (p < 8));
    }
    CHECK(pending(*s) == "setup");
    CHECK(s->awaiting() == std::vector<int>{0});
    CHECK(s->legal_actions(0).size() == 8); // only village piles
    CHECK(s->apply(1, {{"type", "start"}, {"pile", "v1"}})->code == "not_your_turn");
    CHECK(s->apply(0, {{"type", "start"}, {"pile", "c1"}})->code == "illegal_action");
    act(*s, 0, {{"type", "start"}, {"pile", "v2"}});
    act(*s, 1, {{"type", "start"}, {"pile", "v2"}});
    act(*s, 2, {{"type", "start"}, {"pile", "v5"}});
    const auto &u = data(*s);
    CHECK(u.piles[v2].size() == 2);
    for (int seat = 0; seat < 3; ++seat) {
      REQUIRE(u.lines[seat].size() == 1);
      CHECK_FALSE(u.lines[seat][0].tapped);
      CHECK(ds::info(u.lines[seat][0].id).where == ds::row::village);
    }
    CHECK(pending(*s) == "turn");
    CHECK(s->awaiting() == std::vector<int>{u.first_player});
  }

  TEST_CASE("The deck: 32 village items; 32 cave cards with 7 treasures, 2 hydras and 8 dragons; "
            "ten item types") {
    // l. 11-12: "32 carte villaggio [...] 32 carte caverna"; l. 34-37: "Nel villaggio, i giocatori
    // possono raccogliere oggetti [...] Nelle grotte vi sono 7 tesori, 2 Hydra e 8 Draghi" (in the
    // village, items; in the caves 7 treasures, 2 hydras and 8 dragons). The rest of the deck is
    // not printed: drachenschatten.rulings.md, "Cards", reconstructs it from the item/symbol
    // pairs the text names, a village and a cave Sword being one item type.
    int village = 0, village_items = 0, treasures = 0, hydras = 0, dragons = 0;
    std::set<item> types;
    std::set<std::pair<item, symbol>> pairs;
    for (int id = 0; id < ds::deck_size; ++id) {
      const auto &c = ds::info(id);
      village += c.where == ds::row::village;
      village_items += c.where == ds::row::village && c.k == kind::item;
      treasures += c.k == kind::treasure;
      hydras += c.k == kind::hydra;
      dragons += c.k == kind::dragon;
      if (c.k == kind::item) {
        types.insert(c.it);
        pairs.insert({c.it, c.sym});
      } else {
        CHECK(c.where == ds::row::cave);
      }
    }
    CHECK(ds::deck_size == 64);
    CHECK(village == 32);
    CHECK(village_items == 32);
    CHECK(treasures == 7);
    CHECK(hydras == 2);
    CHECK(dragons == 8);
    CHECK(types.size() == 10);
    // Every pairing the rulebook names (l. 80-113, 116-130).
    for (const auto &p :
         std::vector<std::pair<item, symbol>>{{item::torch, symbol::look1},
                                              {item::torch, symbol::look2},
                                              {item::torch, symbol::look3},
                                              {item::boots, symbol::reveal},
                                              {item::wand, symbol::reveal},
                                              {item::sword, symbol::swap},
                                              {item::wand, symbol::swap},
                                              {item::gem, symbol::swap},
                                              {item::wand, symbol::steal},
                                              {item::sword, symbol::destroy},
                                              {item::book, symbol::destroy},
                                              {item::sword, symbol::decay},
                                              {item::wand, symbol::decay},
                                              {item::key, symbol::restore},
                                              {item::sword, symbol::protect_dragon},
                                              {item::shield, symbol::protect_dragon},
                                              {item::helmet, symbol::protect_dragon},
                                              {item::potion, symbol::protect_hydra},
                                              {item::sword, symbol::protect_hydra}})
      CHECK(pairs.count(p) == 1);
    // The counts of drachenschatten.rulings.md's tables, village then caves.
    std::map<std::tuple<ds::row, item, symbol>, int> counts;
    for (int id = 0; id < ds::deck_size; ++id)
      if (ds::info(id).k == kind::item)
        ++counts[{ds::info(id).where, ds::info(id).it, ds::info(id).sym}];
    const auto V = ds::row::village, C = ds::row::cave;
    const std::map<std::tuple<ds::row, item, symbol>, int> rulings = {
        {{V, item::torch, symbol::look1}, 3},
        {{V, item::torch, symbol::look2}, 2},
        {{V, item::torch, symbol::look3}, 1},
        {{V, item::boots, symbol::reveal}, 5},
        {{V, item::sword, symbol::protect_dragon}, 3},
        {{V, item::sword, symbol::protect_hydra}, 2},
        {{V, item::shield, symbol::protect_dragon}, 5},
        {{V, item::helmet, symbol::protect_dragon}, 4},
        {{V, item::potion, symbol::protect_hydra}, 4},
        {{V, item::key, symbol::restore}, 3},
        {{C, item::wand, symbol::reveal}, 2},
        {{C, item::wand, symbol::swap}, 1},
        {{C, item::wand, symbol::steal}, 2},
        {{C, item::wand, symbol::decay}, 1},
        {{C, item::gem, symbol::swap}, 3},
        {{C, item::book, symbol::destroy}, 3},
        {{C, item::sword, symbol::swap}, 1},
        {{C, item::sword, symbol::destroy}, 1},
        {{C, item::sword, symbol::decay}, 1}};
    CHECK(counts == rulings);
    picker k;
    auto s = ds::make_scenario(position(2, {{k.treasure()}},
                                        {{{k.item_card(item::sword, symbol::protect_dragon), false},
                                          {k.item_card(item::sword, symbol::decay), false}},
                                         {}}));
    CHECK(data(*s).distinct_item_types(0) == 1);
  }

  TEST_CASE("The first player is random across seeds") {
    // l. 41: "L'ultimo giocatore ad aver ucciso un drago comincia il gioco." (The last player to
    // have slain a dragon starts.) A server cannot know it: the choice is a random first player.
    const auto g = ds::make_game();
    std::set<int> firsts;
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
      auto s = std::move(std::get<std::unique_ptr<game_state>>(g->create(json::object(), 4, seed)));
      firsts.insert(data(*s).first_player);
    }
    CHECK(firsts.size() == 4);
  }

  TEST_CASE("Turn: exactly one mandatory reveal, items before and after it, then endTurn") {
    // l. 48-49: "Questa azione deve essere eseguita esattamente una volta da un giocatore nel suo
    // turno." (This action must be taken exactly once by a player in his turn.) l. 63-64: "può
    // eseguire l'azione quante volte vuole prima e / o dopo l'azione obbligatoria" (he may use
    // items as often as he likes before and/or after the mandatory action). l. 85-86, Boots:
    // "Scoprire una carta e sistemarla nella propria linea di carte." (Reveal a card and put it
    // in one's line.) The endTurn action is the engine's way of saying the turn is over.
    picker k;
    const int boots1 = k.item_card(item::boots, symbol::reveal);
    const int boots2 = k.item_card(item::boots, symbol::reveal);
    const int a = k.item_card(item::shield, symbol::protect_dragon);
    const int b = k.item_card(item::helmet, symbol::protect_dragon);
    const int c = k.item_card(item::potion, symbol::protect_hydra);
    auto s = ds::make_scenario(
        position(2, {{a, b, c}, {k.treasure()}}, {{{boots1, false}, {boots2, false}}, {}}));
    CHECK_FALSE(offers(*s, 0, "endTurn"));
    // A player whose time runs out reveals (the first reveal offered) ...
    CHECK(s->default_action(0)["type"] == "reveal");
    CHECK(s->default_action(0).count("card") == 0);
    // Two identical boots give the same choices: offered once.
    std::set<int> with_boots;
    for (const auto &x : s->legal_actions(0))
      if (x["type"] == "reveal" && x.contains("card"))
        with_boots.insert(x["card"].get<int>());
    CHECK(with_boots == std::set<int>{boots1});
    act(*s, 0, {{"type", "reveal"}, {"card", boots1}, {"pile", "v1"}});
    CHECK(tapped(*s, 0, boots1));
    CHECK(in_line(*s, 0, a));
    CHECK_FALSE(tapped(*s, 0, a));         // arrives ready
    CHECK_FALSE(offers(*s, 0, "endTurn")); // the extra reveal is not the mandatory one
    act(*s, 0, {{"type", "reveal"}, {"pile", "v1"}});
    CHECK(data(*s).revealed);
    for (const auto &x : s->legal_actions(0))
      CHECK_FALSE((x["type"] == "reveal" && !x.contains("card")));
    act(*s, 0, {{"type", "reveal"}, {"card", boots2}, {"pile", "v1"}});
    CHECK(data(*s).lines[0].size() == 5);
    CHECK(s->default_action(0)["type"] == "endTurn"); // ... and then ends his turn
    act(*s, 0, {{"type", "endTurn"}});
    CHECK(s->awaiting() == std::vector<int>{1});
    CHECK_FALSE(data(*s).revealed);
  }

  TEST_CASE("Look N: the looker sees the cards, others only which piles and how many") {
    // l. 81-84: "è possibile guardare di nascosto la carta o le carte più in alto di uno o più
    // mazzi. Se una qualsiasi delle carte guardate è una bestia non si comincia una battaglia"
    // (one may look in secret at the top card or cards of one or more piles. If a card looked
    // at is a beast, no battle starts). l. 84: "risistemata nel mazzo coperta" (put back face
    // down in the pile): the card stays where it was, and the looker remembers it until it is
    // taken. That the others see which piles and how many is a choice: at a table they watch
    // the looker's hands.
    picker k;
    const int torch = k.item_card(item::torch, symbol::look2);
    const int d = k.dragon(), tr = k.treasure(), x = k.item_card(item::gem, symbol::swap);
    const int y = k.item_card(item::shield, symbol::protect_dragon);
    auto s = ds::make_scenario(
        position(2, {{y}, {}, {}, {}, {}, {}, {}, {}, {d, tr, x}}, {{{torch, false}}, {}}));
    act(*s, 0, {{"type", "look"}, {"card", torch}});
    CHECK(tapped(*s, 0, torch));
    CHECK(pending(*s) == "look");
    CHECK(s->legal_actions(0).size() == 3); // v1, c1, or stop looking
    act(*s, 0, {{"type", "peek"}, {"pile", "c1"}});
    act(*s, 0, {{"type", "peek"}, {"pile", "c1"}});
    CHECK(pending(*s) == "turn");
    CHECK(data(*s).lines[0].size() == 1); // no battle: the dragon was only looked at
    const json mine = s->view(0)["seen"]["c1"];
    REQUIRE(mine.size() == 2);
    CHECK(mine[0]["id"] == d);
    CHECK(mine[1]["id"] == tr);
    CHECK(s->view(1)["seen"].count("c1") == 0);
    CHECK(s->view(spectator).count("seen") == 0);
    CHECK(s->view(0)["piles"]["c1"].count("seen") == 0);
    CHECK(s->view(1)["piles"]["c1"]["peeked"]["0"] == 2);
    // The private log entries name the cards for the looker only.
    int private_entries = 0;
    for (const auto &e : s->log())
      if (e.entry["event"] == "peekSeen") {
        ++private_entries;
        CHECK(e.only == std::vector<int>{0});
      }
    CHECK(private_entries == 2);
    // Knowledge survives other piles changing; when the top card is taken, the
    // looker still knows the cards that were under it, one place higher.
    act(*s, 0, {{"type", "reveal"}, {"pile", "v1"}});
    CHECK(s->view(0)["seen"]["c1"].size() == 2);
    act(*s, 0, {{"type", "endTurn"}});
    act(*s, 1, {{"type", "reveal"}, {"pile", "c1"}}); // seat 1 meets the dragon unarmed
    const json after = s->view(0)["seen"]["c1"];
    REQUIRE(after.size() == 1);
    CHECK(after[0]["id"] == tr);
    CHECK(s->view(1)["piles"]["c1"]["peeked"]["0"] == 1);
    act(*s, 0, {{"type", "reveal"}, {"pile", "c1"}});
    CHECK(s->view(0)["seen"].count("c1") == 0);
    CHECK(s->view(0)["piles"]["c1"]["peeked"].empty());
  }

  TEST_CASE("Look N: a torch may look several cards of one pile or tops of several") {
    // l. 81-82: "la carta o le carte più in alto di uno o più mazzi" (the top card or cards of
    // one or more piles).
    picker k;
    const int torch = k.item_card(item::torch, symbol::look3);
    std::vector<std::vector<int>> piles(16);
    piles[c1] = {k.dragon(), k.dragon()};
    piles[c2] = {k.treasure()};
    piles[c3] = {k.treasure(), k.hydra()};
    auto s = ds::make_scenario(position(2, piles, {{{torch, false}}, {}}));
    act(*s, 0, {{"type", "look"}, {"card", torch}});
    act(*s, 0, {{"type", "peek"}, {"pile", "c2"}});
    CHECK(offers(*s, 0, "peek"));
    for (const auto &a : s->legal_actions(0))
      CHECK(a.value("pile", "") != "c2"); // c2 has no second card
    act(*s, 0, {{"type", "peek"}, {"pile", "c3"}});
    act(*s, 0, {{"type", "peek"}, {"pile", "c3"}});
    CHECK(pending(*s) == "turn");
    CHECK(s->view(0)["seen"]["c3"].size() == 2);
    CHECK(s->view(0)["seen"]["c2"].size() == 1);
  }

  TEST_CASE("Look N: the torch may look at fewer cards than it shows, even none") {
    // l. 80-82: "A seconda del numero di carte raffigurate, 1, 2 o 3, è possibile guardare di
    // nascosto la carta o le carte più in alto di uno o più mazzi." (Depending on the number of
    // cards shown, 1, 2 or 3, one may look in secret at the top card or cards of one or more
    // piles.) "È possibile": the number shown is the most he may look at.
    picker k;
    const int torch3 = k.item_card(item::torch, symbol::look3);
    const int torch2 = k.item_card(item::torch, symbol::look2);
    const int top = k.dragon();
    std::vector<std::vector<int>> piles(16);
    piles[c1] = {top, k.treasure(), k.hydra()};
    auto s = ds::make_scenario(position(2, piles, {{{torch3, false}, {torch2, false}}, {}}));
    act(*s, 0, {{"type", "look"}, {"card", torch3}});
    act(*s, 0, {{"type", "peek"}, {"pile", "c1"}});
    json stop;
    for (const auto &a : s->legal_actions(0))
      if (a["type"] == "stopLook")
        stop = a;
    REQUIRE(stop.is_object());
    CHECK(stop["label"] == "Stop looking (2 cards left unseen)");
    act(*s, 0, stop);
    CHECK(pending(*s) == "turn");
    CHECK(tapped(*s, 0, torch3));
    CHECK(s->view(0)["seen"]["c1"].size() == 1);
    CHECK(s->view(0)["seen"]["c1"][0]["id"] == top);
    // A torch used without looking at anything is simply used.
    act(*s, 0, {{"type", "look"}, {"card", torch2}});
    act(*s, 0, {{"type", "stopLook"}});
    CHECK(tapped(*s, 0, torch2));
    CHECK(pending(*s) == "turn");
    CHECK(s->view(0)["seen"]["c1"].size() == 1);
    int stops = 0;
    for (const auto &e : s->log())
      if (e.entry["event"] == "stopLook") {
        ++stops;
        CHECK(e.only.empty()); // public: everybody sees the looker stop
      }
    CHECK(stops == 2);
    CHECK(s->apply(0, {{"type", "stopLook"}})->code == "illegal_action"); // no look under way
  }

  TEST_CASE("Swap: one of your tapped items (the swap card included) for another's tapped item") {
    // l. 90-94: "Un giocatore può scambiare uno dei suoi oggetti con qualsiasi oggetto a sua
    // scelta da uno dei gli altri giocatori. Tuttavia, entrambi gli oggetti devono essere stati
    // utilizzati (tappati) e rimangono in questo stato anche dopo lo scambio. Anche la carta che
    // serve per scambiare può essere utilizzata per lo scambio." (A player may swap one of his
    // items for any item of another player. Both must have been used (tapped) and stay so after
    // the swap. The swapping card itself may be swapped.)
    picker k;
    const int gem = k.item_card(item::gem, symbol::swap);
    const int used = k.item_card(item::boots, symbol::reveal);
    const int theirs = k.item_card(item::key, symbol::restore);
    const int ready = k.item_card(item::helmet, symbol::protect_dragon);
    auto s = ds::make_scenario(position(
        2, {{k.treasure()}}, {{{gem, false}, {used, true}}, {{theirs, true}, {ready, false}}}));
    int swaps = 0;
    for (const auto &a : s->legal_actions(0))
      if (a["type"] == "swap") {
        ++swaps;
        CHECK(a["take"] == theirs); // ready items are safe
      }
    CHECK(swaps == 2); // give the gem itself or the used boots
    act(*s, 0, {{"type", "swap"}, {"card", gem}, {"give", gem}, {"take", theirs}});
    CHECK(in_line(*s, 0, theirs));
    CHECK(tapped(*s, 0, theirs));
    CHECK(in_line(*s, 1, gem));
    CHECK(tapped(*s, 1, gem));
    CHECK(in_line(*s, 0, used));
  }

  TEST_CASE("Steal takes a tapped item, which stays tapped; Destroy removes one from the game") {
    // l. 99-102: "Solo oggetti usati (tappati) possono essere rubati. Un giocatore sceglie un
    // oggetto da una degli altri giocatori e lo depone (orizzontalmente, sempre tappato) nella
    // propria collezione" (only used items can be stolen; he lays it, still tapped, in his
    // line). l. 104-105: "Un giocatore sceglie un oggetto usato da uno degli altri giocatori e
    // lo rimuove dal gioco." (He picks a used item of another player and removes it from play.)
    picker k;
    const int wand = k.item_card(item::wand, symbol::steal);
    const int book = k.item_card(item::book, symbol::destroy);
    const int t1 = k.item_card(item::shield, symbol::protect_dragon);
    const int t2 = k.item_card(item::potion, symbol::protect_hydra);
    auto s = ds::make_scenario(
        position(2, {{k.treasure()}}, {{{wand, false}, {book, false}}, {{t1, true}, {t2, true}}}));
    act(*s, 0, {{"type", "steal"}, {"card", wand}, {"take", t1}});
    CHECK(in_line(*s, 0, t1));
    CHECK(tapped(*s, 0, t1));
    CHECK_FALSE(in_line(*s, 1, t1));
    act(*s, 0, {{"type", "destroy"}, {"card", book}, {"item", t2}});
    CHECK(removed(*s, t2));
    CHECK(data(*s).lines[1].empty());
  }

  TEST_CASE("Use to no effect: a ready item whose action can do nothing now may still be used, "
            "and is only tapped") {
    // l. 62-66: "Non appena un giocatore ha oggetti nella sua collezione di carte, può eseguire
    // l'azione quante volte vuole [...] Il numero di azioni Usa un oggetto che si possono
    // compiere sono limitate solo dal numero delle carte oggetto possedute e dalla volontà di
    // compierle o meno." (As soon as a player has items he may take the action as often as he
    // likes [...] The number of Use an item actions is limited only by the item cards he owns
    // and by his will.) l. 67-68: "esegue l'azione dell'oggetto selezionato, pronto all'azione,
    // e in seguito gira la carta di 90°" (he carries out the item's action, then taps it).
    // l. 76-78: ready items, creatures and treasures are never targets, so here no action can
    // act on anything.
    picker k;
    const int key = k.item_card(item::key, symbol::restore);
    const int wand = k.item_card(item::wand, symbol::steal);
    const int book = k.item_card(item::book, symbol::destroy);
    const int decay = k.item_card(item::wand, symbol::decay);
    const int gem = k.item_card(item::gem, symbol::swap);
    const int shield = k.item_card(item::shield, symbol::protect_dragon);
    auto s = ds::make_scenario(position(2, {{k.treasure()}},
                                        {{{key, false},
                                          {wand, false},
                                          {book, false},
                                          {decay, false},
                                          {gem, false},
                                          {shield, false}},
                                         {{k.dragon(), false},
                                          {k.treasure(), false},
                                          {k.item_card(item::boots, symbol::reveal), false}}}));
    for (const char *type : {"steal", "destroy", "decay", "swap", "restore", "fight"})
      CHECK_MESSAGE(!offers(*s, 0, type), type);
    std::set<int> uses;
    for (const auto &a : s->legal_actions(0))
      if (a["type"] == "use") {
        uses.insert(a["card"].get<int>());
        CHECK(a["label"].get<std::string>().find("no effect") != std::string::npos);
      }
    CHECK(uses == std::set<int>{key, wand, book, decay, gem, shield});
    const std::string theirs = s->view(1)["lines"]["1"].dump();
    for (int card : {key, wand, book, decay, gem, shield}) {
      act(*s, 0, {{"type", "use"}, {"card", card}});
      CHECK(tapped(*s, 0, card));
      CHECK(pending(*s) == "turn"); // a decay with nobody to lose anything asks nobody
    }
    CHECK(s->view(1)["lines"]["1"].dump() == theirs);
    CHECK(data(*s).lines[0].size() == 6);
    CHECK_FALSE(offers(*s, 0, "use"));     // every item is used now
    CHECK_FALSE(offers(*s, 0, "endTurn")); // the reveal is still owed
    CHECK(offers(*s, 0, "reveal"));
  }

  TEST_CASE("Use to no effect is not offered where the item's action can do something") {
    // l. 99-102 and 104-105: stealing and destroying say what the player does ("sceglie un
    // oggetto [...] e lo depone", "sceglie un oggetto usato [...] e lo rimuove"): with a target
    // there, using the item means doing it. Only a Torch may do less ("è possibile guardare",
    // see the look tests).
    picker k;
    const int wand = k.item_card(item::wand, symbol::steal);
    const int theirs = k.item_card(item::helmet, symbol::protect_dragon);
    auto s = ds::make_scenario(position(2, {{k.treasure()}}, {{{wand, false}}, {{theirs, true}}}));
    CHECK(offers(*s, 0, "steal"));
    CHECK_FALSE(offers(*s, 0, "use"));
  }

  TEST_CASE("Use to no effect: a protector used outside a battle is tapped, and can then be "
            "swapped away") {
    // l. 65-66: uses are "limitate solo dal numero delle carte oggetto possedute e dalla volontà
    // di compierle o meno" (limited only by the item cards owned and by the player's will);
    // protection acts only in a battle (l. 117-130), so elsewhere its use does nothing but tap
    // the card. l. 92-94: a swap needs both items "utilizzati (tappati)" (used, tapped).
    picker k;
    const int shield = k.item_card(item::shield, symbol::protect_dragon);
    const int shield2 = k.item_card(item::shield, symbol::protect_dragon);
    const int gem = k.item_card(item::gem, symbol::swap);
    const int theirs = k.item_card(item::key, symbol::restore);
    auto s = ds::make_scenario(
        position(2, {{k.treasure()}},
                 {{{shield, false}, {shield2, false}, {gem, false}}, {{theirs, true}}}));
    act(*s, 0, {{"type", "use"}, {"card", shield}});
    CHECK(tapped(*s, 0, shield));
    CHECK_FALSE(tapped(*s, 0, shield2));
    act(*s, 0, {{"type", "swap"}, {"card", gem}, {"give", shield}, {"take", theirs}});
    CHECK(in_line(*s, 1, shield));
    CHECK(tapped(*s, 1, shield));
    CHECK(in_line(*s, 0, theirs));
    bool logged = false;
    for (const auto &e : s->log())
      logged = logged || (e.entry["event"] == "use" && e.entry["card"]["id"] == shield);
    CHECK(logged);
  }

  TEST_CASE("Decay: every opponent with a tapped item chooses at the same time") {
    // l. 107-109: "Tutti gli altri giocatori devono perdere una carta oggetto usata presente
    // nella loro linea di carte raccolte. Se un giocatore non dispone di un oggetto usato, non
    // perderà alcun oggetto." (All other players must lose one used item card of their line. A
    // player without a used item loses nothing.) Who picks the card is not said: the rulings
    // (drachenschatten.rulings.md, "decay") let each losing player pick his own, all at once.
    picker k;
    const int sword = k.item_card(item::sword, symbol::decay);
    const int a1 = k.item_card(item::shield, symbol::protect_dragon);
    const int a2 = k.item_card(item::torch, symbol::look1);
    const int b1 = k.item_card(item::key, symbol::restore);
    const int c1r = k.item_card(item::helmet, symbol::protect_dragon);
    const int own = k.item_card(item::boots, symbol::reveal);
    auto s = ds::make_scenario(position(
        4, {{k.treasure()}},
        {{{sword, false}, {own, true}}, {{a1, true}, {a2, true}}, {{b1, true}}, {{c1r, false}}}));
    act(*s, 0, {{"type", "decay"}, {"card", sword}});
    CHECK(pending(*s) == "decay");
    CHECK(s->awaiting() == std::vector<int>{1, 2});
    CHECK(s->legal_actions(0).empty());
    CHECK(s->legal_actions(3).empty());
    CHECK(s->legal_actions(1).size() == 2);
    CHECK(s->apply(0, {{"type", "lose"}, {"card", own}})->code == "not_your_turn");
    act(*s, 1, {{"type", "lose"}, {"card", a2}});
    CHECK(s->awaiting() == std::vector<int>{2});
    // The others see who answered, not what.
    const json seen_by_2 = s->view(2)["pending"];
    CHECK(seen_by_2["answered"] == json::array({1}));
    CHECK(seen_by_2["waiting"] == json::array({2}));
    CHECK(seen_by_2.count("yourChoice") == 0);
    CHECK(s->view(2)["yourChoice"].is_null());
    CHECK(s->view(spectator).count("yourChoice") == 0);
    CHECK(s->view(1)["yourChoice"]["id"] == a2);
    CHECK(in_line(*s, 1, a2)); // nothing happens before everyone has chosen
    CHECK(s->apply(1, {{"type", "lose"}, {"card", a1}})->code == "not_your_turn");
    act(*s, 2, {{"type", "lose"}, {"card", b1}});
    CHECK(removed(*s, a2));
    CHECK(removed(*s, b1));
    CHECK(in_line(*s, 1, a1));
    CHECK(in_line(*s, 0, own)); // the user's own items are safe
    CHECK(in_line(*s, 3, c1r));
    CHECK(pending(*s) == "turn");
    CHECK(s->awaiting() == std::vector<int>{0});
  }

  TEST_CASE("Restore readies one of your tapped items (not the key itself), usable at once") {
    // l. 111-113: "Un giocatore ripristina uno dei suoi oggetti utilizzati [...] Questo oggetto è
    // di nuovo pronto per l'azione e può essere utilizzato immediatamente." (He readies one of
    // his used items; it can be used at once.) l. 67-68: the action is carried out "e in seguito
    // gira la carta" (and then the card is tapped): the Key is still ready, not "used", while it
    // acts, so it cannot restore itself.
    picker k;
    const int key = k.item_card(item::key, symbol::restore);
    const int boots = k.item_card(item::boots, symbol::reveal);
    const int other_key = k.item_card(item::key, symbol::restore);
    auto s = ds::make_scenario(position(2, {{k.item_card(item::gem, symbol::swap)}},
                                        {{{key, false}, {boots, true}, {other_key, true}}, {}}));
    int restores = 0;
    for (const auto &a : s->legal_actions(0))
      if (a["type"] == "restore") {
        ++restores;
        CHECK(a["item"] != key);
      }
    CHECK(restores == 2); // the boots, or the other (tapped) key
    act(*s, 0, {{"type", "restore"}, {"card", key}, {"item", boots}});
    CHECK_FALSE(tapped(*s, 0, boots));
    CHECK(tapped(*s, 0, key));
    act(*s, 0, {{"type", "reveal"}, {"card", boots}, {"pile", "v1"}});
    CHECK(data(*s).lines[0].size() == 4);
  }

  TEST_CASE("Battle won: the player chooses which ready protector slays the dragon") {
    // l. 117-123: "può uccidere il Drago con l'azione di protezione \"contro draghi\", con un
    // oggetto nella sua collezione di carte con questa particolare azione pronto per l'azione.
    // [...] aggiunge il Drago alla sua collezione di carte. L'oggetto utilizzato per sconfiggere
    // il Drago è ruotato di 90°" (he can slay the dragon with a ready item bearing protection
    // against dragons; the dragon joins his line; the item used is tapped). Which of several
    // protectors: "un oggetto", any one; the player picks.
    picker k;
    const int shield = k.item_card(item::shield, symbol::protect_dragon);
    const int helmet = k.item_card(item::helmet, symbol::protect_dragon);
    const int used = k.item_card(item::sword, symbol::protect_dragon);
    const int potion = k.item_card(item::potion, symbol::protect_hydra);
    const int dragon = k.dragon();
    auto s = ds::make_scenario(
        position(2, {{}, {}, {}, {}, {}, {}, {}, {}, {dragon}, {k.treasure()}},
                 {{{shield, false}, {helmet, false}, {used, true}, {potion, false}}, {}}));
    act(*s, 0, {{"type", "reveal"}, {"pile", "c1"}});
    CHECK(pending(*s) == "battle");
    const json fights = s->legal_actions(0);
    REQUIRE(fights.size() == 2);
    CHECK(fights[0]["card"] == shield);
    CHECK(fights[1]["card"] == helmet);
    act(*s, 0, {{"type", "fight"}, {"card", helmet}});
    CHECK(in_line(*s, 0, dragon));
    CHECK(tapped(*s, 0, helmet));
    CHECK_FALSE(tapped(*s, 0, shield));
    CHECK(pending(*s) == "turn");
    CHECK(offers(*s, 0, "endTurn"));
  }

  TEST_CASE(
      "Battle won against a hydra needs a hydra protector; restore is not offered in battle") {
    // l. 125-128: "può uccidere l'Hydra con l'azione di protezione \"contro Hydra\" [...] Quando
    // si scopre una carta Hydra, un giocatore non può utilizzare l'azione \"Ripristina\"" (he can
    // slay the hydra with a hydra protector; he may not use Restore then). l. 115: "si svolge
    // immediatamente una battaglia" (a battle takes place at once): no other item use either.
    picker k;
    const int potion = k.item_card(item::potion, symbol::protect_hydra);
    const int key = k.item_card(item::key, symbol::restore);
    const int shield = k.item_card(item::shield, symbol::protect_dragon);
    const int hydra = k.hydra();
    auto s =
        ds::make_scenario(position(2, {{}, {}, {}, {}, {}, {}, {}, {}, {hydra}, {k.treasure()}},
                                   {{{potion, false}, {key, false}, {shield, false}}, {}}));
    act(*s, 0, {{"type", "reveal"}, {"pile", "c1"}});
    const json acts = s->legal_actions(0);
    REQUIRE(acts.size() == 1);
    CHECK(acts[0]["type"] == "fight");
    CHECK(acts[0]["card"] == potion);
    act(*s, 0, acts[0]);
    CHECK(in_line(*s, 0, hydra));
  }

  TEST_CASE("Battle lost: the whole line and the creature leave the game, the turn ends") {
    // l. 134-137: "viene sconfitto dal drago o Hydra e perde la sua intera collezione di carte!
    // Le carte, insieme con la bestia, sono rimosse dal gioco. Il turno del giocatore è finito,
    // ma lui può tornare alla villaggio o alle grotte nel suo prossimo turno." (He is beaten and
    // loses his whole line; the cards and the beast leave the game. His turn is over, but he may
    // go back to the village or the caves in his next turn.)
    picker k;
    const int used_shield = k.item_card(item::shield, symbol::protect_dragon);
    const int treasure = k.treasure();
    const int dragon_kept = k.dragon();
    const int dragon = k.dragon();
    const int key = k.item_card(item::key, symbol::restore);
    auto s = ds::make_scenario(position(
        2, {{}, {}, {}, {}, {}, {}, {}, {}, {dragon}, {k.treasure(), k.treasure()}},
        {{{used_shield, true}, {treasure, false}, {dragon_kept, false}, {key, false}}, {}}));
    act(*s, 0, {{"type", "reveal"}, {"pile", "c1"}});
    CHECK(data(*s).lines[0].empty());
    for (int c : {used_shield, treasure, dragon_kept, key, dragon})
      CHECK(removed(*s, c));
    CHECK(s->awaiting() == std::vector<int>{1});
    CHECK(pending(*s) == "turn");
    // He plays on next turn with an empty line.
    act(*s, 1, {{"type", "reveal"}, {"pile", "c2"}});
    act(*s, 1, {{"type", "endTurn"}});
    CHECK(s->legal_actions(0).size() == 1); // only the reveal of c2... and nothing else
  }

  TEST_CASE("Battle lost on an extra reveal before the mandatory one still ends the turn") {
    // l. 136-137: "Il turno del giocatore è finito" (the player's turn is over), whatever reveal
    // brought the beast, so the mandatory reveal counts as done.
    picker k;
    const int boots = k.item_card(item::boots, symbol::reveal);
    auto s = ds::make_scenario(position(
        2, {{}, {}, {}, {}, {}, {}, {}, {}, {k.hydra()}, {k.treasure()}}, {{{boots, false}}, {}}));
    act(*s, 0, {{"type", "reveal"}, {"card", boots}, {"pile", "c1"}});
    CHECK(removed(*s, boots));
    CHECK(s->awaiting() == std::vector<int>{1});
  }

  TEST_CASE("Win: three treasures") {
    // l. 139-140: "Non appena un giocatore ha tre di essi, ha vinto la partita." (As soon as a
    // player has three treasures he has won.) l. 148: "la partita finisce immediatamente".
    picker k;
    auto s = ds::make_scenario(
        position(2, {{}, {}, {}, {}, {}, {}, {}, {}, {k.treasure()}, {k.dragon()}},
                 {{{k.treasure(), false}, {k.treasure(), false}}, {}}));
    act(*s, 0, {{"type", "reveal"}, {"pile", "c1"}});
    REQUIRE(s->finished());
    CHECK(s->result().winners == std::vector<int>{0});
    CHECK(s->result().reason == "three treasures");
    CHECK(s->awaiting().empty());
    CHECK(s->view(spectator)["result"]["winners"] == json::array({0}));
  }

  TEST_CASE("Win: three creatures (dragons and hydras count together)") {
    // l. 131-132: "Non appena un giocatore ha tre bestie (Drago / Hydra) nella sua raccolta di
    // carte, ha vinto la partita." (As soon as a player has three beasts, dragon or hydra, he
    // has won.)
    picker k;
    const int shield = k.item_card(item::shield, symbol::protect_dragon);
    auto s = ds::make_scenario(
        position(2, {{}, {}, {}, {}, {}, {}, {}, {}, {k.dragon()}, {k.dragon()}},
                 {{{shield, false}, {k.dragon(), false}, {k.hydra(), false}}, {}}));
    act(*s, 0, {{"type", "reveal"}, {"pile", "c1"}});
    CHECK_FALSE(s->finished());
    act(*s, 0, {{"type", "fight"}, {"card", shield}});
    REQUIRE(s->finished());
    CHECK(s->result().winners == std::vector<int>{0});
    CHECK(s->result().reason == "three creatures");
  }

  TEST_CASE("Win: seven different item types, ready or tapped") {
    // l. 144-148: "Se un giocatore possiede: - 7 diversi oggetti [...] la partita finisce
    // immediatamente e il giocatore ha vinto la partita." (A player owning 7 different items
    // wins at once.) Used or not is not asked.
    picker k;
    auto s =
        ds::make_scenario(position(3, {{k.item_card(item::key, symbol::restore)}, {k.treasure()}},
                                   {{{k.item_card(item::torch, symbol::look1), true},
                                     {k.item_card(item::boots, symbol::reveal), false},
                                     {k.item_card(item::boots, symbol::reveal), false},
                                     {k.item_card(item::sword, symbol::protect_dragon), true},
                                     {k.item_card(item::shield, symbol::protect_dragon), false},
                                     {k.item_card(item::helmet, symbol::protect_dragon), false},
                                     {k.item_card(item::potion, symbol::protect_hydra), false}},
                                    {},
                                    {}}));
    CHECK(data(*s).distinct_item_types(0) == 6);
    act(*s, 0, {{"type", "reveal"}, {"pile", "v1"}});
    REQUIRE(s->finished());
    CHECK(s->result().winners == std::vector<int>{0});
    CHECK(s->result().reason == "seven different items");
  }

  TEST_CASE("Win: a swap can make two players reach seven item types at once") {
    // l. 96-97: "Se due giocatori hanno 7 oggetti diversi dopo lo scambio, entrambi i giocatori
    // vincono la partita." (If two players have 7 different items after the swap, both win.)
    picker k;
    const int gem = k.item_card(item::gem, symbol::swap);
    std::vector<std::pair<int, bool>> mine = {
        {gem, false},
        {k.item_card(item::torch, symbol::look1), true},
        {k.item_card(item::torch, symbol::look2), true}, // a second torch, given away
        {k.item_card(item::sword, symbol::protect_dragon), false},
        {k.item_card(item::shield, symbol::protect_dragon), false},
        {k.item_card(item::helmet, symbol::protect_dragon), false},
        {k.item_card(item::potion, symbol::protect_hydra), false}};
    const int given = mine[2].first;
    const int taken = k.item_card(item::key, symbol::restore);
    std::vector<std::pair<int, bool>> theirs = {
        {taken, true},
        {k.item_card(item::key, symbol::restore), false}, // keeps a key type
        {k.item_card(item::boots, symbol::reveal), false},
        {k.item_card(item::wand, symbol::steal), false},
        {k.item_card(item::book, symbol::destroy), false},
        {k.item_card(item::sword, symbol::protect_hydra), false},
        {k.item_card(item::shield, symbol::protect_dragon), false}};
    auto s = ds::make_scenario(position(2, {{k.treasure()}}, {mine, theirs}));
    CHECK(data(*s).distinct_item_types(0) == 6);
    CHECK(data(*s).distinct_item_types(1) == 6);
    act(*s, 0, {{"type", "swap"}, {"card", gem}, {"give", given}, {"take", taken}});
    REQUIRE(s->finished());
    CHECK(s->result().winners == std::vector<int>{0, 1});
  }

  TEST_CASE("End of the cards: most cards in the line wins; a tie is a draw") {
    // l. 149-152: "Se nessuna delle condizioni di cui sopra è soddisfatta, e non ci sono più carte
    // nè nel villaggio nè nelle grotte, il giocatore con il maggior numero di carte (oggetti,
    // bestie, e tesori) nella sua collezione di carte vince la partita. In caso di parità, la
    // partita è patta." (If none of the goals is met and no card is left in the village or the
    // caves, the player with most cards in his line wins. A tie is a draw.)
    picker k;
    auto s = ds::make_scenario(
        position(3, {{k.item_card(item::key, symbol::restore)}},
                 {{{k.treasure(), false}}, {{k.treasure(), false}, {k.dragon(), false}}, {}}));
    act(*s, 0, {{"type", "reveal"}, {"pile", "v1"}});
    CHECK_FALSE(s->finished()); // the turn is played out first (next test)
    act(*s, 0, {{"type", "endTurn"}});
    REQUIRE(s->finished());
    CHECK(s->result().winners == std::vector<int>{0, 1});
    CHECK(s->result().scores == std::vector<double>{2, 2, 0});
    CHECK(s->result().reason.find("draw") != std::string::npos);

    picker k2;
    auto u = ds::make_scenario(position(2, {{k2.item_card(item::key, symbol::restore)}},
                                        {{}, {{k2.treasure(), false}, {k2.dragon(), false}}}));
    act(*u, 0, {{"type", "reveal"}, {"pile", "v1"}});
    act(*u, 0, {{"type", "endTurn"}});
    REQUIRE(u->finished());
    CHECK(u->result().winners == std::vector<int>{1});
    CHECK(u->result().reason == "most cards when the piles ran out");
  }

  TEST_CASE("End of the cards: the player who takes the last card may still use his items; the "
            "game ends with his turn") {
    // l. 63-64: "può eseguire l'azione quante volte vuole prima e / o dopo l'azione obbligatoria
    // \"Scoprire una carta\"" (he may use items as often as he likes before and/or after the
    // mandatory reveal). l. 149-152: the end of the cards, unlike the goals of l. 144-148 ("la
    // partita finisce immediatamente", the game ends immediately), is not said to be immediate.
    picker k;
    const int wand = k.item_card(item::wand, symbol::steal);
    const int shield = k.item_card(item::shield, symbol::protect_dragon);
    auto s = ds::make_scenario(position(2, {{k.item_card(item::key, symbol::restore)}},
                                        {{{wand, false}, {k.treasure(), false}},
                                         {{shield, true},
                                          {k.item_card(item::helmet, symbol::protect_dragon), true},
                                          {k.treasure(), false}}}));
    act(*s, 0, {{"type", "reveal"}, {"pile", "v1"}}); // the last card: 3 cards each
    CHECK(data(*s).all_piles_empty());
    CHECK_FALSE(s->finished());
    CHECK(s->awaiting() == std::vector<int>{0});
    CHECK_FALSE(offers(*s, 0, "reveal"));
    CHECK(offers(*s, 0, "endTurn"));
    act(*s, 0, {{"type", "steal"}, {"card", wand}, {"take", shield}});
    CHECK_FALSE(s->finished());
    act(*s, 0, {{"type", "endTurn"}});
    REQUIRE(s->finished());
    CHECK(s->result().winners == std::vector<int>{0});
    CHECK(s->result().scores == std::vector<double>{4, 2});
    CHECK(s->awaiting().empty());
  }

  TEST_CASE("End of the cards: a goal reached after the last card still ends the game at once") {
    // l. 144-148: "Se un giocatore possiede: - 7 diversi oggetti [...] la partita finisce
    // immediatamente e il giocatore ha vinto la partita." (A player owning 7 different items
    // wins at once.)
    picker k;
    const int wand = k.item_card(item::wand, symbol::steal);
    const int potion = k.item_card(item::potion, symbol::protect_hydra);
    auto s =
        ds::make_scenario(position(2, {{k.item_card(item::torch, symbol::look2)}},
                                   {{{wand, false},
                                     {k.item_card(item::torch, symbol::look1), false},
                                     {k.item_card(item::boots, symbol::reveal), false},
                                     {k.item_card(item::sword, symbol::protect_dragon), false},
                                     {k.item_card(item::shield, symbol::protect_dragon), false},
                                     {k.item_card(item::helmet, symbol::protect_dragon), false}},
                                    {{potion, true}, {k.treasure(), false}}}));
    act(*s, 0, {{"type", "reveal"}, {"pile", "v1"}}); // a second torch: still 6 types
    REQUIRE_FALSE(s->finished());
    act(*s, 0, {{"type", "steal"}, {"card", wand}, {"take", potion}});
    REQUIRE(s->finished());
    CHECK(s->result().winners == std::vector<int>{0});
    CHECK(s->result().reason == "seven different items");
  }

  TEST_CASE("End of the cards: when an extra reveal takes the last card before the mandatory "
            "one, the turn goes on without it") {
    // l. 48-50: the mandatory reveal takes "la carta più in alto dal mazzo che preferisce" (the
    // top card of the pile he likes); with no card left there is none to take. The rulebook is
    // silent on this case: the choice is that the turn goes on without the reveal and ends
    // with endTurn, which ends the game (l. 149-152).
    picker k;
    const int boots = k.item_card(item::boots, symbol::reveal);
    const int torch = k.item_card(item::torch, symbol::look1);
    auto s = ds::make_scenario(
        position(2, {{k.treasure()}}, {{{boots, false}, {torch, false}}, {{k.treasure(), false}}}));
    act(*s, 0, {{"type", "reveal"}, {"card", boots}, {"pile", "v1"}});
    REQUIRE_FALSE(s->finished());
    CHECK_FALSE(data(*s).revealed);
    CHECK_FALSE(offers(*s, 0, "reveal"));
    CHECK_FALSE(
        offers(*s, 0, "look")); // nothing to look at: the torch can only be used to no effect
    CHECK(offers(*s, 0, "use"));
    CHECK(offers(*s, 0, "endTurn"));
    CHECK(s->default_action(0)["type"] == "endTurn");
    act(*s, 0, {{"type", "endTurn"}});
    REQUIRE(s->finished());
    CHECK(s->result().winners == std::vector<int>{0});
    CHECK(s->result().scores == std::vector<double>{3, 1});
  }

  TEST_CASE("End of the cards: a defeat on the last card ends the turn, and with it the game") {
    // l. 136-137: "Il turno del giocatore è finito" (the player's turn is over) after a defeat;
    // with no card left, the game ends then (l. 149-152).
    picker k;
    auto s = ds::make_scenario(
        position(2, {{}, {}, {}, {}, {}, {}, {}, {}, {k.dragon()}},
                 {{{k.treasure(), false}, {k.treasure(), false}}, {{k.treasure(), false}}}));
    act(*s, 0, {{"type", "reveal"}, {"pile", "c1"}});
    REQUIRE(s->finished());
    CHECK(data(*s).lines[0].empty());
    CHECK(s->result().winners == std::vector<int>{1});
    CHECK(s->result().scores == std::vector<double>{0, 1});
  }

  TEST_CASE("End of the cards: the last card's battle is fought, then the turn goes on") {
    // l. 57-58: "Se la carta che è stata girata è un Drago o un Hydra, immediatamente c'è una
    // battaglia" (a dragon or hydra revealed means a battle at once), the last card's too.
    picker k;
    const int shield = k.item_card(item::shield, symbol::protect_dragon);
    const int helmet = k.item_card(item::helmet, symbol::protect_dragon);
    auto s = ds::make_scenario(position(2, {{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {k.dragon()}},
                                        {{{shield, false}, {helmet, false}}, {}}));
    std::vector<json> reveals;
    for (const auto &a : s->legal_actions(0))
      if (a["type"] == "reveal")
        reveals.push_back(a);
    REQUIRE(reveals.size() == 1); // empty piles are never offered
    CHECK(reveals[0]["pile"] == "c3");
    CHECK(s->apply(0, {{"type", "reveal"}, {"pile", "c1"}})->code == "illegal_action");
    act(*s, 0, reveals[0]);
    CHECK(pending(*s) == "battle");
    act(*s, 0, {{"type", "fight"}, {"card", shield}});
    REQUIRE_FALSE(s->finished());
    act(*s, 0, {{"type", "use"}, {"card", helmet}});
    act(*s, 0, {{"type", "endTurn"}});
    REQUIRE(s->finished());
    CHECK(s->result().winners == std::vector<int>{0});
    CHECK(s->result().scores == std::vector<double>{3, 0});
  }

  TEST_CASE("The rulebook's example turn (Fred and Jonathan) plays as told") {
    // l. 153-176, "Esempio di un turno". Fred: a Hydra, a treasure, a ready Magic wand (reveal)
    // and used Boots. Jonathan: a Torch (one eye), a Shield and a Key. Jonathan looks at a cave
    // card in secret, a Hydra, and there is no battle ("Siccome ha solo guardato la carta, non
    // seguirà una battaglia"); he reveals another cave pile and finds a Gem, which he uses at
    // once to swap the used Gem for Fred's Boots (the only choice: "la carta bacchetta magica di
    // Fred non è ancora stata utilizzata ed è quindi al sicuro"); his Key readies the Boots,
    // whose reveal brings a Dragon; his Shield slays it. "Ora, sono stati utilizzati tutti i
    // quattro oggetti della sua collezione carta." (Now all four of his items are used.)
    picker k;
    const int torch = k.item_card(item::torch, symbol::look1);
    const int shield = k.item_card(item::shield, symbol::protect_dragon);
    const int key = k.item_card(item::key, symbol::restore);
    const int boots = k.item_card(item::boots, symbol::reveal);
    const int wand = k.item_card(item::wand, symbol::reveal);
    const int hydra = k.hydra();
    const int gem = k.item_card(item::gem, symbol::swap);
    const int dragon = k.dragon();
    std::vector<std::vector<int>> piles(16);
    piles[c1] = {k.hydra(), k.treasure()};
    piles[c2] = {gem, k.treasure()};
    piles[c3] = {dragon, k.treasure()};
    const int jonathan = 0, fred = 1;
    auto s = ds::make_scenario(
        position(2, piles,
                 {{{torch, false}, {shield, false}, {key, false}},
                  {{hydra, false}, {k.treasure(), false}, {wand, false}, {boots, true}}},
                 jonathan));
    act(*s, jonathan, {{"type", "look"}, {"card", torch}});
    act(*s, jonathan, {{"type", "peek"}, {"pile", "c1"}});
    CHECK(pending(*s) == "turn"); // one eye: one card, and no battle
    CHECK(s->view(jonathan)["seen"]["c1"][0]["kind"] == "hydra");
    act(*s, jonathan, {{"type", "reveal"}, {"pile", "c2"}});
    CHECK(in_line(*s, jonathan, gem));
    std::set<int> takes;
    for (const auto &a : s->legal_actions(jonathan))
      if (a["type"] == "swap" && a["give"] == gem)
        takes.insert(a["take"].get<int>());
    CHECK(takes == std::set<int>{boots});
    act(*s, jonathan, {{"type", "swap"}, {"card", gem}, {"give", gem}, {"take", boots}});
    CHECK(tapped(*s, fred, gem));
    CHECK(tapped(*s, jonathan, boots));
    act(*s, jonathan, {{"type", "restore"}, {"card", key}, {"item", boots}});
    act(*s, jonathan, {{"type", "reveal"}, {"card", boots}, {"pile", "c3"}});
    CHECK(pending(*s) == "battle");
    act(*s, jonathan, {{"type", "fight"}, {"card", shield}});
    CHECK(in_line(*s, jonathan, dragon));
    for (int item_card : {torch, shield, key, boots})
      CHECK(tapped(*s, jonathan, item_card));
    CHECK(data(*s).lines[jonathan].size() == 5);
    act(*s, jonathan, {{"type", "endTurn"}});
    CHECK(s->awaiting() == std::vector<int>{fred});
    CHECK_FALSE(s->finished());
  }

  TEST_CASE("Illegal actions are rejected and leave the state unchanged") {
    // Not a rule of the game: the engine contract (bad input is an error value, never a change).
    picker k;
    const int gem = k.item_card(item::gem, symbol::swap);
    const int theirs = k.item_card(item::key, symbol::restore);
    auto s = ds::make_scenario(position(2, {{k.treasure()}}, {{{gem, false}}, {{theirs, false}}}));
    const std::string before = s->view(0).dump() + s->view(1).dump();
    for (const json &bad :
         {json(nullptr), json("reveal"), json{{"type", "endTurn"}},
          json{{"type", "reveal"}, {"pile", "v2"}}, json{{"type", "reveal"}, {"pile", 1}},
          json{{"type", "swap"}, {"card", gem}, {"give", gem}, {"take", theirs}},
          json{{"type", "dance"}}, json{{"type", "reveal"}, {"pile", "v1"}, {"extra", 1}}}) {
      const auto err = s->apply(0, bad);
      REQUIRE(err);
      CHECK(err->code == "illegal_action");
    }
    CHECK(s->apply(1, {{"type", "reveal"}, {"pile", "v1"}})->code == "not_your_turn");
    CHECK(s->apply(spectator, {{"type", "reveal"}, {"pile", "v1"}})->code == "not_your_turn");
    CHECK(s->view(0).dump() + s->view(1).dump() == before);
  }

} // TEST_SUITE
