#pragma once
// The action vocabulary: every action a seat may send now, as JSON with a
// label, checking an incoming action against them, and reading its loot.
#include "table.hpp"
#include "train.hpp"

#include <variant>

namespace tavern::games::coltexpress {

json legal_moves(const table &t, int seat); // each with its "label"
std::variant<json, game_error> validate_action(const table &t, int seat, const json &action);
// The loot a rob or punchLoot action names: its kind, and a purse's value
// when the player knows it (-1 otherwise).
loot_choice loot_of(const json &action);

} // namespace tavern::games::coltexpress
