#pragma once
// The action vocabulary (see VIEW.md): every action a seat may send now, with
// its label, and carrying out one of them. The kit's shell
// (games/kit/move_state.hpp) checks an incoming action against them.
#include "table.hpp"

#include "games/kit/move_state.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace tavern::games::midevil {

std::vector<int> awaited_seats(const table &t);
// Each with its "label" and "msg" when listed worded (kit::has_wording).
json legal_moves(const table &t, int seat, kit::wording words);
// `move` is one of the seat's legal moves; the game then runs on to the next
// decision.
void do_apply(table &t, int seat, const json &move);

bool is_action_type(std::string_view type);
// For refusals: why `seat` may not act now, and what the game waits for.
std::string not_awaited_text(const table &t, int seat);
std::string pending_text(const table &t);
int default_rank(const table &, const json &move);
int timeout_for(const table &t, int seat);

} // namespace tavern::games::midevil
