#pragma once
// Helpers shared by the Colt Express suites: arranged positions, sending
// actions, and reading the table.
#include "games/coltexpress/coltexpress.hpp"
#include "games/coltexpress/flow.hpp"
#include "games/coltexpress/setup.hpp"
#include "games/coltexpress/state.hpp"
#include "games/coltexpress/table.hpp"
#include "games/kit/action_match.hpp"

#include <doctest/doctest.h>

#include <string>

namespace ce_test {

namespace ce = tavern::games::coltexpress;
using ce::action_kind;
using ce::character;
using tavern::games::game_state;
using tavern::games::json;
using tavern::games::spectator;

inline const ce::table &data(const game_state &s) {
  return *ce::inspect(s);
}
inline ce::table &edit(game_state &s) {
  return *ce::edit(s);
}

inline void act(game_state &s, int seat, const json &action) {
  const auto err = s.apply(seat, action);
  INFO("action " << action.dump() << " by seat " << seat);
  REQUIRE_MESSAGE(!err, (err ? err->message : std::string()));
}

// The legal actions of `seat` of one type, without labels, messages and
// where they are drawn (targets_test.cpp has tests of its own for those).
inline std::vector<json> offered(const game_state &s, int seat, const std::string &type) {
  std::vector<json> out;
  for (auto a : s.legal_actions(seat))
    if (a["type"] == type) {
      tavern::games::kit::strip_presentation(a);
      out.push_back(a);
    }
  return out;
}

// A game with the given characters right after the choice; positions, the
// Marshal and the floors are then arranged by the test.
inline std::unique_ptr<game_state> start(std::vector<character> chars, bool expert = false,
                                         std::uint64_t seed = 1, int players = 0) {
  ce::scenario sc;
  sc.players = players > 0 ? players : static_cast<int>(chars.size());
  sc.expert = expert;
  sc.characters = std::move(chars);
  sc.seed = seed;
  return ce::make_scenario(sc);
}

inline void place(game_state &s, int b, int car, bool roof) {
  edit(s).bandits[static_cast<std::size_t>(b)].car = car;
  edit(s).bandits[static_cast<std::size_t>(b)].roof = roof;
}

// A fresh action card of `kind` for bandit `b`, put alone in Stealin' (the
// card is taken from its owner's piles so every card stays accounted for).
inline int card_of(game_state &s, int b, action_kind kind) {
  auto &t = edit(s);
  for (int id = 0; id < static_cast<int>(t.cards.size()); ++id) {
    const auto &c = t.cards[static_cast<std::size_t>(id)];
    if (!c.bullet && c.bandit == b && c.act == kind) {
      auto &sc = t.seats[static_cast<std::size_t>(c.seat)];
      for (auto *pile : {&sc.hand, &sc.deck, &sc.discard})
        if (std::erase(*pile, id) > 0)
          return id;
    }
  }
  FAIL("no such card");
  return -1;
}

inline void set_round(game_state &s, std::string_view key) {
  auto &t = edit(s);
  for (int i = 0; i < static_cast<int>(ce::round_table.size()); ++i)
    if (ce::round_table[static_cast<std::size_t>(i)].key == key)
      t.round_cards[static_cast<std::size_t>(t.round)] = i;
}

// Programs the given (bandit, action) cards and starts Stealin' in round 1
// under the given round card (by default one without an event).
inline void steal(game_state &s, std::vector<std::pair<int, action_kind>> program,
                  std::string_view round_card = "bridge") {
  auto &t = edit(s);
  t.round = 0;
  set_round(s, round_card);
  // Hands back on the decks, as after Schemin'.
  for (auto &sc : t.seats) {
    sc.deck.insert(sc.deck.end(), sc.hand.begin(), sc.hand.end());
    sc.hand.clear();
  }
  t.pile.clear();
  for (auto [b, kind] : program) {
    const int id = card_of(s, b, kind);
    t.pile.push_back({id, t.bandits[static_cast<std::size_t>(b)].seat, false, false, false});
  }
  t.ph = ce::phase::stealin;
  t.resolving = 0;
  t.res = {};
  ce::resume(s);
}

inline int awaited_seat(const game_state &s) {
  const auto w = s.awaiting();
  return w.empty() ? -1 : w.front();
}

inline std::string pending(const game_state &s) {
  const json p = s.view(spectator)["pending"];
  return p.is_null() ? "none" : p["kind"].get<std::string>();
}

} // namespace ce_test
