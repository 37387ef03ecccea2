#include "server_message.hpp"

namespace tavern::protocol {

namespace {
json with_type(const char *type, const json &id) {
  json message = {{"type", type}};
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

std::string encode_ok(const json &id) {
  return dump(with_type("ok", id));
}

std::string encode_pong(const json &id) {
  return dump(with_type("pong", id));
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
  json m = with_type("state", id);
  m["version"] = version;
  m["state"] = document;
  return dump(m);
}

std::string encode_patch(std::uint64_t version, const json &operations) {
  return dump(json{{"type", "patch"}, {"version", version}, {"patch", operations}});
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
  return dump(json{{"type", "chat"}, {"from", from}, {"name", name}, {"text", text}});
}

} // namespace tavern::protocol
