#pragma once
// The action vocabulary: every action a seat may send now, as JSON with a
// label, carrying out one of them, and reading its loot. The kit's shell
// (games/kit/move_state.hpp) checks an incoming action against them.
#include "table.hpp"
#include "train.hpp"

#include <string>
#include <string_view>

namespace tavern::games::coltexpress {

// Without their words: the matcher and a search walk these far more often
// than anyone reads them.
json legal_moves(const table &t, int seat);
// Adds its `label` and `msg` for `seat` to one of the seat's legal moves now,
// where actions are shown to people (offered, explained, played on a timeout).
void label_action(const table &t, int seat, json &action);
// Adds to `actions`, `seat`'s legal moves now, where a client draws them
// (`target`, `group`): only the actions offered for display need them, not
// the matcher nor a search, which find the legal moves far more often.
void present_actions(const table &t, int seat, json &actions);
// `move` is one of the seat's legal moves: each phase's file carries it out,
// then the game runs on to the next decision.
void do_apply(table &t, int seat, const json &move);

bool is_action_type(std::string_view type);
// For refusals: why `seat` may not act now, and what the game waits for.
std::string not_awaited_text(const table &t, int seat);
std::string pending_text(const table &t);
// Keeping one's cards when offered, for turn timers.
int default_rank(const table &, const json &move);
// The loot a rob or punchLoot action names: its kind, and a purse's value
// when the player knows it (-1 otherwise).
loot_choice loot_of(const json &action);

} // namespace tavern::games::coltexpress
