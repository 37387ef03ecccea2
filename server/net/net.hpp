#pragma once
// Short names for the network layer's translation units (only they include Beast).
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <string_view>

namespace tavern::server {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

// Reports a failure on the network path: logged, never thrown.
void fail(beast::error_code ec, std::string_view what);

} // namespace tavern::server
