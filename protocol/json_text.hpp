#pragma once
// Compact JSON text appended to a string: the bytes nlohmann's dump writes
// (keys in the object's order, broken UTF-8 replaced), without building its
// serializer for every value. Every frame the server sends is written here:
// a patch is hundreds of short pieces (keys, small numbers, short strings),
// so the writer keeps a cursor into a buffer it grows in large steps and
// writes through it, rather than letting std::string check and grow for each
// piece.
#include "json/json_value.hpp"

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>

namespace tavern::protocol {

class json_text {
public:
  // Appends to `out`; `out` holds what was written once the writer is gone
  // (or after finish()), and must not be touched while it writes.
  explicit json_text(std::string &out) : out_(out), end_(out.size()) {}
  json_text(const json_text &) = delete;
  json_text &operator=(const json_text &) = delete;
  ~json_text() { finish(); }

  void value(const json &v);
  void string(std::string_view text);
  void number(long long n);
  void number(unsigned long long n);
  // Text that is already JSON (or a fixed piece of syntax).
  void raw(std::string_view text) {
    std::memcpy(room(text.size()), text.data(), text.size());
    end_ += text.size();
  }
  void raw(char c) {
    *room(1) = c;
    ++end_;
  }

  // Trims the buffer to what was written.
  void finish() { out_.resize(end_); }

private:
  // Space for `n` more bytes at the cursor.
  char *room(std::size_t n) {
    if (out_.size() - end_ < n)
      grow(n);
    return out_.data() + end_;
  }
  void grow(std::size_t n);
  void with_nlohmann(const json &v);

  std::string &out_;
  std::size_t end_;
};

} // namespace tavern::protocol
