#pragma once
// A game's table of move kinds and the "type" each is sent as, and the two
// look-ups every game makes in it.
#include <array>
#include <cstddef>
#include <string_view>

namespace tavern::games::kit {

template <class Kind> struct action_type_row {
  Kind kind;
  std::string_view type;
};

template <class Kind, std::size_t N>
constexpr std::string_view type_of(const std::array<action_type_row<Kind>, N> &rows, Kind k) {
  for (const auto &r : rows)
    if (r.kind == k)
      return r.type;
  return {};
}

template <class Kind, std::size_t N>
constexpr bool has_type(const std::array<action_type_row<Kind>, N> &rows, std::string_view type) {
  for (const auto &r : rows)
    if (r.type == type)
      return true;
  return false;
}

} // namespace tavern::games::kit
