#pragma once
// The action vocabulary: every action a seat may send now, as JSON with a
// label, checking an incoming action against them, and carrying it out.
#include "table.hpp"

#include <variant>

namespace tavern::games::coltexpress {

json legal_moves(const table &t, int seat); // each with its "label"
std::variant<json, game_error> validate_action(const table &t, int seat, const json &action);
// `legal` is one of legal_moves (label removed or not).
void execute_move(table &t, int seat, const json &legal);

} // namespace tavern::games::coltexpress
