#include "json_diff.hpp"

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

// Bytes a JSON string holds as they are: printable ASCII but the quote and
// the backslash. Anything else goes to nlohmann, which escapes it.
constexpr std::array<bool, 256> plain_bytes = [] {
  std::array<bool, 256> plain{};
  for (int c = 0x20; c < 0x80; ++c)
    plain[static_cast<std::size_t>(c)] = c != '"' && c != '\\';
  return plain;
}();

bool plain(std::string_view text) {
  for (const char c : text)
    if (!plain_bytes[static_cast<unsigned char>(c)])
      return false;
  return true;
}

// Names and chat come from people: never let a broken byte sequence abort the
// serializer, replace it instead.
void write_with_nlohmann(std::string &out, const json &value) {
  out += value.dump(-1, ' ', false, json::error_handler_t::replace);
}

void write_string(std::string &out, std::string_view text) {
  if (!plain(text))
    return write_with_nlohmann(out, json(std::string(text)));
  // One growth and one copy: a patch writes hundreds of short strings.
  const std::size_t at = out.size();
  out.resize(at + text.size() + 2);
  char *to = out.data() + at;
  *to++ = '"';
  std::memcpy(to, text.data(), text.size());
  to[text.size()] = '"';
}

template <typename Number> void write_number(std::string &out, Number n) {
  char digits[24];
  const auto end = std::to_chars(std::begin(digits), std::end(digits), n).ptr;
  out.append(digits, end);
}

// The same bytes as nlohmann's compact dump, without building a serializer
// for every value: views are mostly small integers, plain strings and
// booleans. Floating-point numbers and strings needing escapes go to
// nlohmann.
void write_value(std::string &out, const json &value) {
  switch (value.type()) {
  case json::value_t::null:
    out += "null";
    return;
  case json::value_t::boolean:
    out += value.get_ref<const json::boolean_t &>() ? "true" : "false";
    return;
  case json::value_t::number_integer:
    return write_number(out, value.get_ref<const json::number_integer_t &>());
  case json::value_t::number_unsigned:
    return write_number(out, value.get_ref<const json::number_unsigned_t &>());
  case json::value_t::string:
    return write_string(out, value.get_ref<const json::string_t &>());
  case json::value_t::object: {
    out += '{';
    bool first = true;
    for (const auto &[key, member] : value.get_ref<const json::object_t &>()) {
      if (!first)
        out += ',';
      first = false;
      write_string(out, key);
      out += ':';
      write_value(out, member);
    }
    out += '}';
    return;
  }
  case json::value_t::array: {
    out += '[';
    bool first = true;
    for (const auto &element : value.get_ref<const json::array_t &>()) {
      if (!first)
        out += ',';
      first = false;
      write_value(out, element);
    }
    out += ']';
    return;
  }
  default:
    return write_with_nlohmann(out, value);
  }
}

// {"op":..,"path":.. up to the value: nlohmann's key order, so frames are
// the same bytes as when operations were JSON objects.
void write_operation_head(std::string &out, std::string_view op, std::string_view path) {
  if (!out.empty())
    out += ',';
  out += R"({"op":")";
  out += op;
  out += R"(","path":)";
  write_string(out, path);
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
      if (!t.key)
        write_number(path_, t.index);
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

void append_value(std::string &out, const json &value) {
  write_value(out, value);
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
