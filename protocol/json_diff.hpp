#pragma once
// RFC 6902 diff between two JSON documents, linear in their size.
// nlohmann's json::diff compares arrays by index and turns a shrinking array
// into a quadratic sequence of operations; this one handles the shapes our
// documents have (objects keyed by stable ids, append-only arrays) with the
// fewest operations: a changed leaf is one `replace`, an appended element one
// `add`, and a truncated array `remove`s from its end.
#include "json/json_value.hpp"

#include <cstddef>
#include <string>
#include <string_view>

namespace tavern::protocol {

using json = tavern::json;

// What append_diff wrote: how many operations, and how many of them were at
// or under the `watched` top-level member (or replaced the whole document).
struct diff_counts {
  std::size_t operations = 0;
  std::size_t watched = 0;
};

// Appends the operations turning `from` into `to` to `out`, serialized as in
// a patch's array (comma-separated, no brackets; a comma first when `out` is
// not empty), with `path` before every pointer. Written as text directly:
// the operations are only ever sent, so no JSON tree is built for them.
diff_counts append_diff(const json &from, const json &to, std::string &out,
                        std::string_view path = {}, std::string_view watched = {});

// Appends one operation to `out` the way append_diff writes them, with its
// value already serialized (`value_text` empty: none, as for `remove`).
void append_operation(std::string &out, std::string_view op, std::string_view path,
                      std::string_view value_text = {});
// The same with `value` written in place (no text of its own first).
void append_value_operation(std::string &out, std::string_view op, std::string_view path,
                            const json &value);

// Appends `value` as compact JSON: the bytes nlohmann's dump writes (broken
// UTF-8 replaced), without building its serializer for every value.
void append_value(std::string &out, const json &value);

// The same as a JSON Patch array (for tests and tools).
json diff(const json &from, const json &to);

// One reference token of a JSON Pointer, escaped (~ as ~0, / as ~1).
std::string escape_pointer_token(std::string_view token);

} // namespace tavern::protocol
