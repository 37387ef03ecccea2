// Random playouts over every player count and option, with the invariants
// checked after every action and coverage of every card, character, event,
// station and decision asserted over the run.
#include "games/coltexpress/scoring.hpp"
#include "test_support.hpp"
#include "tests/engine_harness.hpp"

#include <algorithm>
#include <map>
#include <set>

using namespace ce_test;
namespace harness = tavern::harness;

namespace {

// Every card is in exactly one place: a hand, a deck, a discard pile, the
// programmed pile, a bandit's unfired bullets or the neutral bullets.
std::string check_cards(const ce::table &t) {
  std::vector<int> seen(t.cards.size(), 0);
  for (const auto &sc : t.seats)
    for (const auto *pile : {&sc.hand, &sc.deck, &sc.discard})
      for (int id : *pile)
        ++seen[static_cast<std::size_t>(id)];
  for (const auto &p : t.pile)
    if (!p.resolved)
      ++seen[static_cast<std::size_t>(p.card)];
  for (const auto &b : t.bandits)
    for (int id : b.bullets)
      ++seen[static_cast<std::size_t>(id)];
  for (int id : t.neutral)
    ++seen[static_cast<std::size_t>(id)];
  for (std::size_t id = 0; id < seen.size(); ++id)
    if (seen[id] != 1)
      return "card " + std::to_string(id) + " is in " + std::to_string(seen[id]) + " places";
  // A seat's action cards never leave it; bullets fired plus neutral ones received match hits.
  int fired = 0, hits = 0;
  for (const auto &b : t.bandits) {
    fired += b.fired();
    hits += b.hits;
  }
  const int neutral_used = ce::neutral_bullet_count - static_cast<int>(t.neutral.size());
  if (fired + neutral_used != hits)
    return "bullets fired and received disagree";
  const std::size_t per_seat = t.rules.two_player() ? 11 : 10;
  const std::size_t expected = per_seat * t.seats.size() +
                               t.bandits.size() * ce::bullets_per_bandit + ce::neutral_bullet_count;
  if (t.cards.size() != expected)
    return "wrong number of cards";
  return {};
}

// Every loot token is in exactly one place, and the money adds up.
std::string check_loot(const ce::table &t) {
  std::vector<int> seen(t.loot.size(), 0);
  for (const auto &b : t.bandits)
    for (int id : b.loot)
      ++seen[static_cast<std::size_t>(id)];
  for (int c = 0; c < t.car_count(); ++c)
    for (const auto *f :
         {&t.inside[static_cast<std::size_t>(c)], &t.roof[static_cast<std::size_t>(c)]})
      for (int id : *f)
        ++seen[static_cast<std::size_t>(id)];
  for (int id : t.reserve_loot)
    ++seen[static_cast<std::size_t>(id)];
  int total = 0;
  for (std::size_t id = 0; id < seen.size(); ++id) {
    const auto &l = t.loot[id];
    if (seen[id] != (l.removed ? 0 : 1))
      return "loot " + std::to_string(id) + " is in " + std::to_string(seen[id]) + " places";
    total += l.value;
  }
  if (t.loot.size() != 18 + 6 + 2 || total != 6000 + 3000 + 2000)
    return "loot was created or changed value";
  int ransom = 0;
  for (const auto &b : t.bandits) {
    ransom += b.ransom;
    if (b.car < 0 || b.car > t.caboose())
      return "a bandit left the train";
    if (!b.roof && b.car == t.marshal_car)
      return "a bandit stays inside with the Marshal";
  }
  if (ransom % 250 != 0)
    return "odd ransom";
  if (t.ph == ce::phase::finished) {
    // "Ci sono cinque turni in un gioco" (five rounds in a game).
    if (t.round != ce::rounds_per_game)
      return "the game ended after " + std::to_string(t.round) + " rounds";
    for (int s = 0; s < t.players(); ++s) {
      int money = 0;
      for (int b : t.bandits_of(s))
        money += t.money(b);
      const auto guns = ce::gunslinger_seats(t);
      if (std::find(guns.begin(), guns.end(), s) != guns.end())
        money += 1000;
      if (t.result.scores[static_cast<std::size_t>(s)] != money)
        return "seat " + std::to_string(s) + "'s score is wrong";
    }
  }
  return {};
}

struct coverage {
  std::set<std::string> action_types;
  std::set<std::string> events;
  std::set<std::string> round_cards;
  std::set<std::string> characters;
  int finished = 0;
  int two_player = 0;
};

void observe(const game_state &s, harness::playout_report &r, coverage &cov) {
  if (s.players() > 1 && ce::inspect(s)->ph == ce::phase::choose)
    return;
  const auto &t = data(s);
  if (!t.cards.empty()) {
    if (auto e = check_cards(t); !e.empty())
      r.failures.push_back(e);
    if (auto e = check_loot(t); !e.empty())
      r.failures.push_back(e);
  }
  for (const auto &e : s.log())
    cov.events.insert(e.entry["event"].get<std::string>());
  for (const auto &b : t.bandits)
    cov.characters.insert(std::string(ce::character_key(b.ch)));
  if (!t.round_cards.empty() && t.round < ce::rounds_per_game)
    cov.round_cards.insert(std::string(t.round_card().key));
  if (!r.history.empty())
    cov.action_types.insert(r.history.back().action["type"].get<std::string>());
}

} // namespace

TEST_SUITE("coltexpress playouts") {

  TEST_CASE("Random playouts over every player count and option keep every invariant") {
    const auto g = ce::make_game();
    coverage cov;
    int games = 0;
    for (int players = 2; players <= 6; ++players)
      for (bool expert : {false, true})
        for (std::uint64_t seed = 1;
             seed <=
             static_cast<std::uint64_t>(harness::full_or_sanitized(players == 2 ? 30 : 18, 2));
             ++seed) {
          if (players == 2 && !expert)
            continue; // 2 players are always expert
          harness::config c;
          c.players = players;
          c.options = {{"expert", expert}};
          c.seed = seed * 7919 + static_cast<std::uint64_t>(players);
          harness::playout_options o;
          o.try_all_actions = seed <= 2;
          o.observe = [&](const game_state &s, harness::playout_report &r) { observe(s, r, cov); };
          const auto r = harness::random_playout(*g, c, o);
          CAPTURE(players);
          CAPTURE(expert);
          CAPTURE(seed);
          if (!r.failures.empty())
            MESSAGE(r.failures.front());
          REQUIRE(r.failures.empty());
          CHECK(r.finished);
          // The bandits and players sections tell the server which members a
          // move changed, and the harness checked that against them rebuilt.
          CHECK(r.section_changes_checked > 0);
          ++games;
          cov.finished += r.finished;
        }
    CHECK(games == cov.finished);
    if (harness::sanitized_build)
      return; // a few games reach less than the full run
    for (const char *type : {"character", "play", "draw", "discard", "keep", "move", "marshal",
                             "fire", "punch", "punchLoot", "cheyenne", "push", "rob", "pickpocket"})
      CHECK_MESSAGE(cov.action_types.count(type) == 1, type);
    for (const char *ev : {"marshalShot", "marshalMoves", "floor", "fire", "pushed", "drop", "rob",
                           "revenge", "ransom", "pickpocket", "gunslinger", "nothing", "event"})
      CHECK_MESSAGE(cov.events.count(ev) == 1, ev);
    CHECK(cov.round_cards.size() == ce::round_table.size());
    CHECK(cov.characters.size() == 6);
  }

} // TEST_SUITE
