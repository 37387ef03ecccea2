#include "server_message.hpp"
#include "json/json_object.hpp"

#include "json_diff.hpp"

namespace tavern::protocol {

namespace {
json with_type(const char *type, const json &id) {
  json message = json_object("type", type);
  if (!id.is_null())
    message["id"] = id;
  return message;
}

// Names and chat come from people: never let a broken byte sequence abort the
// serializer, replace it instead.
std::string dump(const json &message) {
  return message.dump(-1, ' ', false, json::error_handler_t::replace);
}
} // namespace

std::string encode_error(const json &id, error_code code, std::string_view message) {
  json m = with_type("error", id);
  m["code"] = to_string(code);
  m["message"] = message;
  return dump(m);
}

// `ok` (one per action) and `state` (a whole document) are written by hand:
// no copy of the document into a message object, no serializer built. The
// keys come in nlohmann's sorted order, so the bytes are those of dump().
namespace {
// `{` and the id when there is one: "id" sorts before every other key.
std::string opened_with_id(const json &id, std::size_t capacity) {
  std::string out;
  out.reserve(capacity);
  out += '{';
  if (!id.is_null()) {
    out += R"("id":)";
    append_value(out, id);
    out += ',';
  }
  return out;
}
} // namespace

std::string encode_ok(const json &id) {
  std::string out = opened_with_id(id, 32);
  out += R"("type":"ok"})";
  return out;
}

std::string encode_pong(const json &id) {
  return dump(with_type("pong", id));
}

std::string encode_redirect(const json &id, std::string_view path, std::string_view room,
                            std::string_view reason) {
  json m = with_type("redirect", id);
  m["path"] = path;
  if (!room.empty())
    m["room"] = room;
  m["reason"] = reason;
  return dump(m);
}

std::string encode_joined(const json &id, std::string_view room, bool player,
                          std::optional<int> seat, std::string_view token) {
  json m = with_type("joined", id);
  m["room"] = room;
  m["role"] = player ? "player" : "spectator";
  m["seat"] = seat ? json(*seat) : json(nullptr);
  if (player)
    m["token"] = token;
  return dump(m);
}

std::string encode_state(const json &id, std::uint64_t version, const json &document) {
  std::string out = opened_with_id(id, 4096);
  out += R"("state":)";
  append_value(out, document);
  out += R"(,"type":"state","version":)";
  out += std::to_string(version);
  out += '}';
  return out;
}

std::string encode_patch(std::uint64_t version, const json &operations) {
  return encode_patch(version, std::string_view(), serialize_operations(operations));
}

std::string encode_patch(std::uint64_t version, std::string_view shared_operations,
                         std::string_view own_operations) {
  // Written by hand rather than through a json object: operations are
  // serialized once, however many viewers share them. Keys in the order
  // nlohmann would write them, so frames are byte for byte the same.
  std::string out;
  out.reserve(shared_operations.size() + own_operations.size() + 48);
  out += R"({"patch":[)";
  out += shared_operations;
  if (!own_operations.empty()) {
    if (!shared_operations.empty())
      out += ',';
    out += own_operations;
  }
  out += R"(],"type":"patch","version":)";
  out += std::to_string(version);
  out += '}';
  return out;
}

std::string serialize_operations(const json &operations) {
  if (operations.empty())
    return {};
  std::string text = dump(operations);
  return text.substr(1, text.size() - 2);
}

std::string serialize_value(const json &value) {
  std::string text;
  append_value(text, value);
  return text;
}

std::string encode_games(const json &id, const json &games, const json &room_settings) {
  json m = with_type("games", id);
  m["protocol"] = 1;
  m["games"] = games;
  m["roomSettings"] = room_settings;
  return dump(m);
}

std::string encode_rooms(const json &id, const json &rooms) {
  json m = with_type("rooms", id);
  m["rooms"] = rooms;
  return dump(m);
}

std::string encode_chat(const json &from, std::string_view name, std::string_view text) {
  return dump(json_object("type", "chat", "from", from, "name", name, "text", text));
}

} // namespace tavern::protocol
