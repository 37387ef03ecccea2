#pragma once
// A JSON object from its keys and values in turn: json_object("id", 3,
// "name", "Shield"). The members are put straight into one allocation.
// nlohmann's initializer list, {{"id", 3}, {"name", "Shield"}}, first builds
// every member as a two-element array, then copies it into the object and
// frees it: in the views and offered actions rebuilt after every move, that
// was a tenth of a room's instructions (docs/BENCHMARKS.md, finding 26).
// Unlike an initializer list's elements, a call's arguments are evaluated in
// no fixed order: pass values whose computing changes nothing (no draws).
#include "json_value.hpp"

#include <utility>

namespace tavern {

namespace json_object_detail {

inline void add_members(json::object_t &) {}

template <class Key, class Value, class... Rest>
void add_members(json::object_t &members, Key &&key, Value &&value, Rest &&...rest) {
  members.emplace(std::forward<Key>(key), std::forward<Value>(value));
  add_members(members, std::forward<Rest>(rest)...);
}

} // namespace json_object_detail

template <class... KeysAndValues> json json_object(KeysAndValues &&...keys_and_values) {
  static_assert(sizeof...(keys_and_values) % 2 == 0, "json_object takes a value for every key");
  json object(json::value_t::object);
  auto &members = object.get_ref<json::object_t &>();
  if constexpr (sizeof...(keys_and_values) > 0)
    members.reserve(sizeof...(keys_and_values) / 2);
  json_object_detail::add_members(members, std::forward<KeysAndValues>(keys_and_values)...);
  return object;
}

} // namespace tavern
