#pragma once
// SHA-256 (FIPS 180-4), for the commitment and seed derivation of fair
// shuffles (fair_seed.hpp). Small and self-contained: the project links no
// cryptography library, and nothing here needs to be fast.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace tavern::protocol {

using sha256_digest = std::array<std::uint8_t, 32>;

sha256_digest sha256(std::string_view bytes);

// Lower-case hexadecimal, two digits per byte.
std::string to_hex(const sha256_digest &digest);

} // namespace tavern::protocol
