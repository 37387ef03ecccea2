#pragma once
// Provably fair shuffles by commit and reveal (protocol.md, "Fair shuffles").
// The server draws a secret (server seed and nonce) and publishes its
// commitment before it knows every player's value; the game's seed is derived
// from the secret and every seat's contributed value together; the secret is
// revealed when the game ends. Anyone can then recompute both hashes.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tavern::protocol {

// A player's value: 1 to 64 characters from A-Z, a-z, 0-9, '-' and '_'.
// A seat that sent none contributes the empty string.
inline constexpr std::size_t max_entropy_chars = 64;
// Why `value` is not a valid contributed value, or nothing when it is.
std::optional<std::string> check_entropy(std::string_view value);

struct fair_secret {
  std::string server_seed; // 64 lower-case hex digits (32 bytes)
  std::string nonce;       // 32 lower-case hex digits (16 bytes)
};

// The bytes that are hashed (exactly these, ASCII, each line ending in "\n"):
//   commitment:  "tavern-commit-v1\n" serverSeed "\n" nonce "\n"
//   game seed:   "tavern-seed-v1\n" serverSeed "\n" nonce "\n" N "\n"
//                value_0 "\n" ... value_{N-1} "\n"      (N seats, in decimal)
std::string commitment_text(const fair_secret &secret);
std::string seed_text(const fair_secret &secret, const std::vector<std::string> &values);

// Lower-case hex SHA-256 of commitment_text().
std::string fair_commitment(const fair_secret &secret);
// The first 8 bytes of SHA-256(seed_text()), big-endian.
std::uint64_t fair_game_seed(const fair_secret &secret, const std::vector<std::string> &values);

// Whether `text` is exactly `digits` lower-case hexadecimal digits.
bool is_lower_hex(std::string_view text, std::size_t digits);

} // namespace tavern::protocol
