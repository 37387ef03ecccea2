#include "secure_random.hpp"

#include <sys/random.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>

namespace tavern::server {

std::uint64_t secure_random_u64() {
  std::uint64_t value = 0;
  auto *bytes = reinterpret_cast<unsigned char *>(&value);
  std::size_t got = 0;
  while (got < sizeof value) {
    const ssize_t n = getrandom(bytes + got, sizeof value - got, 0);
    if (n > 0)
      got += static_cast<std::size_t>(n);
    else if (n < 0 && errno != EINTR) {
      // Without the OS random source no seat or seed is safe: refuse to go on.
      std::perror("getrandom");
      std::abort();
    }
  }
  return value;
}

std::string new_seat_token() {
  static constexpr char hex[] = "0123456789abcdef";
  std::string token;
  for (int word = 0; word < 2; ++word) {
    std::uint64_t bits = secure_random_u64();
    for (int i = 0; i < 16; ++i, bits >>= 4)
      token += hex[bits & 0xF];
  }
  return token;
}

std::string new_game_id() {
  // 12 characters of 32 letters and digits: 60 bits, too many to enumerate.
  static constexpr char alphabet[] = "abcdefghjkmnpqrstuvwxyz023456789";
  std::string id;
  std::uint64_t bits = secure_random_u64();
  for (int i = 0; i < 12; ++i, bits >>= 5)
    id += alphabet[bits & 0x1F];
  return id;
}

bool tokens_equal(const std::string &a, const std::string &b) {
  if (a.size() != b.size())
    return false;
  unsigned char diff = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  return diff == 0;
}

} // namespace tavern::server
