#pragma once
// The top level of a message from the server, read with simdjson's on-demand
// parser without building what may not be needed: `patch` and `state` are
// stepped over, and built only when the member asks for them (a patch older
// than its document is dropped unread). One server_frame reads frame after
// frame, reusing its parser and its buffer.
#include "patch_applier.hpp"
#include "json/json_value.hpp"

#include <simdjson.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tavern::cli {

class server_frame {
public:
  std::string type;
  tavern::json id; // null when absent
  std::optional<std::int64_t> version;
  std::string code;       // of an `error`
  std::string room;       // of a `joined`
  std::string token;      // of a player's `joined`: resumes the seat after a move
  std::string_view patch; // the text of the patch array, empty when absent
  std::string_view state; // the text of the state document, empty when absent

  // False if the text is not a JSON object, or a field the load generator
  // reads has the wrong type. The views point into `text`. Values nobody
  // reads are only checked for balanced brackets: on-demand parsing steps
  // over them without looking inside.
  bool read(std::string_view text);

  // The last frame read's patch applied to `document` (see patch_applier);
  // false if it has none or it does not apply.
  bool apply_patch(patch_applier &applier, tavern::json &document, const patch_scope &scope);
  // The last frame read's state document; false if it has none or it is not
  // JSON.
  bool read_state(tavern::json &out);

private:
  // The value of a member of the last frame read, found again from the start.
  simdjson::simdjson_result<simdjson::ondemand::value> member(std::string_view key);

  simdjson::ondemand::parser parser_;
  std::string padded_; // the frame and simdjson's padding
  simdjson::ondemand::document document_;
  bool readable_ = false;
};

} // namespace tavern::cli
