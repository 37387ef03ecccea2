#include "json_reader.hpp"

#include <charconv>
#include <cstdint>
#include <tuple>
#include <utility>

namespace tavern::cli {

using json = tavern::json;

namespace {
// Deeper than any document the server sends; it bounds the recursion.
constexpr int max_depth = 512;

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

int hex_value(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

void append_utf8(std::string &out, std::uint32_t code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18));
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
}
} // namespace

void json_reader::skip_space() {
  while (at_ < text_.size()) {
    const char c = text_[at_];
    if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
      return;
    ++at_;
  }
}

bool json_reader::consume(char c) {
  skip_space();
  if (at_ < text_.size() && text_[at_] == c) {
    ++at_;
    return true;
  }
  return false;
}

bool json_reader::at_end() {
  skip_space();
  return at_ == text_.size();
}

bool json_reader::read_value(json &out) {
  return read_value(out, 0);
}

bool json_reader::skip_value() {
  return skip_value(0);
}

bool json_reader::read_value(json &out, int depth) {
  if (depth > max_depth)
    return false;
  skip_space();
  if (at_ >= text_.size())
    return false;
  switch (text_[at_]) {
  case '{': {
    ++at_;
    out = json::object();
    auto &object = out.get_ref<json::object_t &>();
    std::string key;
    bool more = false;
    for (bool first = true;; first = false) {
      if (!next_member(first, key, more))
        return false;
      if (!more)
        return true;
      // Keys sorted as the server writes them land at the end; a repeated key
      // takes the last value, as with json::parse. The slot stays put while
      // its own value is read: only its siblings would move it. The key is
      // moved in; next_member reads the next one into a cleared string.
      json *slot = &object[std::move(key)];
      if (!read_value(*slot, depth + 1))
        return false;
    }
  }
  case '[': {
    ++at_;
    out = json::array();
    auto &array = out.get_ref<json::array_t &>();
    bool more = false;
    for (bool first = true;; first = false) {
      if (!next_element(first, more))
        return false;
      if (!more)
        return true;
      array.emplace_back();
      if (!read_value(array.back(), depth + 1))
        return false;
    }
  }
  case '"':
    out = json::string_t();
    return read_string(out.get_ref<json::string_t &>());
  case 't':
    out = true;
    return read_literal("true");
  case 'f':
    out = false;
    return read_literal("false");
  case 'n':
    out = nullptr;
    return read_literal("null");
  default:
    return read_number(out);
  }
}

bool json_reader::skip_value(int depth) {
  if (depth > max_depth)
    return false;
  skip_space();
  if (at_ >= text_.size())
    return false;
  switch (text_[at_]) {
  case '{': {
    ++at_;
    for (bool first = true;; first = false) {
      skip_space();
      if (at_ >= text_.size())
        return false;
      if (text_[at_] == '}') {
        ++at_;
        return true;
      }
      if (!first && !consume(','))
        return false;
      skip_space();
      if (!skip_string() || !consume(':') || !skip_value(depth + 1))
        return false;
    }
  }
  case '[': {
    ++at_;
    for (bool first = true;; first = false) {
      skip_space();
      if (at_ >= text_.size())
        return false;
      if (text_[at_] == ']') {
        ++at_;
        return true;
      }
      if (!first && !consume(','))
        return false;
      if (!skip_value(depth + 1))
        return false;
    }
  }
  case '"':
    return skip_string();
  case 't':
    return read_literal("true");
  case 'f':
    return read_literal("false");
  case 'n':
    return read_literal("null");
  default: {
    json ignored;
    return read_number(ignored);
  }
  }
}

bool json_reader::next_member(bool first, std::string &key, bool &more) {
  skip_space();
  if (at_ >= text_.size())
    return false;
  if (text_[at_] == '}') {
    ++at_;
    more = false;
    return true;
  }
  if (!first) {
    if (text_[at_] != ',')
      return false;
    ++at_;
    skip_space();
  }
  if (!read_string(key) || !consume(':'))
    return false;
  more = true;
  return true;
}

bool json_reader::next_element(bool first, bool &more) {
  skip_space();
  if (at_ >= text_.size())
    return false;
  if (text_[at_] == ']') {
    ++at_;
    more = false;
    return true;
  }
  if (!first) {
    if (text_[at_] != ',')
      return false;
    ++at_;
  }
  more = true;
  return true;
}

bool json_reader::read_literal(std::string_view word) {
  if (text_.substr(at_, word.size()) != word)
    return false;
  at_ += word.size();
  return true;
}

bool json_reader::skip_string() {
  if (at_ >= text_.size() || text_[at_] != '"')
    return false;
  for (std::size_t i = at_ + 1; i < text_.size(); ++i) {
    const char c = text_[i];
    if (c == '"') {
      at_ = i + 1;
      return true;
    }
    if (c == '\\')
      ++i;
    else if (static_cast<unsigned char>(c) < 0x20)
      return false;
  }
  return false;
}

bool json_reader::read_string(std::string &out) {
  out.clear();
  if (at_ >= text_.size() || text_[at_] != '"')
    return false;
  std::size_t i = ++at_;
  const std::size_t n = text_.size();
  for (;;) {
    std::size_t run = i;
    while (run < n && text_[run] != '"' && text_[run] != '\\' &&
           static_cast<unsigned char>(text_[run]) >= 0x20)
      ++run;
    out.append(text_.data() + i, run - i);
    if (run >= n || text_[run] != '\\') {
      if (run >= n || text_[run] != '"')
        return false; // unterminated, or a raw control character
      at_ = run + 1;
      return true;
    }
    // An escape.
    if (run + 1 >= n)
      return false;
    const char e = text_[run + 1];
    i = run + 2;
    switch (e) {
    case '"':
      out += '"';
      break;
    case '\\':
      out += '\\';
      break;
    case '/':
      out += '/';
      break;
    case 'b':
      out += '\b';
      break;
    case 'f':
      out += '\f';
      break;
    case 'n':
      out += '\n';
      break;
    case 'r':
      out += '\r';
      break;
    case 't':
      out += '\t';
      break;
    case 'u': {
      const auto hex4 = [&](std::size_t from) -> int {
        if (from + 4 > n)
          return -1;
        int value = 0;
        for (std::size_t k = from; k < from + 4; ++k) {
          const int h = hex_value(text_[k]);
          if (h < 0)
            return -1;
          value = value * 16 + h;
        }
        return value;
      };
      const int high = hex4(i);
      if (high < 0)
        return false;
      i += 4;
      std::uint32_t code = static_cast<std::uint32_t>(high);
      if (high >= 0xD800 && high <= 0xDBFF) {
        if (i + 2 > n || text_[i] != '\\' || text_[i + 1] != 'u')
          return false;
        const int low = hex4(i + 2);
        if (low < 0xDC00 || low > 0xDFFF)
          return false;
        i += 6;
        code = 0x10000 + ((code - 0xD800) << 10) + static_cast<std::uint32_t>(low - 0xDC00);
      } else if (high >= 0xDC00 && high <= 0xDFFF) {
        return false; // a lone low surrogate
      }
      append_utf8(out, code);
      break;
    }
    default:
      return false;
    }
  }
}

bool json_reader::read_number(json &out) {
  // The grammar of RFC 8259, then the types json::parse gives: unsigned for
  // a non-negative integer, signed for a negative one, double otherwise or
  // when the integer does not fit.
  const std::size_t start = at_;
  const std::size_t n = text_.size();
  std::size_t i = at_;
  if (i < n && text_[i] == '-')
    ++i;
  if (i >= n || !is_digit(text_[i]))
    return false;
  if (text_[i] == '0')
    ++i;
  else
    while (i < n && is_digit(text_[i]))
      ++i;
  bool integer = true;
  if (i < n && text_[i] == '.') {
    integer = false;
    ++i;
    if (i >= n || !is_digit(text_[i]))
      return false;
    while (i < n && is_digit(text_[i]))
      ++i;
  }
  if (i < n && (text_[i] == 'e' || text_[i] == 'E')) {
    integer = false;
    ++i;
    if (i < n && (text_[i] == '+' || text_[i] == '-'))
      ++i;
    if (i >= n || !is_digit(text_[i]))
      return false;
    while (i < n && is_digit(text_[i]))
      ++i;
  }
  at_ = i;
  const char *first = text_.data() + start;
  const char *last = text_.data() + i;
  if (integer) {
    if (*first == '-') {
      std::int64_t value = 0;
      if (const auto [end, ec] = std::from_chars(first, last, value);
          ec == std::errc() && end == last) {
        out = value;
        return true;
      }
    } else {
      std::uint64_t value = 0;
      if (const auto [end, ec] = std::from_chars(first, last, value);
          ec == std::errc() && end == last) {
        out = value;
        return true;
      }
    }
  }
  double value = 0;
  const auto [end, ec] = std::from_chars(first, last, value);
  if (ec != std::errc() || end != last)
    return false; // out of range, as json::parse refuses it
  out = value;
  return true;
}

} // namespace tavern::cli
