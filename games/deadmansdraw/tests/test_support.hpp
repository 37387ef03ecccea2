#pragma once
// Helpers shared by the Dead Man's Draw suites: stacked positions, sending
// actions, and reading views.
#include "games/deadmansdraw/deadmansdraw.hpp"
#include "games/deadmansdraw/state.hpp"
#include "games/kit/action_match.hpp"

#include <doctest/doctest.h>

#include <string>

namespace dmd_test {

namespace dmd = tavern::games::deadmansdraw;
using dmd::card;
using dmd::trait;
using tavern::games::game_state;
using tavern::games::json;
using tavern::games::spectator;

inline constexpr dmd::suit anchor = dmd::suit::anchor;
inline constexpr dmd::suit cannon = dmd::suit::cannon;
inline constexpr dmd::suit chest = dmd::suit::chest;
inline constexpr dmd::suit hook = dmd::suit::hook;
inline constexpr dmd::suit key = dmd::suit::key;
inline constexpr dmd::suit kraken = dmd::suit::kraken;
inline constexpr dmd::suit map = dmd::suit::map;
inline constexpr dmd::suit mermaid = dmd::suit::mermaid;
inline constexpr dmd::suit oracle = dmd::suit::oracle;
inline constexpr dmd::suit sword = dmd::suit::sword;

inline std::unique_ptr<game_state> start(const dmd::scenario &s) {
  return dmd::make_scenario(s);
}

inline const dmd::table &data(const game_state &s) {
  return *dmd::inspect(s);
}

inline void act(game_state &s, int seat, const json &action) {
  const auto err = s.apply(seat, action);
  INFO("action " << action.dump() << " by seat " << seat);
  REQUIRE_MESSAGE(!err, (err ? err->message : std::string()));
}

inline void draw(game_state &s) {
  act(s, data(s).current, {{"type", "draw"}});
}
inline void draw_n(game_state &s, int n) {
  for (int i = 0; i < n; ++i)
    draw(s);
}
inline void bank(game_state &s) {
  act(s, data(s).current, {{"type", "bank"}});
}

inline json spectator_view(const game_state &s) {
  return s.view(spectator);
}
inline std::string pending(const game_state &s) {
  const json p = s.view(spectator)["pending"];
  return p.is_null() ? "none" : p["kind"].get<std::string>();
}

// The values of one suit stack in a seat's bank, bottom to top.
inline std::vector<int> stack_of(const game_state &s, int seat, dmd::suit su) {
  return data(s).banks[seat].of(su);
}
inline int bank_size(const game_state &s, int seat) {
  return data(s).banks[seat].size();
}

inline std::vector<dmd::suit> play_suits(const game_state &s) {
  std::vector<dmd::suit> out;
  for (const auto &p : data(s).play_area)
    out.push_back(p.c.s);
  return out;
}

inline bool offers(const game_state &s, int seat, const std::string &type) {
  for (const auto &a : s.legal_actions(seat))
    if (a["type"] == type)
      return true;
  return false;
}

// The legal actions of `seat` of one type, without labels, messages and
// where they are drawn (targets.cpp has its own tests).
inline std::vector<json> offered(const game_state &s, int seat, const std::string &type) {
  std::vector<json> out;
  for (auto a : s.legal_actions(seat))
    if (a["type"] == type) {
      tavern::games::kit::strip_presentation(a);
      out.push_back(a);
    }
  return out;
}

inline json cardj(dmd::suit su, int v) {
  return {{"suit", std::string(dmd::suit_key(su))}, {"value", v}};
}

} // namespace dmd_test
