// Illegal input: refused with a code and a message that says why, leaving the
// state exactly as it was.
#include "test_support.hpp"

using namespace dmd_test;

namespace {

// Everything anyone could observe of a state.
std::string snapshot(const game_state &s) {
  std::string out;
  for (int v = -1; v < s.players(); ++v)
    out += s.view(v).dump() + s.legal_actions(v).dump();
  out += std::to_string(s.log().size());
  return out;
}

struct refusal {
  std::string code;
  std::string message;
};

refusal refuse(game_state &s, int seat, const json &action) {
  const std::string before = snapshot(s);
  const auto err = s.apply(seat, action);
  REQUIRE_MESSAGE(err.has_value(), "accepted: " << action.dump());
  CHECK(snapshot(s) == before);
  CHECK_FALSE(err->message.empty());
  return {err->code, err->message};
}

std::unique_ptr<game_state> cannon_pending() {
  dmd::scenario sc;
  sc.draw = {{cannon, 5}, {key, 2}};
  sc.banks = {{{map, 3}}, {{kraken, 5}, {hook, 4}}};
  auto s = start(sc);
  draw(*s);
  REQUIRE(pending(*s) == "cannon");
  return s;
}

} // namespace

TEST_SUITE("deadmansdraw illegal actions") {

  TEST_CASE("Wrong player: not_your_turn, with the seat whose turn it is") {
    auto s = cannon_pending();
    const auto r = refuse(*s, 1, {{"type", "cannon"}, {"seat", 1}, {"suit", "kraken"}});
    CHECK(r.code == "not_your_turn");
    CHECK(r.message.find("seat 0") != std::string::npos);
    CHECK(refuse(*s, spectator, {{"type", "draw"}}).code == "not_your_turn");
    CHECK(refuse(*s, 2, {{"type", "draw"}}).code == "not_your_turn");
    CHECK(refuse(*s, -5, {{"type", "draw"}}).code == "not_your_turn");
  }

  TEST_CASE("Wrong phase: drawing or banking while the Cannon must fire") {
    auto s = cannon_pending();
    auto r = refuse(*s, 0, {{"type", "draw"}});
    CHECK(r.code == "illegal_action");
    CHECK(r.message.find("Cannon") != std::string::npos);
    r = refuse(*s, 0, {{"type", "trait"}, {"trait", "miser"}});
    CHECK(r.code == "illegal_action");
  }

  TEST_CASE("Malformed actions: not an object, no type, unknown type, wrong field types") {
    auto s = cannon_pending();
    for (const json &bad : {json(nullptr), json(42), json("cannon"), json::array(), json::object(),
                            json{{"type", 3}}, json{{"label", "Fire"}}}) {
      CAPTURE(bad.dump());
      CHECK(refuse(*s, 0, bad).code == "illegal_action");
    }
    auto r = refuse(*s, 0, {{"type", "fly"}});
    CHECK(r.message.find("unknown action type 'fly'") != std::string::npos);
    r = refuse(*s, 0, {{"type", "cannon"}, {"seat", "1"}, {"suit", "kraken"}});
    CHECK(r.message.find("'seat' must be an integer") != std::string::npos);
    r = refuse(*s, 0, {{"type", "cannon"}, {"seat", 1.0}, {"suit", "kraken"}});
    CHECK(r.code == "illegal_action");
    r = refuse(*s, 0, {{"type", "cannon"}, {"suit", "kraken"}});
    CHECK(r.message.find("needs the field 'seat'") != std::string::npos);
  }

  TEST_CASE("Unknown fields are refused") {
    auto s = cannon_pending();
    const auto r = refuse(*s, 0, {{"type", "cannon"}, {"seat", 1}, {"suit", "kraken"}, {"x", 1}});
    CHECK(r.code == "illegal_action");
    CHECK(r.message.find("unknown field 'x'") != std::string::npos);
  }

  TEST_CASE("A choice that is not offered: own bank, empty stack, unknown suit, absent seat") {
    auto s = cannon_pending();
    for (const json &bad : {json{{"type", "cannon"}, {"seat", 0}, {"suit", "map"}},
                            json{{"type", "cannon"}, {"seat", 1}, {"suit", "sword"}},
                            json{{"type", "cannon"}, {"seat", 1}, {"suit", "Kraken"}},
                            json{{"type", "cannon"}, {"seat", 7}, {"suit", "kraken"}}}) {
      CAPTURE(bad.dump());
      const auto r = refuse(*s, 0, bad);
      CHECK(r.code == "illegal_action");
      CHECK(r.message.find("not offered") != std::string::npos);
    }
  }

  TEST_CASE("The label is ignored; a legal action is accepted with or without it") {
    auto s = cannon_pending();
    auto copy = s->clone();
    act(*s, 0, {{"type", "cannon"}, {"seat", 1}, {"suit", "kraken"}, {"label", "anything"}});
    act(*copy, 0, {{"type", "cannon"}, {"seat", 1}, {"suit", "kraken"}});
    CHECK(s->view(spectator) == copy->view(spectator));
  }

  TEST_CASE("An action parsed from text (unsigned numbers) is accepted") {
    auto s = cannon_pending();
    act(*s, 0, json::parse(R"({"type":"cannon","seat":1,"suit":"kraken","label":"x"})"));
    CHECK(stack_of(*s, 1, kraken).empty());
  }

  TEST_CASE("Trait choice: a trait not dealt to you is refused, and choosing twice is "
            "not_your_turn") {
    auto g = dmd::make_game();
    auto s = std::move(std::get<std::unique_ptr<game_state>>(g->create(json::object(), 2, 9)));
    const auto &t = data(*s);
    const std::string other(dmd::trait_key(t.dealt[1][0]));
    const auto r = refuse(*s, 0, {{"type", "trait"}, {"trait", other}});
    CHECK(r.code == "illegal_action");
    const std::string mine(dmd::trait_key(t.dealt[0][0]));
    act(*s, 0, {{"type", "trait"}, {"trait", mine}});
    CHECK(refuse(*s, 0, {{"type", "trait"}, {"trait", mine}}).code == "not_your_turn");
    CHECK(refuse(*s, 1, {{"type", "draw"}}).code == "illegal_action");
  }

  TEST_CASE("After the game ends every action is refused") {
    dmd::scenario sc;
    sc.draw = {{key, 3}};
    auto s = start(sc);
    draw(*s);
    bank(*s);
    REQUIRE(s->finished());
    const auto r = refuse(*s, 0, {{"type", "draw"}});
    CHECK(r.code == "not_your_turn");
    CHECK(r.message == "the game is over");
  }

} // TEST_SUITE
