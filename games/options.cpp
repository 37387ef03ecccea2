#include "options.hpp"
#include "json/json_object.hpp"

#include <algorithm>

namespace tavern::games {

namespace {
game_error bad(std::string message) {
  return {std::string(error_codes::bad_options), std::move(message)};
}

std::optional<game_error> check_value(const option_descriptor &d, const json &v) {
  if (d.type == "bool") {
    if (!v.is_boolean())
      return bad("option '" + d.name + "' must be true or false");
  } else if (d.type == "enum") {
    if (!v.is_string() || std::find(d.values.begin(), d.values.end(), v) == d.values.end())
      return bad("option '" + d.name + "' must be one of " + d.values.dump());
  } else if (d.type == "int") {
    if (!v.is_number_integer())
      return bad("option '" + d.name + "' must be an integer");
    const auto n = v.get<long long>();
    if (n < d.values.at("min").get<long long>() || n > d.values.at("max").get<long long>())
      return bad("option '" + d.name + "' must be between " + d.values.at("min").dump() + " and " +
                 d.values.at("max").dump());
  }
  return std::nullopt;
}
} // namespace

std::variant<json, game_error> normalize_options(const std::vector<option_descriptor> &descriptors,
                                                 const json &options) {
  if (options.is_null())
    return normalize_options(descriptors, json::object());
  if (!options.is_object())
    return bad("options must be an object");
  for (const auto &item : options.items()) {
    const std::string &key = item.key();
    const bool known = std::any_of(descriptors.begin(), descriptors.end(),
                                   [&](const option_descriptor &d) { return d.name == key; });
    if (!known)
      return bad("unknown option '" + key + "'");
  }
  json out = json::object();
  for (const auto &d : descriptors) {
    const auto it = options.find(d.name);
    const json &value = it == options.end() ? d.default_value : *it;
    if (auto err = check_value(d, value))
      return *err;
    out[d.name] = value;
  }
  return out;
}

json describe_option(const option_descriptor &d) {
  json out =
      json_object("name", d.name, "type", d.type, "default", d.default_value, "help", d.help);
  if (d.type == "enum")
    out["values"] = d.values;
  else if (d.type == "int") {
    out["min"] = d.values.at("min");
    out["max"] = d.values.at("max");
  }
  return out;
}

} // namespace tavern::games
