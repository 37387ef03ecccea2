// Random playouts with invariants after every action, and the generic harness checks.
#include "test_support.hpp"
#include "tests/engine_harness.hpp"

#include <chrono>
#include <memory>
#include <regex>
#include <set>

using namespace mev_test;
namespace harness = tavern::harness;

namespace {

// Every walkable square of the map can be walked to from the Altar ("devi
// andare nel cimitero": a map with parts nobody can enter may hold the
// Graveyard out of reach, and then the game cannot end by the book).
void check_reachable(const mev::table &t, harness::playout_report &r) {
  const auto all = mev::walkable_squares(t);
  std::set<mev::pos> seen{mev::altar_centre()};
  std::vector<mev::pos> queue{mev::altar_centre()};
  for (std::size_t head = 0; head < queue.size(); ++head)
    for (const mev::pos n : mev::steps_from(t, queue[head]))
      if (seen.insert(n).second)
        queue.push_back(n);
  if (seen.size() != all.size())
    r.failures.push_back("only " + std::to_string(seen.size()) + " of " +
                         std::to_string(all.size()) + " walkable squares reachable from the Altar");
}

void check_invariants(const game_state &s, harness::playout_report &r) {
  const auto &t = data(s);
  std::array<int, 3> on_map{};
  for (const auto &[_, c] : t.skeletons)
    ++on_map[c];
  for (int c = 0; c < 3; ++c) {
    int held = 0;
    for (const auto &p : t.seats)
      held += p.trophies[c];
    const int total = t.supply[c] + on_map[c] + held + t.removed[c];
    if (total != 40)
      r.failures.push_back("colour " + std::to_string(c) + " totals " + std::to_string(total));
    if (t.supply[c] < 0 || t.removed[c] < 0)
      r.failures.push_back("negative skeleton count");
  }
  int life = t.life_supply + static_cast<int>(t.life_tokens.size());
  for (const auto &p : t.seats) {
    life += p.life;
    if (p.life < 0 || p.life > 5)
      r.failures.push_back("life out of range: " + std::to_string(p.life));
  }
  if (life != 50)
    r.failures.push_back("life tokens total " + std::to_string(life));
  std::vector<int> cards(t.event_deck);
  cards.insert(cards.end(), t.discard.begin(), t.discard.end());
  for (const auto &p : t.seats) {
    cards.insert(cards.end(), p.hand.begin(), p.hand.end());
    cards.insert(cards.end(), p.in_play.begin(), p.in_play.end());
  }
  for (const auto &pc : t.stack)
    cards.push_back(pc.id);
  for (const auto &h : t.horses)
    cards.push_back(h.card);
  cards.push_back(mev::necronomicon_id);
  std::sort(cards.begin(), cards.end());
  bool ok = cards.size() == 50;
  for (int i = 0; ok && i < 50; ++i)
    ok = cards[i] == i;
  if (!ok)
    r.failures.push_back("event cards not all accounted for: " + std::to_string(cards.size()));
  const int book_places =
      (t.book_holder >= 0) + (t.book_square ? 1 : 0) + (t.book_set_aside ? 1 : 0);
  if (book_places != 1)
    r.failures.push_back("the Necronomicon is in " + std::to_string(book_places) + " places");
  // Never two skeletons on a square (a map), never on an unwalkable square.
  for (const auto &[sq, _] : t.skeletons)
    if (!mev::walkable(t, sq))
      r.failures.push_back("skeleton on an unwalkable square " + mev::pos_key(sq));
  for (const auto &p : t.seats)
    if (!mev::walkable(t, p.square))
      r.failures.push_back("pawn on an unwalkable square " + mev::pos_key(p.square));
  check_reachable(t, r);
}

// The words people read never show grid coordinates ("1,-3"): the map has
// none, so a place is named by what the map shows (places.hpp).
struct coordinate_check {
  std::size_t log_seen = 0;
  int labels = 0, entries = 0;
  void operator()(const game_state &s, harness::playout_report &r) {
    static const std::regex coordinates{R"(-?\d+,-?\d+)"};
    auto check = [&](const std::string &text, const char *what) {
      if (std::regex_search(text, coordinates))
        r.failures.push_back(std::string(what) + " with coordinates: " + text);
    };
    for (int seat : s.awaiting())
      for (const auto &a : s.legal_actions(seat)) {
        check(a.value("label", std::string()), "label");
        ++labels;
      }
    const auto &log = s.log();
    for (; log_seen < log.size(); ++log_seen) {
      check(log[log_seen].entry.value("text", std::string()), "log line");
      ++entries;
    }
  }
};

} // namespace

TEST_SUITE("midevil playouts") {

  TEST_CASE("Labels and log lines name places in words, never by grid coordinates") {
    const auto g = mev::make_game();
    int labels = 0, entries = 0;
    for (std::uint64_t seed = 700; seed < 700 + harness::full_or_sanitized(6, 2); ++seed) {
      auto check = std::make_shared<coordinate_check>();
      harness::playout_options o;
      o.try_all_actions = false;
      o.observe = [check](const game_state &s, harness::playout_report &r) { (*check)(s, r); };
      const int players = 2 + static_cast<int>(seed % 5);
      const auto report = harness::random_playout(*g, {players, {{"maxRounds", 6}}, seed}, o);
      CAPTURE(seed);
      for (const auto &f : report.failures)
        FAIL_CHECK(f);
      labels += check->labels;
      entries += check->entries;
    }
    CHECK(labels > 500);
    CHECK(entries > 200);
  }

  TEST_CASE("Random playouts for 2-6 players keep every invariant after every action") {
    const auto g = mev::make_game();
    std::uint64_t seed = 100;
    std::set<std::string> types, cards;
    for (int players = 2; players <= 6; ++players)
      for (int i = 0; i < harness::full_or_sanitized(4, 1); ++i) {
        harness::playout_options o;
        o.try_all_actions = i == 0 && players <= 3; // every legal action is applied to a copy
        o.observe = check_invariants;
        const int rounds = harness::full_or_sanitized(8, 2);
        const auto report =
            harness::random_playout(*g, {players, {{"maxRounds", rounds}}, seed++}, o);
        CAPTURE(players);
        for (const auto &f : report.failures)
          FAIL_CHECK(f);
        CHECK(report.finished);
        // The tiles section tells the server which tiles a move placed, and the
        // harness checked it against the section rebuilt whole.
        CHECK(report.section_changes_checked > 0);
        for (const auto &st : report.history) {
          types.insert(st.action["type"].get<std::string>());
          if (st.action["type"] == "play")
            cards.insert(std::string(mev::card_key(st.action["card"].get<int>())));
        }
      }
    if (harness::sanitized_build)
      return; // a few short games reach less than the full run
    // The playouts reach every part of the turn.
    for (const char *t :
         {"begin", "place", "skeleton", "life", "move", "stop", "pickUp", "leave", "skeletonMove",
          "discard", "endTurn", "play", "pass", "reroll", "spend", "attack"})
      CHECK_MESSAGE(types.count(t) == 1, t);
    std::string seen;
    for (const auto &t : types)
      seen += t + " ";
    MESSAGE("action types in the playouts: " << seen);
    MESSAGE("cards played in the playouts: " << cards.size() << " of 23 types");
    CHECK(cards.size() >= 15);
  }

  TEST_CASE("Replay: the same seed and actions give the same views and logs") {
    const auto g = mev::make_game();
    for (int players : {2, 5}) {
      const auto report = harness::check_replay(*g, {players, {{"maxRounds", 4}}, 31});
      CAPTURE(players);
      for (const auto &f : report.failures)
        FAIL_CHECK(f);
      CHECK(report.actions > 50);
    }
  }

  TEST_CASE("Illegal actions are refused with the state unchanged") {
    const auto g = mev::make_game();
    for (int players : {2, 4}) {
      const auto report = harness::check_rejections(*g, {players, {{"maxRounds", 3}}, 41}, 3);
      CAPTURE(players);
      for (const auto &f : report.failures)
        FAIL_CHECK(f);
      CHECK(report.probes > 100);
    }
  }

  TEST_CASE("Leaks: hands, the event deck and the tile deck are redrawn by resample_hidden, views "
            "unchanged") {
    const auto g = mev::make_game();
    for (int players : {2, 3, 6}) {
      harness::leak_options o;
      o.stride = 3;
      o.resamples = 2;
      o.min_changed = 0.5;
      o.hidden_fingerprint = [](const game_state &s) { return mev::debug_dump(s); };
      const auto report = harness::check_leaks(*g, {players, {{"maxRounds", 3}}, 51}, o);
      CAPTURE(players);
      for (const auto &f : report.failures)
        FAIL_CHECK(f);
      CHECK(report.trials > 20);
      CHECK(report.changed * 2 > report.trials); // changed in most trials
    }
  }

  TEST_CASE("Leaks: Give me that... shows the hand to the player who played it only") {
    mev::scenario s;
    s.seats.resize(2);
    s.seats[1].played = true;
    s.seats[0].hand = {"giveMeThat"};
    s.seats[1].hand = {"mace", "lost", "yoink"};
    s.dice = {1};
    auto st = mev::make_scenario(s);
    pass_all(*st);
    act(*st, 0, {{"type", "play"}, {"card", card_id(*st, 0, "giveMeThat")}, {"seat", 1}});
    pass_all(*st);
    REQUIRE(data(*st).dec == mev::decision::take);
    tavern::games::rng r(5);
    for (int viewer : {0, 1, spectator}) {
      auto copy = st->resample_hidden(viewer, r);
      CHECK(copy->view(viewer) == st->view(viewer));
      CHECK(copy->legal_actions(0) == st->legal_actions(0));
    }
    // Seat 0 knows seat 1's hand while taking: it is not redrawn for him.
    auto copy = st->resample_hidden(0, r);
    CHECK(data(*copy).seats[1].hand == data(*st).seats[1].hand);
  }

  TEST_CASE("Long run: 400 seeds, 2-6 players, invariants after every action (run with --no-skip)" *
            doctest::skip()) {
    const auto g = mev::make_game();
    int done = 0;
    for (std::uint64_t seed = 1000; seed < 1400; ++seed) {
      harness::playout_options o;
      o.try_all_actions = false;
      o.observe = check_invariants;
      const int players = 2 + static_cast<int>(seed % 5);
      const auto report = harness::random_playout(*g, {players, {{"maxRounds", 10}}, seed}, o);
      CAPTURE(seed);
      CAPTURE(players);
      for (const auto &f : report.failures)
        FAIL_CHECK(f);
      done += report.finished;
    }
    MESSAGE(done << " finished");
  }

} // TEST_SUITE
