#pragma once
// The fixed, documented list of error codes (protocol/protocol.md). Their
// spelling is part of protocol v1: never rename one.
#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace tavern::protocol {

enum class error_code {
  bad_json,
  bad_message,
  unknown_type,
  unknown_game,
  bad_options,
  unknown_room,
  room_full,
  bad_token,
  replaced,
  not_in_room,
  not_host,
  not_started,
  already_started,
  seats_not_filled,
  spectators_disabled,
  not_your_turn,
  illegal_action,
  stale_version,
  rate_limited,
  too_many_rooms,
  too_many_connections,
  chat_disabled,
  already_in_room,
  name_taken,
  unavailable,
};

inline constexpr std::array<std::string_view, 25> error_code_names = {
    "bad_json",        "bad_message",      "unknown_type",
    "unknown_game",    "bad_options",      "unknown_room",
    "room_full",       "bad_token",        "replaced",
    "not_in_room",     "not_host",         "not_started",
    "already_started", "seats_not_filled", "spectators_disabled",
    "not_your_turn",   "illegal_action",   "stale_version",
    "rate_limited",    "too_many_rooms",   "too_many_connections",
    "chat_disabled",   "already_in_room",  "name_taken",
    "unavailable",
};

constexpr std::string_view to_string(error_code code) {
  return error_code_names[static_cast<std::size_t>(code)];
}

std::optional<error_code> error_code_from_string(std::string_view name);

struct error {
  error_code code;
  std::string message;
};

} // namespace tavern::protocol
