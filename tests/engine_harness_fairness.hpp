#pragma once
// The generic check that a seat's decisions can depend only on what that seat
// may know (engine.hpp, resample_hidden), for every game's tests: along a
// random game, for each awaited seat s and state S, a few S' =
// resample_hidden(s) of S are states s cannot tell from S, and
//  - resampling S and S' for s with equal random streams gives copies that
//    play alike (the contract's canonical resampling);
//  - a decision procedure with a fixed seed (the bot) chooses the same action
//    in S and in S'. A procedure that read anything of S beyond s's
//    information would, sooner or later, choose differently.
#include "engine_harness.hpp"

namespace tavern::harness {

struct fairness_report {
  int states = 0;      // states checked
  int resamples = 0;   // S' compared with S
  int decisions = 0;   // choices compared
  int choice_sets = 0; // of which the seat had more than one legal action
  std::vector<std::string> failures;
};

struct fairness_options {
  int stride = 5;       // check every stride-th state of the game
  int max_states = 40;  // states checked at most
  int resamples = 2;    // S' per awaited seat and state
  int continuation = 8; // random actions played on both copies to compare them
  // The decision under test, for an awaited seat; deterministic for equal
  // inputs. Without it only the resampling is checked.
  std::function<json(const game_state &, int seat)> choose;
};

fairness_report check_fairness(const game &g, const config &c, const fairness_options &o);

} // namespace tavern::harness
