#include "json_diff.hpp"

#include <algorithm>
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

// Names and chat come from people: never let a broken byte sequence abort the
// serializer, replace it instead.
void write_value(std::string &out, const json &value) {
  if (value.is_number_integer() || value.is_boolean() || value.is_null()) {
    out += value.dump(); // cannot fail, and the common case
    return;
  }
  out += value.dump(-1, ' ', false, json::error_handler_t::replace);
}

bool plain(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) {
    const auto u = static_cast<unsigned char>(c);
    return u >= 0x20 && u < 0x80 && c != '"' && c != '\\';
  });
}

// {"op":..,"path":.. up to the value: nlohmann's key order, so frames are
// the same bytes as when operations were JSON objects.
void write_operation_head(std::string &out, std::string_view op, std::string_view path) {
  if (!out.empty())
    out += ',';
  out += R"({"op":")";
  out += op;
  out += R"(","path":)";
  if (plain(path)) {
    out += '"';
    out += path;
    out += '"';
  } else {
    write_value(out, json(std::string(path)));
  }
}

// Walks both documents together. Most of a document is unchanged, so the
// walk is kept cheap for equal subtrees: object members are matched by one
// merge over both key orders (nlohmann keeps keys sorted) rather than a
// lookup per key, and a node's pointer is only written out when an operation
// needs it, from the stack of tokens leading to it.
class differ {
public:
  differ(std::string &out, std::string_view base, std::string_view watched)
      : out_(out), base_(base), watched_(watched) {
    tokens_.reserve(16);
  }

  void walk(const json &from, const json &to) {
    if (from.type() != to.type()) {
      emit("replace", &to);
      return;
    }
    if (from.is_object())
      return walk_object(from, to);
    if (from.is_array())
      return walk_array(from, to);
    if (from != to)
      emit("replace", &to);
  }

  diff_counts counts() const { return counts_; }

private:
  struct token {
    const std::string *key; // null: an array index
    std::size_t index;
  };

  void walk_object(const json &from, const json &to) {
    auto a = from.begin();
    auto b = to.begin();
    while (a != from.end() || b != to.end()) {
      const int order = a == from.end() ? 1 : b == to.end() ? -1 : a.key().compare(b.key());
      if (order < 0) {
        tokens_.push_back({&a.key(), 0});
        emit("remove", nullptr);
        ++a;
      } else if (order > 0) {
        tokens_.push_back({&b.key(), 0});
        emit("add", &*b);
        ++b;
      } else {
        tokens_.push_back({&a.key(), 0});
        walk(*a, *b);
        ++a;
        ++b;
      }
      tokens_.pop_back();
    }
  }

  void walk_array(const json &from, const json &to) {
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
      if (!t.key)
        path_ += std::to_string(t.index);
      else if (t.key->find_first_of("~/") == std::string::npos)
        path_ += *t.key;
      else
        path_ += escape_pointer_token(*t.key);
    }
    write_operation_head(out_, op, path_);
    if (value) {
      out_ += R"(,"value":)";
      write_value(out_, *value);
    }
    out_ += '}';
  }

  std::string &out_;
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

void append_operation(std::string &out, std::string_view op, std::string_view path,
                      std::string_view value_text) {
  write_operation_head(out, op, path);
  if (!value_text.empty()) {
    out += R"(,"value":)";
    out += value_text;
  }
  out += '}';
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
