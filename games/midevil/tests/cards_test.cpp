// Every event card on a stacked position, the one-card-per-cycle rule, and the
// reaction windows (who is asked, their timeout, Uh... Nevermind's chain).
#include "test_support.hpp"

#include <set>

using namespace mev_test;

namespace {

// Every seat has played its card this cycle (so windows ask only the current
// player, whose cycle starts again) unless a test says otherwise.
mev::scenario table_of(int players = 2) {
  mev::scenario s;
  s.players = players;
  s.seats.resize(players);
  for (auto &p : s.seats)
    p.played = true;
  return s;
}

json play_of(const game_state &g, int seat, const std::string &key, json fields = json::object()) {
  json a = {{"type", "play"}, {"card", card_id(g, seat, key)}};
  for (auto it = fields.begin(); it != fields.end(); ++it)
    a[it.key()] = it.value();
  return a;
}

bool in_play(const game_state &g, int seat, const std::string &key) {
  for (int id : data(g).seats[seat].in_play)
    if (mev::card_key(id) == key)
      return true;
  return false;
}

} // namespace

TEST_SUITE("midevil cards") {

  TEST_CASE("Axe: declared before the roll, +2 once per turn") {
    auto s = table_of();
    s.seats[0].y = 0;
    s.seats[0].in_play = {"axe"};
    s.skeletons = {{"1,0", "white"}};
    s.dice = {2};
    auto g = start(s);
    REQUIRE(g->awaiting() == std::vector<int>{0});
    CHECK(offers(*g, 0, {{"type", "fight"}, {"axe", true}}));
    CHECK(offers(*g, 0, {{"type", "fight"}, {"axe", false}}));
    act(*g, 0, {{"type", "fight"}, {"axe", true}});
    pass_all(*g);
    CHECK(data(*g).seats[0].trophies[0] == 1);
    CHECK(data(*g).seats[0].used_this_turn.count(static_cast<int>(mev::card_type::axe)) == 1);
  }

  TEST_CASE("Mace: +1 to every combat roll") {
    auto s = table_of();
    s.seats[0].y = 0;
    s.seats[0].in_play = {"mace"};
    s.skeletons = {{"1,0", "blue"}};
    s.dice = {3};
    auto g = start(s);
    pass_all(*g);
    CHECK(data(*g).seats[0].trophies[2] == 1);
  }

  TEST_CASE("Weapons and the Horse: played in the killer's window right after a kill, colour "
            "permitting") {
    auto s = table_of();
    s.seats[0].y = 0;
    s.seats[0].hand = {"crossbow", "axe", "horse", "shortBow"};
    s.skeletons = {{"1,0", "white"}};
    s.dice = {5};
    auto g = start(s);
    act(*g, 0, {{"type", "begin"}}); // the start of the turn, with cards in hand
    act(*g, 0, {{"type", "pass"}});  // the combat roll's window
    REQUIRE(data(*g).window);
    CHECK(data(*g).window->about == mev::window_about::kill);
    CHECK(offers(*g, 0, play_of(*g, 0, "axe")));
    CHECK(offers(*g, 0, play_of(*g, 0, "shortBow")));
    CHECK(!offers(*g, 0, play_of(*g, 0, "crossbow"))); // needs a red
    CHECK(!offers(*g, 0, play_of(*g, 0, "horse")));    // needs a red
    act(*g, 0, play_of(*g, 0, "axe"));
    CHECK(in_play(*g, 0, "axe"));
    CHECK(data(*g).seats[0].played_cycle);
  }

  TEST_CASE("Catapult: pay a red, discard it, one roll against every skeleton on a next tile") {
    auto s = table_of();
    s.tiles = {{"straight", 0, -1, 0}};
    s.skeletons = {{"1,-2", "white"}, {"0,-3", "red"}};
    s.seats[0].in_play = {"catapult"};
    s.seats[0].red = 1;
    s.dice = {1, 5};
    auto g = start(s);
    pass_all(*g);
    REQUIRE(phase(*g) == "move");
    act(*g, 0, {{"type", "attack"}, {"weapon", "catapult"}, {"tile", "0,-1"}});
    pass_all(*g);
    CHECK(data(*g).skeletons.empty());
    CHECK(data(*g).seats[0].trophies == mev::colours{1, 1, 0});
    CHECK(data(*g).removed == mev::colours{0, 1, 0});
    CHECK(!in_play(*g, 0, "catapult"));
  }

  TEST_CASE("Explosives: pay a blue; every player on the tile loses a life token") {
    auto s = table_of();
    s.tiles = {{"straight", 0, -1, 0}};
    s.skeletons = {{"1,-2", "white"}};
    s.seats[0].in_play = {"explosives"};
    s.seats[0].blue = 1;
    s.seats[1].y = -3;
    s.dice = {1, 2};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, {{"type", "attack"}, {"weapon", "explosives"}, {"tile", "0,-1"}});
    pass_all(*g);
    CHECK(data(*g).skeletons.size() == 1); // the roll missed
    CHECK(data(*g).seats[1].life == 2);
    CHECK(data(*g).seats[0].trophies[2] == 0);
  }

  TEST_CASE(
      "Short bow 1-2 squares (+1, pay a white), Crossbow 3-4 (+2, pay a red), Polearm adjacent") {
    auto s = table_of();
    s.tiles = {{"straight", 0, -1, 0}};
    s.skeletons = {{"1,-1", "white"}, {"1,-2", "red"}, {"1,0", "blue"}};
    s.seats[0].in_play = {"shortBow", "crossbow", "polearm"};
    s.seats[0].white = 1;
    s.seats[0].red = 1;
    s.dice = {1, 3, 2, 1, 5};
    auto g = start(s);
    pass_all(*g);
    CHECK(offers(*g, 0, {{"type", "attack"}, {"weapon", "shortBow"}, {"square", "1,-1"}}));
    CHECK(!offers(*g, 0, {{"type", "attack"}, {"weapon", "shortBow"}, {"square", "1,-2"}}));
    CHECK(offers(*g, 0, {{"type", "attack"}, {"weapon", "crossbow"}, {"square", "1,-2"}}));
    CHECK(offers(*g, 0, {{"type", "attack"}, {"weapon", "polearm"}, {"square", "1,0"}}));
    act(*g, 0, {{"type", "attack"}, {"weapon", "shortBow"}, {"square", "1,-1"}});
    pass_all(*g);
    CHECK(data(*g).seats[0].trophies == mev::colours{1, 1, 0}); // paid a white, killed a white
    act(*g, 0, {{"type", "attack"}, {"weapon", "crossbow"}, {"square", "1,-2"}});
    pass_all(*g);
    CHECK(data(*g).seats[0].trophies == mev::colours{1, 1, 0}); // paid a red, killed a red
    act(*g, 0, {{"type", "attack"}, {"weapon", "polearm"}, {"square", "1,0"}});
    pass_all(*g);
    act(*g, 0, {{"type", "reroll"}}); // a life token lost while using the Polearm
    CHECK(!in_play(*g, 0, "polearm"));
    pass_all(*g);
    CHECK(data(*g).seats[0].trophies[2] == 1);
  }

  TEST_CASE("Horse: two dice for movement; it waits at the door while its rider is inside, and "
            "he rides it again when he comes out") {
    // "Il tuo movimento è raddoppiato fino a quando entri in un edificio" (your
    // movement is doubled until you enter a building); "permette di lanciare 2 dadi
    // per il movimento" (the Horse lets you roll 2 dice for movement).
    auto s = table_of();
    s.tiles = {{"tavern", 0, -1, 0}};
    s.seats[0].in_play = {"horse"};
    s.dice = {3, 3};
    auto g = start(s);
    pass_all(*g);
    CHECK(data(*g).move_points == 6);
    act(*g, 0, {{"type", "move"}, {"square", "1,0"}});
    act(*g, 0, {{"type", "move"}, {"square", "1,-1"}});
    act(*g, 0, {{"type", "move"}, {"square", "1,-2"}}); // the Tavern's door
    CHECK(!in_play(*g, 0, "horse"));
    CHECK(g->view(spectator)["horses"].contains("1,-2"));
    CHECK(g->view(spectator)["horseRiders"]["1,-2"] == 0);
    act(*g, 0, {{"type", "move"}, {"square", "0,-2"}});
    act(*g, 0, {{"type", "move"}, {"square", "1,-2"}});
    CHECK(!in_play(*g, 0, "horse")); // still inside: the Horse still waits
    // Out of the building: he rides it again.
    act(*g, 0, {{"type", "move"}, {"square", "1,-1"}});
    CHECK(in_play(*g, 0, "horse"));
    CHECK(data(*g).horses.empty());
  }

  TEST_CASE("Horse: another player reaching the building may take it while its rider stays "
            "inside") {
    // "Durante il tempo che resti all'interno della locazione, gli altri
    // giocatori possono rubartelo se raggiungono tale locazione" (while you stay
    // inside the place, the other players may steal it if they reach it).
    auto s = table_of();
    s.tiles = {{"tavern", 0, -1, 0}};
    s.seats[0].x = 0;
    s.seats[0].y = -2; // inside the Tavern
    s.seats[0].in_play = {"horse"};
    s.current = 1;
    s.seats[1].y = 0;
    s.dice = {2};
    auto g = start(s);
    REQUIRE(data(*g).horses.size() == 1); // it waits at the door for seat 0
    CHECK(data(*g).horses[0].door == mev::pos{1, -2});
    pass_all(*g);
    act(*g, 1, {{"type", "move"}, {"square", "1,-1"}});
    CHECK(phase(*g) == "move"); // outside the building: nothing to take
    act(*g, 1, {{"type", "move"}, {"square", "1,-2"}});
    REQUIRE(g->awaiting() == std::vector<int>{1});
    CHECK(offers(*g, 1, {{"type", "pickUp"}, {"what", "horse"}}));
    CHECK(offers(*g, 1, {{"type", "leave"}})); // "possono": he may leave it
    {
      auto left = g->clone();
      act(*left, 1, {{"type", "leave"}});
      CHECK(data(*left).horses.size() == 1);
      CHECK(data(*left).horses[0].rider == 0);
    }
    act(*g, 1, {{"type", "pickUp"}, {"what", "horse"}});
    // Seat 1 holds it now; inside the building it waits at the door for him.
    REQUIRE(data(*g).horses.size() == 1);
    CHECK(data(*g).horses[0].rider == 1);
    CHECK(!in_play(*g, 0, "horse"));
  }

  TEST_CASE("Horse: nobody takes it once its rider has left the building") {
    auto s = table_of();
    s.tiles = {{"tavern", 0, -1, 0}};
    s.seats[0].x = 1;
    s.seats[0].y = -1; // just outside the Tavern's door
    s.seats[0].in_play = {"horse"};
    s.current = 1;
    s.seats[1].y = 0;
    s.dice = {2};
    auto g = start(s);
    CHECK(data(*g).horses.empty());
    pass_all(*g);
    act(*g, 1, {{"type", "move"}, {"square", "1,-1"}});
    act(*g, 1, {{"type", "move"}, {"square", "1,-2"}});
    CHECK(offered(*g, 1, "pickUp").empty());
    CHECK(in_play(*g, 0, "horse"));
  }

  TEST_CASE("Give me that...: one player sees the hand, pays a skeleton per card taken") {
    auto s = table_of();
    s.seats[0].hand = {"giveMeThat"};
    s.seats[0].white = 1;
    s.seats[1].hand = {"mace", "lost"};
    s.dice = {1};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, play_of(*g, 0, "giveMeThat", {{"seat", 1}}));
    pass_all(*g);
    REQUIRE(phase(*g) == "take");
    CHECK(g->view(0)["revealed"]["seat"] == 1);
    CHECK(g->view(0)["revealed"]["hand"].size() == 2);
    CHECK(g->view(1)["revealed"].is_null());
    CHECK(g->view(spectator)["revealed"].is_null());
    bool private_entry = false;
    for (const auto &e : g->log())
      if (e.entry["event"] == "handRevealed") {
        private_entry = true;
        CHECK(e.only == std::vector<int>{0});
      }
    CHECK(private_entry);
    act(*g, 0, {{"type", "take"}, {"card", card_id(*g, 1, "mace")}, {"pay", "white"}});
    CHECK(card_id(*g, 0, "mace") >= 0);
    CHECK(data(*g).seats[0].trophies[0] == 0);
    CHECK(phase(*g) == "move"); // no skeleton left to pay with
  }

  TEST_CASE(
      "How many did you say there were!?: 5 points of skeletons from the supply on legal squares") {
    auto s = table_of();
    s.seats[0].hand = {"howMany"};
    s.dice = {1};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, play_of(*g, 0, "howMany"));
    pass_all(*g);
    REQUIRE(phase(*g) == "populate");
    CHECK(g->view(spectator)["populate"]["target"] == 5);
    act(*g, 0, {{"type", "skeleton"}, {"colour", "blue"}, {"square", "0,1"}});
    CHECK(!offers(*g, 0, {{"type", "skeleton"}, {"colour", "blue"}, {"square", "2,1"}}));
    act(*g, 0, {{"type", "skeleton"}, {"colour", "red"}, {"square", "2,1"}});
    CHECK(phase(*g) == "move");
    CHECK(data(*g).skeletons.size() == 2);
  }

  TEST_CASE("It's all about me!: another player places the skeletons on the tile just placed") {
    auto s = table_of();
    s.seats[1].played = false;
    s.seats[1].hand = {"allAboutMe"};
    s.tile_deck = {"tavern"};
    auto g = start(s);
    act(*g, 0, {{"type", "place"}, {"x", 0}, {"y", -1}, {"rotation", 0}});
    REQUIRE(g->awaiting() == std::vector<int>{0, 1});
    CHECK(!offers(*g, 0, {{"type", "play"}, {"card", card_id(*g, 1, "allAboutMe")}}));
    act(*g, 1, play_of(*g, 1, "allAboutMe"));
    pass_all(*g);
    REQUIRE(phase(*g) == "populate");
    CHECK(g->awaiting() == std::vector<int>{1});
    CHECK(g->view(spectator)["populate"]["chooser"] == 1);
  }

  TEST_CASE("It's just a flesh wound: 5 removed skeletons come back") {
    auto s = table_of();
    s.seats[0].hand = {"fleshWound"};
    s.dice = {1};
    auto g = start(s);
    mdata(*g).supply = {38, 40, 39};
    mdata(*g).removed = {2, 0, 1};
    pass_all(*g);
    act(*g, 0, play_of(*g, 0, "fleshWound"));
    pass_all(*g);
    REQUIRE(phase(*g) == "populate");
    CHECK(g->view(spectator)["populate"]["skeletonsLeft"] == 3);
    std::set<std::string> colours;
    for (const auto &a : offered(*g, 0, "skeleton"))
      colours.insert(a["colour"].get<std::string>());
    CHECK(colours == std::set<std::string>{"white", "blue"});
    act(*g, 0, {{"type", "skeleton"}, {"colour", "blue"}, {"square", "0,1"}});
    act(*g, 0, {{"type", "skeleton"}, {"colour", "white"}, {"square", "2,1"}});
    act(*g, 0, {{"type", "skeleton"}, {"colour", "white"}, {"square", "1,0"}});
    CHECK(data(*g).removed == mev::colours{0, 0, 0});
    CHECK(phase(*g) == "move");
  }

  TEST_CASE("One card per cycle; Look... nothing in my hand! lifts it") {
    auto s = table_of();
    s.tiles = {{"straight", 0, -1, 0}};
    s.seats[0].hand = {"lookNothing", "lost", "yoink"};
    s.seats[1].red = 1;
    s.dice = {2, 6};
    auto g = start(s);
    pass_all(*g);
    {
      auto other = g->clone();
      act(*other, 0, play_of(*other, 0, "lost", {{"seat", 1}, {"square", "1,-1"}}));
      pass_all(*other);
      CHECK(offered(*other, 0, "play").empty()); // one card this cycle
    }
    act(*g, 0, play_of(*g, 0, "lookNothing"));
    pass_all(*g);
    CHECK(data(*g).seats[0].free_plays);
    act(*g, 0, play_of(*g, 0, "yoink"));
    pass_all(*g);
    act(*g, 0, {{"type", "yoink"}, {"seat", 1}, {"white", 0}, {"red", 1}, {"blue", 0}});
    CHECK(data(*g).seats[0].trophies[1] == 1);
    CHECK(!offered(*g, 0, "play").empty()); // Lost still playable
  }

  TEST_CASE("Lost: move another player to a walkable square of a tile next to his; he fights "
            "what is there at his own turn") {
    // "Gioca questa carta per spostare un' altro giocatore in una qualsiasi
    // casella idonea nel tassello mappa adiacente" (move another player to any
    // suitable square of the adjacent map tile).
    auto s = table_of();
    s.tiles = {{"straight", 0, -1, 0}};
    s.seats[0].hand = {"lost"};
    // Hemmed in by two others, the white cannot move away before his turn.
    s.skeletons = {{"2,-3", "white"}, {"1,-3", "red"}, {"2,-2", "red"}};
    s.life_tokens = {"2,-3"};
    s.dice = {1, 1, 6};
    auto g = start(s);
    pass_all(*g);
    const auto lost = offered(*g, 0, "play");
    CHECK(lost.size() == 9); // every square of the one next tile
    act(*g, 0, play_of(*g, 0, "lost", {{"seat", 1}, {"square", "2,-3"}}));
    pass_all(*g);
    CHECK(data(*g).seats[1].square == mev::pos{2, -3});
    CHECK(!data(*g).combat); // no fight on arrival: he did not move there
    // His own turn: "Ogni volta che cominci il turno su di una casella insieme
    // ad uno scheletro Ha luogo un combattimento".
    for (int guard = 0; guard < 30 && !data(*g).combat; ++guard) {
      const int seat = g->awaiting().front();
      act(*g, seat, g->default_action(seat));
    }
    REQUIRE(data(*g).combat);
    CHECK(data(*g).current == 1);
    CHECK(data(*g).combat->square == mev::pos{2, -3});
  }

  TEST_CASE("My precious: take a weapon or item from a player on your square") {
    auto s = table_of();
    s.seats[0].hand = {"myPrecious"};
    s.seats[1].in_play = {"axe"};
    s.dice = {1};
    auto g = start(s);
    pass_all(*g);
    const int axe = data(*g).seats[1].in_play[0];
    act(*g, 0, play_of(*g, 0, "myPrecious", {{"seat", 1}, {"steal", axe}}));
    pass_all(*g);
    CHECK(in_play(*g, 0, "axe"));
    CHECK(!in_play(*g, 1, "axe"));
  }

  TEST_CASE("Swing and a miss: another player's combat die is rolled again") {
    auto s = table_of();
    s.seats[0].y = 0;
    s.skeletons = {{"1,0", "white"}};
    s.seats[1].played = false;
    s.seats[1].hand = {"swingAndMiss"};
    s.dice = {6, 1};
    auto g = start(s);
    REQUIRE(g->awaiting() == std::vector<int>{0, 1});
    CHECK(offers(*g, 1, play_of(*g, 1, "swingAndMiss")));
    act(*g, 1, play_of(*g, 1, "swingAndMiss"));
    pass_all(*g);
    CHECK(data(*g).dec == mev::decision::combat_miss);
    CHECK(data(*g).dice.back().value == 1);
  }

  TEST_CASE("They're all mine!: played at the start of the turn, it skips the whole turn and "
            "takes a skeleton from each of two players") {
    // "Gioca questa carta per saltare il tuo turno e prendere uno scheletro da
    // altri 2 giocatori" (play this card to skip your turn and take a skeleton
    // from 2 other players).
    auto s = table_of(3);
    s.seats[0].hand = {"theyreAllMine"};
    s.seats[0].y = 0;
    s.skeletons = {{"1,0", "white"}}; // would be fought at step 3
    s.tile_deck = {"straight"};
    s.seats[1].red = 1;
    s.seats[2].white = 2;
    s.dice = {1};
    auto g = start(s);
    // The start of the turn, before the tile is drawn: the card is offered.
    REQUIRE(phase(*g) == "start");
    CHECK(g->view(spectator)["drawnTile"].is_null());
    const json mine = play_of(*g, 0, "theyreAllMine",
                              {{"from", json::array({{{"seat", 1}, {"colour", "red"}},
                                                     {{"seat", 2}, {"colour", "white"}}})}});
    CHECK(offers(*g, 0, mine));
    {
      // Later in the turn it is not: it would no longer skip the whole turn.
      auto later = g->clone();
      act(*later, 0, {{"type", "begin"}});
      CHECK(phase(*later) == "place");
      CHECK(offered(*later, 0, "play").empty());
    }
    act(*g, 0, mine);
    pass_all(*g);
    CHECK(data(*g).seats[0].trophies == mev::colours{1, 1, 0});
    CHECK(data(*g).seats[2].trophies == mev::colours{1, 0, 0});
    CHECK(data(*g).current == 1);
    // Nothing of the turn happened: no tile drawn (the next player draws it),
    // no fight, no card drawn.
    for (const auto &e : g->log())
      if (e.entry["event"] == "tileDrawn")
        CHECK(e.entry["seats"] == json::array({1}));
    CHECK(data(*g).skeletons.count({1, 0}) == 1);
    CHECK(data(*g).seats[0].hand.empty());
  }

  TEST_CASE("Uh... Nevermind cancels a card just played; a second Nevermind cancels the first") {
    auto s = table_of(3);
    s.tiles = {{"straight", 0, -1, 0}};
    s.seats[0].hand = {"lost"};
    s.seats[1].played = false;
    s.seats[1].hand = {"nevermind"};
    s.seats[2].played = false;
    s.seats[2].hand = {"nevermind"};
    s.dice = {1};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, play_of(*g, 0, "lost", {{"seat", 1}, {"square", "1,-1"}}));
    // A window for every player who may still play, whatever his hand.
    CHECK(g->awaiting() == std::vector<int>{1, 2});
    CHECK(g->timeout_seconds(1) == 6);
    CHECK(g->timeout_seconds(0) == 0);
    CHECK(g->default_action(1)["type"] == "pass");
    CHECK(g->view(spectator)["pending"][0]["card"] == "lost");
    auto once = g->clone();
    act(*once, 1, play_of(*once, 1, "nevermind"));
    CHECK(once->awaiting() == std::vector<int>{2});
    act(*once, 2, {{"type", "pass"}});
    CHECK(data(*once).seats[1].square == mev::altar_centre()); // cancelled
    // Twice: the second cancels the first, Lost takes effect.
    act(*g, 1, play_of(*g, 1, "nevermind"));
    act(*g, 2, play_of(*g, 2, "nevermind"));
    pass_all(*g);
    CHECK(data(*g).seats[1].square == mev::pos{1, -1});
  }

  TEST_CASE("Uh... Nevermind cancels a reaction: Swing and a miss has no effect") {
    auto s = table_of();
    s.seats[0].y = 0;
    s.seats[0].hand = {"nevermind"};
    s.skeletons = {{"1,0", "white"}};
    s.seats[1].played = false;
    s.seats[1].hand = {"swingAndMiss"};
    s.dice = {6, 1};
    auto g = start(s);
    act(*g, 0, {{"type", "begin"}});
    act(*g, 1, play_of(*g, 1, "swingAndMiss"));
    REQUIRE(g->awaiting() == std::vector<int>{0});
    act(*g, 0, play_of(*g, 0, "nevermind"));
    pass_all(*g);
    CHECK(data(*g).seats[0].trophies[0] == 1); // the 6 stands
  }

  TEST_CASE("What!?!?: a die just rolled is rolled again, your own included") {
    // "Gioca questa carta per ritirare un dado" (play this card to reroll a die).
    auto s = table_of();
    s.seats[0].hand = {"what"};
    s.dice = {1, 4};
    auto g = start(s);
    act(*g, 0, {{"type", "begin"}});
    act(*g, 0, play_of(*g, 0, "what"));
    pass_all(*g);
    CHECK(data(*g).move_points == 4);
  }

  TEST_CASE("What!?!?: of two dice, one of the player's choice is rolled again") {
    // "Gioca questa carta per ritirare un dado": one die, not the whole roll.
    auto s = table_of();
    s.seats[0].in_play = {"horse"};
    s.seats[1].played = false;
    s.seats[1].hand = {"what"};
    s.dice = {6, 2, 1};
    auto g = start(s);
    REQUIRE(data(*g).dice.size() == 2); // the Horse: two dice for movement
    const int what = card_id(*g, 1, "what");
    CHECK(offers(*g, 1, {{"type", "play"}, {"card", what}, {"die", 0}}));
    CHECK(offers(*g, 1, {{"type", "play"}, {"card", what}, {"die", 1}}));
    CHECK(!offers(*g, 1, {{"type", "play"}, {"card", what}}));
    act(*g, 1, {{"type", "play"}, {"card", what}, {"die", 0}});
    pass_all(*g);
    CHECK(data(*g).move_points == 1 + 2); // the 6 rolled again (1), the 2 kept
  }

  TEST_CASE("What am I gonna do with that!?: pay a white, discard the hand, draw 3") {
    auto s = table_of();
    s.seats[0].hand = {"whatAmIGonnaDo", "lost", "yoink"};
    s.seats[0].white = 1;
    s.dice = {1};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, play_of(*g, 0, "whatAmIGonnaDo"));
    pass_all(*g);
    CHECK(data(*g).seats[0].hand.size() == 3);
    CHECK(card_id(*g, 0, "lost") < 0);
    CHECK(data(*g).removed[0] == 1);
  }

  TEST_CASE("What am I gonna do with that!?: the white is paid even when the card is cancelled") {
    // "Scarta questa carta e paga uno scheletro bianco per scartare tutte le
    // carte che hai in mano" (discard this card and pay a white skeleton to
    // discard your hand): paying is part of playing it.
    auto s = table_of();
    s.seats[0].hand = {"whatAmIGonnaDo", "lost"};
    s.seats[0].white = 1;
    s.seats[1].played = false;
    s.seats[1].hand = {"nevermind"};
    s.dice = {1};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, play_of(*g, 0, "whatAmIGonnaDo"));
    act(*g, 1, play_of(*g, 1, "nevermind"));
    pass_all(*g);
    CHECK(card_id(*g, 0, "lost") >= 0); // cancelled: the hand is kept
    CHECK(data(*g).removed[0] == 1);    // the white is gone all the same
  }

  TEST_CASE("Yoink!: roll; then take skeletons worth up to that from a player of your choice") {
    // "Lancia un dado. Il risultato è il punteggio del valore degli scheletri
    // che puoi prendere ad un' altro giocatore" (roll a die; the result is the
    // points of skeletons you may take from another player).
    auto s = table_of(3);
    s.seats[0].hand = {"yoink"};
    s.seats[1].red = 2;
    s.seats[1].blue = 1;
    s.seats[2].white = 1;
    s.dice = {1, 5};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, play_of(*g, 0, "yoink"));
    pass_all(*g);
    REQUIRE(phase(*g) == "choice");
    // The player is chosen after the roll, with the skeletons.
    CHECK(g->view(spectator)["choice"]["from"].is_null());
    CHECK(offers(*g, 0, {{"type", "yoink"}, {"seat", 2}, {"white", 1}, {"red", 0}, {"blue", 0}}));
    CHECK(!offers(*g, 0, {{"type", "yoink"}, {"seat", 1}, {"white", 0}, {"red", 2}, {"blue", 1}}));
    act(*g, 0, {{"type", "yoink"}, {"seat", 1}, {"white", 0}, {"red", 1}, {"blue", 1}});
    CHECK(data(*g).seats[0].trophies == mev::colours{0, 1, 1});
    CHECK(data(*g).seats[1].trophies == mev::colours{0, 1, 0});
    // The movement roll it interrupted is the last roll again.
    CHECK(data(*g).dice.back().purpose == "move");
    CHECK(phase(*g) == "move");
  }

  TEST_CASE("Yoink! played in the window of a roll: the roll's result is still its own") {
    // "Le carte evento possono essere giocate in qualsiasi momento": right
    // after his movement roll too; the card's die does not replace that roll.
    auto s = table_of();
    s.seats[0].hand = {"yoink"};
    s.seats[1].red = 1;
    s.dice = {2, 6};
    auto g = start(s);
    act(*g, 0, {{"type", "begin"}});
    REQUIRE(data(*g).window);
    CHECK(data(*g).dice.back().value == 2);
    act(*g, 0, play_of(*g, 0, "yoink"));
    pass_all(*g);
    REQUIRE(phase(*g) == "choice");
    act(*g, 0, {{"type", "yoink"}, {"seat", 1}, {"white", 0}, {"red", 1}, {"blue", 0}});
    pass_all(*g); // the movement roll's window opens again
    CHECK(data(*g).move_points == 2);
  }

  TEST_CASE(
      "You got nothin'!: roll, then choose a player; he discards skeletons worth at least that, "
      "his choice") {
    // "Lancia un dado e scegli un giocatore al quale farai scartare un valore
    // di scheletri pari al risultato ottenuto" (roll a die and choose a player,
    // who must discard skeletons worth the result).
    auto s = table_of(3);
    s.seats[0].hand = {"gotNothin"};
    s.seats[1].white = 3;
    s.seats[1].red = 1;
    s.seats[2].white = 2;
    s.dice = {1, 3};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, play_of(*g, 0, "gotNothin"));
    pass_all(*g);
    REQUIRE(g->awaiting() == std::vector<int>{0});
    CHECK(offers(*g, 0, {{"type", "target"}, {"seat", 2}}));
    {
      // Worth less than the roll: he discards all he has.
      auto poor = g->clone();
      act(*poor, 0, {{"type", "target"}, {"seat", 2}});
      CHECK(data(*poor).seats[2].trophies == mev::colours{0, 0, 0});
    }
    act(*g, 0, {{"type", "target"}, {"seat", 1}});
    REQUIRE(g->awaiting() == std::vector<int>{1});
    CHECK(offers(*g, 1, {{"type", "lose"}, {"white", 1}, {"red", 1}, {"blue", 0}}));
    CHECK(offers(*g, 1, {{"type", "lose"}, {"white", 3}, {"red", 0}, {"blue", 0}}));
    act(*g, 1, {{"type", "lose"}, {"white", 1}, {"red", 1}, {"blue", 0}});
    CHECK(data(*g).seats[1].trophies == mev::colours{2, 0, 0});
    CHECK(data(*g).removed == mev::colours{1, 1, 0});
  }

  TEST_CASE("You stay there!: a player inside a building next to you must roll 3+ to leave it") {
    auto s = table_of();
    s.tiles = {{"tavern", 0, -1, 0}};
    s.seats[0].hand = {"stayThere"};
    s.seats[0].y = 0;
    s.seats[1].x = 1;
    s.seats[1].y = -2; // the Tavern's door square
    s.dice = {2};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, {{"type", "move"}, {"square", "1,-1"}});
    act(*g, 0, play_of(*g, 0, "stayThere", {{"seat", 1}}));
    pass_all(*g);
    CHECK(data(*g).seats[1].stay_there);
    // Seat 1's turn: rolls 2 to leave, fails, may move only inside.
    mdata(*g).stacked_dice = {1, 1, 2, 2};
    for (int guard = 0; guard < 30 && data(*g).current == 0; ++guard) {
      const int seat = g->awaiting().front();
      act(*g, seat, g->default_action(seat));
    }
    pass_all(*g);
    REQUIRE(phase(*g) == "move");
    for (const auto &a : offered(*g, 1, "move"))
      CHECK(mev::inside(data(*g), mev::parse_pos(a["square"].get<std::string>())));
  }

} // TEST_SUITE
