#pragma once
// One client WebSocket, asynchronous, on the io_context it was opened with.
// Beast stays inside client_connection.cpp: the rest of the tool sees only
// this interface, so it compiles without Beast's headers.
//
// A cluster's `redirect` (protocol/protocol.md) is followed here, for every
// command alike: the answer to a create, join, spectate or resume moves the
// connection to the node's path on the same host and port and sends that
// request again; the owner sees the real reply as if nothing happened. A
// redirect without id (the room moved) is followed when the owner says how
// to enter again (`reenter`). A node path that cannot be opened falls back
// to the address the connection was opened with.
#include "ws_url.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace tavern::cli {

using frame_ptr = std::shared_ptr<const std::string>;

class client_connection {
public:
  struct callbacks {
    std::function<void()> opened;
    // The text is only valid during the call.
    std::function<void(std::string_view text)> message;
    std::function<void(std::string_view why)> closed;
    // Optional: the path now connected to, after each redirect followed and
    // after a fallback to the address opened with.
    std::function<void(std::string_view path)> redirected;
    // Optional: the request that enters the room again after it moved (a
    // resume with the seat's token, or a spectate). Without it such a
    // redirect is passed on as a message and the server's close follows.
    std::function<std::string()> reenter;
  };

  // Connects to an endpoint resolved once by the caller (thousands of
  // connections must not mean thousands of name lookups).
  static std::shared_ptr<client_connection> open(boost::asio::io_context &ioc,
                                                 const boost::asio::ip::tcp::endpoint &endpoint,
                                                 const ws_url &url, callbacks handlers);

  virtual ~client_connection() = default;
  // Frames go out in the order given; call on the connection's io_context.
  virtual void send(frame_ptr frame) = 0;
  // A WebSocket close; `closed` is called once the peer has answered.
  virtual void close() = 0;
  // Forgets the callbacks: nothing is called after this.
  virtual void detach() = 0;
};

// Resolves host and port once, synchronously.
std::optional<boost::asio::ip::tcp::endpoint> resolve_endpoint(const ws_url &url,
                                                               std::string &error);

} // namespace tavern::cli
