// The English of a message, rendered from its template and parameters.
#include "games/kit/log_entries.hpp"
#include "games/kit/messages.hpp"
#include "games/kit/voice.hpp"

#include <array>
#include <doctest/doctest.h>

using namespace tavern::games;
using namespace tavern::games::kit;

namespace {

constexpr std::array phrases = {
    phrase{"toy.log.drew", "{player} drew {card}"},
    phrase{"toy.log.took", "{player} took {victim}'s {card}"},
    phrase{"toy.log.banked", "{player} banked {count, plural, one {# card} other {# cards}}"},
    phrase{"toy.log.bust",
           "{player} busted{kept, plural, =0 {} one {, # card kept} other {, # cards kept}}"},
    phrase{"toy.log.winners", "{winners} win"},
    phrase{"toy.log.because", "{player} passes: {why}"},
    phrase{"toy.log.whyEmpty", "the {place} is empty"},
    phrase{"toy.action.take", "Take {card} from {victim}"},
};

std::string toy_card(const json &c) {
  return c["suit"].get<std::string>() + " " + std::to_string(c["value"].get<int>());
}
std::string toy_place(const json &p) {
  return p.get<std::string>() + " pile";
}

const phrasebook book{phrases, toy_card, toy_place};
const phrasebook &toy_book() {
  return book;
}

json toy_card_param(const char *suit, int value) {
  return card_param({{"suit", suit}, {"value", value}});
}

} // namespace

TEST_SUITE("kit messages") {

  TEST_CASE("a log entry's seats are written as their index in the entry's seats") {
    const std::vector<int> seats{3, 1};
    const message m{"toy.log.took",
                    {{"player", seat_param(3)},
                     {"victim", seat_param(1)},
                     {"card", toy_card_param("Anchor", 2)}}};
    CHECK(english(book, m, {&seats}) == "{0} took {1}'s Anchor 2");
    // In a label, {n} is seat n itself.
    CHECK(english(book, m) == "{3} took {1}'s Anchor 2");
  }

  TEST_CASE("plural forms: one, other, and an exact =0 branch") {
    const auto banked = [](int n) {
      return english(book,
                     {"toy.log.banked", {{"player", seat_param(0)}, {"count", number_param(n)}}});
    };
    CHECK(banked(1) == "{0} banked 1 card");
    CHECK(banked(0) == "{0} banked 0 cards");
    CHECK(banked(4) == "{0} banked 4 cards");
    const auto bust = [](int kept) {
      return english(book,
                     {"toy.log.bust", {{"player", seat_param(0)}, {"kept", number_param(kept)}}});
    };
    CHECK(bust(0) == "{0} busted");
    CHECK(bust(1) == "{0} busted, 1 card kept");
    CHECK(bust(2) == "{0} busted, 2 cards kept");
  }

  TEST_CASE("lists join as English does, and a nested message renders in place") {
    const std::vector<int> seats{0, 2, 1};
    const auto winners = [&](json list) {
      return english(book, {"toy.log.winners", {{"winners", list_param(std::move(list))}}},
                     {&seats});
    };
    CHECK(winners({seat_param(2)}) == "{1} win");
    CHECK(winners({seat_param(2), seat_param(0)}) == "{1} and {0} win");
    CHECK(winners({seat_param(0), seat_param(2), seat_param(1)}) == "{0}, {1} and {2} win");
    const message why{"toy.log.whyEmpty", {{"place", place_param("discard")}}};
    CHECK(english(book, {"toy.log.because", {{"player", seat_param(1)}, {"why", msg_param(why)}}},
                  {&seats}) == "{2} passes: the discard pile is empty");
  }

  TEST_CASE("a key without a template says so instead of a sentence") {
    CHECK(english(book, {"toy.log.unknown"}) == "(no English for toy.log.unknown)");
  }

  TEST_CASE("an action gets its label and msg, a result its reason and msg, a log entry its text "
            "and msg") {
    json action = {{"type", "take"}, {"seat", 1}};
    const message take{"toy.action.take",
                       {{"card", toy_card_param("Key", 5)}, {"victim", seat_param(1)}}};
    label_action(action, book, take);
    CHECK(action["label"] == "Take Key 5 from {1}");
    CHECK(action["msg"] == take.to_json());

    game_result r;
    give_reason(r, book, {"toy.log.whyEmpty", {{"place", place_param("draw")}}});
    CHECK(r.reason == "the draw pile is empty");
    CHECK(r.to_json()["msg"]["key"] == "toy.log.whyEmpty");

    game_log log;
    log_public(log, book,
               {"toy.log.drew", {{"player", seat_param(2)}, {"card", toy_card_param("Map", 3)}}},
               {2}, "draw");
    const int at = log_private(
        log, book, 1, {"toy.log.banked", {{"player", seat_param(1)}, {"count", number_param(2)}}},
        "bank");
    CHECK(log[0].entry["text"] == "{0} drew Map 3");
    CHECK(log[0].entry["msg"]["key"] == "toy.log.drew");
    CHECK(log[0].only.empty());
    CHECK(log[at].entry["text"] == "{0} banked 2 cards");
    CHECK(log[at].only == std::vector<int>{1});
  }

  TEST_CASE("a voice says through its game's phrasebook what the kit's functions say") {
    constexpr voice say{&toy_book};
    json action = {{"type", "take"}};
    say.label(action,
              {"toy.action.take", {{"card", toy_card_param("Key", 5)}, {"victim", seat_param(1)}}});
    CHECK(action["label"] == "Take Key 5 from {1}");
    CHECK(action["msg"]["params"]["victim"] == seat_param(1));

    game_result r;
    say.reason(r, {"toy.log.whyEmpty", {{"place", place_param("draw")}}});
    CHECK(r.reason == "the draw pile is empty");

    game_log log;
    say.log_public(log, {"toy.log.winners", {{"winners", seats_param({2, 0})}}}, {2, 0}, "end");
    CHECK(log[0].entry["text"] == "{0} and {1} win");
    const int at = say.log_private(
        log, 1, {"toy.log.drew", {{"player", seat_param(1)}, {"card", toy_card_param("Map", 3)}}},
        "draw");
    CHECK(log[at].entry["text"] == "{0} drew Map 3");
    CHECK(log[at].only == std::vector<int>{1});
  }

  TEST_CASE("the phrasebook's index finds every key, and nothing else") {
    for (const phrase &p : phrases)
      CHECK(book.template_of(p.key) == p.english);
    CHECK(book.template_of("toy.log").empty());
    CHECK(book.template_of("toy.log.drewx").empty());
    CHECK(book.template_of("").empty());
  }

  TEST_CASE("a result without a message has no msg") {
    game_result r;
    r.reason = "over";
    CHECK_FALSE(r.to_json().contains("msg"));
  }

} // TEST_SUITE
