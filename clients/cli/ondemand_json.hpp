#pragma once
// Builds tavern::json values from simdjson's on-demand values, the way
// json::parse would build them from the same text: unsigned integers for
// non-negative ones, signed for negative ones, doubles otherwise or when an
// integer does not fit in 64 bits, and the last of repeated keys.
#include "json/json_value.hpp"

#include <simdjson.h>

#include <string>

namespace tavern::cli {

// False, with `out` anywhere, if the value is not JSON or nests deeper than
// any document the server sends.
bool build_json(simdjson::ondemand::value value, tavern::json &out);

// A string value unescaped into `out`; false if the value is not a string.
bool read_string(simdjson::ondemand::value value, std::string &out);

} // namespace tavern::cli
