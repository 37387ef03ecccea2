#include "fair_seed.hpp"

#include "sha256.hpp"

#include <algorithm>

namespace tavern::protocol {

std::optional<std::string> check_entropy(std::string_view value) {
  const bool allowed = std::all_of(value.begin(), value.end(), [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_';
  });
  if (value.empty() || value.size() > max_entropy_chars || !allowed)
    return "field 'entropy' must be 1 to 64 letters, digits, '-' or '_'";
  return std::nullopt;
}

std::string commitment_text(const fair_secret &secret) {
  return "tavern-commit-v1\n" + secret.server_seed + "\n" + secret.nonce + "\n";
}

std::string seed_text(const fair_secret &secret, const std::vector<std::string> &values) {
  std::string text = "tavern-seed-v1\n" + secret.server_seed + "\n" + secret.nonce + "\n" +
                     std::to_string(values.size()) + "\n";
  for (const auto &v : values)
    text += v + "\n";
  return text;
}

std::string fair_commitment(const fair_secret &secret) {
  return to_hex(sha256(commitment_text(secret)));
}

std::uint64_t fair_game_seed(const fair_secret &secret, const std::vector<std::string> &values) {
  const auto digest = sha256(seed_text(secret, values));
  std::uint64_t seed = 0;
  for (int i = 0; i < 8; ++i)
    seed = (seed << 8) | digest[static_cast<std::size_t>(i)];
  return seed;
}

bool is_lower_hex(std::string_view text, std::size_t digits) {
  return text.size() == digits && std::all_of(text.begin(), text.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

} // namespace tavern::protocol
