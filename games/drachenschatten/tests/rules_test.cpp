// Scenario tests: each symbol, each battle outcome, each way to win, and the
// end of the cards, on stacked positions.
#include "test_support.hpp"

using namespace ds_test;

TEST_SUITE("drachenschatten rules") {

  TEST_CASE("Setup: 8 village and 8 cave piles of 4, a starting village card each, in seat order") {
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

  TEST_CASE("The first player is random across seeds") {
    const auto g = ds::make_game();
    std::set<int> firsts;
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
      auto s = std::move(std::get<std::unique_ptr<game_state>>(g->create(json::object(), 4, seed)));
      firsts.insert(data(*s).first_player);
    }
    CHECK(firsts.size() == 4);
  }

  TEST_CASE("Turn: exactly one mandatory reveal, items before and after it, then endTurn") {
    picker k;
    const int boots1 = k.item_card(item::boots, symbol::reveal);
    const int boots2 = k.item_card(item::boots, symbol::reveal);
    const int a = k.item_card(item::shield, symbol::protect_dragon);
    const int b = k.item_card(item::helmet, symbol::protect_dragon);
    const int c = k.item_card(item::potion, symbol::protect_hydra);
    auto s = ds::make_scenario(
        position(2, {{a, b, c}, {k.treasure()}}, {{{boots1, false}, {boots2, false}}, {}}));
    CHECK_FALSE(offers(*s, 0, "endTurn"));
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
    act(*s, 0, {{"type", "endTurn"}});
    CHECK(s->awaiting() == std::vector<int>{1});
    CHECK_FALSE(data(*s).revealed);
  }

  TEST_CASE("Look N: the looker sees the cards, others only which piles and how many") {
    picker k;
    const int torch = k.item_card(item::torch, symbol::look2);
    const int d = k.dragon(), tr = k.treasure(), x = k.item_card(item::gem, symbol::swap);
    const int y = k.item_card(item::shield, symbol::protect_dragon);
    auto s = ds::make_scenario(
        position(2, {{y}, {}, {}, {}, {}, {}, {}, {}, {d, tr, x}}, {{{torch, false}}, {}}));
    act(*s, 0, {{"type", "look"}, {"card", torch}});
    CHECK(tapped(*s, 0, torch));
    CHECK(pending(*s) == "look");
    CHECK(s->legal_actions(0).size() == 2); // v1 and c1
    act(*s, 0, {{"type", "peek"}, {"pile", "c1"}});
    act(*s, 0, {{"type", "peek"}, {"pile", "c1"}});
    CHECK(pending(*s) == "turn");
    CHECK(data(*s).lines[0].size() == 1); // no battle: the dragon was only looked at
    const json mine = s->view(0)["piles"]["c1"];
    REQUIRE(mine["seen"].size() == 2);
    CHECK(mine["seen"][0]["id"] == d);
    CHECK(mine["seen"][1]["id"] == tr);
    CHECK(s->view(1)["piles"]["c1"].count("seen") == 0);
    CHECK(s->view(spectator)["piles"]["c1"].count("seen") == 0);
    CHECK(s->view(1)["piles"]["c1"]["peeked"]["0"] == 2);
    // The private log entries name the cards for the looker only.
    int private_entries = 0;
    for (const auto &e : s->log())
      if (e.entry["event"] == "peekSeen") {
        ++private_entries;
        CHECK(e.only == std::vector<int>{0});
      }
    CHECK(private_entries == 2);
    // Knowledge survives other piles changing, and ends when the pile moves.
    act(*s, 0, {{"type", "reveal"}, {"pile", "v1"}});
    CHECK(s->view(0)["piles"]["c1"]["seen"].size() == 2);
    act(*s, 0, {{"type", "endTurn"}});
    act(*s, 1, {{"type", "reveal"}, {"pile", "c1"}}); // seat 1 meets the dragon unarmed
    CHECK(s->view(0)["piles"]["c1"].count("seen") == 0);
  }

  TEST_CASE("Look N: a torch may look several cards of one pile or tops of several") {
    picker k;
    const int torch = k.item_card(item::torch, symbol::look3);
    std::vector<std::vector<int>> piles(16);
    piles[c1] = {k.dragon(), k.dragon()};
    piles[c2] = {k.treasure()};
    piles[c3] = {k.treasure(), k.hydra()};
    auto s = ds::make_scenario(position(2, piles, {{{torch, false}}, {}}));
    act(*s, 0, {{"type", "look"}, {"card", torch}});
    act(*s, 0, {{"type", "peek"}, {"pile", "c2"}});
    CHECK_FALSE(offers(*s, 0, "peek") == false);
    for (const auto &a : s->legal_actions(0))
      CHECK(a["pile"] != "c2"); // c2 has no second card
    act(*s, 0, {{"type", "peek"}, {"pile", "c3"}});
    act(*s, 0, {{"type", "peek"}, {"pile", "c3"}});
    CHECK(pending(*s) == "turn");
    CHECK(s->view(0)["piles"]["c3"]["seen"].size() == 2);
    CHECK(s->view(0)["piles"]["c2"]["seen"].size() == 1);
  }

  TEST_CASE("Swap: one of your tapped items (the swap card included) for another's tapped item") {
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
    act(*s, 0, {{"type", "destroy"}, {"card", book}, {"target", t2}});
    CHECK(removed(*s, t2));
    CHECK(data(*s).lines[1].empty());
  }

  TEST_CASE("Item uses with no tapped target are not offered; creatures and treasures are never "
            "targets") {
    picker k;
    const int wand = k.item_card(item::wand, symbol::steal);
    const int book = k.item_card(item::book, symbol::destroy);
    const int decay = k.item_card(item::wand, symbol::decay);
    auto s = ds::make_scenario(position(2, {{k.treasure()}},
                                        {{{wand, false}, {book, false}, {decay, false}},
                                         {{k.dragon(), false},
                                          {k.treasure(), false},
                                          {k.item_card(item::boots, symbol::reveal), false}}}));
    CHECK_FALSE(offers(*s, 0, "steal"));
    CHECK_FALSE(offers(*s, 0, "destroy"));
    CHECK_FALSE(offers(*s, 0, "decay"));
  }

  TEST_CASE("Decay: every opponent with a tapped item chooses at the same time") {
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
    CHECK(s->view(1)["pending"]["yourChoice"]["id"] == a2);
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
        CHECK(a["target"] != key);
      }
    CHECK(restores == 2); // the boots, or the other (tapped) key
    act(*s, 0, {{"type", "restore"}, {"card", key}, {"target", boots}});
    CHECK_FALSE(tapped(*s, 0, boots));
    CHECK(tapped(*s, 0, key));
    act(*s, 0, {{"type", "reveal"}, {"card", boots}, {"pile", "v1"}});
    CHECK(data(*s).lines[0].size() == 4);
  }

  TEST_CASE("Battle won: the player chooses which ready protector slays the dragon") {
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
    picker k;
    const int boots = k.item_card(item::boots, symbol::reveal);
    auto s = ds::make_scenario(position(
        2, {{}, {}, {}, {}, {}, {}, {}, {}, {k.hydra()}, {k.treasure()}}, {{{boots, false}}, {}}));
    act(*s, 0, {{"type", "reveal"}, {"card", boots}, {"pile", "c1"}});
    CHECK(removed(*s, boots));
    CHECK(s->awaiting() == std::vector<int>{1});
  }

  TEST_CASE("Win: three treasures") {
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
    picker k;
    auto s = ds::make_scenario(
        position(3, {{k.item_card(item::key, symbol::restore)}},
                 {{{k.treasure(), false}}, {{k.treasure(), false}, {k.dragon(), false}}, {}}));
    act(*s, 0, {{"type", "reveal"}, {"pile", "v1"}});
    REQUIRE(s->finished());
    CHECK(s->result().winners == std::vector<int>{0, 1});
    CHECK(s->result().scores == std::vector<double>{2, 2, 0});
    CHECK(s->result().reason.find("draw") != std::string::npos);

    picker k2;
    auto u = ds::make_scenario(position(2, {{k2.item_card(item::key, symbol::restore)}},
                                        {{}, {{k2.treasure(), false}, {k2.dragon(), false}}}));
    act(*u, 0, {{"type", "reveal"}, {"pile", "v1"}});
    REQUIRE(u->finished());
    CHECK(u->result().winners == std::vector<int>{1});
  }

  TEST_CASE("Empty piles are never offered, and the last card's battle is fought before the end") {
    picker k;
    const int shield = k.item_card(item::shield, symbol::protect_dragon);
    auto s = ds::make_scenario(position(2, {{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {k.dragon()}},
                                        {{{shield, false}}, {}}));
    const json acts = s->legal_actions(0);
    REQUIRE(acts.size() == 1);
    CHECK(acts[0]["pile"] == "c3");
    CHECK(s->apply(0, {{"type", "reveal"}, {"pile", "c1"}})->code == "illegal_action");
    act(*s, 0, acts[0]);
    CHECK_FALSE(s->finished());
    act(*s, 0, {{"type", "fight"}, {"card", shield}});
    REQUIRE(s->finished());
    CHECK(s->result().winners == std::vector<int>{0});
  }

  TEST_CASE("Illegal actions are rejected and leave the state unchanged") {
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
