#pragma once
// Helpers shared by the MidEvil suites: stacked positions, sending actions,
// reading the table.
#include "games/kit/action_match.hpp"
#include "games/midevil/board.hpp"
#include "games/midevil/flow.hpp"
#include "games/midevil/midevil.hpp"
#include "games/midevil/state.hpp"

#include <doctest/doctest.h>

#include <string>

namespace mev_test {

namespace mev = tavern::games::midevil;
using tavern::games::game_state;
using tavern::games::json;
using tavern::games::spectator;

inline std::unique_ptr<game_state> start(const mev::scenario &s) {
  return mev::make_scenario(s);
}

inline const mev::table &data(const game_state &s) {
  return *mev::inspect(s);
}
inline mev::table &mdata(game_state &s) {
  return *mev::inspect_mutable(s);
}

inline void act(game_state &s, int seat, const json &action) {
  const auto err = s.apply(seat, action);
  INFO("action " << action.dump() << " by seat " << seat);
  REQUIRE_MESSAGE(!err, (err ? err->message : std::string()));
}

// Everyone awaited in a reaction window passes, and a player at the start of
// his turn goes on without playing a card, until neither is asked.
inline void pass_all(game_state &s) {
  for (int guard = 0; guard < 100; ++guard) {
    if (data(s).window) {
      for (int seat : s.awaiting())
        act(s, seat, {{"type", "pass"}});
    } else if (data(s).dec == mev::decision::start) {
      act(s, data(s).current, {{"type", "begin"}});
    } else {
      break;
    }
  }
}

inline bool offers(const game_state &s, int seat, const json &action) {
  for (auto a : s.legal_actions(seat)) {
    tavern::games::kit::strip_presentation(a);
    if (a == action)
      return true;
  }
  return false;
}

inline std::vector<json> offered(const game_state &s, int seat, const std::string &type) {
  std::vector<json> out;
  for (auto a : s.legal_actions(seat))
    if (a["type"] == type) {
      tavern::games::kit::strip_presentation(a);
      out.push_back(a);
    }
  return out;
}

inline std::string phase(const game_state &s) {
  return s.view(spectator)["phase"].get<std::string>();
}

inline int card_id(const game_state &s, int seat, const std::string &key) {
  for (int id : data(s).seats[seat].hand)
    if (mev::card_key(id) == key)
      return id;
  return -1;
}

} // namespace mev_test
