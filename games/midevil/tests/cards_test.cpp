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
    act(*g, 0, {{"type", "pass"}}); // the combat roll's window
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

  TEST_CASE(
      "Horse: two dice for movement; left at a building's door, where another player takes it") {
    auto s = table_of();
    s.tiles = {{"tavern", 0, -1, 0}};
    s.seats[0].in_play = {"horse"};
    s.dice = {3, 2};
    auto g = start(s);
    pass_all(*g);
    CHECK(data(*g).move_points == 5);
    act(*g, 0, {{"type", "move"}, {"square", "1,0"}});
    act(*g, 0, {{"type", "move"}, {"square", "1,-1"}});
    act(*g, 0, {{"type", "move"}, {"square", "1,-2"}});
    CHECK(!in_play(*g, 0, "horse"));
    CHECK(g->view(spectator)["horses"].contains("1,-2"));
    // Another player reaching the door takes it.
    auto s2 = table_of();
    s2.tiles = {{"tavern", 0, -1, 0}};
    s2.seats[1].y = -1;
    s2.current = 1;
    s2.dice = {1};
    auto h = start(s2);
    mdata(*h).horses[{1, -2}] = card_id(*g, 0, "horse") >= 0 ? 0 : data(*g).horses.begin()->second;
    pass_all(*h);
    act(*h, 1, {{"type", "move"}, {"square", "1,-2"}});
    CHECK(in_play(*h, 1, "horse"));
    CHECK(data(*h).horses.empty());
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
    act(*g, 0, play_of(*g, 0, "yoink", {{"seat", 1}}));
    pass_all(*g);
    act(*g, 0, {{"type", "yoink"}, {"white", 0}, {"red", 1}, {"blue", 0}});
    CHECK(data(*g).seats[0].trophies[1] == 1);
    CHECK(!offered(*g, 0, "play").empty()); // Lost still playable
  }

  TEST_CASE("Lost: move another player to a walkable square of a tile next to his") {
    auto s = table_of();
    s.tiles = {{"straight", 0, -1, 0}};
    s.seats[0].hand = {"lost"};
    s.dice = {1};
    auto g = start(s);
    pass_all(*g);
    const auto lost = offered(*g, 0, "play");
    CHECK(lost.size() == 9); // every square of the one next tile
    act(*g, 0, play_of(*g, 0, "lost", {{"seat", 1}, {"square", "2,-3"}}));
    pass_all(*g);
    CHECK(data(*g).seats[1].square == mev::pos{2, -3});
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

  TEST_CASE("They're all mine!: skip your turn, take a skeleton from each of two players") {
    auto s = table_of(3);
    s.seats[0].hand = {"theyreAllMine"};
    s.seats[1].red = 1;
    s.seats[2].white = 2;
    s.dice = {1};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0,
        play_of(*g, 0, "theyreAllMine",
                {{"from", json::array({{{"seat", 1}, {"colour", "red"}},
                                       {{"seat", 2}, {"colour", "white"}}})}}));
    pass_all(*g);
    CHECK(data(*g).seats[0].trophies == mev::colours{1, 1, 0});
    CHECK(data(*g).seats[2].trophies == mev::colours{1, 0, 0});
    CHECK(data(*g).current == 1);
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
    act(*g, 1, play_of(*g, 1, "swingAndMiss"));
    REQUIRE(g->awaiting() == std::vector<int>{0});
    act(*g, 0, play_of(*g, 0, "nevermind"));
    pass_all(*g);
    CHECK(data(*g).seats[0].trophies[0] == 1); // the 6 stands
  }

  TEST_CASE("What!?!?: a die just rolled is rolled again, your own included") {
    auto s = table_of();
    s.seats[0].hand = {"what"};
    s.dice = {1, 4};
    auto g = start(s);
    act(*g, 0, play_of(*g, 0, "what"));
    pass_all(*g);
    CHECK(data(*g).move_points == 4);
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

  TEST_CASE("Yoink!: roll; take skeletons worth up to that from a player") {
    auto s = table_of();
    s.seats[0].hand = {"yoink"};
    s.seats[1].red = 2;
    s.seats[1].blue = 1;
    s.dice = {1, 5};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, play_of(*g, 0, "yoink", {{"seat", 1}}));
    pass_all(*g);
    REQUIRE(phase(*g) == "choice");
    CHECK(!offers(*g, 0, {{"type", "yoink"}, {"white", 0}, {"red", 2}, {"blue", 1}}));
    act(*g, 0, {{"type", "yoink"}, {"white", 0}, {"red", 1}, {"blue", 1}});
    CHECK(data(*g).seats[0].trophies == mev::colours{0, 1, 1});
    CHECK(data(*g).seats[1].trophies == mev::colours{0, 1, 0});
  }

  TEST_CASE(
      "You got nothin'!: roll; the player discards skeletons worth at least that, his choice") {
    auto s = table_of();
    s.seats[0].hand = {"gotNothin"};
    s.seats[1].white = 3;
    s.seats[1].red = 1;
    s.dice = {1, 3};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, play_of(*g, 0, "gotNothin", {{"seat", 1}}));
    pass_all(*g);
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
