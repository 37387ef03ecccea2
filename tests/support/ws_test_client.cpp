#include "ws_test_client.hpp"

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/http.hpp>

namespace tavern::testing {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

ws_test_client::ws_test_client(std::uint16_t port, const std::string &origin) : ws_(ioc_) {
  beast::error_code ec;
  beast::get_lowest_layer(ws_).socket().connect(
      tcp::endpoint(net::ip::make_address("127.0.0.1"), port), ec);
  if (ec)
    return;
  if (!origin.empty())
    ws_.set_option(websocket::stream_base::decorator(
        [origin](websocket::request_type &req) { req.set(beast::http::field::origin, origin); }));
  ws_.handshake("127.0.0.1:" + std::to_string(port), "/ws", ec);
  connected_ = !ec;
}

void ws_test_client::shrink_receive_buffer(int bytes) {
  beast::error_code ec;
  beast::get_lowest_layer(ws_).socket().set_option(net::socket_base::receive_buffer_size(bytes),
                                                   ec);
}

void ws_test_client::drop_connection() {
  beast::error_code ec;
  beast::get_lowest_layer(ws_).socket().close(ec);
  closed_ = true;
}

void ws_test_client::send_raw(const std::string &text, bool binary) {
  beast::error_code ec;
  ws_.binary(binary);
  ws_.write(net::buffer(text), ec);
  ws_.binary(false);
}

std::optional<json> ws_test_client::read(std::chrono::milliseconds timeout) {
  if (closed_)
    return std::nullopt;
  if (!reading_) {
    reading_ = true;
    read_done_ = false;
    ws_.async_read(buffer_, [this](beast::error_code ec, std::size_t) {
      read_ec_ = ec;
      read_done_ = true;
    });
  }
  ioc_.restart();
  ioc_.run_for(timeout);
  if (!read_done_)
    return std::nullopt; // the read stays pending for the next call
  reading_ = false;
  if (read_ec_) {
    closed_ = true;
    close_code_ = ws_.reason().code;
    return std::nullopt;
  }
  std::string text = beast::buffers_to_string(buffer_.data());
  buffer_.consume(buffer_.size());
  frames.push_back(text);
  json message = json::parse(text);
  track(message);
  return message;
}

std::optional<json> ws_test_client::read_until(const std::string &type,
                                               std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    auto message = read(left);
    if (!message)
      return std::nullopt;
    if ((*message)["type"] == type)
      return message;
  }
  return std::nullopt;
}

void ws_test_client::drain(std::chrono::milliseconds quiet) {
  while (read(quiet)) {
  }
}

json ws_test_client::request(json message) {
  const int id = next_id_++;
  message["id"] = id;
  send(message);
  for (int i = 0; i < 1000; ++i) {
    auto reply = read();
    if (!reply)
      return nullptr;
    if (reply->contains("id") && (*reply)["id"] == id &&
        (*reply)["type"] != "state") // joined is followed by its state
      return *reply;
    if (reply->contains("id") && (*reply)["id"] == id && (*reply)["type"] == "state" &&
        message["type"] == "sync")
      return *reply;
  }
  return nullptr;
}

} // namespace tavern::testing
