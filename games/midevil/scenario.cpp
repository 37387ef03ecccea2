// Test-only positions and dumps; the server never calls these.
#include "board.hpp"
#include "flow.hpp"
#include "state.hpp"

#include <stdexcept>

namespace tavern::games::midevil {

namespace {

int tile_by_key(const std::string &key, std::vector<bool> &used) {
  const auto &tiles = tile_table();
  for (int i = 0; i < static_cast<int>(tiles.size()); ++i)
    if (!used[i] && tiles[i].key == key) {
      used[i] = true;
      return i;
    }
  throw std::invalid_argument("no tile left with key " + key);
}

int card_by_key(const std::string &key, std::vector<bool> &used) {
  for (int id = 0; id < card_total; ++id)
    if (!used[id] && card_key(id) == key) {
      used[id] = true;
      return id;
    }
  throw std::invalid_argument("no card left with key " + key);
}

int colour_by_key(const std::string &key) {
  for (int c = 0; c < colour_count; ++c)
    if (colour_key(c) == key)
      return c;
  throw std::invalid_argument("no colour " + key);
}

void place_scenario_map(table &t, const scenario &s, std::vector<bool> &tile_used) {
  tile_used[altar_tile()] = true;
  t.tiles[{0, 0}] = {altar_tile(), 0};
  for (const auto &st : s.tiles) {
    const int def = tile_by_key(st.key, tile_used);
    t.tiles[{st.x, st.y}] = {def, st.rotation};
    if (def == graveyard_tile()) {
      t.book_set_aside = false;
      t.book_square = square_of({st.x, st.y}, 1, 1);
    }
  }
  for (auto it = s.tile_deck.rbegin(); it != s.tile_deck.rend(); ++it)
    t.tile_deck.push_back(tile_by_key(*it, tile_used));
  for (const auto &[sq, colour] : s.skeletons) {
    const int c = colour_by_key(colour);
    t.skeletons[parse_pos(sq)] = c;
    --t.supply[c];
  }
  for (const auto &sq : s.life_tokens) {
    t.life_tokens.insert(parse_pos(sq));
    --t.life_supply;
  }
}

void seat_scenario_player(table &t, int seat, const scenario_player &sp,
                          std::vector<bool> &card_used) {
  auto &p = t.seats[seat];
  p.square = {sp.x, sp.y};
  p.life = sp.life;
  t.life_supply -= sp.life;
  p.trophies = {sp.white, sp.red, sp.blue};
  for (int c = 0; c < colour_count; ++c)
    t.supply[c] -= p.trophies[c];
  for (const auto &k : sp.hand)
    p.hand.push_back(card_by_key(k, card_used));
  for (const auto &k : sp.in_play)
    p.in_play.push_back(card_by_key(k, card_used));
  p.played_cycle = sp.played;
}

void place_scenario_book(table &t, const scenario &s) {
  if (s.book_square) {
    t.book_square = parse_pos(*s.book_square);
    t.book_set_aside = false;
  }
  if (s.book_holder >= 0) {
    t.book_holder = s.book_holder;
    t.book_square.reset();
    t.book_set_aside = false;
  }
}

} // namespace

std::unique_ptr<game_state> make_scenario(const scenario &s) {
  table t;
  t.rules.players = s.players;
  t.rules.max_rounds = s.max_rounds;
  t.random = rng(s.seed);
  t.seats.resize(s.players);
  std::vector<bool> tile_used(tile_table().size(), false);
  place_scenario_map(t, s, tile_used);
  std::vector<bool> card_used(card_total, false);
  card_used[necronomicon_id] = true;
  for (int seat = 0; seat < s.players; ++seat)
    seat_scenario_player(
        t, seat, seat < static_cast<int>(s.seats.size()) ? s.seats[seat] : scenario_player{},
        card_used);
  for (auto it = s.event_deck.rbegin(); it != s.event_deck.rend(); ++it)
    t.event_deck.push_back(card_by_key(*it, card_used));
  // Every other card goes to the discard pile, so the 50 cards stay accounted for.
  for (int id = 0; id < card_total; ++id)
    if (!card_used[id])
      t.discard.push_back(id);
  place_scenario_book(t, s);
  t.stacked_dice = s.dice;
  t.first = s.current;
  t.current = s.current;
  push(t, work_kind::turn_start);
  advance(t);
  return std::make_unique<state>(std::move(t));
}

std::string debug_dump(const game_state &played) {
  const table *t = inspect(played);
  if (!t)
    return {};
  json d;
  d["tiles"] = t->tile_deck;
  d["events"] = t->event_deck;
  json hands = json::array();
  for (const auto &p : t->seats)
    hands.push_back(p.hand);
  d["hands"] = hands;
  return d.dump();
}

} // namespace tavern::games::midevil
