#pragma once
// The top level of a message from the server, read without building what
// may not be needed: `patch` and `state` stay text until the member knows it
// wants them (a patch older than its document is dropped unread).
#include "json/json_value.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tavern::cli {

struct server_frame {
  std::string type;
  tavern::json id; // null when absent
  std::optional<std::int64_t> version;
  std::string code;       // of an `error`
  std::string room;       // of a `joined`
  std::string_view patch; // the text of the patch array, empty when absent
  std::string_view state; // the text of the state document, empty when absent

  // False if the text is not a JSON object, or a field the load generator
  // reads has the wrong type. The views point into `text`.
  bool read(std::string_view text);
};

} // namespace tavern::cli
