// Setup, options, the end of the game, scoring and tie-breaks, and the edge
// cases the rulings decide.
#include "test_support.hpp"

#include <algorithm>
#include <set>

using namespace dmd_test;

namespace {
std::unique_ptr<game_state> create(const json &options, int players, std::uint64_t seed) {
  auto g = dmd::make_game();
  auto created = g->create(options, players, seed);
  REQUIRE(std::holds_alternative<std::unique_ptr<game_state>>(created));
  return std::move(std::get<std::unique_ptr<game_state>>(created));
}

tavern::games::game_error create_error(const json &options, int players) {
  auto g = dmd::make_game();
  auto created = g->create(options, players, 1);
  REQUIRE(std::holds_alternative<tavern::games::game_error>(created));
  return std::get<tavern::games::game_error>(created);
}

std::vector<card> sorted(std::vector<card> cards) {
  std::sort(cards.begin(), cards.end(), dmd::card_less);
  return cards;
}
} // namespace

TEST_SUITE("deadmansdraw rules") {

  TEST_CASE("Setup: the nine 2s and the Mermaid 4 form the discard pile, the other 50 the draw "
            "pile") {
    auto s = create(json::object(), 2, 3);
    const auto &t = data(*s);
    CHECK(t.draw_pile.size() == 50);
    std::vector<card> expected;
    for (int i = 0; i < dmd::suit_count; ++i)
      expected.push_back({dmd::suit_at(i), dmd::suit_at(i) == mermaid ? 4 : 2});
    CHECK(sorted(t.discard_pile) == sorted(expected));
    CHECK(spectator_view(*s)["drawPile"]["count"] == 50);
    CHECK(spectator_view(*s)["discardPile"]["count"] == 10);
  }

  TEST_CASE("Mermaid variant setup: Mermaids run 2 to 7 and the ten 2s form the discard pile") {
    auto s = create({{"mermaidVariant", true}}, 3, 3);
    const auto &t = data(*s);
    for (const card &c : t.discard_pile)
      CHECK(c.value == 2);
    CHECK(t.discard_pile.size() == 10);
    for (const card &c : t.draw_pile)
      CHECK((c.value >= 3 && c.value <= 7));
    CHECK(t.traits_undealt.size() == 18 - 6); // the Siren joins the traits
  }

  TEST_CASE("Party game (5-8 players): two decks, 20 discards and 100 to draw, traits from two "
            "sets, two dealt to each") {
    for (int players = 5; players <= 8; ++players) {
      auto s = create(json::object(), players, 11);
      const auto &t = data(*s);
      CHECK(t.draw_pile.size() == 100);
      CHECK(t.discard_pile.size() == 20);
      CHECK(t.traits_undealt.size() == std::size_t(34 - 2 * players));
      for (int seat = 0; seat < players; ++seat)
        CHECK(t.dealt[seat].size() == 2);
    }
    auto variant = create({{"mermaidVariant", true}}, 8, 11);
    CHECK(data(*variant).traits_undealt.size() == 36 - 16);
  }

  TEST_CASE("Options: descriptors with name, type, values, default and help") {
    const json d = dmd::make_game()->describe();
    CHECK(d["id"] == "deadmansdraw");
    CHECK(d["minPlayers"] == 2);
    CHECK(d["maxPlayers"] == 8);
    REQUIRE(d["options"].size() == 3);
    CHECK(d["options"][0] == json{{"name", "edition"},
                                  {"type", "enum"},
                                  {"values", {"classic", "revised"}},
                                  {"default", "classic"},
                                  {"help", d["options"][0]["help"]}});
    CHECK(d["options"][1]["name"] == "traits");
    CHECK(d["options"][1]["default"] == true);
    CHECK(d["options"][2]["name"] == "mermaidVariant");
    CHECK(d["options"][2]["default"] == false);
    for (const auto &o : d["options"])
      CHECK_FALSE(o["help"].get<std::string>().empty());
  }

  TEST_CASE("Options: bad options and player counts are bad_options with a clear message") {
    for (const json &bad : {json{{"edition", "deluxe"}}, json{{"traits", "yes"}},
                            json{{"mermaidVariant", 1}}, json{{"bogus", true}}, json(42)}) {
      const auto err = create_error(bad, 3);
      CAPTURE(bad.dump());
      CHECK(err.code == "bad_options");
      CHECK_FALSE(err.message.empty());
    }
    for (int players : {0, 1, 9, -3}) {
      const auto err = create_error(json::object(), players);
      CHECK(err.code == "bad_options");
      CHECK(err.message.find("2 to 8") != std::string::npos);
    }
    create(nullptr, 2, 1); // missing options take their defaults
  }

  TEST_CASE("Options: traits off plays the plain game from the first turn") {
    auto s = create({{"traits", false}}, 4, 5);
    CHECK(spectator_view(*s)["phase"] == "play");
    CHECK(s->awaiting() == std::vector<int>{data(*s).first_player});
    CHECK(s->view(0)["you"] == json{{"seat", 0}});
  }

  TEST_CASE("First player: random, and shown to all") {
    std::set<int> firsts;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      auto s = create({{"traits", false}}, 4, seed);
      firsts.insert(data(*s).first_player);
      CHECK(spectator_view(*s)["current"] == data(*s).first_player);
    }
    CHECK(firsts.size() == 4);
  }

  TEST_CASE("End of game: the player who draws the last card finishes the turn normally") {
    dmd::scenario sc;
    sc.draw = {{key, 3}, {map, 5}};
    sc.banks = {{}, {{kraken, 2}}};
    auto s = start(sc);
    draw(*s);
    bank(*s);
    draw(*s); // seat 1 draws the last card
    CHECK_FALSE(s->finished());
    CHECK(s->awaiting() == std::vector<int>{1});
    CHECK(offered(*s, 1, "draw").empty());
    bank(*s);
    REQUIRE(s->finished());
    CHECK(s->awaiting().empty());
    const auto r = s->result();
    CHECK(r.winners == std::vector<int>{1});
    CHECK(r.scores == std::vector<double>{3, 7});
    CHECK(spectator_view(*s)["result"]["winners"] == json::array({1}));
    CHECK(spectator_view(*s)["phase"] == "finished");
  }

  TEST_CASE("End of game: a bust on the last card ends the game too") {
    dmd::scenario sc;
    sc.draw = {{key, 3}, {key, 5}};
    auto s = start(sc);
    draw_n(*s, 2);
    CHECK(s->finished());
  }

  TEST_CASE("Scoring: the highest card of each suit stack counts") {
    dmd::scenario sc;
    sc.draw = {{sword, 2}};
    sc.banks = {{{kraken, 3}, {kraken, 5}, {map, 4}, {mermaid, 9}, {mermaid, 4}}, {}};
    auto s = start(sc);
    CHECK(spectator_view(*s)["scores"]["0"] == 5 + 4 + 9);
  }

  TEST_CASE("Ties: the most cards in the bank wins; then a shared win") {
    dmd::scenario sc;
    sc.draw = {{anchor, 2}};
    sc.banks = {{{kraken, 5}}, {{map, 3}, {key, 2}, {chest, 2}}};
    auto s = start(sc);
    draw(*s);
    bank(*s);
    REQUIRE(s->finished());
    CHECK(s->result().scores == std::vector<double>{7, 7});
    CHECK(s->result().winners == std::vector<int>{1});

    sc.banks = {{{kraken, 5}}, {{map, 5}, {key, 2}}};
    auto shared = start(sc);
    draw(*shared);
    bank(*shared);
    CHECK(shared->result().winners == std::vector<int>{0, 1});
    CHECK(shared->log().back().entry["text"] == "{0} and {1} share the win");
  }

  TEST_CASE("Golden Scales counts in the final scores") {
    dmd::scenario sc;
    sc.traits = {trait::golden_scales, std::nullopt};
    sc.draw = {{anchor, 2}};
    sc.banks = {{{mermaid, 4}}, {{kraken, 7}}};
    auto s = start(sc);
    draw(*s);
    bank(*s);
    CHECK(s->result().scores == std::vector<double>{11, 7});
    CHECK(s->result().winners == std::vector<int>{0});
  }

  TEST_CASE("Ruling: a Key and Chest kept through a bust pay no bonus") {
    dmd::scenario sc;
    sc.draw = {{key, 3}, {chest, 4}, {anchor, 5}, {key, 6}, {sword, 2}};
    sc.discard = {{map, 2}, {hook, 2}};
    auto s = start(sc);
    draw_n(*s, 4);
    CHECK(bank_size(*s, 0) == 2);
    CHECK(data(*s).discard_pile.size() == 4);
  }

  TEST_CASE("Ruling: a Map drawn as the first card a Kraken demands counts, and so does its card") {
    dmd::scenario sc;
    sc.draw = {{kraken, 3}, {map, 4}, {sword, 2}};
    sc.discard = {{hook, 2}};
    auto s = start(sc);
    draw_n(*s, 2);
    act(*s, 0, {{"type", "map"}, {"suit", "hook"}, {"value", 2}});
    CHECK(offers(*s, 0, "bank")); // the Hook from the Map finds an empty bank
  }

  TEST_CASE("Ruling: a player must draw at the start of the turn; bank is offered only after") {
    dmd::scenario sc;
    sc.draw = {{key, 3}, {sword, 2}};
    auto s = start(sc);
    CHECK(offered(*s, 0, "bank").empty());
    CHECK(s->default_action(0)["type"] == "draw");
    draw(*s);
    CHECK(s->default_action(0)["type"] == "bank");
    CHECK(s->default_action(1).is_null());
  }

} // TEST_SUITE
