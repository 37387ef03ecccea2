#pragma once
// A 64-bit hash of a JSON value's content, for the bot's keys of actions and
// of what a seat sees: equal values give equal hashes, and values differing
// anywhere differ but for a 64-bit hash's chance. Object keys count in their
// order, which the engines' builders keep fixed.
#include "json/json_value.hpp"

#include <cstdint>
#include <string_view>

namespace tavern::games::kit {

// splitmix64's finalizer over h and v: every input bit moves every output bit,
// so values differing in one small number do not collide by accident.
std::uint64_t hash_mix(std::uint64_t h, std::uint64_t v);

// `skip_at_top`, when given, names top-level keys left out (an action's words
// and drawing hints: the same action offered with and without them is one).
std::uint64_t hash_json(const tavern::json &value, bool (*skip_at_top)(std::string_view) = nullptr);

} // namespace tavern::games::kit
