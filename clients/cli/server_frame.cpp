#include "server_frame.hpp"

#include "json_reader.hpp"

namespace tavern::cli {

using json = tavern::json;

bool server_frame::read(std::string_view text) {
  type.clear();
  id = nullptr;
  version.reset();
  code.clear();
  room.clear();
  patch = {};
  state = {};

  json_reader reader(text);
  if (!reader.begin_object())
    return false;
  std::string key;
  bool more = false;
  for (bool first = true;; first = false) {
    if (!reader.next_member(first, key, more))
      return false;
    if (!more)
      break;
    bool read = true;
    if (key == "type") {
      read = reader.read_string(type);
    } else if (key == "id") {
      read = reader.read_value(id);
    } else if (key == "version") {
      json value;
      read = reader.read_value(value) && value.is_number_integer();
      if (read)
        version = value.get<std::int64_t>();
    } else if (key == "code") {
      read = reader.read_string(code);
    } else if (key == "room") {
      // `room` is a code in `joined`, but an object elsewhere (`rooms`).
      json value;
      read = reader.read_value(value);
      if (read && value.is_string())
        room = std::move(value.get_ref<std::string &>());
    } else if (key == "patch" || key == "state") {
      const std::size_t begin = reader.position();
      read = reader.skip_value();
      (key == "patch" ? patch : state) = text.substr(begin, reader.position() - begin);
    } else {
      read = reader.skip_value();
    }
    if (!read)
      return false;
  }
  return reader.at_end() && !type.empty();
}

} // namespace tavern::cli
