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

namespace {

void append_token(std::string &path, std::string_view token) {
  path += '/';
  if (token.find_first_of("~/") == std::string_view::npos)
    path += token;
  else
    path += escape_pointer_token(token);
}

void append_index(std::string &path, std::size_t index) {
  path += '/';
  path += std::to_string(index);
}

// `path` is a buffer shared by the whole walk: each level appends its token
// and truncates it again, so unchanged subtrees cost no allocation.
void walk(const json &from, const json &to, json &patch, std::string &path) {
  if (from.type() != to.type()) {
    patch.push_back({{"op", "replace"}, {"path", path}, {"value", to}});
    return;
  }
  const std::size_t length = path.size();
  if (from.is_object()) {
    for (auto it = from.begin(); it != from.end(); ++it) {
      const auto other = to.find(it.key());
      append_token(path, it.key());
      if (other == to.end())
        patch.push_back({{"op", "remove"}, {"path", path}});
      else
        walk(*it, *other, patch, path);
      path.resize(length);
    }
    for (auto it = to.begin(); it != to.end(); ++it)
      if (!from.contains(it.key())) {
        append_token(path, it.key());
        patch.push_back({{"op", "add"}, {"path", path}, {"value", *it}});
        path.resize(length);
      }
    return;
  }
  if (from.is_array()) {
    const std::size_t common = std::min(from.size(), to.size());
    for (std::size_t i = 0; i < common; ++i) {
      append_index(path, i);
      walk(from[i], to[i], patch, path);
      path.resize(length);
    }
    // Remove from the end first so the indices of the remaining ones hold.
    for (std::size_t i = from.size(); i > common; --i) {
      append_index(path, i - 1);
      patch.push_back({{"op", "remove"}, {"path", path}});
      path.resize(length);
    }
    for (std::size_t i = common; i < to.size(); ++i) {
      append_index(path, i);
      patch.push_back({{"op", "add"}, {"path", path}, {"value", to[i]}});
      path.resize(length);
    }
    return;
  }
  if (from != to)
    patch.push_back({{"op", "replace"}, {"path", path}, {"value", to}});
}

} // namespace

void append_diff(const json &from, const json &to, json &patch, std::string path) {
  path.reserve(128);
  walk(from, to, patch, path);
}

} // namespace tavern::protocol
