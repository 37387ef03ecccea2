// Scenario tests: each action card, character, event and station, the
// Marshal's every trigger, the turn kinds and both variants.
#include "games/coltexpress/scoring.hpp"
#include "games/coltexpress/train.hpp"
#include "test_support.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

using namespace ce_test;
using ce::phase;

namespace {

// Four bandits with no ability in the way of the test (Doc draws 7).
std::unique_ptr<game_state> plain4() {
  return start({character::doc, character::django, character::cheyenne, character::tuco});
}

int purses_of(const game_state &s, int b) {
  int n = 0;
  for (int id : data(s).bandits[static_cast<std::size_t>(b)].loot)
    n += data(s).loot[static_cast<std::size_t>(id)].kind == ce::loot_kind::purse;
  return n;
}

// Runs the round's event alone: an empty Stealin'.
void run_event_now(game_state &s, std::string_view key) {
  steal(s, {}, key);
}

void clear_floors(game_state &s) {
  auto &t = edit(s);
  for (int c = 0; c < t.car_count(); ++c) {
    for (auto *f : {&t.inside[static_cast<std::size_t>(c)], &t.roof[static_cast<std::size_t>(c)]}) {
      t.reserve_loot.insert(t.reserve_loot.end(), f->begin(), f->end());
      f->clear();
    }
  }
}

// A purse from the reserve (no one has seen it), laid on a floor.
int reserve_purse(game_state &s, std::vector<int> &floor, int value = 0) {
  auto &t = edit(s);
  for (int id : t.reserve_loot) {
    const auto &l = t.loot[static_cast<std::size_t>(id)];
    if (l.kind == ce::loot_kind::purse && (value == 0 || l.value == value)) {
      std::erase(t.reserve_loot, id);
      floor.push_back(id);
      return id;
    }
  }
  FAIL("no such purse in the reserve");
  return -1;
}

// The knownPurses entries of a view at one place, as values.
std::vector<int> known_at(const json &view, const json &where) {
  std::vector<int> out;
  for (const json &k : view["knownPurses"]) {
    json place = k;
    place.erase("value");
    if (place == where)
      out.push_back(k["value"].get<int>());
  }
  return out;
}

int bandit_car(const game_state &s, int b) {
  return data(s).bandits[static_cast<std::size_t>(b)].car;
}
bool on_roof(const game_state &s, int b) {
  return data(s).bandits[static_cast<std::size_t>(b)].roof;
}

} // namespace

TEST_SUITE("coltexpress rules") {

  TEST_CASE("Setup: 3 players start inside the two rear cars with a $250 purse") {
    auto s = start({character::belle, character::cheyenne, character::django});
    const auto &t = data(*s);
    CHECK(t.car_count() == 4);
    CHECK(t.ph == phase::schemin);
    CHECK(t.marshal_car == 0);
    for (int k = 0; k < 3; ++k) {
      const auto &b =
          t.bandits[static_cast<std::size_t>(t.bandits_of((t.first_player + k) % 3)[0])];
      CHECK(!b.roof);
      CHECK(b.car == (k % 2 == 0 ? 3 : 2));
      CHECK(b.loot.size() == 1);
      CHECK(t.loot[static_cast<std::size_t>(b.loot[0])].value == 250);
    }
    for (int seat = 0; seat < 3; ++seat)
      CHECK(t.seats[static_cast<std::size_t>(seat)].hand.size() == 6);
    CHECK(t.round_cards.size() == 5);
    CHECK(ce::round_table[static_cast<std::size_t>(t.round_cards[4])].station);
    CHECK(s->view(spectator)["roundCards"].size() == 1); // only the cards reached
  }

  TEST_CASE("Character choice in seat order, each character once") {
    const auto g = ce::make_game();
    auto s = std::move(std::get<0>(g->create(json::object(), 3, 5)));
    CHECK(s->awaiting() == std::vector<int>{0});
    act(*s, 0, {{"type", "character"}, {"character", "ghost"}});
    CHECK(s->awaiting() == std::vector<int>{1});
    CHECK(offered(*s, 1, "character").size() == 5);
    CHECK(s->apply(1, {{"type", "character"}, {"character", "ghost"}}).has_value());
  }

  TEST_CASE("Setup: every car holds the loot printed on its floor, the locomotive the Marshal "
            "and a strongbox") {
    // Rulings: "car 1: 1/0, car 2: 1/1, car 3: 3/0, car 4: 3/1, car 5: 4/1,
    // car 6: 0/3" (purses/jewels); "The locomotive holds the Marshal and one
    // strongbox ($1000)".
    const std::vector<std::pair<int, int>> printed{{1, 0}, {1, 1}, {3, 0}, {3, 1}, {4, 1}, {0, 3}};
    for (int players = 2; players <= 6; ++players) {
      std::vector<character> chars;
      for (int i = 0; i < (players == 2 ? 4 : players); ++i)
        chars.push_back(static_cast<character>(i));
      const auto s = start(chars, false, 5 + players, players);
      const json v = s->view(spectator);
      CHECK(v["cars"].size() == (players == 2 ? 5u : players + 1u));
      CHECK(v["marshal"] == 0);
      CHECK(v["cars"][0]["inside"] == json{{"purse", 0}, {"jewel", 0}, {"strongbox", 1}});
      std::set<int> kinds;
      for (std::size_t c = 1; c < v["cars"].size(); ++c) {
        const int kind = v["cars"][c]["kind"].get<int>();
        kinds.insert(kind);
        const auto [purses, jewels] = printed[static_cast<std::size_t>(kind)];
        CHECK(v["cars"][c]["inside"] ==
              json{{"purse", purses}, {"jewel", jewels}, {"strongbox", 0}});
        CHECK(v["cars"][c]["roof"] == json{{"purse", 0}, {"jewel", 0}, {"strongbox", 0}});
      }
      CHECK(kinds.size() == v["cars"].size() - 1); // each printed car once
    }
  }

  TEST_CASE("Round cards: the turns of each card as the rulings list them") {
    // Rulings, "Round cards": 2-4 players and 5-6 players columns.
    const std::vector<std::tuple<std::string, std::string, std::string>> rulings{
        {"angryMarshal", "SSTW", "SSW"},
        {"swivelArm", "STSS", "STS"},
        {"braking", "SSSS", "STSS"},
        {"takeItAll", "STUS", "SUW"},
        {"rebellion", "SSTSS", "STSW"},
        {"tunnel", "STSTS", "STST"},
        {"bridge", "SUS", "SU"},
        {"pickpocketing", "SSTS", "SSTS"},
        {"marshalsRevenge", "SSTS", "SSTS"},
        {"hostage", "SSTS", "SSTS"}};
    const std::map<std::string, char> letter{
        {"standard", 'S'}, {"tunnel", 'T'}, {"speeding", 'U'}, {"switching", 'W'}};
    auto small = plain4();
    auto large = start({character::belle, character::cheyenne, character::django, character::doc,
                        character::ghost});
    for (const auto &[key, four, five] : rulings) {
      for (auto *s : {small.get(), large.get()}) {
        set_round(*s, key);
        const json card = s->view(spectator)["roundCards"][0];
        CHECK(card["key"] == key);
        std::string turns;
        for (const json &turn : card["turns"])
          turns += letter.at(turn.get<std::string>());
        CHECK(turns == (s == small.get() ? four : five));
      }
    }
  }

  TEST_CASE("Doc draws 7 cards") {
    auto s = plain4();
    CHECK(data(*s).seats[0].hand.size() == 7);
    CHECK(data(*s).seats[1].hand.size() == 6);
  }

  TEST_CASE("Move: inside one adjacent car, on the roof 1-3 cars, and the bandit must move") {
    auto s = plain4();
    place(*s, 0, 2, false);
    steal(*s, {{0, action_kind::move}});
    CHECK(pending(*s) == "move");
    CHECK(offered(*s, 0, "move") ==
          std::vector<json>{{{"type", "move"}, {"car", 1}}, {{"type", "move"}, {"car", 3}}});
    act(*s, 0, {{"type", "move"}, {"car", 3}});
    CHECK(bandit_car(*s, 0) == 3);
    place(*s, 0, 2, true);
    steal(*s, {{0, action_kind::move}});
    CHECK(offered(*s, 0, "move").size() == 4); // 0, 1, 3, 4
    act(*s, 0, {{"type", "move"}, {"car", 0}});
    CHECK(bandit_car(*s, 0) == 0);
    CHECK(on_roof(*s, 0));
  }

  TEST_CASE(
      "Marshal: a bandit entering his car by a move flees to the roof with a neutral bullet") {
    auto s = plain4();
    place(*s, 0, 1, false);
    const auto before = data(*s).neutral.size();
    steal(*s, {{0, action_kind::move}});
    act(*s, 0, {{"type", "move"}, {"car", 0}});
    CHECK(bandit_car(*s, 0) == 0);
    CHECK(on_roof(*s, 0));
    CHECK(data(*s).bandits[0].hits == 1);
    CHECK(data(*s).neutral.size() == before - 1);
  }

  TEST_CASE("Change floor: up and down; down into the Marshal's car sends him straight back") {
    auto s = plain4();
    place(*s, 0, 2, false);
    steal(*s, {{0, action_kind::floor}, {0, action_kind::floor}});
    CHECK(!on_roof(*s, 0)); // up, then down again
    CHECK(data(*s).bandits[0].hits == 0);
    place(*s, 0, 0, true);
    steal(*s, {{0, action_kind::floor}});
    CHECK(on_roof(*s, 0));
    CHECK(data(*s).bandits[0].hits == 1);
  }

  TEST_CASE("Marshal card: the Marshal moves one car; bandits inside flee and are shot") {
    auto s = plain4();
    place(*s, 1, 1, false);
    place(*s, 2, 1, true);
    steal(*s, {{0, action_kind::marshal}});
    // From the locomotive only one way: resolved at once.
    CHECK(data(*s).marshal_car == 1);
    CHECK(on_roof(*s, 1));
    CHECK(data(*s).bandits[1].hits == 1);
    CHECK(data(*s).bandits[2].hits == 0);
    steal(*s, {{0, action_kind::marshal}});
    CHECK(offered(*s, data(*s).bandits[0].seat, "marshal").size() == 2);
  }

  TEST_CASE("Fire: inside at an adjacent car only; no target keeps the bullet") {
    auto s = plain4();
    place(*s, 0, 2, false);
    place(*s, 1, 3, false);
    place(*s, 2, 4, false);
    place(*s, 3, 2, true);
    steal(*s, {{0, action_kind::fire}});
    CHECK(data(*s).bandits[1].hits == 1); // the only target: resolved at once
    CHECK(data(*s).bandits[0].fired() == 1);
    int doc_bullets = 0; // the bullet card went into Django's deck
    for (const auto *pile : {&data(*s).seats[1].hand, &data(*s).seats[1].deck})
      for (int id : *pile)
        doc_bullets += data(*s).cards[static_cast<std::size_t>(id)].bullet &&
                       data(*s).cards[static_cast<std::size_t>(id)].bandit == 0;
    CHECK(doc_bullets == 1);
    place(*s, 1, 4, false);
    steal(*s, {{0, action_kind::fire}});
    CHECK(data(*s).bandits[0].fired() == 1); // nobody to shoot
  }

  TEST_CASE("Fire: from a roof at the nearest roof bandit each way, side by side ones alike") {
    auto s = plain4();
    place(*s, 0, 1, true);
    place(*s, 1, 3, true);
    place(*s, 2, 3, true);
    place(*s, 3, 4, true); // hidden behind car 3
    steal(*s, {{0, action_kind::fire}});
    CHECK(offered(*s, 0, "fire") ==
          std::vector<json>{{{"type", "fire"}, {"bandit", 1}}, {{"type", "fire"}, {"bandit", 2}}});
  }

  TEST_CASE("Fire: after six shots a Fire does nothing") {
    auto s = plain4();
    place(*s, 0, 2, false);
    place(*s, 1, 3, false);
    place(*s, 2, 4, true);
    place(*s, 3, 4, true);
    for (int i = 0; i < 6; ++i)
      steal(*s, {{0, action_kind::fire}});
    CHECK(data(*s).bandits[1].hits == 6);
    steal(*s, {{0, action_kind::fire}});
    CHECK(data(*s).bandits[1].hits == 6);
  }

  TEST_CASE("Tuco shoots through the roof; others cannot") {
    auto s = plain4(); // Tuco is bandit 3
    place(*s, 3, 2, true);
    place(*s, 0, 2, false);
    place(*s, 1, 4, false);
    place(*s, 2, 4, false);
    steal(*s, {{3, action_kind::fire}});
    CHECK(data(*s).bandits[0].hits == 1);
    place(*s, 1, 2, false); // Django below Doc's... no: Django inside car 2, Doc on roof
    place(*s, 0, 2, true);
    place(*s, 3, 4, false);
    steal(*s, {{0, action_kind::fire}});
    CHECK(data(*s).bandits[0].fired() == 0);
  }

  TEST_CASE("Belle cannot be targeted by Fire or Punch while another bandit could be") {
    auto s = start({character::belle, character::doc, character::tuco, character::ghost});
    place(*s, 1, 2, false);
    place(*s, 0, 3, false);
    place(*s, 2, 3, false);
    place(*s, 3, 4, true);
    steal(*s, {{1, action_kind::fire}});
    CHECK(data(*s).bandits[2].hits == 1); // Belle hid behind Tuco
    CHECK(data(*s).bandits[0].hits == 0);
    place(*s, 1, 3, false);
    steal(*s, {{1, action_kind::punch}});
    CHECK(offered(*s, 1, "punch").empty());
    CHECK(data(*s).bandits[0].loot.size() == 1); // Belle untouched
    place(*s, 2, 1, false);
    steal(*s, {{1, action_kind::fire}});
    CHECK(data(*s).bandits[0].hits == 0); // no one in car 2 or 4 inside
    place(*s, 0, 2, false);
    steal(*s, {{1, action_kind::fire}});
    CHECK(data(*s).bandits[0].hits == 1); // alone, Belle can be shot
  }

  TEST_CASE("Django pushes the bandit he shoots, never off the train, into the Marshal's reach") {
    auto s = plain4(); // Django is bandit 1
    place(*s, 1, 2, false);
    place(*s, 0, 3, false);
    place(*s, 2, 4, true);
    place(*s, 3, 4, true);
    steal(*s, {{1, action_kind::fire}});
    CHECK(bandit_car(*s, 0) == 4);
    place(*s, 1, 4, false);
    place(*s, 0, 3, false);
    steal(*s, {{1, action_kind::fire}});
    CHECK(bandit_car(*s, 0) == 2);
    place(*s, 1, 2, false);
    place(*s, 0, 1, false);
    edit(*s).marshal_car = 0;
    const int hits = data(*s).bandits[0].hits;
    steal(*s, {{1, action_kind::fire}});
    CHECK(bandit_car(*s, 0) == 0);
    CHECK(on_roof(*s, 0));
    CHECK(data(*s).bandits[0].hits == hits + 2); // Django's bullet and the Marshal's
  }

  TEST_CASE("Punch: the puncher picks the loot that drops and the direction of the push") {
    auto s = plain4();
    place(*s, 0, 2, false);
    place(*s, 1, 2, false);
    place(*s, 2, 4, false);
    place(*s, 3, 4, false);
    clear_floors(*s);
    auto &t = edit(*s);
    const int jewel = ce::first_loot_of(t.reserve_loot, t, ce::loot_kind::jewel);
    std::erase(t.reserve_loot, jewel);
    t.bandits[1].loot.push_back(jewel);
    steal(*s, {{0, action_kind::punch}});
    CHECK(pending(*s) == "punchLoot");
    // Django's starting purse is a public $250: told apart by its value.
    CHECK(offered(*s, 0, "punchLoot") ==
          std::vector<json>{{{"type", "punchLoot"}, {"kind", "jewel"}},
                            {{"type", "punchLoot"}, {"kind", "purse"}, {"value", 250}}});
    act(*s, 0, {{"type", "punchLoot"}, {"kind", "jewel"}});
    CHECK(data(*s).inside[2].size() == 1);
    CHECK(offered(*s, 0, "push").size() == 2);
    act(*s, 0, {{"type", "push"}, {"car", 3}});
    CHECK(bandit_car(*s, 1) == 3);
    CHECK(!on_roof(*s, 1));
  }

  TEST_CASE(
      "Punch: a victim without loot is still pushed; from the locomotive toward the caboose") {
    auto s = plain4();
    place(*s, 0, 0, true);
    place(*s, 1, 0, true);
    edit(*s).bandits[1].loot.clear();
    edit(*s).reserve_loot.push_back(0); // keep the purse accounted for in no place: test only
    edit(*s).reserve_loot.pop_back();
    steal(*s, {{0, action_kind::punch}});
    CHECK(bandit_car(*s, 1) == 1);
    CHECK(on_roof(*s, 1));
  }

  TEST_CASE("Punch: pushed inside into the Marshal's car, the victim flees to the roof") {
    auto s = plain4();
    edit(*s).marshal_car = 3;
    place(*s, 0, 4, false);
    place(*s, 1, 4, false);
    place(*s, 2, 1, false);
    place(*s, 3, 1, false);
    steal(*s, {{0, action_kind::punch}}); // one purse, one way: all automatic
    CHECK(bandit_car(*s, 1) == 3);
    CHECK(on_roof(*s, 1));
    CHECK(data(*s).bandits[1].hits == 1);
  }

  TEST_CASE("Cheyenne may take the purse her victim drops") {
    auto s = plain4(); // Cheyenne is bandit 2
    place(*s, 2, 2, false);
    place(*s, 0, 2, false);
    place(*s, 1, 4, true);
    place(*s, 3, 4, true);
    steal(*s, {{2, action_kind::punch}});
    CHECK(pending(*s) == "cheyenne");
    act(*s, 2, {{"type", "cheyenne"}, {"take", true}});
    CHECK(purses_of(*s, 2) == 2);
    CHECK(purses_of(*s, 0) == 0);
    CHECK(pending(*s) == "push");
  }

  TEST_CASE("Robbery: take one token of the chosen kind from your spot only") {
    auto s = plain4();
    clear_floors(*s);
    auto &t = edit(*s);
    const int jewel = ce::first_loot_of(t.reserve_loot, t, ce::loot_kind::jewel);
    std::erase(t.reserve_loot, jewel);
    t.inside[2].push_back(jewel);
    const int purse = ce::first_loot_of(t.reserve_loot, t, ce::loot_kind::purse);
    std::erase(t.reserve_loot, purse);
    t.inside[2].push_back(purse);
    place(*s, 0, 2, true);
    steal(*s, {{0, action_kind::rob}});
    CHECK(data(*s).bandits[0].loot.size() == 1); // nothing on the roof
    place(*s, 0, 2, false);
    steal(*s, {{0, action_kind::rob}});
    CHECK(offered(*s, 0, "rob").size() == 2);
    act(*s, 0, {{"type", "rob"}, {"kind", "purse"}});
    CHECK(purses_of(*s, 0) == 2);
    // Only the robber learns the value.
    const json mine = s->view(0)["own"]["bandits"]["0"]["purseValues"];
    CHECK(mine.size() == 2);
    CHECK(mine[1] == data(*s).loot[static_cast<std::size_t>(purse)].value);
    for (int viewer : {0, 1, spectator})
      CHECK(!s->view(viewer)["bandits"]["0"].contains("purseValues"));
    CHECK(!s->view(1)["own"]["bandits"].contains("0"));
    CHECK(!s->view(spectator).contains("own"));
  }

  TEST_CASE("Robbery: the loot of the robber's choice, purses told apart by what he knows") {
    // "Prendete il gettone Bottino di vostra scelta dal vagone in cui ci si
    // trova attualmente e mettetela a faccia in giù sulla carta Personaggio."
    // (Take the loot token of your choice from the car you are in and put it
    // face down on your character card.) Purses lie face down: the robber
    // tells apart those whose value he knows (a starting $250, one he held);
    // the others are alike to him.
    auto s = plain4(); // Doc (seat 0), Django, Cheyenne, Tuco
    clear_floors(*s);
    auto &t = edit(*s);
    auto &floor = t.inside[2];
    const int jewel = ce::first_loot_of(t.reserve_loot, t, ce::loot_kind::jewel);
    std::erase(t.reserve_loot, jewel);
    floor.push_back(jewel);
    const int first_unseen = reserve_purse(*s, floor);
    const int dear = reserve_purse(*s, floor, 500);
    t.loot[static_cast<std::size_t>(dear)].known = 1u << 0; // Doc held it once
    reserve_purse(*s, floor);
    const int start_purse = t.bandits[1].loot[0]; // Django's $250, knocked loose
    t.bandits[1].loot.clear();
    floor.push_back(start_purse);
    place(*s, 0, 2, false);
    place(*s, 1, 4, false);
    place(*s, 2, 4, true);
    place(*s, 3, 1, true);
    steal(*s, {{0, action_kind::rob}});
    REQUIRE(pending(*s) == "rob");
    // Dearest first to Doc: a purse he has not seen is worth the mean of the
    // purses he has not seen, (6000 - 4 x 250 - 500) / 13 = $346.
    CHECK(offered(*s, 0, "rob") ==
          std::vector<json>{{{"type", "rob"}, {"kind", "jewel"}},
                            {{"type", "rob"}, {"kind", "purse"}, {"value", 500}},
                            {{"type", "rob"}, {"kind", "purse"}},
                            {{"type", "rob"}, {"kind", "purse"}, {"value", 250}}});
    CHECK(s->default_action(0)["kind"] == "jewel");
    for (const json &a : s->legal_actions(0))
      CHECK(!a["label"].get<std::string>().empty());
    // Each viewer's view shows the values he knows lying there, and no other.
    const json floor_2 = {{"car", 2}, {"roof", false}};
    CHECK(known_at(s->view(0), floor_2) == std::vector<int>{500, 250});
    CHECK(known_at(s->view(1), floor_2) == std::vector<int>{250});
    CHECK(known_at(s->view(spectator), floor_2) == std::vector<int>{250});
    act(*s, 0, {{"type", "rob"}, {"kind", "purse"}, {"value", 500}});
    CHECK(data(*s).bandits[0].loot.back() == dear);

    steal(*s, {{0, action_kind::rob}});
    act(*s, 0, {{"type", "rob"}, {"kind", "purse"}});
    CHECK(data(*s).bandits[0].loot.back() == first_unseen);
    const int value = data(*s).loot[static_cast<std::size_t>(first_unseen)].value;
    CHECK(s->view(0)["own"]["bandits"]["0"]["purseValues"].back() == value);
    // The others learn nothing: for them Doc holds his public $250 and purses.
    for (int viewer : {1, 2, 3, spectator})
      CHECK(known_at(s->view(viewer), {{"bandit", 0}}) == std::vector<int>{250});
  }

  TEST_CASE("Robbery: purses the robber has not seen are alike, so he has no choice among them") {
    // "...e mettetela a faccia in giù" (face down): two purses nobody has seen
    // are one choice; the one lying there longest is taken.
    auto s = plain4();
    clear_floors(*s);
    auto &floor = edit(*s).inside[2];
    const int first = reserve_purse(*s, floor);
    reserve_purse(*s, floor);
    place(*s, 0, 2, false);
    place(*s, 1, 4, false);
    place(*s, 2, 4, true);
    place(*s, 3, 1, true);
    steal(*s, {{0, action_kind::rob}});
    CHECK(pending(*s) == "none");
    CHECK(data(*s).bandits[0].loot.back() == first);
  }

  TEST_CASE("Punch: the puncher tells apart the purses he knows, and learns no other value") {
    // "scegliere un gettone bottino dalla sua carta Personaggio e
    // posizionarlo sul piano in cui si trova la vostra pedina Bandito. Se si
    // sceglie un gettone Borsa, non ti è permesso di guardare quanto sia il
    // suo valore." (Choose a loot token from his character card and put it
    // where your bandit is. If you choose a purse, you may not look at its
    // value.)
    auto s = plain4(); // Doc punches Django
    clear_floors(*s);
    std::vector<int> robbed;
    const int secret = reserve_purse(*s, robbed);
    auto &t = edit(*s);
    t.bandits[1].loot.push_back(secret);
    t.loot[static_cast<std::size_t>(secret)].known = 1u << 1; // Django robbed it
    place(*s, 0, 2, false);
    place(*s, 1, 2, false);
    place(*s, 2, 4, true);
    place(*s, 3, 1, true);
    steal(*s, {{0, action_kind::punch}});
    REQUIRE(pending(*s) == "punchLoot");
    // His starting $250 is public; the purse he robbed is unknown to Doc.
    CHECK(offered(*s, 0, "punchLoot") ==
          std::vector<json>{{{"type", "punchLoot"}, {"kind", "purse"}},
                            {{"type", "punchLoot"}, {"kind", "purse"}, {"value", 250}}});
    act(*s, 0, {{"type", "punchLoot"}, {"kind", "purse"}});
    CHECK(data(*s).inside[2] == std::vector<int>{secret});
    const int value = data(*s).loot[static_cast<std::size_t>(secret)].value;
    const json floor_2 = {{"car", 2}, {"roof", false}};
    CHECK(known_at(s->view(0), floor_2).empty()); // Doc did not look
    CHECK(known_at(s->view(1), floor_2) == std::vector<int>{value});
    CHECK(known_at(s->view(spectator), floor_2).empty());

    // A purse the puncher once held is known to him wherever it went.
    auto k = plain4();
    clear_floors(*k);
    std::vector<int> held;
    const int once_his = reserve_purse(*k, held);
    auto &u = edit(*k);
    u.bandits[1].loot.push_back(once_his);
    u.loot[static_cast<std::size_t>(once_his)].known = (1u << 0) | (1u << 1);
    place(*k, 0, 2, false);
    place(*k, 1, 2, false);
    place(*k, 2, 4, true);
    place(*k, 3, 1, true);
    steal(*k, {{0, action_kind::punch}});
    const int v = data(*k).loot[static_cast<std::size_t>(once_his)].value;
    const auto options = offered(*k, 0, "punchLoot");
    CHECK(std::count(options.begin(), options.end(),
                     json{{"type", "punchLoot"}, {"kind", "purse"}, {"value", v}}) == 1);
    CHECK(known_at(k->view(0), {{"bandit", 1}}) == std::vector<int>{250, v});
  }

  TEST_CASE("A purse every player has held is still hidden from spectators") {
    // Rulings: "Purses are face down. Their holder sees the values of the
    // purses he holds; everyone else sees only how many." A spectator held
    // none: only the public purses are known to him.
    auto s = plain4();
    clear_floors(*s);
    const int purse = reserve_purse(*s, edit(*s).inside[3]);
    edit(*s).loot[static_cast<std::size_t>(purse)].known = 0b1111; // each seat held it once
    const int value = data(*s).loot[static_cast<std::size_t>(purse)].value;
    const json floor_3 = {{"car", 3}, {"roof", false}};
    for (int seat = 0; seat < 4; ++seat)
      CHECK(known_at(s->view(seat), floor_3) == std::vector<int>{value});
    CHECK(known_at(s->view(spectator), floor_3).empty());
    tavern::games::rng r(3);
    int changed = 0;
    for (int k = 0; k < 20; ++k)
      changed +=
          data(*s->resample_hidden(spectator, r)).loot[static_cast<std::size_t>(purse)].value !=
          value;
    CHECK(changed > 0); // unknown to the spectator, so resampled for him
  }

  TEST_CASE("Pickpocketing: the purse of the bandit's choice, as he can tell them apart") {
    // Rulings: "a bandit alone in his spot may take a purse there"; which
    // one is his choice as for a Robbery.
    auto s = plain4();
    clear_floors(*s);
    auto &floor = edit(*s).inside[2];
    reserve_purse(*s, floor);
    const int start_purse = edit(*s).bandits[1].loot[0];
    edit(*s).bandits[1].loot.clear();
    floor.push_back(start_purse);
    place(*s, 0, 2, false);
    place(*s, 1, 4, false);
    place(*s, 2, 4, false);
    place(*s, 3, 3, true);
    steal(*s, {}, "pickpocketing");
    REQUIRE(pending(*s) == "pickpocket");
    CHECK(offered(*s, 0, "pickpocket") ==
          std::vector<json>{{{"type", "pickpocket"}, {"take", true}},
                            {{"type", "pickpocket"}, {"take", true}, {"value", 250}},
                            {{"type", "pickpocket"}, {"take", false}}});
    act(*s, 0, {{"type", "pickpocket"}, {"take", true}, {"value", 250}});
    CHECK(data(*s).bandits[0].loot.back() == start_purse);
  }

  TEST_CASE("Schemin': standard turns go clockwise from the first player, face up") {
    auto s = plain4();
    edit(*s).first_player = 1;
    set_round(*s, "braking");
    CHECK(s->awaiting() == std::vector<int>{1});
    const json play = offered(*s, 1, "play").front();
    act(*s, 1, play);
    CHECK(!data(*s).pile.back().face_down);
    CHECK(s->view(2)["pile"][0].contains("card"));
    CHECK(s->awaiting() == std::vector<int>{2});
    act(*s, 2, {{"type", "draw"}});
    CHECK(data(*s).seats[2].hand.size() == 9);
  }

  TEST_CASE("Schemin': draw 3, fewer from a short deck; bullets cannot be played; else a pass") {
    // "Al suo turno, un giocatore deve: o giocare una carta azione [...]; o
    // prendere 3 carte supplementari dal suo mazzo e aggiungerle alla sua
    // mano." (Play an action card, or draw 3 more cards from your deck.)
    // Rulings: "draw 3 (fewer if the deck has fewer)"; "Bullet cards in hand
    // are dead cards: they can never be played". A player with neither is
    // passed over (a choice: the rulebook does not say).
    auto s = plain4();
    auto &t = edit(*s);
    t.first_player = 0;
    set_round(*s, "braking");
    auto &doc = t.seats[0];
    while (doc.deck.size() > 2) {
      doc.discard.push_back(doc.deck.back());
      doc.deck.pop_back();
    }
    act(*s, 0, {{"type", "draw"}});
    CHECK(data(*s).seats[0].hand.size() == 9);
    CHECK(data(*s).seats[0].deck.empty());
    CHECK(s->log().back().entry["count"] == 2);
    // Django: bullets only, and nothing to draw.
    auto &django = t.seats[1];
    django.discard = django.hand;
    django.discard.insert(django.discard.end(), django.deck.begin(), django.deck.end());
    django.deck.clear();
    django.hand = {t.neutral.back()};
    t.neutral.pop_back();
    CHECK(
        s->legal_actions(1) ==
        json::array({{{"type", "pass"},
                      {"label", "Pass (no card to play or draw)"},
                      {"msg", {{"key", "coltexpress.action.pass"}, {"params", json::object()}}}}}));
    act(*s, 1, {{"type", "pass"}});
    // Cheyenne: a bullet among her action cards is never offered.
    const int bullet = t.neutral.back();
    t.neutral.pop_back();
    t.seats[2].hand.push_back(bullet);
    for (const auto &a : offered(*s, 2, "play"))
      CHECK(a["card"] != bullet);
    CHECK(offered(*s, 2, "play").size() == 6);
  }

  TEST_CASE("End of Schemin': standard hands go back on top of the decks") {
    // "Tutte le carte non giocate rimaste in mano ad un giocatore saranno
    // posti sulla parte superiore del suo mazzo personale." (Unplayed cards
    // go on top of their owner's deck.)
    auto s = plain4();
    edit(*s).first_player = 0;
    set_round(*s, "bridge"); // S U S: 4 cards each
    std::vector<std::vector<int>> decks;
    for (const auto &sc : data(*s).seats)
      decks.push_back(sc.deck);
    std::vector<std::vector<int>> hands(4);
    while (data(*s).ph == phase::schemin) {
      const int seat = s->awaiting().front();
      act(*s, seat, offered(*s, seat, "play").front());
      hands[static_cast<std::size_t>(seat)] = data(*s).seats[static_cast<std::size_t>(seat)].hand;
    }
    for (std::size_t seat = 0; seat < 4; ++seat) {
      CAPTURE(seat);
      const auto &sc = data(*s).seats[seat];
      CHECK(sc.hand.empty());
      // The deck as it was, then the hand on top (then any card already carried out).
      std::vector<int> expected = decks[seat];
      expected.insert(expected.end(), hands[seat].begin(), hands[seat].end());
      REQUIRE(sc.deck.size() >= expected.size());
      CHECK(std::equal(expected.begin(), expected.end(), sc.deck.begin()));
    }
  }

  TEST_CASE("Schemin': a tunnel turn puts cards face down, seen only by their owner") {
    auto s = plain4();
    edit(*s).first_player = 0;
    set_round(*s, "tunnel"); // S T S T S
    for (int seat = 0; seat < 4; ++seat)
      act(*s, seat, {{"type", "draw"}});
    act(*s, 0, offered(*s, 0, "play").front());
    CHECK(data(*s).pile.back().face_down);
    CHECK(s->view(0)["own"]["pile"]["0"]["id"] == data(*s).pile[0].card);
    CHECK(s->view(0)["own"]["pile"].contains("0"));
    CHECK(!s->view(0)["pile"][0].contains("card"));
    CHECK(!s->view(1)["own"]["pile"].contains("0"));
    CHECK(!s->view(1)["pile"][0].contains("card"));
    CHECK(!s->view(spectator)["pile"][0].contains("card"));
    CHECK(s->view(1)["pile"][0]["seat"] == 0);
  }

  TEST_CASE("Schemin': speeding-up plays twice in a row; switching goes counter-clockwise") {
    auto s = plain4();
    edit(*s).first_player = 2;
    set_round(*s, "bridge"); // S U S
    for (int k = 0; k < 4; ++k)
      act(*s, s->awaiting()[0], offered(*s, s->awaiting()[0], "play").front());
    CHECK(s->awaiting() == std::vector<int>{2});
    act(*s, 2, offered(*s, 2, "play").front());
    CHECK(s->awaiting() == std::vector<int>{2});
    act(*s, 2, {{"type", "draw"}});
    CHECK(s->awaiting() == std::vector<int>{3});
    auto w = plain4();
    edit(*w).first_player = 2;
    set_round(*w, "angryMarshal"); // S S T W
    for (int k = 0; k < 12; ++k)
      act(*w, w->awaiting()[0], offered(*w, w->awaiting()[0], "play").front());
    CHECK(w->awaiting() == std::vector<int>{2});
    act(*w, 2, offered(*w, 2, "play").front());
    CHECK(w->awaiting() == std::vector<int>{1});
    act(*w, 1, offered(*w, 1, "play").front());
    CHECK(w->awaiting() == std::vector<int>{0});
  }

  TEST_CASE("Ghost may play his card face down on his first turn of a round, and only then") {
    // Rulings: "Ghost (on his first turn of each round he may play his card
    // face down)". His first turn, not his first card: a draw uses it up.
    auto s = start({character::ghost, character::doc, character::tuco});
    edit(*s).first_player = 0;
    set_round(*s, "braking");
    const auto plays = offered(*s, 0, "play");
    const auto hidden = std::count_if(plays.begin(), plays.end(),
                                      [](const json &a) { return a.contains("faceDown"); });
    CHECK(hidden > 0);
    json a = *std::find_if(plays.begin(), plays.end(),
                           [](const json &x) { return x.contains("faceDown"); });
    act(*s, 0, a);
    CHECK(data(*s).pile.back().face_down);
    CHECK(!s->view(1)["pile"][0].contains("card"));
    act(*s, 1, {{"type", "draw"}});
    act(*s, 2, {{"type", "draw"}});
    for (const auto &p : offered(*s, 0, "play"))
      CHECK(!p.contains("faceDown"));

    auto d = start({character::ghost, character::doc, character::tuco});
    edit(*d).first_player = 0;
    set_round(*d, "braking");
    act(*d, 0, {{"type", "draw"}}); // his first turn
    act(*d, 1, {{"type", "draw"}});
    act(*d, 2, {{"type", "draw"}});
    const auto later = offered(*d, 0, "play");
    CHECK(!later.empty());
    for (const auto &p : later)
      CHECK(!p.contains("faceDown"));
  }

  TEST_CASE("Stealin' resolves the pile in order and the cards go back to their owners") {
    auto s = plain4();
    place(*s, 0, 2, false);
    const auto deck = data(*s).seats[0].deck.size() + data(*s).seats[0].hand.size();
    steal(*s, {{0, action_kind::floor}, {0, action_kind::move}});
    CHECK(on_roof(*s, 0)); // the floor change came first
    CHECK(offered(*s, 0, "move").size() == 4);
    act(*s, 0, {{"type", "move"}, {"car", 4}});
    CHECK(data(*s).seats[0].deck.size() + data(*s).seats[0].hand.size() == deck);
  }

  TEST_CASE("Events: Angry Marshal shoots the roof above him, then moves toward the caboose") {
    auto s = plain4();
    place(*s, 0, 0, true);
    place(*s, 1, 1, false);
    run_event_now(*s, "angryMarshal");
    CHECK(data(*s).bandits[0].hits == 1);
    CHECK(data(*s).marshal_car == 1);
    CHECK(on_roof(*s, 1));
    CHECK(data(*s).bandits[1].hits == 1);
  }

  TEST_CASE("Events: Swivel Arm, Braking, Take It All, Passengers' Rebellion") {
    auto s = plain4();
    place(*s, 0, 1, true);
    place(*s, 1, 0, true);
    place(*s, 2, 2, false);
    run_event_now(*s, "swivelArm");
    CHECK(bandit_car(*s, 0) == 4);
    CHECK(bandit_car(*s, 1) == 4);
    CHECK(bandit_car(*s, 2) == 2);
    place(*s, 1, 0, true);
    run_event_now(*s, "braking");
    CHECK(bandit_car(*s, 0) == 3);
    CHECK(bandit_car(*s, 1) == 0);
    edit(*s).marshal_car = 2;
    place(*s, 2, 3, false);
    run_event_now(*s, "takeItAll");
    CHECK(ce::first_loot_of(data(*s).inside[2], data(*s), ce::loot_kind::strongbox) >= 0);
    place(*s, 3, 4, false);
    const int h2 = data(*s).bandits[2].hits, h0 = data(*s).bandits[0].hits;
    run_event_now(*s, "rebellion");
    CHECK(data(*s).bandits[2].hits == h2 + 1);
    CHECK(data(*s).bandits[0].hits == h0);
  }

  TEST_CASE("Stations: Pickpocketing, Marshal's Revenge, Hostage-Taking") {
    auto s = plain4();
    clear_floors(*s);
    auto &t = edit(*s);
    const int purse = ce::first_loot_of(t.reserve_loot, t, ce::loot_kind::purse);
    std::erase(t.reserve_loot, purse);
    t.inside[2].push_back(purse);
    place(*s, 0, 2, false);
    place(*s, 1, 4, false);
    place(*s, 2, 4, false);
    place(*s, 3, 3, true);
    steal(*s, {}, "pickpocketing");
    CHECK(pending(*s) == "pickpocket");
    CHECK(s->awaiting() == std::vector<int>{0});
    act(*s, 0, {{"type", "pickpocket"}, {"take", true}});
    CHECK(purses_of(*s, 0) == 2);

    auto r = plain4();
    edit(*r).marshal_car = 2;
    place(*r, 0, 2, true);
    place(*r, 1, 2, true);
    edit(*r).bandits[1].loot.clear();
    edit(*r).bandits[1].loot.push_back(
        data(*r).bandits[1].loot.size() == 0 ? data(*r).bandits[0].loot[0] : 0);
    edit(*r).bandits[0].loot.clear();
    run_event_now(*r, "marshalsRevenge");
    CHECK(data(*r).bandits[1].loot.empty());

    auto h = plain4();
    place(*h, 0, 0, true);
    place(*h, 1, 1, false);
    run_event_now(*h, "hostage");
    CHECK(data(*h).bandits[0].ransom == 250);
    CHECK(data(*h).bandits[1].ransom == 0);
  }

  TEST_CASE("Marshal's Revenge takes the cheapest purse") {
    auto s = plain4();
    auto &t = edit(*s);
    int dear = -1;
    for (int id : t.reserve_loot)
      if (t.loot[static_cast<std::size_t>(id)].value == 500)
        dear = id;
    std::erase(t.reserve_loot, dear);
    t.bandits[0].loot.push_back(dear);
    t.marshal_car = 2;
    place(*s, 0, 2, true);
    run_event_now(*s, "marshalsRevenge");
    REQUIRE(data(*s).bandits[0].loot.size() == 1);
    CHECK(data(*s).bandits[0].loot[0] == dear);
    bool shown = false; // the purse taken is shown to everyone
    for (const auto &e : s->log())
      shown = shown || (e.entry["event"] == "revenge" && e.entry["value"] == 250);
    CHECK(shown);
  }

  TEST_CASE("Scoring: the Gunslinger bonus, ties broken by fewer bullets received") {
    auto s = plain4();
    auto &t = edit(*s);
    t.bandits[1].bullets.pop_back(); // bookkeeping only: scoring reads fired()
    t.bandits[2].bullets.pop_back();
    t.bandits[0].hits = 2;
    t.bandits[3].hits = 1;
    CHECK(ce::gunslinger_seats(t) == std::vector<int>{1, 2});
    ce::finish_game(t);
    CHECK(t.result.scores == std::vector<double>{250, 1250, 1250, 250});
    CHECK(t.result.winners == std::vector<int>{1, 2});
    t.bandits[2].hits = 1;
    ce::finish_game(t);
    CHECK(t.result.winners == std::vector<int>{1});
    CHECK(s->view(3)["bandits"]["0"].contains("purseValues")); // all public at the end
  }

  TEST_CASE("Scoring: nobody fired, nobody is the Gunslinger") {
    // "Il premio Gunslinger di $ 1000 è assegnato al giocatore (x) che ha
    // sparato il maggior numero di proiettili": with no shot fired nobody
    // fired the most (a reading; the rulebook does not say).
    auto s = plain4();
    auto &t = edit(*s);
    CHECK(ce::gunslinger_seats(t).empty());
    ce::finish_game(t);
    CHECK(t.result.scores == std::vector<double>{250, 250, 250, 250});
    CHECK(t.result.winners == std::vector<int>{0, 1, 2, 3}); // tied, no hits: shared
  }

  TEST_CASE("Expert: keep chosen cards, discard the rest, draw up to 6") {
    auto s = start({character::belle, character::django, character::tuco}, true);
    auto &t = edit(*s);
    t.first_player = 0;
    set_round(*s, "bridge"); // S U S: 4 actions each
    for (int k = 0; k < 12; ++k) {
      const int seat = s->awaiting()[0];
      act(*s, seat, offered(*s, seat, "play").front());
    }
    CHECK(data(*s).ph == phase::keep);
    CHECK(s->awaiting() == std::vector<int>{0, 1, 2});
    const int kept_card = data(*s).seats[0].hand[0];
    for (const auto &d : offered(*s, 0, "discard"))
      if (d["card"] != kept_card)
        act(*s, 0, d);
    act(*s, 0, {{"type", "keep"}});
    act(*s, 1, {{"type", "keep"}});
    CHECK(s->awaiting() == std::vector<int>{2});
    CHECK(s->view(1)["players"]["0"].contains("discard") == false);
    CHECK(s->view(0)["own"]["discard"].size() == data(*s).seats[0].discard.size());
    CHECK(!s->view(0)["players"]["0"].contains("discard"));
    act(*s, 2, {{"type", "keep"}});
    while (data(*s).ph == phase::stealin)
      act(*s, s->awaiting()[0], s->legal_actions(s->awaiting()[0])[0]);
    CHECK(data(*s).round == 1);
    CHECK(std::count(data(*s).seats[0].hand.begin(), data(*s).seats[0].hand.end(), kept_card) == 1);
    CHECK(data(*s).seats[0].hand.size() == 6);
  }

  TEST_CASE("Expert: an empty deck takes the discard pile, shuffled") {
    // "Ogni volta che il vostro mazzo è esaurito si deve pescare altre carte,
    // si mischia il mazzo degli scarti per fare un nuovo mazzo." (Whenever
    // your deck is empty and you must draw, shuffle the discard pile into a
    // new deck.)
    std::set<int> first_drawn;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      auto s = start({character::belle, character::django, character::tuco}, true, seed);
      auto &t = edit(*s);
      const int seat = s->awaiting().front();
      auto &sc = t.seats[static_cast<std::size_t>(seat)];
      sc.discard = sc.deck;
      sc.deck.clear();
      const std::vector<int> discard = sc.discard;
      const std::size_t before = sc.hand.size();
      act(*s, seat, {{"type", "draw"}});
      const auto &after = data(*s).seats[static_cast<std::size_t>(seat)];
      REQUIRE(after.hand.size() == before + 3);
      CHECK(after.discard.empty());
      CHECK(after.deck.size() == discard.size() - 3);
      for (std::size_t k = before; k < after.hand.size(); ++k)
        CHECK(std::count(discard.begin(), discard.end(), after.hand[k]) == 1);
      first_drawn.insert(std::find(discard.begin(), discard.end(), after.hand[before]) -
                         discard.begin());
    }
    CHECK(first_drawn.size() >= 3); // the position it lay at in the discard pile varies
  }

  TEST_CASE("Expert: later rounds draw from the deck as it lies, received bullets on top") {
    // "Le carte Pallottola ottenute dai vostri avversari andranno in cima al
    // tuo mazzo, a faccia in giù. All'inizio di ogni round, attingere carte
    // dal tuo mazzo di gioco e riempire la vostra mano (fino a sei carte)."
    // (Bullets received from opponents go face down on top of your deck. At
    // the start of each round, draw from your deck to fill your hand up to
    // six.) No shuffle comes in between: the bullet is the first card drawn.
    auto s = start({character::belle, character::django, character::tuco}, true);
    const int first = data(*s).first_player;
    place(*s, 0, 2, false);
    place(*s, 1, 3, false);
    place(*s, 2, 1, true);
    // steal() puts the hands back on the decks; Django's deck as it will lie.
    std::vector<int> deck = data(*s).seats[1].deck;
    const auto &hand = data(*s).seats[1].hand;
    deck.insert(deck.end(), hand.begin(), hand.end());
    steal(*s, {{0, action_kind::fire}}); // Django is the only target; then round 2
    REQUIRE(data(*s).round == 1);
    const auto &drawn = data(*s).seats[1].hand;
    REQUIRE(drawn.size() == 6);
    const auto &bullet = data(*s).cards[static_cast<std::size_t>(drawn[0])];
    CHECK(bullet.bullet);
    CHECK(bullet.bandit == 0);
    for (std::size_t k = 1; k < 6; ++k)
      CHECK(drawn[k] == deck[deck.size() - k]);
    // "posizionare le carte Azione utilizzate nella Prima Fase sul mazzo
    // degli scarti" (played action cards go to the discard pile), and "Il
    // giocatore alla sinistra del Primo Giocatore diventa il nuovo Primo
    // Giocatore" (the player to the first player's left is the new one).
    const auto &discard = data(*s).seats[0].discard;
    REQUIRE(discard.size() == 1);
    CHECK(data(*s).cards[static_cast<std::size_t>(discard[0])].act == action_kind::fire);
    CHECK(data(*s).first_player == (first + 1) % 3);
  }

  TEST_CASE("Two players: two bandits each, an 11-card deck, expert rules, no Gunslinger") {
    // "Ci sono quattro vagoni, e ogni giocatore sceglie una squadra di due
    // personaggi. Un bandito pedina di ogni squadra viene inserito
    // all'interno dei due vagoni nella parte posteriore del treno. Ogni
    // personaggio della tua squadra inizia con un mazzo separato di sei carte
    // Pallottola e $ 250 a ciascuno di essi. [...] Avrete così 11 carte [...]
    // Il gioco a due giocatori si gioca con la Variate per giocatori
    // "Esperti" [...] nessuno vince il titolo di Gunslinger". (Four cars, a
    // team of two characters each, one of each team inside each of the two
    // rear cars, each character with six bullets and $250; 11 cards; the
    // expert rules; no Gunslinger.)
    auto s =
        start({character::belle, character::doc, character::tuco, character::ghost}, false, 1, 2);
    const auto &t = data(*s);
    CHECK(t.rules.two_player());
    CHECK(s->view(spectator)["expert"] == true);
    CHECK(t.car_count() == 5);
    for (const auto &b : t.bandits) {
      CHECK(b.bullets.size() == 6);
      REQUIRE(b.loot.size() == 1);
      CHECK(t.loot[static_cast<std::size_t>(b.loot[0])].value == 250);
    }
    CHECK(t.bandits_of(0) == std::vector<int>{0, 2});
    CHECK(t.seats[0].hand.size() + t.seats[0].deck.size() == 11);
    CHECK(t.seats[1].hand.size() == 7); // Doc's team
    CHECK(t.bandits[0].car == 4);
    CHECK(t.bandits[2].car == 3);
    int marshals = 0;
    for (const auto &c : t.cards)
      marshals += !c.bullet && c.seat == 0 && c.act == action_kind::marshal;
    CHECK(marshals == 1);
    // A card names the bandit who carries it out; teammates may shoot each other.
    place(*s, 0, 2, false);
    place(*s, 2, 3, false);
    place(*s, 1, 4, true);
    place(*s, 3, 4, true);
    steal(*s, {{0, action_kind::fire}});
    CHECK(data(*s).bandits[2].hits == 1);
    auto &e = edit(*s);
    e.bandits[0].bullets.pop_back();
    ce::finish_game(e);
    CHECK(ce::gunslinger_seats(e).empty());
  }

  TEST_CASE("Two players: a Fire targets an opponent, the teammate only when no opponent can be") {
    // Fuoco: "Scegli uno dei tuoi avversari (che diventerà il vostro
    // bersaglio)" (choose one of your opponents as your target); 2 players:
    // "Fate attenzione può benissimo accadere che un bandito inavvertitamente
    // spara il suo compagno di squadra!" (it may well happen that a bandit
    // inadvertently shoots his teammate): when he is the only one in sight.
    auto s =
        start({character::doc, character::django, character::tuco, character::ghost}, false, 1, 2);
    // Seat 0: Doc (0) and Tuco (2); seat 1: Django (1) and Ghost (3).
    place(*s, 0, 2, false);
    place(*s, 2, 3, false);
    place(*s, 1, 1, false);
    place(*s, 3, 4, true);
    steal(*s, {{0, action_kind::fire}}); // Django is the only choice
    CHECK(data(*s).bandits[1].hits == 1);
    CHECK(data(*s).bandits[2].hits == 0);
    place(*s, 1, 4, true);
    steal(*s, {{0, action_kind::fire}});
    CHECK(data(*s).bandits[2].hits == 1);
  }

  TEST_CASE("Two players: a Punch targets an opponent, never the teammate") {
    // Punch: "Scegliete un avversario tra i banditi che si trovano sullo
    // stesso vagone" (choose an opponent among the bandits in your spot);
    // the 2-player warning speaks of shooting only.
    auto s =
        start({character::doc, character::django, character::tuco, character::ghost}, false, 1, 2);
    place(*s, 0, 2, false);
    place(*s, 2, 2, false);
    place(*s, 1, 4, true);
    place(*s, 3, 4, true);
    steal(*s, {{0, action_kind::punch}});
    CHECK(pending(*s) == "none");
    CHECK(bandit_car(*s, 2) == 2);
    CHECK(data(*s).bandits[2].loot.size() == 1);
    place(*s, 1, 2, false);
    steal(*s, {{0, action_kind::punch}});
    CHECK(pending(*s) == "push");
    CHECK(s->view(spectator)["pending"]["target"] == 1);
    CHECK(data(*s).bandits[1].loot.empty());
  }

  TEST_CASE("Two players: the tie-break counts bullets from the other player and events, not "
            "from one's own other bandit") {
    // "In caso di parità, il vincitore è il giocatore che ha ricevuto il
    // minor numero di Carte Pallottola da altri giocatori ed eventi" (on a
    // tie, the winner has received the fewest bullet cards from other
    // players and events).
    auto s =
        start({character::doc, character::django, character::tuco, character::ghost}, false, 1, 2);
    place(*s, 0, 2, false);
    place(*s, 2, 3, false);
    place(*s, 1, 4, true);
    place(*s, 3, 4, true);
    steal(*s, {{0, action_kind::fire}}); // Doc shoots his teammate Tuco
    REQUIRE(data(*s).bandits[2].hits == 1);
    auto &t = edit(*s);
    ce::give_neutral_bullet(t, 1); // an event's bullet for Django
    ce::finish_game(t);
    CHECK(t.result.scores == std::vector<double>{500, 500});
    CHECK(t.result.winners == std::vector<int>{0});
    CHECK(s->view(spectator)["final"]["hits"] == json{{"0", 0}, {"1", 1}});
  }

  TEST_CASE("Illegal actions are refused and change nothing") {
    auto s = plain4();
    const int seat = s->awaiting()[0];
    const std::string before = s->view(spectator).dump();
    CHECK(s->apply((seat + 1) % 4, {{"type", "draw"}})->code == "not_your_turn");
    CHECK(s->apply(seat, {{"type", "play"}, {"card", 9999}})->code == "illegal_action");
    CHECK(s->apply(seat, {{"type", "fire"}, {"bandit", 1}})->code == "illegal_action");
    CHECK(s->apply(seat, json::array())->code == "illegal_action");
    CHECK(s->view(spectator).dump() == before);
  }

  TEST_CASE("Resampling redraws hands, tunnel cards and unseen purse values consistently") {
    auto s = plain4();
    edit(*s).first_player = 0;
    set_round(*s, "tunnel");
    for (int seat = 0; seat < 4; ++seat)
      act(*s, seat, offered(*s, seat, "play").front());
    act(*s, 0, offered(*s, 0, "play").front()); // a tunnel card
    tavern::games::rng r(9);
    int hands = 0, tunnel = 0, values = 0;
    for (int k = 0; k < 40; ++k) {
      auto o = s->resample_hidden(1, r);
      CHECK(o->view(1) == s->view(1));
      hands += data(*o).seats[0].hand != data(*s).seats[0].hand;
      tunnel += data(*o).pile[4].card != data(*s).pile[4].card;
      CHECK(!data(*o).cards[static_cast<std::size_t>(data(*o).pile[4].card)].bullet);
      CHECK(data(*o).pile[0].card == data(*s).pile[0].card); // face up: known
      for (std::size_t i = 0; i < data(*s).loot.size(); ++i)
        values += data(*o).loot[i].value != data(*s).loot[i].value;
      CHECK(data(*o).seats[1].hand == data(*s).seats[1].hand);
    }
    CHECK(hands > 30);
    CHECK(tunnel > 20);
    CHECK(values > 30);
  }

  TEST_CASE("Pickpocketing asks only a bandit alone in his spot with a purse there") {
    auto s = plain4();
    clear_floors(*s);
    auto &t = edit(*s);
    const int purse = ce::first_loot_of(t.reserve_loot, t, ce::loot_kind::purse);
    std::erase(t.reserve_loot, purse);
    t.inside[2].push_back(purse);
    place(*s, 0, 2, false);
    place(*s, 1, 2, false); // not alone
    place(*s, 2, 4, false);
    place(*s, 3, 4, true);
    steal(*s, {}, "pickpocketing");
    CHECK(pending(*s) == "none");
    CHECK(data(*s).inside[2].size() == 1);
  }

  TEST_CASE("Angry Marshal in the caboose stays there; the neutral bullets can run out") {
    auto s = plain4();
    auto &t = edit(*s);
    t.marshal_car = 4;
    place(*s, 0, 4, true);
    place(*s, 1, 2, false);
    place(*s, 2, 2, false);
    place(*s, 3, 2, false);
    // Only one neutral bullet left: the shot still happens, without a card.
    while (t.neutral.size() > 1) {
      t.seats[3].deck.push_back(t.neutral.back());
      t.neutral.pop_back();
    }
    run_event_now(*s, "angryMarshal");
    CHECK(data(*s).marshal_car == 4);
    CHECK(data(*s).bandits[0].hits == 1);
    CHECK(data(*s).neutral.empty());
    run_event_now(*s, "angryMarshal");
    CHECK(data(*s).bandits[0].hits == 1); // no card left to receive
  }

  TEST_CASE("Two players: Ghost's team may hide only Ghost's first card") {
    auto s =
        start({character::ghost, character::doc, character::tuco, character::belle}, false, 3, 2);
    edit(*s).first_player = 0;
    set_round(*s, "braking");
    const auto plays = offered(*s, 0, "play");
    for (const auto &a : plays)
      if (a.contains("faceDown"))
        CHECK(data(*s).cards[static_cast<std::size_t>(a["card"].get<int>())].bandit == 0);
    CHECK(std::any_of(plays.begin(), plays.end(),
                      [](const json &a) { return a.contains("faceDown"); }));
    for (const auto &a : offered(*s, 1, "play"))
      CHECK(!a.contains("faceDown"));
  }

  TEST_CASE(
      "A bandit on the roof may climb down; Change Floor into the Marshal's car by Django's push") {
    auto s = plain4();
    edit(*s).marshal_car = 2;
    place(*s, 1, 4, true); // Django on the caboose roof
    place(*s, 0, 3, true); // Doc on the car 3 roof: pushed to car 2 roof, no Marshal there
    place(*s, 2, 1, false);
    place(*s, 3, 1, false);
    steal(*s, {{1, action_kind::fire}});
    CHECK(bandit_car(*s, 0) == 2);
    CHECK(on_roof(*s, 0));
    CHECK(data(*s).bandits[0].hits == 1);
    steal(*s, {{0, action_kind::floor}});
    CHECK(on_roof(*s, 0)); // climbed down into the Marshal's car and fled back up
    CHECK(data(*s).bandits[0].hits == 2);
  }

} // TEST_SUITE
