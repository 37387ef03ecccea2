// What `tavern-cli verify` checks, on a replay built as the server builds one:
// a game of Dead Man's Draw seeded from a fair secret and two players'
// values, played to its end. The untouched replay passes every check; a
// tampered server seed, nonce, player value, seed, action or result fails.
#include "clients/cli/replay_check.hpp"
#include "games/match.hpp"
#include "protocol/fair_seed.hpp"

#include <doctest/doctest.h>

using namespace tavern;
using json = tavern::json;

namespace {

json finished_replay(const games::registry &games) {
  const protocol::fair_secret secret{
      "9c4f1e2d3b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0",
      "00112233445566778899aabbccddeeff"};
  const std::vector<std::string> values{"annsValue", ""};
  const std::uint64_t seed = protocol::fair_game_seed(secret, values);
  const auto &rules = *games.find("deadmansdraw");
  const json options = {{"edition", "classic"}, {"traits", true}, {"mermaidVariant", false}};
  auto started = games::match::start(rules, options, 2, seed);
  REQUIRE(std::holds_alternative<games::match>(started));
  auto &m = std::get<games::match>(started);
  json actions = json::array();
  while (!m.state().finished() && actions.size() < 2000) {
    const int seat = m.state().awaiting().front();
    json action = m.state().legal_actions(seat).at(0);
    action.erase("label");
    action.erase("msg");
    REQUIRE_FALSE(m.apply(seat, action));
    actions.push_back({{"seat", seat}, {"action", action}, {"at", 0}});
  }
  REQUIRE(m.state().finished());
  return {{"id", "g1"},
          {"game", "deadmansdraw"},
          {"options", options},
          {"players", {"Ann", "Bot 2"}},
          {"seed", std::to_string(seed)},
          {"fairness",
           {{"commitment", protocol::fair_commitment(secret)},
            {"serverSeed", secret.server_seed},
            {"nonce", secret.nonce},
            {"values", values}}},
          {"actions", actions},
          {"result", m.state().result().to_json()}};
}

std::string failed_steps(const cli::replay_check &check) {
  std::string out;
  for (const auto &s : check.steps)
    if (!s.passed)
      out += s.what + " ";
  return out;
}

} // namespace

TEST_CASE("verify: an untouched replay passes, a tampered one fails the right check") {
  const auto games = games::make_shipped_registry();
  const json replay = finished_replay(games);
  const auto clean = cli::check_replay(replay, games);
  CHECK(clean.passed());
  CHECK(clean.steps.size() == 4); // commitment, seed, replay, result

  auto tampered = [&](auto change) {
    json copy = replay;
    change(copy);
    return failed_steps(cli::check_replay(copy, games));
  };
  // The server seed or the nonce changed after the commitment: the commitment
  // no longer matches (and the seed no longer derives).
  CHECK(tampered([](json &r) { r["fairness"]["serverSeed"] = std::string(64, 'a'); }) ==
        "commitment seed ");
  CHECK(tampered([](json &r) { r["fairness"]["nonce"] = std::string(32, 'b'); }) ==
        "commitment seed ");
  // A player's value changed: the seed does not come from the values.
  CHECK(tampered([](json &r) { r["fairness"]["values"][1] = "mine"; }) == "seed ");
  CHECK(tampered([](json &r) { r["fairness"]["values"] = json::array({"annsValue"}); }) == "seed ");
  // Another seed than the derived one: the seed check fails, and the game
  // dealt from it does not accept the recorded actions or end the same way.
  const auto other_seed = tampered([](json &r) { r["seed"] = "12345"; });
  CHECK(other_seed.find("seed ") == 0);
  CHECK(other_seed != "seed ");
  // A recorded result that the game does not come to.
  CHECK(tampered([](json &r) { r["result"]["scores"]["0"] = 999; }) == "result ");
  // A missing record.
  CHECK(tampered([](json &r) { r.erase("fairness"); }) == "commitment ");
}
