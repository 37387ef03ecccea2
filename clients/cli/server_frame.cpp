#include "server_frame.hpp"

#include "ondemand_json.hpp"

namespace tavern::cli {

using json = tavern::json;
namespace ondemand = simdjson::ondemand;

namespace {

// The text of an array or object value, which it steps over.
template <class Container>
bool read_text(ondemand::value value, std::string_view padded, std::string_view text,
               std::string_view &out) {
  Container container;
  std::string_view raw;
  if (value.get(container) || container.raw_json().get(raw))
    return false;
  out = text.substr(static_cast<std::size_t>(raw.data() - padded.data()), raw.size());
  return true;
}
} // namespace

bool server_frame::read(std::string_view text) {
  type.clear();
  id = nullptr;
  version.reset();
  code.clear();
  room.clear();
  token.clear();
  patch = {};
  state = {};
  readable_ = false;

  padded_.assign(text);
  padded_.append(simdjson::SIMDJSON_PADDING, ' ');
  ondemand::object members;
  if (parser_.iterate(simdjson::padded_string_view(padded_.data(), text.size(), padded_.size()))
          .get(document_) ||
      document_.get_object().get(members))
    return false;
  for (auto field : members) {
    std::string_view key;
    ondemand::value value;
    if (field.unescaped_key().get(key) || field.value().get(value))
      return false;
    bool read = true;
    if (key == "type") {
      read = read_string(value, type);
    } else if (key == "id") {
      read = build_json(value, id);
    } else if (key == "version") {
      std::int64_t number = 0;
      read = !value.get_int64().get(number);
      if (read)
        version = number;
    } else if (key == "code") {
      read = read_string(value, code);
    } else if (key == "room") {
      // `room` is a code in `joined`, but an object elsewhere (`rooms`).
      ondemand::json_type kind;
      read = !value.type().get(kind);
      if (read && kind == ondemand::json_type::string)
        read = read_string(value, room);
    } else if (key == "token") {
      read = read_string(value, token);
    } else if (key == "patch") {
      read = read_text<ondemand::array>(value, padded_, text, patch);
    } else if (key == "state") {
      read = read_text<ondemand::object>(value, padded_, text, state);
    }
    // Other members are stepped over by the next turn of the loop.
    if (!read)
      return false;
  }
  // Nothing but white space after the object.
  readable_ = document_.current_location().error() == simdjson::OUT_OF_BOUNDS && !type.empty();
  return readable_;
}

simdjson::simdjson_result<ondemand::value> server_frame::member(std::string_view key) {
  if (!readable_)
    return simdjson::TAPE_ERROR;
  document_.rewind();
  return document_.find_field_unordered(key);
}

bool server_frame::apply_patch(patch_applier &applier, json &document, const patch_scope &scope) {
  ondemand::value value;
  return !patch.empty() && !member("patch").get(value) && applier.apply(value, document, scope);
}

bool server_frame::read_state(json &out) {
  ondemand::value value;
  return !state.empty() && !member("state").get(value) && build_json(value, out);
}

} // namespace tavern::cli
