#pragma once
// Randomness from the operating system, for seeds, seat tokens and room codes.
// Stateless, so it is safe from any thread.
#include <cstdint>
#include <string>

namespace tavern::server {

std::uint64_t secure_random_u64();

// 128 random bits as 32 lower-case hex digits.
std::string new_seat_token();

// A game's id for replays: random, so finished games cannot be listed by
// counting.
std::string new_game_id();

// Equal-time comparison, so a guesser learns nothing from timing.
bool tokens_equal(const std::string &a, const std::string &b);

} // namespace tavern::server
