#pragma once
// Seat tokens are kept only as hashes, in memory and on disk: a leaked
// database or core dump hands nobody a seat.
#include <string>

namespace tavern::server {

// Lower-case hex digest of `token`. Tokens are 128 random bits, so only
// preimage resistance matters here, which SHA-1 still has.
std::string hash_seat_token(const std::string &token);

} // namespace tavern::server
