#pragma once
// The action vocabulary (see VIEW.md): every action a seat may send now, with
// its label, and carrying out an action after checking it against them.
#include "table.hpp"

#include <optional>
#include <vector>

namespace tavern::games::midevil {

std::vector<int> awaited_seats(const table &t);
json legal_actions_for(const table &t, int seat);
std::optional<game_error> apply_action(table &t, int seat, const json &action);
json default_action_for(const table &t, int seat);
int timeout_for(const table &t, int seat);

} // namespace tavern::games::midevil
