#pragma once
// The engine contract. A game is an immutable description (`game`) that
// creates states; a state (`game_state`) is a copyable value that is fully
// determined by its options, player count, seed and the actions applied to it.
// Nothing here knows about sockets, clocks or threads.
//
// The steps have one vocabulary, the kit's (games/kit/), for every game:
//   awaiting()          who must act now (the rules: awaited_seats(table))
//   legal_moves         the typed moves a seat may make now (the rules)
//   action_json         a move as the action a seat sends, with its label
//   legal_actions(seat) the contract's JSON list: action_json of legal_moves
//   apply(seat, action) the one entry point: checks the sender, matches the
//                       action against the legal ones with the one matcher
//                       (kit/action_match.hpp), refuses with a game_error
//   do_apply            the game's own step: carries out a move known legal
// A game keeps its position in a plain `table`, its rules as free functions
// over it, and gets the game_state shell from kit::move_state and the `game`
// half from kit::described_game: it writes only its rules, views and data.
// All four games are on the kit. apply is virtual here only so that the kit
// can implement it, and final there: no game on the kit can bypass it. It is
// not written in this base class because matching needs the game's typed
// moves, which the base does not know; the JSON list alone would make the kit
// compute the legal moves twice per action.
#include "engine_log.hpp"
#include "rng.hpp"
#include "json/json_value.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace tavern::games {

using json = tavern::json;

// A viewer is a seat number 0..players-1, or the spectators.
inline constexpr int spectator = -1;

// The only error codes an engine returns.
namespace error_codes {
inline constexpr std::string_view not_your_turn = "not_your_turn";
inline constexpr std::string_view illegal_action = "illegal_action";
inline constexpr std::string_view bad_options = "bad_options";
} // namespace error_codes

struct game_error {
  std::string code;    // one of error_codes
  std::string message; // for people: says why
};

// Describes one option so a client can build its form and the server can
// validate it generically (see options.hpp).
struct option_descriptor {
  std::string name;
  std::string type; // "enum" | "bool" | "int"
  json values;      // enum: array of strings; int: {"min": a, "max": b}; bool: null
  json default_value;
  std::string help;
};

struct game_result {
  std::vector<int> winners;   // every tied seat on a shared win
  std::vector<double> scores; // indexed by seat
  std::string reason;         // e.g. "deck exhausted"
  json msg = nullptr;         // the reason as a message (kit/messages.hpp), or null

  json to_json() const; // {winners, scores: {"0": n, ...}, reason, msg?}
};

// What changed in a public section that is one object of many members of
// which a move changes few (a map's tiles, of which a move places one): the
// object's key in the section, and each changed member with its new value,
// or none when it was removed.
struct section_changes {
  std::string object;
  std::vector<std::pair<std::string, std::optional<json>>> members;
};

class game_state {
public:
  virtual ~game_state() = default;

  virtual std::unique_ptr<game_state> clone() const = 0;
  virtual int players() const = 0;

  // Validates the whole action before changing anything: on error the state
  // is exactly as before. Never throws for bad input. `label` and `msg` are ignored.
  virtual std::optional<game_error> apply(int seat, const json &action) = 0;

  // Everything `viewer` (a seat or `spectator`) may see, built from an
  // allow-list. The server sends nothing that did not come from here or log().
  virtual json view(int viewer) const = 0;

  // The same view in two parts, for the server's fan-out: public_view() is
  // what every viewer (spectators included) sees alike, built and diffed once
  // per change for the whole room; private_view(v) is the rest of view(v),
  // built and diffed once per viewer. Keep it to the viewer's secrets (his
  // hand, what he has seen), under keys of their own, and leave everything
  // the viewers share in the public part: a whole player record in the
  // private part costs its building and diffing once per viewer. Their top-level keys are disjoint
  // and view(v) is their union (join_views); the generic harness checks both after every action. A
  // game that does not split its view keeps these defaults.
  virtual json public_view() const { return json::object(); }
  virtual json private_view(int viewer) const { return view(viewer); }

  // Optional, so that the server rebuilds and diffs only what may have
  // changed: the public view as sections with disjoint keys (their union is
  // public_view()), and revisions. A revision changes whenever what it covers
  // may have changed and never returns to an earlier value; 0 means "unknown,
  // rebuild it every time". The generic harness checks these promises after
  // every action. The defaults: one section, rebuilt after every change.
  virtual int public_view_sections() const { return 1; }
  virtual json public_view_section(int /*section*/) const { return public_view(); }
  virtual std::uint64_t public_section_revision(int /*section*/) const { return 0; }
  virtual std::uint64_t private_view_revision(int /*viewer*/) const { return 0; }
  // Optional, for a section that is one object whose members change a few at
  // a time: what turns the section as it stood at revision `since` into the
  // section now, so that the server rebuilds and diffs only the members that
  // changed. Nothing when the engine cannot tell from `since` (the server then
  // rebuilds the section whole). The generic harness checks the promise after
  // every action. The kit's keyed sections give it (kit/section_revisions.hpp).
  virtual std::optional<section_changes> public_section_changes(int /*section*/,
                                                                std::uint64_t /*since*/) const {
    return std::nullopt;
  }

  // A 64-bit digest of view(viewer): equal views give equal fingerprints, and
  // different views different ones but for a 64-bit hash's chance. A search
  // keys its tree by what its seat sees (games/bot/search.cpp) many thousand
  // times a move, where building the view's document would be most of its
  // cost; so an engine may compute it from parts it already knows unchanged
  // (the kit's sectioned_state hashes each section once per revision). Like
  // view(), it reads nothing the viewer may not see. The generic harness
  // checks both promises after every action. The default hashes view(viewer).
  virtual std::uint64_t view_fingerprint(int viewer) const;

  // Every action `seat` may send now, each complete (sendable unchanged) and
  // carrying a `label` for people. Empty when the seat is not awaited.
  virtual json legal_actions(int seat) const = 0;

  // The same actions in the same order without what is for people (`label`,
  // `msg`) or for drawing them (`target`, `group`): what a search walks
  // through thousands of times. Engines that can skip writing these override
  // it; one that writes only the words keeps them here.
  virtual json legal_choices(int seat) const { return legal_actions(seat); }

  // Who must act now; several seats for simultaneous decisions.
  virtual std::vector<int> awaiting() const = 0;

  // An engine-imposed timeout for an awaited seat (seconds), or 0 when only
  // the room's turn clock applies.
  virtual int timeout_seconds(int /*seat*/) const { return 0; }

  // Changes whenever a new timed decision starts for seats that may already
  // be awaited (a new reaction window after a reaction): the server then
  // restarts their timeouts instead of letting them run on.
  virtual std::uint64_t decision_serial() const { return 0; }

  // A sensible move for an awaited seat when its time runs out; null if the
  // seat is not awaited.
  virtual json default_action(int seat) const = 0;

  virtual bool finished() const = 0;
  virtual game_result result() const = 0; // meaningful once finished()

  // Copies of a state share their log's entries (engine_log.hpp).
  virtual const game_log &log() const = 0;

  // A copy in which everything `viewer` cannot know has been redrawn with `r`,
  // consistently with what `viewer` has seen (OpenSpiel's resampling from the
  // information state). view(viewer) of the copy must equal view(viewer) of
  // this state; the leak tests rely on it.
  //
  // The copy depends only on what `viewer` may know and on `r`: for equal `r`,
  // two states that `viewer` cannot tell apart give copies that play alike
  // (every viewer's view, every seat's legal actions, the log, and whatever
  // any sequence of actions leads to, chance inside apply() included). So
  // hidden things are redrawn from what the viewer knows of them, never
  // shuffled from the order they had (for example, unknown cards are put in
  // a canonical order before they are redrawn), and the engine's own future
  // randomness is redrawn from `r`. A search that reads the real state only
  // through this and through the viewer's own legal actions cannot peek (the
  // bot, games/bot/); the generic harness checks both
  // (tests/engine_harness_fairness.hpp).
  virtual std::unique_ptr<game_state> resample_hidden(int viewer, rng &r) const = 0;
};

// view(v) of a game that splits its view: the public part with the private
// part's keys added (they are disjoint).
json join_views(json public_part, json private_part);

class game {
public:
  virtual ~game() = default;

  virtual std::string_view id() const = 0; // the game's folder name
  virtual std::string_view name() const = 0;
  virtual int min_players() const = 0;
  virtual int max_players() const = 0;
  virtual const std::vector<option_descriptor> &options() const = 0;

  // `options` as the client sent them (missing ones take their defaults);
  // a bad option or player count is a `bad_options` error.
  using create_result = std::variant<std::unique_ptr<game_state>, game_error>;
  virtual create_result create(const json &options, int players, std::uint64_t seed) const = 0;

  // An action read back from a stored history, in the fields apply() takes
  // today. Games in progress and finished ones outlive a renamed field, but a
  // live client must speak the protocol as it is: so the old spelling is
  // accepted here, on the replay path only (match::replay), never by apply().
  virtual json recorded_action(json action) const { return action; }

  // {id, name, minPlayers, maxPlayers, options: [descriptor...]}
  json describe() const;
};

} // namespace tavern::games
