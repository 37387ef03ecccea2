#pragma once
// One HTTP connection: serves the browser client, /healthz, /metrics and the
// games' rules, and upgrades /ws to a websocket_session.
#include "net.hpp"
#include "server_state.hpp"

#include <memory>
#include <optional>

namespace tavern::server {

class http_session : public std::enable_shared_from_this<http_session> {
public:
  http_session(tcp::socket &&socket, std::shared_ptr<server_state> state);
  void run();

private:
  void do_read();
  void on_read(beast::error_code ec, std::size_t bytes);
  void on_write(bool keep_alive, beast::error_code ec, std::size_t bytes);
  void do_close();

  template <class Response> void send(Response &&response);
  http::message_generator respond(http::request<http::string_body> &&req);

  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::shared_ptr<server_state> state_;
  std::optional<http::request_parser<http::string_body>> parser_;
};

} // namespace tavern::server
