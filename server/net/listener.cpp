#include "listener.hpp"

#include "http_session.hpp"

#include <spdlog/spdlog.h>

namespace tavern::server {

void fail(beast::error_code ec, std::string_view what) {
  // Peers going away are routine (a closed tab reads as not_connected or a
  // broken pipe as often as a reset); only log them when debugging.
  if (ec == net::error::operation_aborted || ec == websocket::error::closed ||
      ec == beast::error::timeout || ec == net::error::eof || ec == net::error::connection_reset ||
      ec == net::error::not_connected || ec == net::error::broken_pipe)
    spdlog::debug("{}: {}", what, ec.message());
  else
    spdlog::warn("{}: {}", what, ec.message());
}

listener::listener(net::io_context &ioc, std::shared_ptr<server_state> state)
    : ioc_(ioc), acceptor_(net::make_strand(ioc)), state_(std::move(state)) {}

bool listener::open(const tcp::endpoint &endpoint) {
  beast::error_code ec;
  acceptor_.open(endpoint.protocol(), ec);
  if (!ec)
    acceptor_.set_option(net::socket_base::reuse_address(true), ec);
  if (!ec)
    acceptor_.bind(endpoint, ec);
  if (!ec)
    acceptor_.listen(net::socket_base::max_listen_connections, ec);
  if (ec) {
    spdlog::error("cannot listen on {}:{}: {}", endpoint.address().to_string(), endpoint.port(),
                  ec.message());
    return false;
  }
  return true;
}

void listener::run() {
  do_accept();
}

std::uint16_t listener::local_port() const {
  beast::error_code ec;
  return acceptor_.local_endpoint(ec).port();
}

void listener::stop() {
  net::post(acceptor_.get_executor(), [self = shared_from_this()] {
    beast::error_code ec;
    self->acceptor_.close(ec);
  });
}

void listener::do_accept() {
  acceptor_.async_accept(net::make_strand(ioc_),
                         beast::bind_front_handler(&listener::on_accept, shared_from_this()));
}

void listener::on_accept(beast::error_code ec, tcp::socket socket) {
  if (ec == net::error::operation_aborted)
    return; // stopped
  if (ec)
    fail(ec, "accept");
  else
    std::make_shared<http_session>(std::move(socket), state_)->run();
  if (acceptor_.is_open())
    do_accept();
}

} // namespace tavern::server
