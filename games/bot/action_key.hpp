#pragma once
// A 64-bit key for an action, so that the search can recognise the same
// action across determinizations without serializing it: equal actions (the
// `label` and `msg`, which are for people, left out) give equal keys.
#include "games/engine.hpp"

#include <cstdint>

namespace tavern::bot {

std::uint64_t action_key(const games::json &action);

} // namespace tavern::bot
