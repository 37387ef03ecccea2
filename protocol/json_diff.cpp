#include "json_diff.hpp"

namespace tavern::protocol {

std::string escape_pointer_token(std::string_view token) {
  std::string out;
  out.reserve(token.size());
  for (char c : token) {
    if (c == '~')
      out += "~0";
    else if (c == '/')
      out += "~1";
    else
      out += c;
  }
  return out;
}

void append_diff(const json &from, const json &to, json &patch, std::string path) {
  if (from.type() != to.type()) {
    patch.push_back({{"op", "replace"}, {"path", path}, {"value", to}});
    return;
  }
  if (from.is_object()) {
    for (auto it = from.begin(); it != from.end(); ++it) {
      const std::string child = path + "/" + escape_pointer_token(it.key());
      const auto other = to.find(it.key());
      if (other == to.end())
        patch.push_back({{"op", "remove"}, {"path", child}});
      else
        append_diff(*it, *other, patch, child);
    }
    for (auto it = to.begin(); it != to.end(); ++it)
      if (!from.contains(it.key()))
        patch.push_back(
            {{"op", "add"}, {"path", path + "/" + escape_pointer_token(it.key())}, {"value", *it}});
    return;
  }
  if (from.is_array()) {
    const std::size_t common = std::min(from.size(), to.size());
    for (std::size_t i = 0; i < common; ++i)
      append_diff(from[i], to[i], patch, path + "/" + std::to_string(i));
    // Remove from the end first so the indices of the remaining ones hold.
    for (std::size_t i = from.size(); i > common; --i)
      patch.push_back({{"op", "remove"}, {"path", path + "/" + std::to_string(i - 1)}});
    for (std::size_t i = common; i < to.size(); ++i)
      patch.push_back({{"op", "add"}, {"path", path + "/" + std::to_string(i)}, {"value", to[i]}});
    return;
  }
  if (from != to)
    patch.push_back({{"op", "replace"}, {"path", path}, {"value", to}});
}

} // namespace tavern::protocol
