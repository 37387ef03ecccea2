// Random playouts over every player count and option combination, with the
// invariants checked after every action and coverage of every suit ability
// and every trait asserted over the run.
#include "test_support.hpp"
#include "tests/engine_harness.hpp"

#include <algorithm>
#include <chrono>
#include <set>

using namespace dmd_test;
namespace harness = tavern::harness;

namespace {

std::vector<card> every_card(const dmd::table &t) {
  std::vector<card> all = t.draw_pile;
  all.insert(all.end(), t.discard_pile.begin(), t.discard_pile.end());
  all.insert(all.end(), t.map_revealed.begin(), t.map_revealed.end());
  for (const auto &p : t.play_area)
    all.push_back(p.c);
  for (const auto &b : t.banks)
    for (int i = 0; i < dmd::suit_count; ++i)
      for (int v : b.of(dmd::suit_at(i)))
        all.push_back({dmd::suit_at(i), v});
  std::sort(all.begin(), all.end(), dmd::card_less);
  return all;
}

// The scoring rule written again, independently of the engine's.
int expected_score(const dmd::table &t, int seat) {
  int total = 0;
  for (int i = 0; i < dmd::suit_count; ++i) {
    int best = 0;
    for (int v : t.banks[seat].of(dmd::suit_at(i)))
      best = std::max(best, v);
    total += best;
  }
  const bool golden = t.rules.traits && t.traits_revealed && t.chosen[seat] == trait::golden_scales;
  if (golden && !t.banks[seat].of(mermaid).empty())
    total += 5;
  return total;
}

std::string check_invariants(const game_state &s, const std::vector<card> &deck) {
  const auto &t = data(s);
  if (every_card(t) != deck)
    return "cards were created or lost: " + std::to_string(every_card(t).size()) + " of " +
           std::to_string(deck.size());
  const json v = s.view(spectator);
  for (int seat = 0; seat < t.players(); ++seat) {
    if (v["scores"][std::to_string(seat)] != expected_score(t, seat))
      return "seat " + std::to_string(seat) + " scores " +
             v["scores"][std::to_string(seat)].dump() + ", the rule says " +
             std::to_string(expected_score(t, seat));
    for (int i = 0; i < dmd::suit_count; ++i) {
      const auto &stack = t.banks[seat].of(dmd::suit_at(i));
      if (!std::is_sorted(stack.begin(), stack.end()))
        return "a bank stack is out of order";
    }
  }
  std::set<int> suits;
  for (const auto &p : t.play_area)
    if (!suits.insert(dmd::index_of(p.c.s)).second)
      return "two cards of one suit in the play area";
  if (t.revealed_on_draw < 0 || t.revealed_on_draw > static_cast<int>(t.draw_pile.size()))
    return "more cards revealed than in the draw pile";
  if (t.kraken_owed < 0 || t.kraken_owed > 4)
    return "a Kraken demand out of range";
  if (s.finished()) {
    const auto r = s.result();
    int best = -1;
    for (int seat = 0; seat < t.players(); ++seat)
      best = std::max(best, expected_score(t, seat));
    for (int w : r.winners)
      if (expected_score(t, w) != best)
        return "a winner without the best score";
  }
  return {};
}

struct coverage {
  std::set<std::string> abilities;
  std::set<std::string> traits;

  void scan(const game_state &s) {
    for (const auto &e : s.log()) {
      const json &j = e.entry;
      const std::string event = j.value("event", "");
      if (event == "nothing")
        continue;
      if (j.contains("ability"))
        abilities.insert(j["ability"].get<std::string>());
      if (event == "bonus") // the Key and the Chest act together
        abilities.insert("chest");
      if (j.contains("trait") && event != "trait_revealed" && event != "trait_choice")
        traits.insert(j["trait"].get<std::string>());
    }
  }
};

} // namespace

TEST_SUITE("deadmansdraw playouts") {

  TEST_CASE("Random playouts: 2-8 players, both editions, traits on and off, Mermaid variant on "
            "and off; invariants after every action; every ability and trait fires") {
    const auto g = dmd::make_game();
    // Thousands of games in a normal build; a few per setting under the
    // sanitizers (see harness::sanitized_build).
    constexpr int games_per_setting = harness::full_or_sanitized(36, 3);
    coverage seen;
    int games = 0;
    long actions = 0;
    const auto started = std::chrono::steady_clock::now();
    for (int players = 2; players <= 8; ++players)
      for (const char *ed : {"classic", "revised"})
        for (bool with_traits : {true, false})
          for (bool variant : {false, true}) {
            std::vector<card> deck;
            for (int set = 0; set < (players > 4 ? 2 : 1); ++set)
              for (const card &c : dmd::loot_deck(variant))
                deck.push_back(c);
            std::sort(deck.begin(), deck.end(), dmd::card_less);
            for (int k = 0; k < games_per_setting; ++k) {
              harness::config c;
              c.players = players;
              c.options = {{"edition", ed}, {"traits", with_traits}, {"mermaidVariant", variant}};
              c.seed = 1000003ULL * static_cast<std::uint64_t>(games) + 17;
              harness::playout_options o;
              o.try_all_actions = k == 0; // costly: clones the state per legal action
              o.observe = [&](const game_state &s, harness::playout_report &r) {
                if (auto problem = check_invariants(s, deck); !problem.empty())
                  r.failures.push_back(problem + " (seed " + std::to_string(c.seed) + ")");
                if (s.finished())
                  seen.scan(s);
              };
              const auto report = harness::random_playout(*g, c, o);
              ++games;
              actions += report.actions;
              if (!report.failures.empty()) {
                FAIL_CHECK(report.failures.front());
                continue;
              }
              CHECK(report.finished);
            }
          }
    const auto seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    MESSAGE(games << " games, " << actions << " actions in " << seconds << " s");
    CHECK(games == 7 * 8 * games_per_setting);
    if (harness::sanitized_build)
      return; // a few games per setting reach less than the full run

    for (int i = 0; i < dmd::suit_count; ++i) {
      const std::string suit_key(dmd::suit_key(dmd::suit_at(i)));
      CAPTURE(suit_key);
      CHECK(seen.abilities.count(suit_key) == 1);
    }
    for (int i = 0; i < dmd::trait_count; ++i) {
      const std::string trait_key(dmd::trait_key(static_cast<trait>(i)));
      CAPTURE(trait_key);
      CHECK(seen.traits.count(trait_key) == 1);
    }
  }

} // TEST_SUITE
