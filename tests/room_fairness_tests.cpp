// Fair shuffles through a room (protocol.md, "Fair shuffles"): the
// commitment every member holds before a game starts is the one the game
// uses; its seed is derived from the revealed secret and every seat's value;
// the secret stays out of every document until the game ends; and the same
// server secret with other player values deals another game.
#include "games/options.hpp"
#include "games/registry.hpp"
#include "protocol/fair_seed.hpp"
#include "protocol/sha256.hpp"
#include "server/rooms/room.hpp"
#include "tests/support/recording_participant.hpp"

#include <doctest/doctest.h>

using namespace tavern;
using namespace tavern::server;
using tavern::testing::recording_participant;
using json = tavern::json;

namespace {

struct table {
  games::registry registry = games::make_shipped_registry();
  std::uint64_t next_word;
  std::unique_ptr<room> r;
  std::shared_ptr<recording_participant> ann = std::make_shared<recording_participant>();
  std::shared_ptr<recording_participant> bob = std::make_shared<recording_participant>();
  std::shared_ptr<recording_participant> eve = std::make_shared<recording_participant>();

  // Every room made with the same `first_word` draws the same server secrets.
  explicit table(std::uint64_t first_word, int seats = 2) : next_word(first_word) {
    room_environment env;
    env.now = [] { return wall_clock::time_point(std::chrono::seconds(1'700'000'000)); };
    env.new_seed = [this] { return next_word++; };
    env.new_token = [] { return std::string("token"); };
    const auto &rules = *registry.find("deadmansdraw");
    json options = std::get<json>(games::normalize_options(rules.options(), json::object()));
    r = std::make_unique<room>("FAIR", rules, seats, options, room_settings{}, env);
  }

  // Plays the first offered action of the awaited seat until the game ends.
  void play_to_end() {
    int actions = 0;
    while (!r->current_match()->state().finished() && actions < 2000) {
      const int seat = r->current_match()->state().awaiting().front();
      auto &actor = seat == 0 ? *ann : *bob;
      REQUIRE_FALSE(actor.document["actions"].empty());
      REQUIRE_FALSE(r->act(actor, {actor.document["actions"][0], std::nullopt}, nullptr));
      ++actions;
    }
    REQUIRE(r->current_match()->state().finished());
  }
};

// What the spectators saw of the first moves: the deck order shows in it.
std::vector<json> first_moves(table &t) {
  for (int i = 0; i < 6 && !t.r->current_match()->state().finished(); ++i) {
    const int seat = t.r->current_match()->state().awaiting().front();
    auto &actor = seat == 0 ? *t.ann : *t.bob;
    REQUIRE_FALSE(t.r->act(actor, {actor.document["actions"][0], std::nullopt}, nullptr));
  }
  return t.eve->document["log"].get<std::vector<json>>();
}

std::string commitment_of(const json &secret_holder) {
  return protocol::to_hex(
      protocol::sha256(protocol::commitment_text({secret_holder["serverSeed"].get<std::string>(),
                                                  secret_holder["nonce"].get<std::string>()})));
}

} // namespace

TEST_CASE("the commitment held before the start is revealed at the end, and derives the seed") {
  table t(1000);
  REQUIRE_FALSE(t.r->create_seat_for_host(t.ann, "Ann", 1, "annValue1"));
  REQUIRE_FALSE(t.r->join(t.bob, "Bob", std::nullopt, 2, "bob-value_2"));
  REQUIRE_FALSE(t.r->spectate(t.eve, 3));
  const json before = t.eve->document["room"]["fairness"];
  REQUIRE(before["game"].is_null());
  const std::string committed = before["next"];
  CHECK(protocol::is_lower_hex(committed, 64));
  CHECK(t.ann->document["room"]["fairness"] == before);

  // The host's value in start replaces the one sent with create.
  REQUIRE_FALSE(t.r->start(*t.ann, false, 4, "normal", "annFresh"));
  for (auto *p : {t.ann.get(), t.bob.get(), t.eve.get()}) {
    const json &g = p->document["room"]["fairness"]["game"];
    CHECK(g["commitment"] == committed);
    CHECK(g["values"] == json::array({"annFresh", "bob-value_2"}));
    CHECK(g["serverSeed"].is_null()); // secret while the game is played
    CHECK(g["nonce"].is_null());
    CHECK(p->document["room"]["fairness"]["next"] != committed); // the next game's own
  }
  t.play_to_end();
  const json revealed = t.eve->document["room"]["fairness"]["game"];
  REQUIRE(revealed["serverSeed"].is_string());
  CHECK(commitment_of(revealed) == committed);
  const protocol::fair_secret secret{revealed["serverSeed"], revealed["nonce"]};
  CHECK(protocol::fair_game_seed(secret, {"annFresh", "bob-value_2"}) ==
        t.r->current_match()->seed());
  // A tampered value, seed or nonce derives another seed or breaks the commitment.
  CHECK(protocol::fair_game_seed(secret, {"annFresh", "bob-value_3"}) !=
        t.r->current_match()->seed());
  auto tampered = secret;
  tampered.nonce[0] = tampered.nonce[0] == '0' ? '1' : '0';
  CHECK(protocol::fair_commitment(tampered) != committed);
  // A fresh sync agrees with the patched documents.
  for (auto *p : {t.ann.get(), t.bob.get(), t.eve.get()}) {
    const json patched = p->document;
    REQUIRE_FALSE(t.r->sync(*p, 9));
    CHECK(p->messages.back()["state"] == patched);
  }
}

TEST_CASE("a seat with no value and a bot's seat contribute the empty string") {
  table t(2000, 3);
  REQUIRE_FALSE(t.r->create_seat_for_host(t.ann, "Ann", 1));
  REQUIRE_FALSE(t.r->join(t.bob, "Bob", std::nullopt, 2, "bobsValue"));
  REQUIRE_FALSE(t.r->start(*t.ann, true, 4));
  CHECK(t.ann->document["room"]["fairness"]["game"]["values"] ==
        json::array({"", "bobsValue", ""}));
}

TEST_CASE("resume with a value replaces the seat's value for the next game") {
  table t(3000);
  REQUIRE_FALSE(t.r->create_seat_for_host(t.ann, "Ann", 1, "first"));
  REQUIRE_FALSE(t.r->join(t.bob, "Bob", std::nullopt, 2, "bobs"));
  t.r->disconnect(*t.ann);
  auto ann2 = std::make_shared<recording_participant>();
  REQUIRE_FALSE(t.r->resume(ann2, "token", 3, "second"));
  t.ann = ann2;
  REQUIRE_FALSE(t.r->start(*t.ann, false, 4));
  CHECK(t.ann->document["room"]["fairness"]["game"]["values"] == json::array({"second", "bobs"}));
}

TEST_CASE("the same server secret with other player values deals another game") {
  auto deal = [](const char *ann_value, const char *bob_value) {
    table t(4000); // the same server secrets every time
    REQUIRE_FALSE(t.r->create_seat_for_host(t.ann, "Ann", 1, std::string(ann_value)));
    REQUIRE_FALSE(t.r->join(t.bob, "Bob", std::nullopt, 2, std::string(bob_value)));
    REQUIRE_FALSE(t.r->spectate(t.eve, 3));
    REQUIRE_FALSE(t.r->start(*t.ann, false, 4));
    const std::string commitment = t.eve->document["room"]["fairness"]["game"]["commitment"];
    return std::make_pair(commitment, first_moves(t));
  };
  const auto a = deal("alpha", "beta");
  const auto b = deal("alpha", "gamma");
  const auto c = deal("alpha", "beta");
  CHECK(a.first == b.first);   // one server secret
  CHECK(a.second != b.second); // another deal
  CHECK(a.second == c.second); // and nothing else made the difference
}
