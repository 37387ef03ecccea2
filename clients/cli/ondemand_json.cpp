#include "ondemand_json.hpp"

#include <charconv>
#include <cstdint>
#include <string>

namespace tavern::cli {

using json = tavern::json;
namespace ondemand = simdjson::ondemand;

namespace {
// Deeper than any document the server sends; it bounds the recursion.
constexpr int max_depth = 512;

// An integer simdjson refuses as too large for 64 bits, which json::parse
// reads as a double. Anything else simdjson refuses is not JSON.
bool read_large_integer(ondemand::value &value, json &out) {
  std::string_view token = value.raw_json_token();
  while (!token.empty() && (token.back() == ' ' || token.back() == '\n' || token.back() == '\r' ||
                            token.back() == '\t'))
    token.remove_suffix(1); // the token runs up to the next one
  const std::string_view digits = token.starts_with('-') ? token.substr(1) : token;
  if (digits.empty() || digits.front() == '0' ||
      digits.find_first_not_of("0123456789") != std::string_view::npos)
    return false;
  double number = 0;
  const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), number);
  if (ec != std::errc() || end != token.data() + token.size())
    return false;
  out = number;
  return true;
}

bool build(ondemand::value value, json &out, int depth) {
  if (depth > max_depth)
    return false;
  ondemand::json_type type;
  if (value.type().get(type))
    return false;
  switch (type) {
  case ondemand::json_type::object: {
    ondemand::object members;
    if (value.get_object().get(members))
      return false;
    out = json::object();
    auto &object = out.get_ref<json::object_t &>();
    for (auto field : members) {
      std::string_view key;
      ondemand::value value;
      if (field.unescaped_key().get(key) || field.value().get(value))
        return false;
      // A repeated key takes the last value, as with json::parse. The slot
      // stays put while its own value is built: only its siblings move it.
      if (!build(value, object[std::string(key)], depth + 1))
        return false;
    }
    return true;
  }
  case ondemand::json_type::array: {
    ondemand::array elements;
    if (value.get_array().get(elements))
      return false;
    out = json::array();
    auto &array = out.get_ref<json::array_t &>();
    for (auto element : elements) {
      ondemand::value item;
      if (element.get(item))
        return false;
      array.emplace_back();
      if (!build(item, array.back(), depth + 1))
        return false;
    }
    return true;
  }
  case ondemand::json_type::string: {
    std::string_view text;
    if (value.get_string().get(text))
      return false;
    out = std::string(text);
    return true;
  }
  case ondemand::json_type::number: {
    // "-0" is a signed zero to json::parse; simdjson's type does not say.
    const bool negative = value.is_negative();
    ondemand::number number;
    if (value.get_number().get(number))
      return read_large_integer(value, out);
    switch (number.get_number_type()) {
    case ondemand::number_type::floating_point_number:
      out = number.get_double();
      break;
    case ondemand::number_type::signed_integer:
      if (negative)
        out = number.get_int64();
      else
        out = static_cast<std::uint64_t>(number.get_int64());
      break;
    case ondemand::number_type::unsigned_integer:
      out = number.get_uint64();
      break;
    }
    return true;
  }
  case ondemand::json_type::boolean: {
    bool flag = false;
    if (value.get_bool().get(flag))
      return false;
    out = flag;
    return true;
  }
  case ondemand::json_type::null: {
    bool null = false;
    if (value.is_null().get(null) || !null)
      return false; // "nul", "nullx"
    out = nullptr;
    return true;
  }
  }
  return false;
}
} // namespace

bool build_json(ondemand::value value, json &out) {
  return build(value, out, 0);
}

bool read_string(ondemand::value value, std::string &out) {
  std::string_view text;
  if (value.get_string().get(text))
    return false;
  out.assign(text);
  return true;
}

} // namespace tavern::cli
