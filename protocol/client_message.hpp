#pragma once
// Client-to-server messages of protocol v1, parsed and validated from one
// WebSocket text frame. Parsing never throws: bad input is an `error`.
#include "error_code.hpp"
#include "json/json_value.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>

namespace tavern::protocol {

using json = tavern::json;

struct games_request {};
struct rooms_request {};
struct create_request {
  std::string game;
  int seats = 0;
  std::string name;
  json options = json::object();
  json room = json::object();         // room settings, validated by the server
  std::optional<std::string> entropy; // the player's value for fair shuffles
};
struct join_request {
  std::string room; // upper-cased
  std::string name;
  std::optional<int> seat;
  std::optional<std::string> entropy;
};
struct spectate_request {
  std::string room;
};
struct resume_request {
  std::string room;
  std::string token;
  std::optional<std::string> entropy;
};
struct start_request {
  bool bots = false;
  std::string bot_level = "normal"; // "easy", "normal" or "hard"
  std::optional<std::string> entropy;
};
struct action_request {
  json action;
  std::optional<std::uint64_t> version;
};
struct sync_request {};
struct leave_request {};
struct chat_request {
  std::string text;
};
struct ping_request {};

using client_request = std::variant<games_request, rooms_request, create_request, join_request,
                                    spectate_request, resume_request, start_request, action_request,
                                    sync_request, leave_request, chat_request, ping_request>;

struct client_message {
  json id; // null when the client sent none
  client_request request;
};

struct parse_failure {
  json id; // echoed when it could be read
  error err;
};

using parse_result = std::variant<client_message, parse_failure>;

parse_result parse_client_message(std::string_view frame);

// Names: 1..24 printable characters (UTF-8), not only spaces. Returns the
// reason when invalid.
std::optional<std::string> check_player_name(std::string_view name);

inline constexpr std::size_t max_name_chars = 24;
inline constexpr std::size_t max_chat_chars = 200;

} // namespace tavern::protocol
