#include "patch_applier.hpp"

#include "ondemand_json.hpp"
#include "protocol/json_release.hpp"

#include <algorithm>
#include <limits>

namespace tavern::cli {

using json = tavern::json;
namespace ondemand = simdjson::ondemand;

namespace {

// An array index as RFC 6901 spells it: digits, no leading zero. "-" (past
// the end) is left to the caller.
bool array_index(std::string_view token, std::size_t &index) {
  if (token.empty() || (token.size() > 1 && token.front() == '0'))
    return false;
  std::size_t value = 0;
  for (const char c : token) {
    if (c < '0' || c > '9')
      return false;
    const auto digit = static_cast<std::size_t>(c - '0');
    if (value > (std::numeric_limits<std::size_t>::max() - digit) / 10)
      return false;
    value = value * 10 + digit;
  }
  index = value;
  return true;
}

// `inner` is `outer` or a pointer below it.
bool within(std::string_view inner, std::string_view outer) {
  return inner.starts_with(outer) && (inner.size() == outer.size() || inner[outer.size()] == '/');
}
} // namespace

bool patch_scope::covers(std::string_view path) const {
  return all_ || std::any_of(pointers_.begin(), pointers_.end(), [&](const std::string &p) {
           return within(path, p) || within(p, path);
         });
}

bool patch_applier::apply(ondemand::value patch, json &document, const patch_scope &scope) {
  walked_.clear();
  walked_.push_back({0, &document});
  walked_path_.clear();
  ondemand::array operations;
  if (patch.get_array().get(operations))
    return false;
  for (auto element : operations) {
    ondemand::object members;
    if (element.get_object().get(members))
      return false;
    op_.clear();
    path_.clear();
    bool has_op = false;
    bool has_path = false;
    has_value_ = false;
    has_from_ = false;
    for (auto field : members) {
      std::string_view key;
      ondemand::value value;
      if (field.unescaped_key().get(key) || field.value().get(value))
        return false;
      bool read = true;
      if (key == "op")
        read = has_op = read_string(value, op_);
      else if (key == "path")
        read = has_path = read_string(value, path_);
      else if (key == "value" && (!has_path || scope.covers(path_)))
        read = has_value_ = build_json(value, value_); // the server writes `path` first
      else if (key == "from")
        read = has_from_ = read_string(value, from_);
      // Other members, and values out of scope, are stepped over unbuilt.
      if (!read)
        return false; // not JSON, or `op`, `path` or `from` not a string
    }
    if (!has_op || !has_path)
      return false;
    // `move` and `copy` also change what is at `from`.
    const bool in_scope = scope.covers(path_) || (has_from_ && scope.covers(from_));
    if (in_scope && !apply_operation(document))
      return false;
  }
  return true;
}

bool patch_applier::next_token(std::string_view pointer, std::size_t &at) {
  // `at` is at a '/'; the token runs to the next one.
  const std::size_t begin = at + 1;
  std::size_t end = pointer.find('/', begin);
  if (end == std::string_view::npos)
    end = pointer.size();
  at = end;
  const std::string_view raw = pointer.substr(begin, end - begin);
  token_.assign(raw);
  if (raw.find('~') == std::string_view::npos)
    return true;
  token_.clear();
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] != '~') {
      token_ += raw[i];
      continue;
    }
    if (i + 1 >= raw.size())
      return false;
    if (raw[i + 1] == '0')
      token_ += '~';
    else if (raw[i + 1] == '1')
      token_ += '/';
    else
      return false;
    ++i;
  }
  return true;
}

json *patch_applier::parent_of(json &document, std::string_view pointer) {
  // Keep the steps of the previous walk whose pointer prefix, up to a token
  // boundary, this one shares; the root is always kept.
  const std::size_t limit = std::min(pointer.size(), walked_path_.size());
  std::size_t common = 0;
  while (common < limit && pointer[common] == walked_path_[common])
    ++common;
  std::size_t keep = 1;
  while (keep < walked_.size() && walked_[keep].end <= common &&
         walked_[keep].end < pointer.size() && pointer[walked_[keep].end] == '/')
    ++keep;
  walked_.resize(keep);
  if (walked_.empty() || walked_.front().node != &document)
    walked_.assign(1, step{0, &document});
  walked_path_.assign(pointer);

  json *current = walked_.back().node;
  std::size_t at = walked_.back().end;
  for (;;) {
    if (!next_token(pointer, at))
      return nullptr;
    if (at == pointer.size())
      return current; // token_ is the last one
    if (current->is_object()) {
      auto &object = current->get_ref<json::object_t &>();
      const auto found = object.find(std::string_view(token_));
      if (found == object.end())
        return nullptr;
      current = &found->second;
    } else if (current->is_array()) {
      auto &array = current->get_ref<json::array_t &>();
      std::size_t index = 0;
      if (!array_index(token_, index) || index >= array.size())
        return nullptr;
      current = &array[index];
    } else {
      return nullptr;
    }
    walked_.push_back({at, current});
  }
}

bool patch_applier::apply_operation(json &document) {
  const bool is_add = op_ == "add";
  const bool is_remove = op_ == "remove";
  const bool is_replace = op_ == "replace";
  if ((!is_add && !is_remove && !is_replace) || path_.empty() || path_.front() != '/')
    return apply_generic(document);
  if (!is_remove && !has_value_)
    return false;
  json *parent = parent_of(document, path_);
  if (!parent)
    return false;
  if (parent->is_object() || (is_add && parent->is_null())) {
    if (parent->is_null())
      *parent = json::object(); // as patch_inplace's add does
    auto &object = parent->get_ref<json::object_t &>();
    if (is_add) {
      const auto [slot, inserted] = object.try_emplace(token_);
      if (!inserted)
        protocol::release_tree(slot->second);
      slot->second = std::move(value_);
      return true;
    }
    const auto found = object.find(std::string_view(token_));
    if (found == object.end())
      return false;
    protocol::release_tree(found->second);
    if (is_remove)
      object.erase(found);
    else
      found->second = std::move(value_);
    return true;
  }
  if (parent->is_array()) {
    auto &array = parent->get_ref<json::array_t &>();
    if (is_add && token_ == "-") {
      array.push_back(std::move(value_));
      return true;
    }
    std::size_t index = 0;
    if (!array_index(token_, index))
      return false;
    if (is_add) {
      if (index > array.size())
        return false;
      array.insert(array.begin() + static_cast<std::ptrdiff_t>(index), std::move(value_));
      return true;
    }
    if (index >= array.size())
      return false;
    protocol::release_tree(array[index]);
    if (is_remove)
      array.erase(array.begin() + static_cast<std::ptrdiff_t>(index));
    else
      array[index] = std::move(value_);
    return true;
  }
  return false; // a pointer into a number, string, boolean or null
}

bool patch_applier::apply_generic(json &document) {
  // `move` and `copy` change more than the parent's children.
  walked_.assign(1, step{0, &document});
  walked_path_.clear();
  json operation = {{"op", op_}, {"path", path_}};
  if (has_value_)
    operation["value"] = std::move(value_);
  if (has_from_)
    operation["from"] = from_;
  try {
    document.patch_inplace(json::array({std::move(operation)}));
  } catch (const json::exception &) {
    return false;
  }
  return true;
}

} // namespace tavern::cli
