#include "games/kit/section_revisions.hpp"

#include <doctest/doctest.h>

#include <map>
#include <string>

namespace kit = tavern::games::kit;
using tavern::games::json;

namespace {

// A board of numbered squares, each with a mark, and a score beside it.
struct board {
  std::map<int, std::string> marks;
  int score = 0;
};

struct marks_section {
  static constexpr std::string_view object = "marks";
  static const auto &members(const board &b) { return b.marks; }
  static std::string member_key(int square) { return std::to_string(square); }
  static json member_view(const board &, int, const std::string &mark) { return mark; }
};
struct score_section {
  static auto inputs(const board &b) { return std::tie(b.score); }
};
using revisions = kit::section_revisions<board, marks_section, score_section>;

// The section as it stood, with `changes` applied.
json patched(json section, const tavern::games::section_changes &changes) {
  auto &object = section[changes.object];
  for (const auto &[key, value] : changes.members)
    if (value)
      object[key] = *value;
    else
      object.erase(key);
  return section;
}

} // namespace

TEST_SUITE("kit section revisions") {

  TEST_CASE("a keyed section names the members a move added, changed and removed") {
    board b;
    b.marks = {{1, "x"}, {2, "o"}, {5, "x"}};
    revisions r(b);
    const json before = kit::keyed_section_view<board, marks_section>(b);
    CHECK(before.dump() == R"({"marks":{"1":"x","2":"o","5":"x"}})");
    const auto first = r.revision(0);

    b.marks[3] = "o"; // added
    b.marks[5] = "o"; // changed
    b.marks.erase(1); // removed
    b.score = 4;
    r.after_move(b);
    REQUIRE(r.revision(0) == first + 1);
    const auto changes = r.changes(b, 0, first);
    REQUIRE(changes);
    CHECK(changes->object == "marks");
    REQUIRE(changes->members.size() == 3);
    CHECK(changes->members[0].first == "1");
    CHECK_FALSE(changes->members[0].second);
    CHECK(changes->members[1].first == "3");
    CHECK(*changes->members[1].second == "o");
    CHECK(changes->members[2].first == "5");
    CHECK(patched(before, *changes) == kit::keyed_section_view<board, marks_section>(b));

    // Only from the revision just before the last change, and only for a keyed section.
    CHECK_FALSE(r.changes(b, 0, first + 1));
    CHECK_FALSE(r.changes(b, 0, 0));
    CHECK_FALSE(r.changes(b, 1, r.revision(1) - 1));
  }

  TEST_CASE("a move that leaves a keyed section alone keeps its revision and its last changes") {
    board b;
    b.marks = {{1, "x"}};
    revisions r(b);
    b.marks[2] = "o";
    r.after_move(b);
    const auto changed_at = r.revision(0);
    b.score = 9;
    r.after_move(b);
    CHECK(r.revision(0) == changed_at);
    const auto changes = r.changes(b, 0, changed_at - 1);
    REQUIRE(changes);
    REQUIRE(changes->members.size() == 1);
    CHECK(changes->members[0].first == "2");
    // Edited twice between two moves: both edits are in the one change.
    b.marks[2] = "x";
    b.marks[7] = "x";
    r.after_move(b);
    const auto twice = r.changes(b, 0, changed_at);
    REQUIRE(twice);
    CHECK(twice->members.size() == 2);
  }
}
