#pragma once
// Helpers shared by the DrachenSchatten suites: stacked positions, card ids by
// kind, sending actions and reading views.
#include "games/drachenschatten/cards.hpp"
#include "games/drachenschatten/drachenschatten.hpp"
#include "games/drachenschatten/state.hpp"

#include <doctest/doctest.h>

#include <set>
#include <string>

namespace ds_test {

namespace ds = tavern::games::drachenschatten;
using ds::item;
using ds::kind;
using ds::symbol;
using tavern::games::game_state;
using tavern::games::json;
using tavern::games::spectator;

// Hands out distinct card ids of a wanted kind, so a scenario never places a
// card twice.
class picker {
public:
  int item_card(item it, symbol s) {
    return take(
        [&](const ds::card_info &c) { return c.k == kind::item && c.it == it && c.sym == s; });
  }
  int of_kind(kind k) {
    return take([&](const ds::card_info &c) { return c.k == k; });
  }
  int dragon() { return of_kind(kind::dragon); }
  int hydra() { return of_kind(kind::hydra); }
  int treasure() { return of_kind(kind::treasure); }

private:
  template <class P> int take(P pred) {
    for (int id = 0; id < ds::deck_size; ++id)
      if (!used_.count(id) && pred(ds::info(id))) {
        used_.insert(id);
        return id;
      }
    FAIL("no such card left");
    return -1;
  }
  std::set<int> used_;
};

inline constexpr int v1 = 0, v2 = 1, c1 = 8, c2 = 9, c3 = 10;

inline const ds::table &data(const game_state &s) {
  return *ds::inspect(s);
}

inline void act(game_state &s, int seat, const json &action) {
  const auto err = s.apply(seat, action);
  INFO("action " << action.dump() << " by seat " << seat);
  REQUIRE_MESSAGE(!err, (err ? err->message : std::string()));
}

inline bool tapped(const game_state &s, int seat, int card) {
  const auto *c = data(s).find_in_line(seat, card);
  REQUIRE(c);
  return c->tapped;
}

inline bool in_line(const game_state &s, int seat, int card) {
  return data(s).find_in_line(seat, card) != nullptr;
}

inline bool removed(const game_state &s, int card) {
  const auto &r = data(s).removed;
  return std::find(r.begin(), r.end(), card) != r.end();
}

inline bool offers(const game_state &s, int seat, const std::string &type) {
  for (const auto &a : s.legal_actions(seat))
    if (a["type"] == type)
      return true;
  return false;
}

inline std::string pending(const game_state &s) {
  const json p = s.view(spectator)["pending"];
  return p.is_null() ? "none" : p["kind"].get<std::string>();
}

// A scenario with `seats` lines and the given pile contents; cards elsewhere
// are out of the game.
inline ds::scenario position(int players, std::vector<std::vector<int>> piles,
                             std::vector<std::vector<std::pair<int, bool>>> lines, int current = 0,
                             bool revealed = false) {
  ds::scenario sc;
  sc.players = players;
  sc.piles = std::move(piles);
  sc.piles.resize(ds::pile_count);
  sc.lines = std::move(lines);
  sc.current = current;
  sc.revealed = revealed;
  return sc;
}

} // namespace ds_test
