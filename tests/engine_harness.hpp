#pragma once
// Generic checks of a game engine through games/engine.hpp alone, so that
// every game's tests can run them: random playouts, replay determinism,
// rejection of illegal input, and the hidden-information (leak) property.
//
// Each check returns a report whose `failures` says what went wrong; tests
// assert on it (CHECK(report.failures.empty())), and the harness's own
// self-tests can assert that a broken engine does fail.
#include "engine.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace tavern::harness {

using games::game;
using games::game_state;
using games::json;

struct config {
  int players = 2;
  json options = json::object();
  std::uint64_t seed = 1;
  int max_actions = 10000; // a game still running after this many actions fails
};

struct step {
  int seat;
  json action; // as sent, label included
};

// FNV-1a, 64 bits: a stable hash for golden values.
std::uint64_t fnv1a64(std::string_view bytes);

// Every viewer of a game: the seats, then the spectators.
std::vector<int> viewers(int players);

// --- Random playouts --------------------------------------------------------

struct playout_report {
  bool created = false;
  bool finished = false;
  int actions = 0;
  std::vector<step> history;
  std::vector<std::string> failures;
};

struct playout_options {
  // Apply every legal action of every awaited seat to a copy of the state at
  // each step (all must be accepted); costly, so it can be turned off.
  bool try_all_actions = true;
  // Called after the creation and after every accepted action.
  std::function<void(const game_state &, playout_report &)> observe;
};

// Plays one game choosing an awaited seat, then one of its legal actions,
// uniformly at random, and checks the contract after every action: awaiting()
// is non-empty until the game ends, legal_actions are complete objects with a
// string label and empty for seats not awaited, default_action is one of them,
// every legal action is accepted, and the game ends within the bound.
playout_report random_playout(const game &g, const config &c, const playout_options &o = {});

// --- Replay determinism ------------------------------------------------------

struct replay_report {
  int actions = 0;
  std::vector<std::string> failures;
};

// Plays a random game, then replays its seed and actions on a fresh state and
// on a clone taken halfway: every viewer's view must be byte-identical at
// every step, and so must the logs.
replay_report check_replay(const game &g, const config &c);

// --- Rejection of illegal input ----------------------------------------------

struct rejection_report {
  int probes = 0; // illegal inputs tried
  std::vector<std::string> failures;
};

// Along a random game, every `stride`-th state receives actions from seats
// that are not awaited (which must fail with not_your_turn), and from an
// awaited seat arbitrary JSON values, objects with bogus fields, and random
// mutations of its legal actions that are not themselves legal (which must
// fail with illegal_action). Every view, the legal actions and the log must be
// unchanged afterwards.
rejection_report check_rejections(const game &g, const config &c, int stride = 1);

// --- Hidden information --------------------------------------------------------

struct leak_report {
  int trials = 0;  // resampled states compared
  int changed = 0; // of which differed in hidden content
  std::vector<std::string> failures;
};

struct leak_options {
  int stride = 1;         // check every stride-th state of the game
  int resamples = 2;      // per viewer and state
  int lookahead = 8;      // continuation steps used to detect a changed state
  double min_changed = 0; // fail if changed/trials ends below this
  // An engine's dump of its whole state, hidden parts included. Without it a
  // resampled state counts as changed when the same fixed policy (first legal
  // action) played on it and on the original leads to different views.
  std::function<std::string(const game_state &)> hidden_fingerprint;
};

// For each viewer v, resample_hidden(v) must give a state with the same
// view(v), legal_actions(v), awaiting() and visible log as the original; the
// report counts how often the resampled state's hidden content differed, so
// that the check cannot pass by resampling nothing.
leak_report check_leaks(const game &g, const config &c, const leak_options &o = {});

} // namespace tavern::harness
