#pragma once
// A JSON reader over one frame's text that builds tavern::json values the
// way json::parse does (same number types, last duplicate key wins), at a
// fraction of its cost: the load generator reads every frame five times per
// action, and nlohmann's lexer, going through an input adapter a character at
// a time, was the largest part of its CPU. It can also step over a value
// without building it, so that a frame's fields can be looked at before
// deciding what to build. Frames come from a WebSocket text message, whose
// UTF-8 Beast has already checked, so strings are not checked again.
#include "json/json_value.hpp"

#include <cstddef>
#include <string>
#include <string_view>

namespace tavern::cli {

class json_reader {
public:
  explicit json_reader(std::string_view text) : text_(text) {}

  // Each returns false, leaving the reader anywhere, on text that is not JSON.
  bool read_value(tavern::json &out);
  bool skip_value();
  bool read_string(std::string &out);
  // Object and array walking: `begin_*` consumes the opening bracket,
  // `next_*` consumes a separator or the closing bracket and says whether an
  // element (for objects, its key and colon already read into `key`) follows.
  bool begin_object() { return consume('{'); }
  bool next_member(bool first, std::string &key, bool &more);
  bool begin_array() { return consume('['); }
  bool next_element(bool first, bool &more);
  // Only white space is left.
  bool at_end();

  std::size_t position() const { return at_; }
  std::string_view text() const { return text_; }

private:
  bool read_value(tavern::json &out, int depth);
  bool skip_value(int depth);
  bool read_number(tavern::json &out);
  bool skip_string();
  bool read_literal(std::string_view word);
  bool consume(char c);
  void skip_space();

  std::string_view text_;
  std::size_t at_ = 0;
};

} // namespace tavern::cli
