#include "ws_url.hpp"

namespace tavern::cli {

std::optional<ws_url> ws_url::parse(std::string_view text) {
  constexpr std::string_view scheme = "ws://";
  if (text.substr(0, scheme.size()) != scheme)
    return std::nullopt; // wss would need TLS, which a loopback benchmark does not want
  text.remove_prefix(scheme.size());
  ws_url url;
  const auto slash = text.find('/');
  const std::string_view authority = text.substr(0, slash);
  url.target = slash == std::string_view::npos ? "/" : std::string(text.substr(slash));
  const auto colon = authority.rfind(':');
  if (colon == std::string_view::npos) {
    url.host = authority;
    url.port = "80";
  } else {
    url.host = authority.substr(0, colon);
    url.port = authority.substr(colon + 1);
  }
  if (url.host.empty() || url.port.empty())
    return std::nullopt;
  return url;
}

} // namespace tavern::cli
