#include "healthz_probe.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>

#include <string>

namespace tavern::cli {

namespace net = boost::asio;
using clock = std::chrono::steady_clock;

healthz_probe::healthz_probe(net::ip::tcp::endpoint endpoint, ws_url url,
                             std::chrono::milliseconds interval)
    : endpoint_(std::move(endpoint)), url_(std::move(url)), interval_(interval) {}

healthz_probe::~healthz_probe() {
  stop();
}

void healthz_probe::start() {
  thread_ = std::thread([this] { run(); });
}

void healthz_probe::stop() {
  stopping_ = true;
  if (thread_.joinable())
    thread_.join();
}

void healthz_probe::run() {
  while (!stopping_) {
    const auto began = clock::now();
    if (ask_once())
      latency_.record(
          std::chrono::duration_cast<std::chrono::nanoseconds>(clock::now() - began).count());
    else
      ++failures_;
    std::this_thread::sleep_until(began + interval_);
  }
}

// A blocking HTTP/1.1 request with `Connection: close`: the answer ends when
// the server closes, so no HTTP parser is needed to know it is complete.
// Only used for answers without chunked encoding (tavern's).
std::optional<std::string> http_get(const net::ip::tcp::endpoint &endpoint, const ws_url &url,
                                    const std::string &path) {
  net::io_context ioc;
  net::ip::tcp::socket socket(ioc);
  boost::system::error_code ec;
  socket.connect(endpoint, ec);
  if (ec)
    return std::nullopt;
  const std::string request =
      "GET " + path + " HTTP/1.1\r\nHost: " + url.host_header() + "\r\nConnection: close\r\n\r\n";
  net::write(socket, net::buffer(request), ec);
  if (ec)
    return std::nullopt;
  std::string answer;
  net::read(socket, net::dynamic_buffer(answer), ec);
  if (ec && ec != net::error::eof)
    return std::nullopt;
  if (!answer.starts_with("HTTP/1.1 200"))
    return std::nullopt;
  const auto body = answer.find("\r\n\r\n");
  return body == std::string::npos ? std::string() : answer.substr(body + 4);
}

bool healthz_probe::ask_once() {
  return http_get(endpoint_, url_, "/healthz").has_value();
}

} // namespace tavern::cli
