#pragma once
// Server-to-client messages of protocol v1, serialized to the exact bytes
// sent on the wire. `id` is null when the client's message carried none.
#include "error_code.hpp"
#include "json/json_value.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tavern::protocol {

using json = tavern::json;

std::string encode_error(const json &id, error_code code, std::string_view message);
std::string encode_ok(const json &id);
std::string encode_pong(const json &id);
// In a cluster: the room (or, for `create`, the new room) is on the node
// reached at `path`. Answers a request (its `id`), or, with a null id, tells
// the members of a room that moved (`room` empty: not named).
std::string encode_redirect(const json &id, std::string_view path, std::string_view room,
                            std::string_view reason);
std::string encode_joined(const json &id, std::string_view room, bool player,
                          std::optional<int> seat, std::string_view token);
std::string encode_state(const json &id, std::uint64_t version, const json &document);
std::string encode_patch(std::uint64_t version, const json &operations);
// Operations are serialized once by serialize_operations (comma-separated,
// no brackets): those shared by several viewers first, then the viewer's own.
std::string encode_patch(std::uint64_t version, std::string_view shared_operations,
                         std::string_view own_operations);
std::string serialize_operations(const json &operations);
// Any value, as it is written inside a message.
std::string serialize_value(const json &value);
std::string encode_games(const json &id, const json &games, const json &room_settings);
std::string encode_rooms(const json &id, const json &rooms);
std::string encode_chat(const json &from, std::string_view name, std::string_view text);

} // namespace tavern::protocol
