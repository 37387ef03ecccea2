#pragma once
// Accepts TCP connections and hands each to an http_session on its own strand.
#include "net.hpp"
#include "server_state.hpp"

#include <memory>

namespace tavern::server {

class listener : public std::enable_shared_from_this<listener> {
public:
  listener(net::io_context &ioc, std::shared_ptr<server_state> state);

  // Binds and listens; false (logged) when the address can't be used.
  bool open(const tcp::endpoint &endpoint);
  void run();
  void stop();
  std::uint16_t local_port() const;

private:
  void do_accept();
  void on_accept(beast::error_code ec, tcp::socket socket);

  net::io_context &ioc_;
  tcp::acceptor acceptor_;
  std::shared_ptr<server_state> state_;
};

} // namespace tavern::server
