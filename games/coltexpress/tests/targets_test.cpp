// Where each action is drawn (targets.cpp; protocol.md, "Choices on the
// table"): every target names the place in the mover's own view that the
// action acts on, not merely some place the view has.
#include "games/coltexpress/moves.hpp"
#include "games/coltexpress/train.hpp"
#include "games/rng.hpp"
#include "test_support.hpp"

#include <algorithm>

using namespace ce_test;

namespace {

// The action of `seat` that is `want` once its presentation is set aside.
json offered_action(const game_state &s, int seat, const json &want) {
  for (auto a : s.legal_actions(seat)) {
    json bare = a;
    tavern::games::kit::strip_presentation(bare);
    if (bare == want)
      return a;
  }
  FAIL("not offered: " << want.dump());
  return {};
}

// The place a target names in the seat's view ("/game" is the view's root).
json place_of(const game_state &s, int seat, const json &action) {
  REQUIRE(action.contains("target"));
  const std::string pointer = action["target"].get<std::string>();
  REQUIRE(pointer.rfind("/game/", 0) == 0);
  const json view = s.view(seat);
  const json::json_pointer at(pointer.substr(5));
  REQUIRE(view.contains(at));
  return view[at];
}

std::uint64_t fnv1a(std::uint64_t h, const std::string &text) {
  for (const unsigned char c : text) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::unique_ptr<game_state> plain4() {
  return start({character::doc, character::django, character::cheyenne, character::tuco});
}

} // namespace

TEST_SUITE("coltexpress targets") {
  TEST_CASE("A shot is drawn on the bandit it hits") {
    auto s = plain4();
    place(*s, 0, 1, true);
    place(*s, 1, 3, true);
    place(*s, 2, 3, true);
    place(*s, 3, 4, true);
    steal(*s, {{0, action_kind::fire}});
    for (int victim : {1, 2}) {
      const json shot = offered_action(*s, 0, {{"type", "fire"}, {"bandit", victim}});
      CHECK(shot["target"] == "/game/bandits/" + std::to_string(victim));
      const json bandit = place_of(*s, 0, shot);
      CHECK(bandit["character"] == (victim == 1 ? "django" : "cheyenne"));
      CHECK(bandit["car"] == 3);
    }
  }

  TEST_CASE("A move is drawn on the floor the bandit moves to") {
    auto s = plain4();
    place(*s, 0, 2, false);
    steal(*s, {{0, action_kind::move}});
    CHECK(offered_action(*s, 0, {{"type", "move"}, {"car", 3}})["target"] == "/game/cars/3/inside");
    place(*s, 1, 2, true);
    steal(*s, {{1, action_kind::move}});
    const json up = offered_action(*s, 1, {{"type", "move"}, {"car", 4}});
    CHECK(up["target"] == "/game/cars/4/roof");
    CHECK(place_of(*s, 1, up).contains("jewel"));
  }

  TEST_CASE("A card is played where it lies in the hand") {
    auto s = plain4();
    const int seat = awaited_seat(*s);
    REQUIRE(seat >= 0);
    int plays = 0;
    for (const json &a : s->legal_actions(seat)) {
      if (a["type"] == "draw")
        CHECK(a["target"] == "/game/players/" + std::to_string(seat) + "/deckCount");
      if (a["type"] != "play")
        continue;
      CHECK(place_of(*s, seat, a)["id"] == a["card"]);
      // Playing is one first step, then which card.
      CHECK(a["group"]["key"] == "play");
      CHECK(a["group"]["label"] == "Play a card");
      ++plays;
    }
    CHECK(plays > 1);
  }

  TEST_CASE("Loot is taken where it lies, of its kind") {
    auto s = plain4();
    place(*s, 0, 2, false);
    place(*s, 1, 2, false);
    auto &t = edit(*s);
    const int jewel = ce::first_loot_of(t.reserve_loot, t, ce::loot_kind::jewel);
    std::erase(t.reserve_loot, jewel);
    t.bandits[1].loot.push_back(jewel);
    steal(*s, {{0, action_kind::punch}});
    const json knock = offered_action(*s, 0, {{"type", "punchLoot"}, {"kind", "jewel"}});
    CHECK(knock["target"] == "/game/bandits/1/loot/jewel");
    CHECK(place_of(*s, 0, knock) == 1);
  }

  TEST_CASE("A character is chosen where the box shows it") {
    const auto g = ce::make_game();
    auto created = g->create(json::object(), 3, 7);
    auto s = std::move(std::get<std::unique_ptr<game_state>>(created));
    const int seat = awaited_seat(*s);
    const auto actions = s->legal_actions(seat);
    REQUIRE(!actions.empty());
    for (const json &a : actions) {
      REQUIRE(a["type"] == "character");
      CHECK(place_of(*s, seat, a) == a["character"]);
    }
  }

  TEST_CASE("Only the offered actions say where they are drawn and carry "
            "words, not the legal "
            "moves") {
    auto s = plain4();
    const int seat = awaited_seat(*s);
    REQUIRE(seat >= 0);
    const json offered = s->legal_actions(seat);
    const json moves = ce::legal_moves(data(*s), seat);
    const json choices = s->legal_choices(seat);
    REQUIRE(offered.size() == moves.size());
    CHECK(choices == moves);
    int drawn = 0;
    for (std::size_t i = 0; i < offered.size(); ++i) {
      CHECK_FALSE(moves[i].contains("target"));
      CHECK_FALSE(moves[i].contains("group"));
      CHECK_FALSE(moves[i].contains("label"));
      CHECK_FALSE(moves[i].contains("msg"));
      drawn += offered[i].contains("target");
      CHECK(!offered[i]["label"].get<std::string>().empty());
      json labelled = moves[i];
      ce::label_action(data(*s), seat, labelled);
      CHECK(labelled["label"] == offered[i]["label"]);
      CHECK(labelled["msg"] == offered[i]["msg"]);
      json bare = offered[i];
      for (const char *presentation : {"target", "group", "label", "msg"})
        bare.erase(presentation);
      CHECK(bare == moves[i]);
    }
    CHECK(drawn > 1);
    // Words also where an action is shown outside the list: a timeout's move
    // and a refusal, which names the offered actions by their labels.
    CHECK(!s->default_action(seat)["label"].get<std::string>().empty());
    json wrong = moves[0];
    for (const char *field : {"card", "car", "bandit"})
      if (wrong.contains(field))
        wrong[field] = 999;
    REQUIRE(wrong != moves[0]);
    const auto err = s->clone()->apply(seat, wrong);
    REQUIRE(err);
    CHECK(err->message.find(offered[0]["label"].get<std::string>()) != std::string::npos);
  }

  // Every seat's offered actions along seeded random games of 2 to 6
  // players, as they were when legal_moves itself wrote `target` and `group`
  // and the labels (the digest and counts were taken then): moving that work
  // out of the legal moves changed nothing a client receives.
  TEST_CASE("The offered actions along seeded games are as they were") {
    const auto g = ce::make_game();
    std::uint64_t digest = 0xcbf29ce484222325ULL;
    long actions = 0, targets = 0, groups = 0;
    for (int players = 2; players <= 6; ++players)
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        auto created = g->create(json::object(), players, seed * 31 + players);
        auto s = std::move(std::get<std::unique_ptr<game_state>>(created));
        tavern::games::rng r(seed);
        while (!s->finished()) {
          for (int seat = 0; seat < players; ++seat) {
            const json offered = s->legal_actions(seat);
            digest = fnv1a(digest, offered.dump());
            for (const json &a : offered) {
              ++actions;
              targets += a.contains("target");
              groups += a.contains("group");
            }
          }
          const auto awaited = s->awaiting();
          const int seat = awaited[r.below(awaited.size())];
          const json legal = s->legal_actions(seat);
          act(*s, seat, legal[r.below(legal.size())]);
        }
      }
    CHECK(actions == 8722);
    CHECK(targets == 8601);
    CHECK(groups == 6554);
    CHECK(digest == 0x312b86b9321478abULL);
  }
}
