#include "json_diff.hpp"
#include "json_text.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <iterator>
#include <vector>

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

// {"op":..,"path":.. up to the value: nlohmann's key order, so frames are
// the same bytes as when operations were JSON objects.
void write_operation_head(json_text &out, bool first, std::string_view op, std::string_view path) {
  if (!first)
    out.raw(',');
  out.raw(R"({"op":")");
  out.raw(op);
  out.raw(R"(","path":)");
  out.string(path);
}

// Walks both documents together. Most of a document is unchanged, so the
// walk is kept cheap for equal subtrees: object members are matched by one
// merge over both key orders (nlohmann keeps keys sorted) rather than a
// lookup per key, and a node's pointer is only written out when an operation
// needs it, from the stack of tokens leading to it.
class differ {
public:
  differ(std::string &out, std::string_view base, std::string_view watched)
      : out_(out), first_(out.empty()), base_(base), watched_(watched) {
    tokens_.reserve(16);
  }

  void walk(const json &from, const json &to) {
    if (from.type() != to.type()) {
      emit("replace", &to);
      return;
    }
    // The containers themselves, not nlohmann's iterators, which check the
    // type at every step.
    if (from.is_object())
      return walk_object(from.get_ref<const json::object_t &>(),
                         to.get_ref<const json::object_t &>());
    if (from.is_array())
      return walk_array(from.get_ref<const json::array_t &>(), to.get_ref<const json::array_t &>());
    if (from != to)
      emit("replace", &to);
  }

  diff_counts counts() const { return counts_; }

private:
  struct token {
    const std::string *key; // null: an array index
    std::size_t index;
  };

  void walk_object(const json::object_t &from, const json::object_t &to) {
    auto a = from.begin();
    auto b = to.begin();
    while (a != from.end() || b != to.end()) {
      const int order = a == from.end() ? 1 : b == to.end() ? -1 : a->first.compare(b->first);
      if (order < 0) {
        tokens_.push_back({&a->first, 0});
        emit("remove", nullptr);
        ++a;
      } else if (order > 0) {
        tokens_.push_back({&b->first, 0});
        emit("add", &b->second);
        ++b;
      } else {
        tokens_.push_back({&a->first, 0});
        walk(a->second, b->second);
        ++a;
        ++b;
      }
      tokens_.pop_back();
    }
  }

  void walk_array(const json::array_t &from, const json::array_t &to) {
    const std::size_t common = std::min(from.size(), to.size());
    for (std::size_t i = 0; i < common; ++i) {
      tokens_.push_back({nullptr, i});
      walk(from[i], to[i]);
      tokens_.pop_back();
    }
    // Remove from the end first so the indices of the remaining ones hold.
    for (std::size_t i = from.size(); i > common; --i) {
      tokens_.push_back({nullptr, i - 1});
      emit("remove", nullptr);
      tokens_.pop_back();
    }
    for (std::size_t i = common; i < to.size(); ++i) {
      tokens_.push_back({nullptr, i});
      emit("add", &to[i]);
      tokens_.pop_back();
    }
  }

  void emit(const char *op, const json *value) {
    ++counts_.operations;
    if (!watched_.empty() &&
        (tokens_.empty() || (tokens_.front().key && *tokens_.front().key == watched_)))
      ++counts_.watched;
    path_.assign(base_);
    for (const auto &t : tokens_) {
      path_ += '/';
      if (!t.key) {
        char digits[24];
        path_.append(digits, std::to_chars(digits, digits + sizeof digits, t.index).ptr);
      } else if (t.key->find_first_of("~/") == std::string::npos)
        path_ += *t.key;
      else
        path_ += escape_pointer_token(*t.key);
    }
    write_operation_head(out_, first_, op, path_);
    first_ = false;
    if (value) {
      out_.raw(R"(,"value":)");
      out_.value(*value);
    }
    out_.raw('}');
  }

  json_text out_;
  bool first_;
  std::string_view base_;
  std::string_view watched_;
  std::vector<token> tokens_;
  std::string path_;
  diff_counts counts_;
};

} // namespace

diff_counts append_diff(const json &from, const json &to, std::string &out, std::string_view path,
                        std::string_view watched) {
  differ d(out, path, watched);
  d.walk(from, to);
  return d.counts();
}

void append_value(std::string &out, const json &value) {
  json_text(out).value(value);
}

void append_operation(std::string &out, std::string_view op, std::string_view path,
                      std::string_view value_text) {
  json_text text(out);
  write_operation_head(text, out.empty(), op, path);
  if (!value_text.empty()) {
    text.raw(R"(,"value":)");
    text.raw(value_text);
  }
  text.raw('}');
}

void append_value_operation(std::string &out, std::string_view op, std::string_view path,
                            const json &value) {
  json_text text(out);
  write_operation_head(text, out.empty(), op, path);
  text.raw(R"(,"value":)");
  text.value(value);
  text.raw('}');
}

json diff(const json &from, const json &to) {
  std::string text = "[";
  std::string ops;
  append_diff(from, to, ops);
  text += ops;
  text += ']';
  return json::parse(text);
}

} // namespace tavern::protocol
