// The rulebook's sentences (middevil.it.txt), each quoted with a translation,
// against stacked positions: where an earlier reading of the rules went wrong.
#include "test_support.hpp"

#include <set>

using namespace mev_test;

namespace {

// Nobody but the current player may play a card this cycle (so windows ask
// only him), and nobody holds a card unless a test says so.
mev::scenario quiet(int players = 2) {
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

// Some way of playing that card is offered to that seat now.
bool card_offered(const game_state &g, int seat, const std::string &key) {
  const int id = card_id(g, seat, key);
  for (const auto &a : offered(g, seat, "play"))
    if (a["card"] == id)
      return true;
  return false;
}

bool in_play(const game_state &g, int seat, const std::string &key) {
  for (int id : data(g).seats[seat].in_play)
    if (mev::card_key(id) == key)
      return true;
  return false;
}

std::set<std::string> squares_offered(const game_state &g, int seat, const std::string &type) {
  std::set<std::string> out;
  for (const auto &a : offered(g, seat, type))
    out.insert(a["square"].get<std::string>());
  return out;
}

} // namespace

TEST_SUITE("midevil rulebook") {

  TEST_CASE("The Necronomicon's holder fights the skeleton on the Altar's centre before he wins") {
    // "Tutti gli scheletri incontrati durante il movimento devono essere
    // affrontati prima di continuare la mossa" (every skeleton met while moving
    // must be fought before the move goes on).
    auto s = quiet();
    s.seats[0].y = 0;
    s.seats[1].x = 0;
    s.book_holder = 0;
    s.skeletons = {{"1,1", "white"}};
    s.dice = {1, 5};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, {{"type", "move"}, {"square", "1,1"}});
    CHECK(!g->finished());
    REQUIRE(data(*g).combat);
    pass_all(*g); // the roll: 5 kills it
    CHECK(g->finished());
    CHECK(g->result().winners == std::vector<int>{0});
    CHECK(data(*g).seats[0].trophies[0] == 1);

    // Killed by it instead: the book drops there and nobody has won.
    auto s2 = s;
    s2.seats[0].life = 0;
    s2.dice = {1, 1};
    auto h = start(s2);
    pass_all(*h);
    act(*h, 0, {{"type", "move"}, {"square", "1,1"}});
    pass_all(*h);
    CHECK(!h->finished());
    CHECK(data(*h).book_holder == -1);
    REQUIRE(data(*h).book_square);
    CHECK(*data(*h).book_square == mev::altar_centre());
    CHECK(data(*h).current == 1);
  }

  TEST_CASE("Event cards are offered at every step of one's own turn, tile placement included") {
    // "Le carte evento possono essere giocate in qualsiasi momento" (event
    // cards may be played at any time).
    auto s = quiet();
    s.seats[0].played = false;
    s.seats[0].hand = {"lost"};
    s.seats[0].y = 0;
    s.tiles = {{"straight", 0, 1, 0}}; // somewhere to send the other player to
    s.skeletons = {{"1,0", "white"}, {"2,1", "red"}};
    s.life_tokens = {"1,2"};
    s.tile_deck = {"straight"};
    // Skeletons for the new tile, the fight (a miss, then a kill), movement,
    // skeletons to move.
    s.dice = {1, 2, 6, 2, 1};
    auto g = start(s);
    std::vector<std::string> steps;
    const auto check_step = [&](const std::string &step) {
      CAPTURE(step);
      steps.push_back(step);
      CHECK(card_offered(*g, 0, "lost"));
    };
    REQUIRE(phase(*g) == "start");
    check_step("the start of the turn");
    act(*g, 0, {{"type", "begin"}});
    REQUIRE(phase(*g) == "place");
    check_step("placing the tile");
    act(*g, 0, {{"type", "place"}, {"x", 0}, {"y", -1}, {"rotation", 0}});
    REQUIRE(data(*g).window);
    check_step("the window after the tile");
    act(*g, 0, {{"type", "pass"}});
    check_step("the window after the roll for the tile's skeletons");
    act(*g, 0, {{"type", "pass"}});
    REQUIRE(phase(*g) == "populate");
    check_step("placing the tile's skeletons");
    act(*g, 0, {{"type", "skeleton"}, {"colour", "white"}, {"square", "1,-3"}});
    REQUIRE(data(*g).combat); // step 3: the skeleton on his square
    check_step("the window after the combat roll");
    act(*g, 0, {{"type", "pass"}});
    REQUIRE(data(*g).dec == mev::decision::combat_miss);
    check_step("after a missed combat roll");
    act(*g, 0, {{"type", "reroll"}});
    act(*g, 0, {{"type", "pass"}});
    REQUIRE(data(*g).window);
    CHECK(data(*g).window->about == mev::window_about::kill);
    check_step("the window after the kill");
    act(*g, 0, {{"type", "pass"}});
    check_step("the window after the movement roll");
    act(*g, 0, {{"type", "pass"}});
    REQUIRE(phase(*g) == "move");
    check_step("moving");
    act(*g, 0, {{"type", "move"}, {"square", "1,1"}});
    act(*g, 0, {{"type", "move"}, {"square", "1,2"}});
    REQUIRE(data(*g).dec == mev::decision::pickup);
    check_step("finding a life token");
    act(*g, 0, {{"type", "pickUp"}, {"what", "life"}});
    check_step("the window after the roll for the skeletons to move");
    act(*g, 0, {{"type", "pass"}});
    REQUIRE(phase(*g) == "skeletons");
    check_step("moving skeletons");
    act(*g, 0, offered(*g, 0, "skeletonMove").front());
    REQUIRE(phase(*g) == "discard");
    check_step("the discard");
    CHECK(steps.size() == 14);
  }

  TEST_CASE("A card played in the middle of a step: the step goes on afterwards") {
    // "Le carte evento possono essere giocate in qualsiasi momento".
    auto s = quiet();
    s.seats[0].played = false;
    s.seats[0].hand = {"howMany"};
    s.tile_deck = {"tavern"};
    s.dice = {1};
    auto g = start(s);
    pass_all(*g);
    // Placing the tile: the card's skeletons first, then the tile.
    REQUIRE(phase(*g) == "place");
    act(*g, 0, play_of(*g, 0, "howMany"));
    pass_all(*g);
    REQUIRE(phase(*g) == "populate");
    CHECK(g->view(spectator)["populate"]["mode"] == "howMany");
    act(*g, 0, {{"type", "skeleton"}, {"colour", "blue"}, {"square", "0,1"}});
    act(*g, 0, {{"type", "skeleton"}, {"colour", "red"}, {"square", "2,1"}});
    CHECK(phase(*g) == "place");
    act(*g, 0, {{"type", "place"}, {"x", 0}, {"y", -1}, {"rotation", 0}});
    pass_all(*g);
    REQUIRE(phase(*g) == "populate");
    CHECK(g->view(spectator)["populate"]["mode"] == "named");
    CHECK(g->view(spectator)["populate"]["skeletonsLeft"] == 3);
  }

  TEST_CASE("How many...: placing the tile's skeletons is interrupted, then goes on") {
    auto s = quiet();
    s.seats[0].played = false;
    s.seats[0].hand = {"howMany"};
    s.tile_deck = {"tavern"};
    s.dice = {1};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, {{"type", "place"}, {"x", 0}, {"y", -1}, {"rotation", 0}});
    pass_all(*g);
    act(*g, 0, {{"type", "skeleton"}, {"colour", "blue"}, {"square", "1,-2"}});
    act(*g, 0, play_of(*g, 0, "howMany"));
    pass_all(*g);
    REQUIRE(phase(*g) == "populate");
    CHECK(g->view(spectator)["populate"]["mode"] == "howMany");
    act(*g, 0, {{"type", "skeleton"}, {"colour", "blue"}, {"square", "0,1"}});
    act(*g, 0, {{"type", "skeleton"}, {"colour", "red"}, {"square", "2,1"}});
    REQUIRE(phase(*g) == "populate");
    CHECK(g->view(spectator)["populate"]["mode"] == "named");
    CHECK(g->view(spectator)["populate"]["skeletonsLeft"] == 2);
    CHECK(g->view(spectator)["populate"]["lifeLeft"] == 2);
  }

  TEST_CASE("Cards played out of one's turn whenever their text allows") {
    auto s = quiet(3);
    s.tile_deck = {"straight"};
    s.seats[1].played = false;
    s.seats[1].hand = {"what", "allAboutMe"};
    s.seats[2].played = false;
    s.seats[2].hand = {"nevermind"};
    s.dice = {3, 5};
    auto g = start(s);
    act(*g, 0, {{"type", "place"}, {"x", 0}, {"y", -1}, {"rotation", 0}});
    // "Gioca questa carta dopo che un giocatore ha piazzato un tassello mappa"
    // (play it after a player has placed a map tile).
    CHECK(card_offered(*g, 1, "allAboutMe"));
    CHECK(!card_offered(*g, 1, "what"));      // no die rolled yet
    CHECK(!card_offered(*g, 2, "nevermind")); // no card played yet
    act(*g, 1, {{"type", "pass"}});
    act(*g, 2, {{"type", "pass"}});
    act(*g, 0, {{"type", "pass"}});
    // The roll for the tile's skeletons, another player's: "Gioca questa
    // carta per ritirare un dado" (play it to reroll a die): any die.
    REQUIRE(data(*g).dice.back().purpose == "skeletons");
    CHECK(card_offered(*g, 1, "what"));
    act(*g, 1, play_of(*g, 1, "what"));
    // "annulla l' effetto di qualsiasi carta appena giocata da un' altro
    // giocatore" (cancels any card another player has just played).
    CHECK(card_offered(*g, 2, "nevermind"));
    act(*g, 2, {{"type", "pass"}});
    act(*g, 0, {{"type", "pass"}});
    CHECK(data(*g).dice.back().value == 5);
  }

  TEST_CASE("Swing and a miss, the Mace and the Axe count in the fight for the book") {
    // Swing and a miss: "Gioca questa carta dopo che un' altro giocatore ha
    // appena lanciato il dado per combattere" (after another player has just
    // rolled the die to fight); the fight for the book is under "Regole di
    // combattimento con altri giocatori" (combat with other players), and the
    // Mace adds "1 ad ogni tuo tiro di combattimento" (1 to each of your combat
    // rolls), the Axe "+2 ad un tiro di dado in combattimento ad ogni turno"
    // (+2 to one combat roll each turn).
    auto s = quiet(3);
    s.seats[0].y = 0;
    s.seats[0].in_play = {"mace"};
    s.seats[1].y = 0;
    s.seats[1].in_play = {"axe"};
    s.book_holder = 1;
    s.seats[2].played = false;
    s.seats[2].hand = {"swingAndMiss"};
    s.dice = {3, 2, 5};
    auto g = start(s);
    // Start of turn on the holder's square: the holder declares his Axe (on
    // another player's turn), then both roll.
    REQUIRE(g->awaiting() == std::vector<int>{1});
    CHECK(phase(*g) == "fight");
    act(*g, 1, {{"type", "fight"}, {"axe", true}});
    REQUIRE(data(*g).window);
    // Challenger 3 + 1 (Mace), holder 2 + 2 (Axe).
    const json fight = g->view(spectator)["bookFight"];
    CHECK(fight["totals"]["0"] == 4);
    CHECK(fight["totals"]["1"] == 4);
    // A third player makes the holder roll his die again.
    const int swing = card_id(*g, 2, "swingAndMiss");
    CHECK(offers(*g, 2, {{"type", "play"}, {"card", swing}, {"die", 1}}));
    CHECK(offers(*g, 2, {{"type", "play"}, {"card", swing}, {"die", 0}}));
    act(*g, 2, {{"type", "play"}, {"card", swing}, {"die", 1}});
    pass_all(*g);
    // The holder: 5 + 2 = 7 against 4; the challenger is behind.
    CHECK(g->view(spectator)["bookFight"]["totals"]["1"] == 7);
    REQUIRE(g->awaiting() == std::vector<int>{0});
    act(*g, 0, {{"type", "yield"}});
    CHECK(data(*g).book_holder == 1);
    CHECK(data(*g).seats[0].square == mev::pos{1, 0}); // nobody dies of losing it
    CHECK(data(*g).seats[1].used_this_turn.count(static_cast<int>(mev::card_type::axe)) == 1);
  }

  TEST_CASE("Skeletons and life tokens are never put on the same square") {
    // "Non possono essere posizionati Scheletri e segnalini vita sulla stessa
    // casella" (skeletons and life tokens cannot be placed on the same square).
    SUBCASE("How many did you say there were!?") {
      auto s = quiet();
      s.seats[0].played = false;
      s.seats[0].hand = {"howMany"};
      s.life_tokens = {"1,0", "0,1"};
      s.skeletons = {{"2,1", "white"}};
      s.dice = {1};
      auto g = start(s);
      pass_all(*g);
      act(*g, 0, play_of(*g, 0, "howMany"));
      pass_all(*g);
      REQUIRE(phase(*g) == "populate");
      CHECK(squares_offered(*g, 0, "skeleton") ==
            std::set<std::string>{"0,0", "2,0", "1,1", "0,2", "1,2", "2,2"});
    }
    SUBCASE("It's just a flesh wound") {
      auto s = quiet();
      s.seats[0].played = false;
      s.seats[0].hand = {"fleshWound"};
      s.life_tokens = {"1,0", "0,1"};
      s.dice = {1};
      auto g = start(s);
      mdata(*g).supply = {38, 40, 40};
      mdata(*g).removed = {2, 0, 0};
      pass_all(*g);
      act(*g, 0, play_of(*g, 0, "fleshWound"));
      pass_all(*g);
      REQUIRE(phase(*g) == "populate");
      CHECK(squares_offered(*g, 0, "skeleton") ==
            std::set<std::string>{"0,0", "2,0", "1,1", "2,1", "0,2", "1,2", "2,2"});
    }
  }

  TEST_CASE("Not enough free squares: only the skeletons that fit are placed") {
    // "Se non c'è spazio sufficiente per posizionarli, metti solo quelli che
    // possono essere posizionati" (if there is not room enough, place only
    // those that can be placed).
    auto s = quiet();
    s.seats[0].played = false;
    s.seats[0].hand = {"fleshWound"};
    s.life_tokens = {"0,0", "1,0", "2,0", "0,1", "1,1", "0,2", "2,2"};
    s.dice = {1};
    auto g = start(s);
    mdata(*g).supply = {35, 40, 40};
    mdata(*g).removed = {5, 0, 0};
    pass_all(*g);
    act(*g, 0, play_of(*g, 0, "fleshWound"));
    pass_all(*g);
    act(*g, 0, {{"type", "skeleton"}, {"colour", "white"}, {"square", "2,1"}});
    act(*g, 0, {{"type", "skeleton"}, {"colour", "white"}, {"square", "1,2"}});
    CHECK(!data(*g).populate); // five to bring back, two squares free
    CHECK(data(*g).removed == mev::colours{3, 0, 0});
    CHECK(phase(*g) == "move");
  }

  TEST_CASE("A life token is taken only by moving onto its square") {
    // "Se muovi in una casella contenente un segnalino vita umano e nessuno
    // scheletro, puoi prenderlo immediatamente. Se nella casella invece c'è
    // anche uno scheletro, prima di prendere il segnalino vita devi
    // combatterlo." (moving onto a life token's square you may take it; with a
    // skeleton there too, fight it first).
    auto s = quiet();
    s.life_tokens = {"1,1", "1,0"};
    s.skeletons = {{"1,0", "white"}}; // a skeleton walked onto the token
    s.dice = {1, 6};
    auto g = start(s);
    pass_all(*g);
    // He starts his turn on a token: not moved onto, not offered.
    REQUIRE(phase(*g) == "move");
    CHECK(data(*g).seats[0].life == 3);
    act(*g, 0, {{"type", "move"}, {"square", "1,0"}});
    CHECK(offered(*g, 0, "pickUp").empty()); // the fight first
    pass_all(*g);
    CHECK(data(*g).seats[0].trophies[0] == 1);
    CHECK(offers(*g, 0, {{"type", "pickUp"}, {"what", "life"}}));
  }

  TEST_CASE("Ranged weapons may be used whenever one wants, not once a turn") {
    // Crossbow: "Puoi usare la balestra quando vuoi pagando uno scheletro
    // rosso" (use the crossbow whenever you want, paying a red skeleton);
    // Polearm: "Puoi usare quest' arma per attaccare uno scheletro in una casella
    // adiacente"; Short bow: "Prima di usare l'arco corto devi pagare uno
    // scheletro bianco" (pay a white before each use).
    auto s = quiet();
    s.tiles = {{"straight", 0, -1, 0}};
    s.seats[0].in_play = {"shortBow", "polearm"};
    s.seats[0].white = 2;
    s.skeletons = {{"1,0", "white"}, {"1,-1", "white"}, {"2,1", "red"}, {"0,1", "red"}};
    s.dice = {1, 6, 6, 6, 6, 1};
    auto g = start(s);
    pass_all(*g);
    REQUIRE(phase(*g) == "move");
    act(*g, 0, {{"type", "attack"}, {"weapon", "polearm"}, {"square", "2,1"}});
    pass_all(*g);
    act(*g, 0, {{"type", "attack"}, {"weapon", "polearm"}, {"square", "0,1"}});
    pass_all(*g);
    act(*g, 0, {{"type", "attack"}, {"weapon", "shortBow"}, {"square", "1,0"}});
    pass_all(*g);
    act(*g, 0, {{"type", "attack"}, {"weapon", "shortBow"}, {"square", "1,-1"}});
    pass_all(*g);
    CHECK(data(*g).skeletons.empty());
    CHECK(data(*g).seats[0].trophies == mev::colours{2, 2, 0}); // paid two whites, won four
    // Not only while moving: at the discard step too.
    auto s2 = quiet();
    s2.seats[0].in_play = {"polearm"};
    s2.seats[0].hand = {"lost"};
    s2.skeletons = {{"2,1", "red"}, {"0,0", "white"}};
    s2.dice = {1, 1};
    auto h = start(s2);
    pass_all(*h);
    act(*h, 0, {{"type", "stop"}});
    pass_all(*h);
    REQUIRE(phase(*h) == "skeletons");
    act(*h, 0, {{"type", "skeletonMove"}, {"from", "0,0"}, {"to", "1,0"}});
    REQUIRE(phase(*h) == "discard");
    CHECK(offers(*h, 0, {{"type", "attack"}, {"weapon", "polearm"}, {"square", "2,1"}}));
  }

  TEST_CASE("A card waiting for answers: only Uh... Nevermind may be played on it") {
    // Ruling: a card is resolved before another is played, so Nevermind
    // cancels the card it names.
    auto s = quiet();
    s.seats[0].played = false;
    s.seats[0].hand = {"lookNothing", "lost", "yoink"};
    s.tiles = {{"straight", 0, -1, 0}};
    s.seats[1].red = 1;
    s.dice = {1};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, play_of(*g, 0, "lookNothing"));
    pass_all(*g);
    REQUIRE(data(*g).seats[0].free_plays);
    act(*g, 0, play_of(*g, 0, "lost", {{"seat", 1}, {"square", "1,-1"}}));
    // Free plays: he is asked too, but may only pass.
    REQUIRE(data(*g).window);
    CHECK(g->awaiting() == std::vector<int>{0});
    CHECK(offered(*g, 0, "play").empty());
    act(*g, 0, {{"type", "pass"}});
    CHECK(data(*g).seats[1].square == mev::pos{1, -1});
    CHECK(card_offered(*g, 0, "yoink"));
  }

  TEST_CASE("Skeletons move onto players and life tokens, never onto another skeleton") {
    // "Se nella casella invece c'è anche uno scheletro, prima di prendere il
    // segnalino vita devi combatterlo" (with a skeleton there too, fight it
    // before taking the life token): a skeleton may stand on a life token.
    auto s = quiet();
    s.skeletons = {{"1,0", "white"}, {"2,0", "red"}};
    s.life_tokens = {"0,0"};
    s.dice = {1, 1};
    auto g = start(s);
    pass_all(*g);
    act(*g, 0, {{"type", "stop"}});
    pass_all(*g);
    REQUIRE(phase(*g) == "skeletons");
    CHECK(offers(*g, 0, {{"type", "skeletonMove"}, {"from", "1,0"}, {"to", "0,0"}}));
    CHECK(offers(*g, 0, {{"type", "skeletonMove"}, {"from", "1,0"}, {"to", "1,1"}}));
    CHECK(!offers(*g, 0, {{"type", "skeletonMove"}, {"from", "1,0"}, {"to", "2,0"}}));
    act(*g, 0, {{"type", "skeletonMove"}, {"from", "1,0"}, {"to", "0,0"}});
    CHECK(data(*g).skeletons.count({0, 0}) == 1);
    CHECK(data(*g).life_tokens.count({0, 0}) == 1);
  }

  TEST_CASE("Catapult and Explosives: any tile next to yours is a target, skeletons or not") {
    // "Paga uno scheletro blu e scarta questa carta per attaccare un bersaglio
    // in un tassello mappa adiacente ... Tutti i giocatori presenti nel
    // tassello attaccato perdono un punto vita" (pay a blue and discard it to
    // attack a target on an adjacent tile; every player on it loses a life).
    auto s = quiet();
    s.tiles = {{"straight", 0, -1, 0}};
    s.seats[0].in_play = {"explosives", "catapult"};
    s.seats[0].blue = 1;
    s.seats[0].red = 1;
    s.seats[1].y = -2;
    s.seats[1].played = false;
    s.seats[1].hand = {"swingAndMiss"};
    s.dice = {1, 6, 6};
    auto g = start(s);
    pass_all(*g);
    CHECK(offers(*g, 0, {{"type", "attack"}, {"weapon", "catapult"}, {"tile", "0,-1"}}));
    act(*g, 0, {{"type", "attack"}, {"weapon", "explosives"}, {"tile", "0,-1"}});
    // Not a combat (the rulebook's combats with a weapon are the Polearm's,
    // the Short bow's and the Crossbow's): Swing and a miss cannot answer it.
    REQUIRE(data(*g).window);
    CHECK(data(*g).dice.back().purpose == "area");
    CHECK(!card_offered(*g, 1, "swingAndMiss"));
    pass_all(*g);
    CHECK(data(*g).seats[1].life == 2);
    CHECK(!in_play(*g, 0, "explosives"));
    CHECK(data(*g).seats[0].trophies[2] == 0);
  }

  TEST_CASE("The Axe: once a turn, declared before the roll") {
    // "Puoi usare l'ascia per aggiungere +2 ad un tiro di dado in
    // combattimento ad ogni turno. Devi dichiarare di non usare l'ascia prima
    // di tirare il dado." (+2 to one combat roll each turn; say so before the
    // roll).
    auto s = quiet();
    s.seats[0].y = 0;
    s.seats[0].in_play = {"axe"};
    s.skeletons = {{"1,0", "white"}, {"1,-1", "white"}};
    s.tiles = {{"straight", 0, -1, 0}};
    s.dice = {2, 2, 2};
    auto g = start(s);
    act(*g, 0, {{"type", "fight"}, {"axe", true}});
    pass_all(*g);
    CHECK(data(*g).seats[0].trophies[0] == 1);
    act(*g, 0, {{"type", "move"}, {"square", "1,-1"}});
    // The second fight of the turn: no Axe to declare, the roll is made.
    CHECK(offered(*g, 0, "fight").empty());
    CHECK(data(*g).dice.back().purpose == "combat");
  }

  TEST_CASE("A tile is placed where one can walk into it, never against walls or water alone") {
    // "Ogni tassello mappa pescato, deve essere posizionato sulla mappa in
    // modo tale da non interrompere nessuna strada, od ostacolare alcuna
    // entrata in un altro tassello" (every tile drawn must be placed so as to
    // cut no road and block no way into another tile). Matching sides alone
    // let a tile lie against a building's walls: nobody could ever enter it,
    // nor a Graveyard joined to it later (2-player games between bots ran for
    // 800 rounds with the Necronomicon out there).
    auto s = quiet();
    // The Castle Gate west of the Altar, its road meeting the Altar's: its
    // other three sides are the building's walls. The Tavern north of it.
    s.tiles = {{"castleGate", -1, 0, 270}, {"tavern", 0, -1, 0}};
    s.tile_deck = {"straight"};
    auto g = start(s);
    std::set<std::string> options;
    for (const auto &a : offered(*g, 0, "place"))
      options.insert(std::to_string(a["x"].get<int>()) + "," + std::to_string(a["y"].get<int>()) +
                     "@" + std::to_string(a["rotation"].get<int>()));
    CAPTURE(options);
    REQUIRE(!options.empty());
    // West and south of the Castle Gate: the sides match (closed against
    // closed) but only its walls face the new tile.
    for (const char *p : {"-2,0@0", "-2,0@180", "-1,1@90", "-1,1@270"})
      CHECK(options.count(p) == 0);
    // East of the Tavern, closed against closed too, but grass meets grass
    // at the corner: one walks in there.
    CHECK(options.count("1,-1@0") == 1);
    // And every tile on the table can still be reached from the Altar.
    act(*g, 0, {{"type", "place"}, {"x", 1}, {"y", -1}, {"rotation", 0}});
    CHECK(mev::step_distance(data(*g), mev::altar_centre(), {4, -2}, 20) > 0);
  }

} // TEST_SUITE
