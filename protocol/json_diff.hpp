#pragma once
// RFC 6902 diff between two JSON documents, linear in their size.
// nlohmann's json::diff compares arrays by index and turns a shrinking array
// into a quadratic sequence of operations; this one handles the shapes our
// documents have (objects keyed by stable ids, append-only arrays) with the
// fewest operations: a changed leaf is one `replace`, an appended element one
// `add`, and a truncated array `remove`s from its end.
#include <nlohmann/json.hpp>

#include <string>

namespace tavern::protocol {

using json = nlohmann::json;

// Appends to `patch` (an array) the operations turning `from` into `to`.
void append_diff(const json &from, const json &to, json &patch, std::string path = {});

inline json diff(const json &from, const json &to) {
  json patch = json::array();
  append_diff(from, to, patch);
  return patch;
}

// One reference token of a JSON Pointer, escaped (~ as ~0, / as ~1).
std::string escape_pointer_token(std::string_view token);

} // namespace tavern::protocol
