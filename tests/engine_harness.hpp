#pragma once
// Generic checks of a game engine through games/engine.hpp alone, so that
// every game's tests can run them: random playouts, replay determinism,
// rejection of illegal input, the hidden-information (leak) property, and
// chance (what is hidden was really shuffled).
//
// Each check returns a report whose `failures` says what went wrong; tests
// assert on it (CHECK(report.failures.empty())), and the harness's own
// self-tests can assert that a broken engine does fail.
#include "games/engine.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace tavern::harness {

using games::game;
using games::game_state;
using games::json;

// The sanitizer build (TAVERN_SANITIZE) is there to find memory errors and
// undefined behaviour, and runs 5 to 15 times slower: its long loops of whole
// games play a few, and what needs the full count (coverage of every rule,
// statistics) is asserted in the normal build only.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool sanitized_build = true;
#else
inline constexpr bool sanitized_build = false;
#endif
constexpr int full_or_sanitized(int full, int sanitized) {
  return sanitized_build ? sanitized : full;
}

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
  // Rounds played, where the game says so: the distinct values that a
  // top-level integer `round` of the spectator's view took (0 without one).
  int rounds = 0;
  std::string end_reason; // result().reason once finished
  // How many times a section's public_section_changes were applied and checked.
  int section_changes_checked = 0;
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

// --- Chance ----------------------------------------------------------------------

// One of a game's shuffled piles, as a game's own test names it: its cards,
// top (first dealt or drawn) first, each as a label. Equal labels are one
// category of the chi-square test.
struct pile {
  std::string name;
  std::vector<std::string> cards;
};

struct chance_options {
  // Seeds seed_base, seed_base + 1, ...: a fixed list, so the check is
  // deterministic. Even, since seeds are compared in pairs; 0 runs only the
  // pile test below. With 64, a secret that is the same in every game is
  // caught when fresh shuffles make it differ in at least 24 of the 32 pairs
  // (one of four equally likely values or more).
  int seeds = 64;
  std::uint64_t seed_base = 0x5eed0000;
  int steps = 6;              // actions of the fixed policy watched after the opening
  int horizon = 4;            // actions played on from a state and from its resample
  double significance = 1e-7; // per observation; 32 pairs all one way give p = 2^-32
  // Optional: the game's shuffled piles in a state just created (the hook may
  // play on a copy, e.g. to where the cards are dealt). With it, the top card
  // of each pile, over `pile_seeds` seeds, must pass a chi-square test against
  // the pile's own composition (every card equally likely on top).
  std::function<std::vector<pile>(const game_state &)> shuffled_piles;
  int pile_seeds = 3000;
  double pile_significance = 1e-4;
};

struct pile_statistic {
  std::string name;
  int seeds = 0;
  int categories = 0; // card labels that could be on top
  double chi_square = 0;
  double p_value = 1;
};

struct chance_report {
  int seeds = 0;
  int statistics = 0;  // (what, viewer, step) observations compared across seed pairs
  int informative = 0; // of which a resample changed the observation in most seeds
  std::vector<pile_statistic> piles;
  std::vector<std::string> failures;
};

// Chance is real: what a state hides was drawn at random, seed by seed.
//
// A fixed policy (the first awaited seat plays its first legal action) is
// played from each seed's opening. Observations are taken at two points: the
// opening, and the last state reached by public actions (each action chosen
// when the same seat was to act with the same legal actions in a resample:
// nothing hidden could change the choice), which is where cards dealt after
// some public choices (Colt Express's characters) are seen. At each point the
// state is resampled for the spectator (resample_hidden), and the real state
// and the resample are observed alike: each seat's secret (what its view
// shows beyond the spectator's), then, as the policy plays on from both, what
// the spectator learns in each of the next `horizon` actions (the change of
// its view) and what each seat learns over them (the change of its secret).
//
// The statistic, per observation: seeds are paired (0-1, 2-3, ...); a pair
// "collides" when both seeds give the same observation. When the game
// shuffles, the real state and its resample are exchangeable (the resample is
// another draw of what the spectator cannot know), so among pairs where the
// real games collide and the resamples do not, or the other way round, each
// direction is equally likely: binomial(n, 1/2). Far more real collisions
// than that means that what the state hid was the same from seed to seed: a
// missing shuffle makes every real pair collide and almost no resampled one.
// Secrets and changes, not whole views, are compared so that public chance
// (a round card, a shuffled train) cannot hide an unshuffled hand, and fixed
// points of a fixed policy keep timing out of it.
//
// Besides, each seat's views over the first `steps` actions must differ across
// seeds (no sequence shared by half the seeds), which needs no resampler.
// c.seed and c.max_actions are not used: the seeds are the options'.
chance_report check_chance(const game &g, const config &c, const chance_options &o = {});

// The values of a boolean (both) or an enum option (each); none for others.
std::vector<json> choice_values(const games::option_descriptor &d);

// Every combination of the values `values_of` names for each option; an
// option it names none for keeps its default (is left out of the sets).
std::vector<json>
option_product(const game &g,
               const std::function<std::vector<json>(const games::option_descriptor &)> &values_of);

// Option sets to cover: the cartesian product of every enum's values, both
// booleans and each int range's ends.
std::vector<json> option_sets(const game &g);

// P(X >= k) for X binomial(n, 1/2).
double binomial_upper_tail(int n, int k);

// P(X >= x) for X chi-square with `df` degrees of freedom.
double chi_square_upper_tail(double x, int df);

// --- Hidden information --------------------------------------------------------

struct leak_report {
  int trials = 0;  // resampled states compared
  int changed = 0; // of which differed in hidden content
  // Resampling redraws what is hidden, so a state that was never shuffled
  // would pass the checks above: check_chance also proves, for the same
  // players and options, that real states are as random as resampled ones.
  chance_report chance;
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
  // Runs check_chance for the same players and options; off only where the
  // caller runs it itself.
  bool prove_chance = true;
  chance_options chance;
};

// For each viewer v, resample_hidden(v) must give a state with the same
// view(v), legal_actions(v), awaiting() and visible log as the original; the
// report counts how often the resampled state's hidden content differed, so
// that the check cannot pass by resampling nothing. With prove_chance (the
// default) check_chance's failures are the leak check's too, and with
// min_changed > 0 the chance check must have compared something hidden.
leak_report check_leaks(const game &g, const config &c, const leak_options &o = {});

} // namespace tavern::harness
