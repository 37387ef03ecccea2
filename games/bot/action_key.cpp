#include "action_key.hpp"

#include "games/kit/action_match.hpp"

#include <cstring>
#include <string_view>

namespace tavern::bot {

namespace {

// splitmix64's finalizer: every input bit moves every output bit, so keys of
// actions differing in one small number do not collide by accident.
std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  std::uint64_t z = h ^ (v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2));
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::uint64_t mix_bytes(std::uint64_t h, std::string_view bytes) {
  std::uint64_t fnv = 0xcbf29ce484222325ULL;
  for (unsigned char ch : bytes) {
    fnv ^= ch;
    fnv *= 0x100000001b3ULL;
  }
  return mix(h, fnv ^ bytes.size());
}

std::uint64_t hash_value(const games::json &j, std::uint64_t h, bool top) {
  using type = games::json::value_t;
  h = mix(h, static_cast<std::uint64_t>(j.type() == type::number_unsigned ? type::number_integer
                                                                          : j.type()));
  switch (j.type()) {
  case type::object: {
    // The words and the drawing hints are left out of the count too: an
    // action offered with its label and the same action written without it
    // are one edge.
    std::size_t fields = 0;
    for (auto it = j.begin(); it != j.end(); ++it) {
      if (top && games::kit::is_presentation(it.key()))
        continue;
      h = mix_bytes(h, it.key());
      h = hash_value(*it, h, false);
      ++fields;
    }
    return mix(h, fields);
  }
  case type::array:
    for (const auto &item : j)
      h = hash_value(item, h, false);
    return mix(h, j.size());
  case type::string:
    return mix_bytes(h, j.get_ref<const std::string &>());
  case type::boolean:
    return mix(h, j.get<bool>() ? 1 : 0);
  case type::number_integer:
    return mix(h, static_cast<std::uint64_t>(j.get<std::int64_t>()));
  case type::number_unsigned:
    return mix(h, j.get<std::uint64_t>());
  case type::number_float: {
    const double d = j.get<double>();
    std::uint64_t bits = 0;
    std::memcpy(&bits, &d, sizeof bits);
    return mix(h, bits);
  }
  default:
    return h;
  }
}

} // namespace

std::uint64_t action_key(const games::json &action) {
  return hash_value(action, 0x2545f4914f6cdd1dULL, true);
}

} // namespace tavern::bot
