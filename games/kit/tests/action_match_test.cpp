// The one matcher every engine on the kit uses: a sent action matches an
// offered one only with the same fields, of the same JSON types, with the
// same values; the label is the offer's own and may be left out or changed.
#include "games/kit/action_match.hpp"

#include <doctest/doctest.h>

using tavern::games::json;
using tavern::games::kit::matches_action;

namespace {

json offered(const char *text) {
  return json::parse(text);
}

} // namespace

TEST_SUITE("kit action matcher") {
  TEST_CASE("strings and integers: exact type and value, the label aside") {
    const json legal = offered(R"({"type":"play","card":12,"label":"Play the Cannon"})");
    CHECK(matches_action(json::parse(R"({"type":"play","card":12})"), legal));
    CHECK(matches_action(json::parse(R"({"type":"play","card":12,"label":"anything"})"), legal));
    CHECK_FALSE(matches_action(json::parse(R"({"type":"play","card":13})"), legal));
    CHECK_FALSE(matches_action(json::parse(R"({"type":"play","card":12.0})"), legal));
    CHECK_FALSE(matches_action(json::parse(R"({"type":"play","card":"12"})"), legal));
    CHECK_FALSE(matches_action(json::parse(R"({"type":"play"})"), legal));
    CHECK_FALSE(matches_action(json::parse(R"({"type":"play","card":12,"extra":1})"), legal));
  }

  TEST_CASE("an offer's msg, like its label, may be sent back, changed or left out") {
    const json legal = offered(
        R"({"type":"play","card":12,"label":"Play the Cannon","msg":{"key":"toy.action.play"}})");
    CHECK(matches_action(json::parse(R"({"type":"play","card":12})"), legal));
    CHECK(matches_action(
        json::parse(R"({"type":"play","card":12,"msg":{"key":"toy.action.play"}})"), legal));
    CHECK(matches_action(json::parse(R"({"type":"play","card":12,"msg":"anything"})"), legal));
    CHECK_FALSE(matches_action(json::parse(R"({"type":"play","card":13,"msg":{}})"), legal));
    CHECK_FALSE(matches_action(json::parse(R"({"type":"play","card":12,"extra":1})"), legal));
  }

  TEST_CASE("an offer's target and group are for drawing the choice: kept, changed or dropped") {
    const json legal = offered(R"({"type":"sword","seat":1,"suit":"anchor","label":"x",)"
                               R"("target":"/game/players/1/bank/anchor",)"
                               R"("group":{"key":"sword","label":"Use the Sword"}})");
    CHECK(matches_action(json::parse(R"({"type":"sword","seat":1,"suit":"anchor"})"), legal));
    CHECK(matches_action(
        json::parse(R"({"type":"sword","seat":1,"suit":"anchor","target":"/game/elsewhere"})"),
        legal));
    CHECK(matches_action(
        json::parse(R"({"type":"sword","seat":1,"suit":"anchor","group":{"key":"sword"}})"),
        legal));
    // The pointer says where the choice is drawn, never which choice it is.
    CHECK_FALSE(matches_action(
        json::parse(R"({"type":"sword","seat":1,"target":"/game/players/1/bank/anchor"})"), legal));
  }

  TEST_CASE("booleans (a Ghost's face-down card, a purse taken or left) are not numbers") {
    const json legal = offered(R"({"type":"play","card":3,"faceDown":true,"label":"x"})");
    CHECK(matches_action(json::parse(R"({"type":"play","card":3,"faceDown":true})"), legal));
    CHECK_FALSE(matches_action(json::parse(R"({"type":"play","card":3,"faceDown":false})"), legal));
    CHECK_FALSE(matches_action(json::parse(R"({"type":"play","card":3,"faceDown":1})"), legal));
    CHECK_FALSE(
        matches_action(json::parse(R"({"type":"play","card":3,"faceDown":"true"})"), legal));
  }

  TEST_CASE("arrays and objects (what a card steals, and from whom) match element by element") {
    const json legal =
        offered(R"({"type":"play","card":7,"from":[{"seat":1,"colour":"red"}],"label":"x"})");
    CHECK(matches_action(
        json::parse(R"({"type":"play","card":7,"from":[{"seat":1,"colour":"red"}]})"), legal));
    CHECK_FALSE(matches_action(
        json::parse(R"({"type":"play","card":7,"from":[{"seat":2,"colour":"red"}]})"), legal));
    CHECK_FALSE(matches_action(
        json::parse(
            R"({"type":"play","card":7,"from":[{"seat":1,"colour":"red"},{"seat":1,"colour":"red"}]})"),
        legal));
    CHECK_FALSE(matches_action(json::parse(R"({"type":"play","card":7,"from":[]})"), legal));
    CHECK_FALSE(matches_action(
        json::parse(R"({"type":"play","card":7,"from":[{"seat":1,"colour":"red","more":0}]})"),
        legal));
    CHECK_FALSE(
        matches_action(json::parse(R"({"type":"play","card":7,"from":{"seat":1}})"), legal));
  }

  TEST_CASE("null and fractions are never offered, so never match") {
    CHECK_FALSE(matches_action(json::parse(R"({"type":"x","v":null})"),
                               offered(R"({"type":"x","v":null,"label":"x"})")));
    CHECK_FALSE(matches_action(json::parse(R"({"type":"x","v":0.5})"),
                               offered(R"({"type":"x","v":0.5,"label":"x"})")));
  }
}
