#pragma once
// A WebSocket client for the socket tests (Beast), with read timeouts, that
// keeps the document its patches build, like a real client would.
#include "document_tracker.hpp"
#include "json/json_value.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <chrono>
#include <optional>
#include <string>

namespace tavern::testing {

using json = tavern::json;

class ws_test_client : public document_tracker {
public:
  explicit ws_test_client(std::uint16_t port, const std::string &origin = "");
  bool connected() const { return connected_; }

  void send(const json &message) { send_raw(message.dump()); }
  void send_raw(const std::string &text, bool binary = false);

  // The next message, or nullopt if none came in time or the socket closed.
  std::optional<json> read(std::chrono::milliseconds timeout = std::chrono::seconds(3));
  // Reads until a message of `type` arrives (others are still tracked).
  std::optional<json> read_until(const std::string &type,
                                 std::chrono::milliseconds timeout = std::chrono::seconds(3));
  // Reads until nothing more comes for `quiet`.
  void drain(std::chrono::milliseconds quiet = std::chrono::milliseconds(150));

  // Sends a request and returns its direct reply (the message echoing `id`).
  json request(json message);

  bool closed() const { return closed_; }
  int close_code() const { return close_code_; }
  // Read buffer size of the socket; tiny values make a client that falls behind.
  void shrink_receive_buffer(int bytes);
  // Closes the TCP connection without a WebSocket close, like a lost network.
  void drop_connection();

  std::vector<std::string> frames;

private:
  boost::asio::io_context ioc_;
  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  bool connected_ = false;
  bool reading_ = false;
  bool read_done_ = false;
  boost::beast::error_code read_ec_;
  bool closed_ = false;
  int close_code_ = 0;
  int next_id_ = 1000;
};

} // namespace tavern::testing
