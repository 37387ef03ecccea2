#pragma once
// Generic validation of game options against their descriptors, so every
// engine rejects bad options the same way and with the same messages.
#include "engine.hpp"

namespace tavern::games {

// Returns the options completed with defaults, or a `bad_options` error naming
// the offending option. Unknown option names are errors too.
std::variant<json, game_error> normalize_options(const std::vector<option_descriptor> &descriptors,
                                                 const json &options);

json describe_option(const option_descriptor &d);

} // namespace tavern::games
