#pragma once
// The one matcher between an action a seat sent and an action the game
// offered: every engine on the kit accepts exactly what it offered.
#include "games/engine.hpp"

#include <string_view>

namespace tavern::games::kit {

// Fields for people and for drawing the choice on the table (protocol.md,
// "actions" and "Choices on the table"): they never change what an action
// does, so a client may keep or drop them, and a history leaves them out.
inline constexpr std::string_view presentation_fields[] = {"label", "msg", "target", "group"};
bool is_presentation(std::string_view key);
void strip_presentation(json &action);

// Exact match: the same fields with the same types and values, the
// presentation fields `label`, `msg`, `target` and `group` aside.
// Legal actions hold strings, integers, booleans and arrays or objects of
// them, never fractions: 1.0 is not a seat number, nor 1 a yes.
bool matches_action(const json &sent, const json &legal);

} // namespace tavern::games::kit
