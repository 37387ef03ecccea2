// The search on small games whose right move is known: Nim, a gamble on a
// hidden card (where peeking would change the choice), a three-seat game
// that needs each seat modelled by its own reward, and a simultaneous pick.
#include "games/bot/action_key.hpp"
#include "games/bot/bot_player.hpp"
#include "games/bot/knowledge/shipped.hpp"
#include "games/bot/search.hpp"
#include "toy_games.hpp"

#include <doctest/doctest.h>

using namespace bot_test;
using tavern::bot::ismcts;
using tavern::bot::search_settings;

namespace {

search_settings budget(int iterations, std::uint64_t seed) {
  search_settings s;
  s.iterations = iterations;
  s.seed = seed;
  return s;
}

int chosen_value(const json &action) {
  return action.value("value", -1);
}

// Stops the search after a number of questions.
class stop_after final : public tavern::bot::stop_signal {
public:
  explicit stop_after(int questions) : left_(questions) {}
  bool stop_now() override { return left_-- <= 0; }

private:
  int left_;
};

} // namespace

TEST_SUITE("bot search") {

  TEST_CASE("Nim: from n stones the search takes n mod 4, the only winning move") {
    ismcts search;
    for (int stones : {5, 6, 7, 9, 10, 11})
      for (std::uint64_t seed : {1, 2, 3}) {
        CAPTURE(stones);
        CAPTURE(seed);
        const nim game(stones);
        CHECK(chosen_value(search.choose(game, 0, budget(3000, seed))) == stones % 4);
      }
  }

  TEST_CASE("Hidden card: the search plays the odds, not the card it cannot see") {
    ismcts search;
    for (std::uint64_t seed : {1, 2, 3, 4, 5}) {
      CAPTURE(seed);
      // Deck of 3, the ace held: the gamble wins 1 in 3, safe 1 in 2.
      hidden_gamble ace_held(3, 0, 3, seed);
      CHECK(search.choose(ace_held, 0, budget(2000, seed))["type"] == "safe");
      // Deck of 2, the ace not held: the gamble wins 1 in 2, safe 1 in 3.
      hidden_gamble ace_elsewhere(2, 1, 2, seed);
      CHECK(search.choose(ace_elsewhere, 0, budget(2000, seed))["type"] == "gamble");

      // The same positions searched over a resampling that returns the real
      // card: peeking changes both choices, so the two checks above could
      // only pass because the search did not peek.
      ace_held.resample_by_peeking();
      CHECK(search.choose(ace_held, 0, budget(2000, seed))["type"] == "gamble");
      ace_elsewhere.resample_by_peeking();
      CHECK(search.choose(ace_elsewhere, 0, budget(2000, seed))["type"] == "safe");
    }
  }

  TEST_CASE("A look is worth something only to a tree that branches on what the seat sees") {
    ismcts search;
    for (std::uint64_t seed : {1, 2, 3, 4, 5})
      for (int coin : {0, 1}) {
        CAPTURE(seed);
        CAPTURE(coin);
        const look_then_guess game(coin, seed);
        auto settings = budget(2000, seed);
        settings.branch_on_observation = true;
        CHECK(search.choose(game, 0, settings)["type"] == "look");
        // After the look the real coin is known and guessed.
        auto looked = game.clone();
        REQUIRE_FALSE(looked->apply(0, json{{"type", "look"}, {"value", 0}}));
        CHECK(chosen_value(search.choose(*looked, 0, settings)) == coin);
        // The single-observer tree (normal) averages the guess over both
        // coins: the look is worth a half there, and it plays safe.
        settings.branch_on_observation = false;
        CHECK(search.choose(game, 0, settings)["type"] == "safe");
      }
  }

  TEST_CASE("Three seats: each seat is modelled by its own reward, so seat 0 hands the choice to "
            "the seat that will make it win") {
    ismcts search;
    for (std::uint64_t seed : {1, 2, 3}) {
      const kingmaker game;
      CHECK(chosen_value(search.choose(game, 0, budget(500, seed))) == 2);
    }
  }

  TEST_CASE("Simultaneous choice: both seats are awaited, and each picks its best number") {
    ismcts search;
    for (std::uint64_t seed : {1, 2, 3}) {
      const simultaneous_pick fresh;
      CHECK(chosen_value(search.choose(fresh, 0, budget(1000, seed))) == 3);
      CHECK(chosen_value(search.choose(fresh, 1, budget(1000, seed))) == 3);
      // Seat 0 has picked 1, unseen by seat 1, who is still awaited.
      simultaneous_pick one_picked;
      one_picked.set_pick(0, 1);
      CHECK(chosen_value(search.choose(one_picked, 1, budget(1000, seed))) == 3);
    }
  }

  TEST_CASE("Seeded searches repeat exactly; a stop signal ends the search between iterations") {
    ismcts first;
    ismcts second;
    const nim game(23);
    const json a = first.choose(game, 0, budget(300, 9));
    const json b = second.choose(game, 0, budget(300, 9));
    CHECK(a == b);
    CHECK(first.stats().nodes == second.stats().nodes);
    CHECK(first.stats().actions_applied == second.stats().actions_applied);
    CHECK(first.stats().iterations == 300);
    CHECK_FALSE(first.stats().stopped);

    stop_after five(5);
    first.choose(game, 0, budget(300, 9), &five);
    CHECK(first.stats().iterations == 6); // the first iteration is not asked about
    CHECK(first.stats().stopped);
  }

  TEST_CASE("An action is one edge with or without its words") {
    const json bare = {{"type", "take"}, {"value", 2}};
    json worded = bare;
    worded["label"] = "Take 2 stones";
    worded["msg"] = {{"key", "nim.take"}, {"params", {{"n", 2}}}};
    CHECK(tavern::bot::action_key(worded) == tavern::bot::action_key(bare));
    // Inside a field the words are data like any other.
    const json nested_bare = {{"type", "take"}, {"pick", bare}};
    const json nested_worded = {{"type", "take"}, {"pick", worded}};
    CHECK(tavern::bot::action_key(nested_worded) != tavern::bot::action_key(nested_bare));
    json other = bare;
    other["value"] = 3;
    CHECK(tavern::bot::action_key(other) != tavern::bot::action_key(bare));
  }

  TEST_CASE("A game's knowledge sets its bots' exploration; a game without its own keeps the "
            "default") {
    using tavern::bot::game_knowledge;
    using tavern::bot::level;
    const auto *midevil = tavern::bot::knowledge_for("midevil");
    REQUIRE(midevil != nullptr);
    // MidEvil's estimate lies within hundredths (knowledge/midevil.cpp).
    CHECK(midevil->exploration() < game_knowledge::default_exploration);
    for (level l : {level::easy, level::normal, level::hard})
      CHECK(tavern::bot::bot_player("midevil", l, 1).settings().exploration ==
            midevil->exploration());
    CHECK(tavern::bot::bot_player("deadmansdraw", level::hard, 1).settings().exploration ==
          game_knowledge::default_exploration);
    CHECK(search_settings{}.exploration == game_knowledge::default_exploration);
  }

  TEST_CASE("A single legal action is played without searching; a seat not awaited gets null") {
    ismcts search;
    const nim game(1);
    CHECK(chosen_value(search.choose(game, 0, budget(300, 1))) == 1);
    CHECK(search.stats().iterations == 0);
    CHECK(search.choose(game, 1, budget(300, 1)).is_null());
  }
}
