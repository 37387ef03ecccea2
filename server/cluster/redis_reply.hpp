#pragma once
// A Redis reply, copied out of hiredis's so that no hiredis type leaves
// redis_connection. Error replies never appear here: they are redis_error.
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tavern::cluster {

struct redis_reply {
  enum class kind { nil, integer, string, status, array };

  kind type = kind::nil;
  std::int64_t integer = 0;          // kind::integer
  std::string text;                  // kind::string and kind::status
  std::vector<redis_reply> elements; // kind::array

  bool is_nil() const { return type == kind::nil; }
  // An integer reply, or a string holding a decimal integer (what HGET
  // returns for a field written as a number); nullopt for anything else.
  std::optional<std::int64_t> as_integer() const {
    if (type == kind::integer)
      return integer;
    if (type != kind::string || text.empty())
      return std::nullopt;
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size())
      return std::nullopt;
    return value;
  }
};

} // namespace tavern::cluster
