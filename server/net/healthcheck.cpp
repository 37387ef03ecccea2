#include "healthcheck.hpp"

#include "net.hpp"

#include <iostream>

namespace tavern::server {

int run_healthcheck(std::uint16_t port) {
  net::io_context ioc;
  beast::tcp_stream stream(ioc);
  beast::error_code ec;
  stream.expires_after(std::chrono::seconds(3));
  stream.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port), ec);
  if (ec) {
    std::cerr << "healthcheck: cannot connect: " << ec.message() << '\n';
    return 1;
  }
  http::request<http::empty_body> req{http::verb::get, "/healthz", 11};
  req.set(http::field::host, "127.0.0.1");
  http::write(stream, req, ec);
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  if (!ec)
    http::read(stream, buffer, res, ec);
  if (ec || res.result() != http::status::ok) {
    std::cerr << "healthcheck: unhealthy: " << (ec ? ec.message() : std::string(res.reason()))
              << '\n';
    return 1;
  }
  return 0;
}

} // namespace tavern::server
