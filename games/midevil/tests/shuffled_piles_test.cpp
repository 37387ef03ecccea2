// Chance in MidEvil: the harness's chi-square test of the top card of every
// shuffled pile, through the shuffled_piles hook that names them: the event
// deck as dealt (three cards to each seat in turn), the first tile turned up,
// and the first player.
#include "test_support.hpp"
#include "tests/engine_harness.hpp"

using namespace mev_test;
namespace harness = tavern::harness;

namespace {

std::vector<harness::pile> shuffled_piles(const game_state &s) {
  const auto &t = data(s);
  const auto card = [](int id) { return std::string(mev::card_info(mev::card_of(id)).key); };
  harness::pile events{"event deck", {}};
  for (const auto &seat : t.seats)
    for (int id : seat.hand)
      events.cards.push_back(card(id));
  for (auto it = t.event_deck.rbegin(); it != t.event_deck.rend(); ++it)
    events.cards.push_back(card(*it));
  // The first tile turned up, as the log names it (it may fit nowhere and be put
  // aside), or else the top of the tile deck, among every tile but the Altar.
  std::string top;
  for (const auto &e : t.log)
    if (const std::string event = e.entry.value("event", "");
        event == "tileDrawn" || event == "tileDiscarded" || event == "tileReturned") {
      top = e.entry["tile"].get<std::string>();
      break;
    }
  if (top.empty() && !t.tile_deck.empty())
    top = mev::tile_table()[static_cast<std::size_t>(t.tile_deck.back())].key;
  harness::pile tiles{"tiles", {top}};
  bool top_listed = false;
  for (int i = 0; i < static_cast<int>(mev::tile_table().size()); ++i) {
    const std::string key(mev::tile_table()[static_cast<std::size_t>(i)].key);
    if (i == mev::altar_tile())
      continue;
    if (!top_listed && key == top)
      top_listed = true;
    else
      tiles.cards.push_back(key);
  }
  harness::pile first{"first player", {std::to_string(t.first)}};
  for (int seat = 0; seat < static_cast<int>(t.seats.size()); ++seat)
    if (seat != t.first)
      first.cards.push_back(std::to_string(seat));
  return {events, tiles, first};
}

} // namespace

TEST_SUITE("midevil shuffled piles") {

  TEST_CASE("The top card of every shuffled pile is uniform over the pile (chi-square, 3000 "
            "seeds, p >= 1e-4), for 2 to 6 players") {
    const auto g = mev::make_game();
    harness::chance_options o;
    o.seeds = 0; // the seed-pair comparison runs in the harness and leak tests
    o.shuffled_piles = shuffled_piles;
    for (int players = 2; players <= 6; ++players) {
      CAPTURE(players);
      const auto r = harness::check_chance(*g, {players, json::object(), 1}, o);
      for (const auto &f : r.failures)
        FAIL_CHECK(f);
      CHECK(r.piles.size() == 3);
      for (const auto &p : r.piles) {
        CHECK(p.seeds == o.pile_seeds);
        CHECK(p.categories > 1);
      }
    }
  }

} // TEST_SUITE
