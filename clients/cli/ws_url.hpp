#pragma once
// A ws:// address split into what a TCP connect and a WebSocket handshake need.
#include <optional>
#include <string>
#include <string_view>

namespace tavern::cli {

struct ws_url {
  std::string host;
  std::string port;
  std::string target; // the request path, "/ws" for tavern

  // ws://host[:port][/path]; the port defaults to 80 and the path to "/".
  static std::optional<ws_url> parse(std::string_view text);
  std::string host_header() const { return host + ":" + port; }
};

} // namespace tavern::cli
