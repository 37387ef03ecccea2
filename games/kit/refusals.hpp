#pragma once
// The error values for refused actions, with the texts every engine on the kit
// shares: the codes are those of engine.hpp's error_codes.
#include "games/engine.hpp"

#include <string>
#include <variant>

namespace tavern::games::kit {

game_error illegal_action(std::string message);
game_error not_your_turn(std::string message);

// For a seat outside 0..players-1 (the spectators among them).
game_error seat_outside_game(int seat);

// The action's "type" when it is an object with a string type, or why not;
// `example` is an action of the game, shown to whoever sent something else.
std::variant<std::string, game_error> action_type(const json &action, std::string_view example);

// Says why `action`, whose type is among the `offered` actions, matches none
// of them: an unknown or missing field, a value of the wrong kind, or a choice
// that is not offered (naming up to six that are).
game_error explain_mismatch(const json &action, const json &offered, const std::string &type);

} // namespace tavern::games::kit
