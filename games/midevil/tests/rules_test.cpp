// The turn as the rulings give it, on stacked positions: tiles, skeletons,
// combat, death, the Necronomicon, movement, skeleton movement, the end.
#include "test_support.hpp"

#include <set>

using namespace mev_test;

namespace {

// Two players, no tile to draw, everyone's card already played this cycle
// (so only the current player is in reaction windows).
mev::scenario quiet(int players = 2) {
  mev::scenario s;
  s.players = players;
  s.seats.resize(players);
  for (auto &p : s.seats) {
    p.played = true;
    p.hand = {};
  }
  return s;
}

// Passes windows until `seat` has a decision that is not a window.
void settle(game_state &s) {
  pass_all(s);
}

std::set<std::string> place_options(const game_state &s) {
  std::set<std::string> out;
  for (const auto &a : offered(s, data(s).current, "place"))
    out.insert(std::to_string(a["x"].get<int>()) + "," + std::to_string(a["y"].get<int>()) + "@" +
               std::to_string(a["rotation"].get<int>()));
  return out;
}

} // namespace

TEST_SUITE("midevil rules") {

  TEST_CASE("Placement: every position and rotation where all shared sides match is offered") {
    auto s = quiet();
    s.tile_deck = {"tavern"};
    auto g = start(s);
    CHECK(phase(*g) == "place");
    // The drawn tile is shown with its layout: several tiles share a key.
    const json drawn = g->view(spectator)["drawnTileInfo"];
    CHECK(drawn["tile"] == "tavern");
    CHECK(drawn["rotation"] == 0);
    CHECK(drawn["roads"] == json{{"n", false}, {"e", false}, {"s", true}, {"w", false}});
    CHECK(drawn["squares"].size() == 9);
    // The Tavern has one road (south); the Altar has roads on every side.
    CHECK(place_options(*g) == std::set<std::string>{"0,-1@0", "1,0@90", "0,1@180", "-1,0@270"});
    act(*g, 0, {{"type", "place"}, {"x", 1}, {"y", 0}, {"rotation", 90}});
    const json v = g->view(spectator);
    CHECK(v["drawnTileInfo"].is_null());
    if (!v["window"].is_null() && v["window"]["about"] == "tile")
      CHECK(v["window"]["tile"] == "1,0");
    CHECK(v["tiles"]["1,0"]["tile"] == "tavern");
    CHECK(v["tiles"]["1,0"]["roads"] ==
          json{{"n", false}, {"e", false}, {"s", false}, {"w", true}});
    // Rotated 90°: the door (centre) stays, the road square goes to the west middle.
    CHECK(v["tiles"]["1,0"]["squares"][3] == "road");
    CHECK(v["tiles"]["1,0"]["squares"][4] == "door");
  }

  TEST_CASE("Placement: closed sides must meet closed sides") {
    auto s = quiet();
    s.tiles = {{"tavern", 0, -1, 0}};
    s.tile_deck = {"crossroads"};
    auto g = start(s);
    // The crossroads has roads everywhere: never next to the Tavern's closed sides.
    for (const auto &o : place_options(*g)) {
      CAPTURE(o);
      CHECK(o.rfind("0,-2@", 0) != 0);
      CHECK(o.rfind("1,-1@", 0) != 0);
      CHECK(o.rfind("-1,-1@", 0) != 0);
    }
    CHECK(place_options(*g).count("1,0@0") == 1);
  }

  TEST_CASE("A tile that fits nowhere is discarded and the turn goes on") {
    auto s = quiet();
    // Every side of the map is closed: the Altar is walled in by one-road tiles.
    s.tiles = {{"tavern", 0, -1, 0},
               {"chapel", 0, 1, 0},
               {"guardhouse", 1, 0, 180},
               {"castleGate", -1, 0, 270}};
    s.tile_deck = {"crossroads"};
    s.dice = {1};
    auto g = start(s);
    CHECK(data(*g).tile_discard.size() == 1);
    CHECK(g->view(spectator)["tileDiscard"] == json::array({"crossroads"}));
    settle(*g);
    CHECK(phase(*g) == "move");
  }

  TEST_CASE("Named tile: the placer chooses each skeleton's colour and square inside the building, "
            "then life tokens, never on a skeleton's square") {
    // "Se nel tassello è presente un' edificio, gli scheletri vengono posti
    // all' interno di esso. Il giocatore che posiziona il tassello, decide il
    // colore degli scheletri" (skeletons go inside the building; the placer
    // chooses their colour); "Non possono essere posizionati Scheletri e
    // segnalini vita sulla stessa casella" (no skeleton and life token on the
    // same square).
    auto s = quiet();
    s.tile_deck = {"tavern"};
    auto g = start(s);
    act(*g, 0, {{"type", "place"}, {"x", 0}, {"y", -1}, {"rotation", 0}});
    settle(*g);
    CHECK(phase(*g) == "populate");
    const auto options = offered(*g, 0, "skeleton");
    CHECK(options.size() == 3 * 6); // three colours, six building squares
    for (const auto &o : options)
      CHECK(mev::inside(data(*g), mev::parse_pos(o["square"].get<std::string>())));
    act(*g, 0, {{"type", "skeleton"}, {"colour", "blue"}, {"square", "1,-2"}});
    act(*g, 0, {{"type", "skeleton"}, {"colour", "red"}, {"square", "0,-3"}});
    CHECK(!offers(*g, 0, {{"type", "skeleton"}, {"colour", "red"}, {"square", "1,-2"}}));
    act(*g, 0, {{"type", "skeleton"}, {"colour", "red"}, {"square", "2,-3"}});
    // Three skeletons placed: now the two life tokens, on the tile's free
    // squares (only the skeletons are said to go inside), never a skeleton's.
    CHECK(offered(*g, 0, "skeleton").empty());
    std::set<std::string> life;
    for (const auto &a : offered(*g, 0, "life"))
      life.insert(a["square"].get<std::string>());
    CHECK(life == std::set<std::string>{"1,-3", "0,-2", "2,-2", "0,-1", "1,-1", "2,-1"});
    act(*g, 0, {{"type", "life"}, {"square", "1,-1"}}); // the road, outside
    CHECK(!offers(*g, 0, {{"type", "life"}, {"square", "1,-1"}}));
    act(*g, 0, {{"type", "life"}, {"square", "0,-2"}});
    const json v = g->view(spectator);
    CHECK(v["skeletons"] == json{{"1,-2", "blue"}, {"0,-3", "red"}, {"2,-3", "red"}});
    CHECK(v["lifeTokens"] == json{{"1,-1", true}, {"0,-2", true}});
    CHECK(v["supply"]["red"] == 38);
    CHECK(v["supply"]["blue"] == 39);
  }

  TEST_CASE("Unnamed tile: the roll's points, the nearest total the supply and squares allow "
            "(rulebook example)") {
    auto s = quiet();
    s.tile_deck = {"bridge"};
    s.dice = {6};
    auto g = start(s);
    act(*g, 0, {{"type", "place"}, {"x", 0}, {"y", -1}, {"rotation", 0}});
    // Only 3 white and 1 red left, no blue; the bridge has 3 walkable squares.
    auto &t = mdata(*g);
    t.removed = {37, 39, 40};
    t.supply = {3, 1, 0};
    settle(*g);
    REQUIRE(phase(*g) == "populate");
    CHECK(g->view(spectator)["populate"]["target"] == 4);
    std::set<std::string> colours;
    for (const auto &o : offered(*g, 0, "skeleton"))
      colours.insert(o["colour"].get<std::string>());
    CHECK(colours == std::set<std::string>{"white", "red"});
    act(*g, 0, {{"type", "skeleton"}, {"colour", "white"}, {"square", "1,-3"}});
    act(*g, 0, {{"type", "skeleton"}, {"colour", "white"}, {"square", "1,-2"}});
    // 2 placed of 4 with one square left: only the red reaches it.
    colours.clear();
    for (const auto &o : offered(*g, 0, "skeleton"))
      colours.insert(o["colour"].get<std::string>());
    CHECK(colours == std::set<std::string>{"red"});
    act(*g, 0, {{"type", "skeleton"}, {"colour", "red"}, {"square", "1,-1"}});
    CHECK(data(*g).skeletons.size() == 3);
    CHECK(!data(*g).populate);
  }

  TEST_CASE("Nearest total: exact when possible, else the nearest, ties to the lower") {
    CHECK(mev::nearest_total(5, 9, {40, 40, 40}) == 5);
    CHECK(mev::nearest_total(6, 3, {3, 1, 0}) == 4);
    CHECK(mev::nearest_total(2, 1, {5, 0, 5}) == 1);
    CHECK(mev::nearest_total(6, 9, {0, 0, 0}) == 0);
    CHECK(mev::nearest_total(4, 9, {0, 0, 1}) == 3);
  }

  TEST_CASE("Combat: 4 or more kills the skeleton, which becomes a trophy") {
    auto s = quiet();
    s.seats[0].x = 1;
    s.seats[0].y = 0;
    s.skeletons = {{"1,0", "red"}};
    s.dice = {4};
    auto g = start(s);
    CHECK(data(*g).window);
    CHECK(
        g->view(spectator)["dice"][0] ==
        json{{"seat", 0}, {"value", 4}, {"for", "combat"}, {"against", "red"}, {"square", "1,0"}});
    bool logged = false;
    for (const auto &e : g->log())
      logged = logged || e.entry["text"] == "{0} rolls 4 for combat against a red skeleton";
    CHECK(logged);
    settle(*g);
    CHECK(data(*g).seats[0].trophies[1] == 1);
    CHECK(data(*g).skeletons.empty());
  }

  TEST_CASE("Combat: a miss made good with trophies that reach 4; they leave the game") {
    auto s = quiet();
    s.seats[0].y = 0;
    s.seats[0].white = 2;
    s.seats[0].red = 1;
    s.skeletons = {{"1,0", "blue"}};
    s.dice = {1};
    auto g = start(s);
    settle(*g);
    REQUIRE(data(*g).dec == mev::decision::combat_miss);
    const auto spends = offered(*g, 0, "spend");
    // Need 3: one white and one red, or... two whites are not enough.
    CHECK(spends.size() == 1);
    CHECK(spends[0] == json{{"type", "spend"}, {"white", 1}, {"red", 1}, {"blue", 0}});
    CHECK(offers(*g, 0, {{"type", "reroll"}}));
    act(*g, 0, spends[0]);
    settle(*g);
    CHECK(data(*g).seats[0].trophies == mev::colours{1, 0, 1});
    CHECK(data(*g).removed == mev::colours{1, 1, 0});
  }

  TEST_CASE("Combat: a life token buys a new roll") {
    auto s = quiet();
    s.seats[0].y = 0;
    s.skeletons = {{"1,0", "white"}};
    s.dice = {2, 6};
    auto g = start(s);
    settle(*g);
    act(*g, 0, {{"type", "reroll"}});
    settle(*g);
    CHECK(data(*g).seats[0].life == 2);
    CHECK(data(*g).life_supply == 50 - 3 - 3 + 1);
    CHECK(data(*g).seats[0].trophies[0] == 1);
  }

  TEST_CASE("Combat: the view's roll is the die on the table, even before a new roll is checked") {
    auto s = quiet();
    s.seats[0].y = 0;
    s.skeletons = {{"1,0", "white"}};
    s.seats[1].hand = {"nevermind"}; // so that a window opens on the new roll
    s.dice = {1, 3};
    auto g = start(s);
    settle(*g);
    REQUIRE(data(*g).dec == mev::decision::combat_miss);
    CHECK(g->view(0)["combat"]["roll"] == 1);
    act(*g, 0, {{"type", "reroll"}}); // the new die waits for the window to close
    const json v = g->view(0);
    REQUIRE(v["window"]["about"] == "roll");
    REQUIRE(v["dice"].size() == 1);
    CHECK(v["dice"][0]["value"] == 3);
    CHECK(v["combat"]["roll"] == 3); // not the 1 that was rolled before
    CHECK(v["combat"]["total"] == 3);
  }

  TEST_CASE("Combat: with no life token left, trophies are the only way on") {
    auto s = quiet();
    s.seats[0].y = 0;
    s.seats[0].life = 1;
    s.seats[0].red = 2;
    s.seats[0].in_play = {"mace"};
    s.skeletons = {{"1,0", "blue"}};
    s.dice = {1, 1};
    auto g = start(s);
    settle(*g);
    act(*g, 0, {{"type", "reroll"}}); // the last life token
    settle(*g);
    // Mace: 1+1 = 2, two points short: one red.
    REQUIRE(data(*g).dec == mev::decision::combat_miss);
    CHECK(offered(*g, 0, "reroll").empty());
    CHECK(offered(*g, 0, "spend") ==
          std::vector<json>{{{"type", "spend"}, {"white", 0}, {"red", 1}, {"blue", 0}}});
    act(*g, 0, {{"type", "spend"}, {"white", 0}, {"red", 1}, {"blue", 0}});
    CHECK(data(*g).seats[0].trophies == mev::colours{0, 1, 1});
  }

  TEST_CASE("Death: no life token left; pawn to the Altar, trophies removed, cards in play "
            "discarded, the book dropped, turn lost, 3 life tokens at his next turn") {
    // "Quando muori, il tuo segnalino viene riposizionato sul tassello "altare";
    // devi scartare tutti i tuoi scheletri trofeo e tutte le carte evento che
    // stai utilizzando scoperte di fronte a te. Le rimanenti azioni del tuo
    // turno sono perse. Al tuo prossimo turno ricomincerai con 3 segnalini vita
    // umani" (dying: pawn to the Altar, trophies and cards in play discarded,
    // the rest of the turn lost, 3 life tokens at your next turn).
    auto s = quiet();
    s.seats[0].y = 0;
    s.seats[0].life = 1;
    s.seats[0].white = 1;
    s.seats[0].in_play = {"mace"};
    s.seats[0].hand = {"lost"};
    s.skeletons = {{"1,0", "blue"}};
    s.book_holder = 0;
    s.dice = {1, 1};
    auto g = start(s);
    settle(*g);
    act(*g, 0, {{"type", "reroll"}});
    settle(*g); // 1+1 again, and a single white (1 point) cannot make up 2: death
    const auto &t = data(*g);
    CHECK(t.seats[0].square == mev::altar_centre());
    // "Al tuo prossimo turno ricomincerai con 3 segnalini vita umani": none
    // until then.
    CHECK(t.seats[0].life == 0);
    CHECK(g->view(spectator)["players"][0]["dead"] == true);
    CHECK(t.seats[0].trophies == mev::colours{0, 0, 0});
    CHECK(t.removed == mev::colours{1, 0, 0});
    CHECK(t.seats[0].in_play.empty());
    CHECK(t.seats[0].hand.size() == 1); // the hand is kept
    CHECK(t.book_holder == -1);
    REQUIRE(t.book_square);
    CHECK(*t.book_square == mev::pos{1, 0});
    CHECK(t.current == 1); // the rest of the turn is lost
    CHECK(t.skeletons.count({1, 0}) == 1);
    // His next turn: 3 life tokens again.
    for (int guard = 0; guard < 40 && data(*g).current == 1; ++guard) {
      const int seat = g->awaiting().front();
      act(*g, seat, g->default_action(seat));
    }
    CHECK(data(*g).current == 0);
    CHECK(data(*g).seats[0].life == 3);
    CHECK(data(*g).life_supply == 50 - 3 - 3);
  }

  TEST_CASE("Death ends the turn, but the hand limit still applies") {
    auto s = quiet();
    s.seats[0].y = 0;
    s.seats[0].life = 0;
    s.seats[0].hand = {"lost", "yoink", "mace", "axe"};
    s.skeletons = {{"1,0", "white"}};
    s.dice = {1};
    auto g = start(s);
    settle(*g);
    CHECK(data(*g).seats[0].square == mev::altar_centre());
    REQUIRE(phase(*g) == "handLimit");
    act(*g, 0, offered(*g, 0, "discard").front());
    CHECK(data(*g).current == 1);
  }

  TEST_CASE("A reaction in a roll window: a fresh window for those who may still play") {
    auto s = quiet(3);
    s.seats[0].y = 0;
    s.skeletons = {{"1,0", "white"}};
    s.seats[1].played = false;
    s.seats[1].hand = {"what"};
    s.seats[2].played = false;
    s.dice = {6, 5};
    auto g = start(s);
    REQUIRE(g->awaiting() == std::vector<int>{0, 1, 2});
    const auto first_window = g->decision_serial();
    act(*g, 1, {{"type", "play"}, {"card", card_id(*g, 1, "what")}});
    CHECK(g->view(spectator)["window"]["about"] == "card");
    CHECK(g->awaiting() == std::vector<int>{0, 2});
    // A new window: the server restarts the awaited seats' time to answer.
    const auto card_window = g->decision_serial();
    CHECK(card_window != first_window);
    act(*g, 0, {{"type", "pass"}});
    CHECK(g->decision_serial() == card_window); // a pass opens none
    act(*g, 2, {{"type", "pass"}});
    // Rolled again (5): a new roll window for those who may still play.
    CHECK(data(*g).dice.back().value == 5);
    CHECK(g->view(spectator)["window"]["about"] == "roll");
    CHECK(g->decision_serial() != card_window);
    CHECK(g->awaiting() == std::vector<int>{0, 2});
    CHECK(g->timeout_seconds(2) == 6);
    pass_all(*g);
    CHECK(data(*g).seats[0].trophies[0] == 1);
    CHECK(g->timeout_seconds(0) == 0);
  }

  TEST_CASE("Movement: step by step, orthogonal, stop when you like; a life token may be taken on "
            "entry") {
    // "Non sei obbligato ad utilizzare tutti i punti movimento, e puoi fermarti
    // quando vuoi. Non puoi muovere in diagonale." (you need not use all your
    // movement and may stop when you like; no diagonal moves); "Se muovi in una
    // casella contenente un segnalino vita umano e nessuno scheletro, puoi
    // prenderlo immediatamente" (you may take a life token on entering).
    auto s = quiet();
    s.tiles = {{"straight", 0, -1, 0}};
    s.life_tokens = {"1,-1"};
    s.dice = {3};
    auto g = start(s);
    settle(*g);
    REQUIRE(phase(*g) == "move");
    std::set<std::string> steps;
    for (const auto &a : offered(*g, 0, "move"))
      steps.insert(a["square"].get<std::string>());
    CHECK(steps == std::set<std::string>{"1,0", "0,1", "2,1", "1,2"});
    bool labelled = false;
    for (const auto &a : g->legal_actions(0))
      labelled = labelled || a["label"] == "Move north to the north side of the Altar";
    CHECK(labelled);
    act(*g, 0, {{"type", "move"}, {"square", "1,0"}});
    act(*g, 0, {{"type", "move"}, {"square", "1,-1"}});
    REQUIRE(g->awaiting() == std::vector<int>{0});
    CHECK(offers(*g, 0, {{"type", "leave"}}));
    {
      auto left = g->clone();
      act(*left, 0, {{"type", "leave"}});
      CHECK(data(*left).seats[0].life == 3);
      CHECK(data(*left).life_tokens.size() == 1);
      CHECK(phase(*left) == "move");
    }
    act(*g, 0, {{"type", "pickUp"}, {"what", "life"}});
    CHECK(data(*g).seats[0].life == 4);
    CHECK(data(*g).life_tokens.empty());
    CHECK(g->view(spectator)["movement"] == json{{"points", 3}, {"left", 1}});
    act(*g, 0, {{"type", "stop"}});
    CHECK(data(*g).seats[0].square == mev::pos{1, -1});
  }

  TEST_CASE("Movement: entering a skeleton's square means fighting it before going on; at most 5 "
            "life tokens") {
    auto s = quiet();
    s.seats[0].life = 5;
    s.skeletons = {{"1,0", "white"}};
    s.life_tokens = {"1,0"};
    s.dice = {2, 5};
    auto g = start(s);
    settle(*g);
    act(*g, 0, {{"type", "move"}, {"square", "1,0"}});
    CHECK(data(*g).combat);
    settle(*g);
    CHECK(data(*g).seats[0].trophies[0] == 1);
    CHECK(data(*g).seats[0].life == 5);
    CHECK(data(*g).life_tokens.size() == 1); // at most 5 held: it stays
    CHECK(phase(*g) == "move");
  }

  TEST_CASE("Buildings are entered and left through their doors only") {
    auto s = quiet();
    s.tiles = {{"tavern", 0, -1, 0}};
    s.seats[0].x = 0;
    s.seats[0].y = -2; // inside the Tavern, west of the door
    s.dice = {2};
    auto g = start(s);
    settle(*g);
    std::set<std::string> steps;
    for (const auto &a : offered(*g, 0, "move"))
      steps.insert(a["square"].get<std::string>());
    // Not south onto the grass through the wall: only within the building.
    CHECK(steps == std::set<std::string>{"0,-3", "1,-2"});
  }

  TEST_CASE("Skeleton movement: the die, then skeletons one by one, through doors only, never onto "
            "another") {
    auto s = quiet();
    s.tiles = {{"tavern", 0, -1, 0}};
    s.skeletons = {{"0,-2", "white"}, {"1,-2", "red"}, {"2,-3", "blue"}};
    s.dice = {1, 2};
    auto g = start(s);
    settle(*g);
    act(*g, 0, {{"type", "stop"}});
    settle(*g);
    REQUIRE(phase(*g) == "skeletons");
    std::set<std::string> moves;
    for (const auto &a : offered(*g, 0, "skeletonMove"))
      moves.insert(a["from"].get<std::string>() + ">" + a["to"].get<std::string>());
    CHECK(moves == std::set<std::string>{"0,-2>0,-3", "1,-2>1,-3", "1,-2>1,-1", "1,-2>2,-2",
                                         "2,-3>1,-3", "2,-3>2,-2"});
    act(*g, 0, {{"type", "skeletonMove"}, {"from", "1,-2"}, {"to", "1,-1"}});
    // The red has moved: it may not move again; the others go on.
    for (const auto &a : offered(*g, 0, "skeletonMove"))
      CHECK(a["from"] != "1,-1");
    act(*g, 0, {{"type", "skeletonMove"}, {"from", "0,-2"}, {"to", "1,-2"}});
    CHECK(phase(*g) != "skeletons");
  }

  TEST_CASE("Skeleton movement: all that can move when fewer than the roll") {
    auto s = quiet();
    s.skeletons = {{"1,0", "white"}};
    s.dice = {1, 6};
    auto g = start(s);
    (void)g;
    auto s2 = quiet();
    s2.skeletons = {{"0,1", "white"}};
    s2.seats[0].x = 2;
    s2.seats[0].y = 1;
    s2.dice = {1, 6};
    auto h = start(s2);
    settle(*h);
    act(*h, 0, {{"type", "stop"}});
    settle(*h);
    REQUIRE(phase(*h) == "skeletons");
    act(*h, 0, offered(*h, 0, "skeletonMove").front());
    CHECK(phase(*h) != "skeletons");
  }

  TEST_CASE("End of turn: one optional discard, then at most 3 cards in hand") {
    auto s = quiet();
    s.seats[0].hand = {"lost", "yoink", "mace", "axe", "horse"};
    s.dice = {1, 1};
    auto g = start(s);
    settle(*g);
    act(*g, 0, {{"type", "stop"}});
    settle(*g);
    if (phase(*g) == "skeletons")
      act(*g, 0, offered(*g, 0, "skeletonMove").front());
    REQUIRE(phase(*g) == "discard");
    act(*g, 0, {{"type", "discard"}, {"card", card_id(*g, 0, "horse")}});
    REQUIRE(phase(*g) == "handLimit");
    CHECK(offered(*g, 0, "endTurn").empty());
    act(*g, 0, {{"type", "discard"}, {"card", card_id(*g, 0, "axe")}});
    CHECK(data(*g).seats[0].hand.size() == 3);
    CHECK(data(*g).current == 1);
  }

  TEST_CASE("Draw up to 3 event cards at step 4") {
    auto s = quiet();
    s.seats[0].hand = {"lost"};
    s.dice = {1};
    auto g = start(s);
    settle(*g);
    CHECK(data(*g).seats[0].hand.size() == 3);
    CHECK(g->view(0)["hand"].size() == 3);
    CHECK(g->view(1)["hand"].size() == g->view(1)["players"][1]["handCount"]);
    CHECK(g->view(1)["hand"] != g->view(0)["hand"]);
    CHECK(g->view(spectator)["hand"].is_null());
    for (int viewer : {0, 1, spectator})
      CHECK(!g->view(viewer)["players"][0].contains("hand"));
    CHECK(g->view(1)["players"][0]["handCount"] == 3);
  }

  TEST_CASE(
      "The Necronomicon: taken on the Graveyard's centre, brought to the Altar's centre to win") {
    auto s = quiet();
    s.tiles = {{"graveyard", 0, -1, 0}};
    s.seats[0].y = 0;
    s.dice = {3};
    auto g = start(s);
    CHECK(g->view(spectator)["necronomicon"] ==
          json{{"holder", nullptr}, {"square", "1,-2"}, {"setAside", false}});
    settle(*g);
    act(*g, 0, {{"type", "move"}, {"square", "1,-1"}});
    act(*g, 0, {{"type", "move"}, {"square", "1,-2"}});
    CHECK(data(*g).book_holder == 0);
    act(*g, 0, {{"type", "move"}, {"square", "1,-1"}});
    CHECK(!g->finished());
    // Next turn: back to the Altar.
    auto s2 = quiet();
    s2.tiles = {{"graveyard", 0, -1, 0}};
    s2.seats[0].y = 0;
    s2.book_holder = 0;
    s2.dice = {2};
    auto h = start(s2);
    settle(*h);
    act(*h, 0, {{"type", "move"}, {"square", "1,1"}});
    CHECK(h->finished());
    CHECK(h->result().winners == std::vector<int>{0});
    CHECK(h->result().reason == "brought the Necronomicon to the Altar");
  }

  TEST_CASE("The fight for the book: started by the challenger entering the holder's square; the "
            "higher roll holds the book, and nobody dies of losing it") {
    // "Il giocatore che ottiene il risultato più alto, ottiene anche il
    // possesso del libro" (the higher roll also gets the book): no more.
    auto s = quiet();
    s.seats[1].y = 0;
    s.book_holder = 1;
    s.dice = {2, 5, 2};
    auto g = start(s);
    settle(*g);
    act(*g, 0, {{"type", "move"}, {"square", "1,0"}});
    REQUIRE(data(*g).book_fight);
    settle(*g);
    // The holder rolled 2 against 5: he decides (spend, reroll or give up).
    REQUIRE(g->awaiting() == std::vector<int>{1});
    CHECK(offers(*g, 1, {{"type", "yield"}}));
    CHECK(offers(*g, 1, {{"type", "reroll"}}));
    act(*g, 1, {{"type", "yield"}});
    CHECK(data(*g).book_holder == 0);
    CHECK(data(*g).seats[1].square == mev::pos{1, 0}); // alive, where he was
    CHECK(data(*g).seats[1].life == 3);
    CHECK(data(*g).current == 0);
  }

  TEST_CASE(
      "The fight for the book: a tie leaves the book with the holder; trophies add to the total") {
    auto s = quiet();
    s.seats[0].y = 0;
    s.seats[0].white = 1;
    s.seats[0].life = 0;
    s.seats[1].y = 0;
    s.book_holder = 1;
    s.dice = {4, 4};
    auto g = start(s);
    settle(*g);
    // Challenger 4, holder 4: the challenger is behind and needs one point more.
    REQUIRE(g->awaiting() == std::vector<int>{0});
    act(*g, 0, {{"type", "spend"}, {"white", 1}, {"red", 0}, {"blue", 0}});
    // Now the holder is behind: no trophies, three life tokens: reroll.
    REQUIRE(g->awaiting() == std::vector<int>{1});
    mdata(*g).stacked_dice = {1};
    act(*g, 1, {{"type", "reroll"}});
    settle(*g);
    REQUIRE(g->awaiting() == std::vector<int>{1});
    act(*g, 1, {{"type", "yield"}});
    CHECK(data(*g).book_holder == 0);
  }

  TEST_CASE("30 trophy points win at once") {
    auto s = quiet();
    s.seats[0].y = 0;
    s.seats[0].blue = 9;
    s.seats[0].white = 1;
    s.skeletons = {{"1,0", "red"}};
    s.dice = {6};
    auto g = start(s);
    settle(*g);
    CHECK(g->finished());
    CHECK(g->result().winners == std::vector<int>{0});
    CHECK(g->result().reason == "30 trophy points");
  }

  TEST_CASE("maxRounds: after that many rounds the most trophy points win, ties shared") {
    auto s = quiet();
    s.max_rounds = 1;
    s.seats[0].red = 1;
    s.seats[1].white = 2;
    s.dice = {1, 1, 1, 1};
    auto g = start(s);
    for (int guard = 0; guard < 50 && !g->finished(); ++guard) {
      const int seat = g->awaiting().front();
      act(*g, seat, g->default_action(seat));
    }
    REQUIRE(g->finished());
    CHECK(g->result().winners == std::vector<int>{0, 1});
    CHECK(g->result().scores == std::vector<double>{2, 2});
  }

  TEST_CASE("maxRounds option: an int 0..100, default 0; reactionSeconds 1..60, default 6") {
    const auto game = mev::make_game();
    CHECK(
        std::holds_alternative<tavern::games::game_error>(game->create({{"maxRounds", -1}}, 2, 1)));
    CHECK(std::holds_alternative<tavern::games::game_error>(
        game->create({{"reactionSeconds", 0}}, 2, 1)));
    CHECK(std::holds_alternative<tavern::games::game_error>(game->create(json::object(), 7, 1)));
    auto created = game->create(json::object(), 2, 1);
    auto &st = *std::get<std::unique_ptr<game_state>>(created);
    CHECK(st.view(spectator)["maxRounds"] == 0);
    CHECK(data(st).rules.reaction_seconds == 6);
  }

} // TEST_SUITE
