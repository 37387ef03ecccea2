#include "json_text.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>

namespace tavern::protocol {

namespace {

// Bytes a JSON string holds as they are: printable ASCII but the quote and
// the backslash. Anything else goes to nlohmann, which escapes it.
constexpr std::array<bool, 256> plain_bytes = [] {
  std::array<bool, 256> plain{};
  for (int c = 0x20; c < 0x80; ++c)
    plain[static_cast<std::size_t>(c)] = c != '"' && c != '\\';
  return plain;
}();

// Whether none of the eight bytes in `w` needs escaping: below 0x20, the
// quote, the backslash, or outside ASCII (checked eight at a time: labels
// and paths are a few dozen bytes each).
bool plain_word(std::uint64_t w) {
  constexpr std::uint64_t ones = 0x0101010101010101ULL;
  constexpr std::uint64_t highs = 0x8080808080808080ULL;
  const auto has_zero = [](std::uint64_t x) { return (x - ones) & ~x & highs; };
  const std::uint64_t control = (w - ones * 0x20) & ~w & highs;
  return ((w & highs) | control | has_zero(w ^ (ones * '"')) | has_zero(w ^ (ones * '\\'))) == 0;
}

std::uint64_t word_at(const char *at) {
  std::uint64_t w;
  std::memcpy(&w, at, sizeof w);
  return w;
}

bool plain(std::string_view text) {
  const std::size_t n = text.size();
  if (n < 8) {
    for (const char c : text)
      if (!plain_bytes[static_cast<unsigned char>(c)])
        return false;
    return true;
  }
  // The last word overlaps the one before it rather than being walked byte
  // by byte.
  for (std::size_t i = 0; i + 8 < n; i += 8)
    if (!plain_word(word_at(text.data() + i)))
      return false;
  return plain_word(word_at(text.data() + n - 8));
}

} // namespace

void json_text::grow(std::size_t n) {
  // resize() fills what it adds, so the string grows to its capacity first
  // (no allocation), then by doubling: each byte filled about once. A frame
  // is a few hundred bytes to a few kilobytes.
  const std::size_t wanted = end_ + n;
  std::size_t size = std::max(out_.capacity(), std::size_t{512});
  while (size < wanted)
    size *= 2;
  out_.resize(size);
}

void json_text::with_nlohmann(const json &v) {
  // Names and chat come from people: never let a broken byte sequence abort
  // the serializer, replace it instead.
  raw(v.dump(-1, ' ', false, json::error_handler_t::replace));
}

void json_text::string(std::string_view text) {
  if (!plain(text))
    return with_nlohmann(json(std::string(text)));
  char *to = room(text.size() + 2);
  to[0] = '"';
  std::memcpy(to + 1, text.data(), text.size());
  to[text.size() + 1] = '"';
  end_ += text.size() + 2;
}

void json_text::number(long long n) {
  if (n >= 0 && n < 10)
    return raw(static_cast<char>('0' + n));
  char *to = room(24);
  end_ = static_cast<std::size_t>(std::to_chars(to, to + 24, n).ptr - out_.data());
}

void json_text::number(unsigned long long n) {
  if (n < 10)
    return raw(static_cast<char>('0' + n));
  char *to = room(24);
  end_ = static_cast<std::size_t>(std::to_chars(to, to + 24, n).ptr - out_.data());
}

// Floating-point numbers (and anything unusual) go to nlohmann, for its
// exact formatting.
void json_text::value(const json &v) {
  switch (v.type()) {
  case json::value_t::null:
    return raw("null");
  case json::value_t::boolean:
    return v.get_ref<const json::boolean_t &>() ? raw("true") : raw("false");
  case json::value_t::number_integer:
    return number(static_cast<long long>(v.get_ref<const json::number_integer_t &>()));
  case json::value_t::number_unsigned:
    return number(static_cast<unsigned long long>(v.get_ref<const json::number_unsigned_t &>()));
  case json::value_t::string:
    return string(v.get_ref<const json::string_t &>());
  case json::value_t::object: {
    const auto &members = v.get_ref<const json::object_t &>();
    if (members.empty())
      return raw("{}");
    char open = '{';
    for (const auto &[key, member] : members) {
      raw(open);
      open = ',';
      string(key);
      raw(':');
      value(member);
    }
    return raw('}');
  }
  case json::value_t::array: {
    const auto &elements = v.get_ref<const json::array_t &>();
    if (elements.empty())
      return raw("[]");
    char open = '[';
    for (const auto &element : elements) {
      raw(open);
      open = ',';
      value(element);
    }
    return raw(']');
  }
  default:
    return with_nlohmann(v);
  }
}

} // namespace tavern::protocol
