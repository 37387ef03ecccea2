#include "json_hash.hpp"

#include <cstring>
#include <string>

namespace tavern::games::kit {

namespace {

using value_t = tavern::json::value_t;

std::uint64_t mix_bytes(std::uint64_t h, std::string_view bytes) {
  std::uint64_t fnv = 0xcbf29ce484222325ULL;
  for (unsigned char ch : bytes) {
    fnv ^= ch;
    fnv *= 0x100000001b3ULL;
  }
  return hash_mix(h, fnv ^ bytes.size());
}

std::uint64_t hash_value(const tavern::json &j, std::uint64_t h, bool (*skip)(std::string_view)) {
  // An integer is one number whether it was stored signed or unsigned.
  h = hash_mix(h, static_cast<std::uint64_t>(
                      j.type() == value_t::number_unsigned ? value_t::number_integer : j.type()));
  switch (j.type()) {
  case value_t::object: {
    std::size_t fields = 0;
    for (auto it = j.begin(); it != j.end(); ++it) {
      if (skip && skip(it.key()))
        continue;
      h = mix_bytes(h, it.key());
      h = hash_value(*it, h, nullptr);
      ++fields;
    }
    return hash_mix(h, fields);
  }
  case value_t::array:
    for (const auto &item : j)
      h = hash_value(item, h, nullptr);
    return hash_mix(h, j.size());
  case value_t::string:
    return mix_bytes(h, j.get_ref<const std::string &>());
  case value_t::boolean:
    return hash_mix(h, j.get<bool>() ? 1 : 0);
  case value_t::number_integer:
    return hash_mix(h, static_cast<std::uint64_t>(j.get<std::int64_t>()));
  case value_t::number_unsigned:
    return hash_mix(h, j.get<std::uint64_t>());
  case value_t::number_float: {
    const double d = j.get<double>();
    std::uint64_t bits = 0;
    std::memcpy(&bits, &d, sizeof bits);
    return hash_mix(h, bits);
  }
  default:
    return h;
  }
}

} // namespace

std::uint64_t hash_mix(std::uint64_t h, std::uint64_t v) {
  std::uint64_t z = h ^ (v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2));
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::uint64_t hash_json(const tavern::json &value, bool (*skip_at_top)(std::string_view)) {
  return hash_value(value, 0x2545f4914f6cdd1dULL, skip_at_top);
}

} // namespace tavern::games::kit
