#include "client_connection.hpp"

#include "operation_memory.hpp"

#include <boost/asio/bind_allocator.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <deque>

namespace tavern::cli {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

constexpr std::size_t max_server_frame = 64 * 1024 * 1024; // a late `state` can be large
constexpr auto handshake_timeout = std::chrono::seconds(30);

class beast_connection final : public client_connection,
                               public std::enable_shared_from_this<beast_connection> {
public:
  beast_connection(net::io_context &ioc, ws_url url, callbacks handlers)
      : ws_(ioc), url_(std::move(url)), handlers_(std::move(handlers)) {}

  void start(const tcp::endpoint &endpoint) {
    beast::get_lowest_layer(ws_).expires_after(handshake_timeout);
    beast::get_lowest_layer(ws_).async_connect(
        endpoint, beast::bind_front_handler(&beast_connection::on_connect, shared_from_this()));
  }

  void send(frame_ptr frame) override {
    if (closing_ || failed_)
      return;
    queue_.push_back(std::move(frame));
    if (open_ && !writing_)
      do_write();
  }

  void close() override {
    if (closing_ || failed_)
      return;
    closing_ = true;
    if (!open_) {
      beast::error_code ec;
      beast::get_lowest_layer(ws_).socket().close(ec);
      return;
    }
    if (!writing_)
      do_close();
  }

  void detach() override { handlers_ = {}; }

private:
  void on_connect(beast::error_code ec) {
    if (ec)
      return fail(ec, "connect");
    beast::error_code ignored;
    // Latency is what is measured: no Nagle delay on our side.
    beast::get_lowest_layer(ws_).socket().set_option(tcp::no_delay(true), ignored);
    beast::get_lowest_layer(ws_).expires_never();
    websocket::stream_base::timeout timeouts =
        websocket::stream_base::timeout::suggested(beast::role_type::client);
    timeouts.handshake_timeout = handshake_timeout;
    ws_.set_option(timeouts);
    ws_.set_option(websocket::stream_base::decorator([](websocket::request_type &req) {
      req.set(beast::http::field::user_agent, "tavern-cli");
    }));
    ws_.read_message_max(max_server_frame);
    ws_.auto_fragment(false);
    ws_.async_handshake(
        url_.host_header(), url_.target,
        beast::bind_front_handler(&beast_connection::on_handshake, shared_from_this()));
  }

  void on_handshake(beast::error_code ec) {
    if (ec)
      return fail(ec, "handshake");
    open_ = true;
    ws_.text(true);
    if (handlers_.opened)
      handlers_.opened();
    do_read();
    if (closing_)
      do_close();
    else if (!queue_.empty() && !writing_)
      do_write();
  }

  void do_read() {
    ws_.async_read(buffer_,
                   net::bind_allocator(
                       operation_allocator<void>(memory_),
                       beast::bind_front_handler(&beast_connection::on_read, shared_from_this())));
  }

  void on_read(beast::error_code ec, std::size_t) {
    if (ec)
      return fail(ec, ec == websocket::error::closed ? "closed by the server" : "read");
    const auto data = buffer_.cdata();
    if (handlers_.message)
      handlers_.message(std::string_view(static_cast<const char *>(data.data()), data.size()));
    buffer_.consume(buffer_.size());
    do_read();
  }

  void do_write() {
    writing_ = true;
    ws_.async_write(net::buffer(*queue_.front()),
                    net::bind_allocator(operation_allocator<void>(memory_),
                                        beast::bind_front_handler(&beast_connection::on_write,
                                                                  shared_from_this())));
  }

  void on_write(beast::error_code ec, std::size_t) {
    writing_ = false;
    if (ec)
      return fail(ec, "write");
    queue_.pop_front();
    if (closing_)
      return do_close();
    if (!queue_.empty())
      do_write();
  }

  void do_close() {
    ws_.async_close(websocket::close_code::normal, [self = shared_from_this()](beast::error_code) {
      // The pending read ends with `closed` and reports it.
    });
  }

  void fail(beast::error_code ec, std::string_view what) {
    if (failed_)
      return;
    failed_ = true;
    open_ = false;
    queue_.clear();
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().close(ignored);
    if (handlers_.closed) {
      const std::string why =
          closing_ ? std::string("closed") : std::string(what) + ": " + ec.message();
      auto closed = std::move(handlers_.closed);
      handlers_ = {};
      closed(why);
    }
  }

  websocket::stream<beast::tcp_stream> ws_;
  ws_url url_;
  callbacks handlers_;
  beast::flat_buffer buffer_;
  std::shared_ptr<operation_memory> memory_ = std::make_shared<operation_memory>();
  std::deque<frame_ptr> queue_;
  bool open_ = false;
  bool writing_ = false;
  bool closing_ = false;
  bool failed_ = false;
};

} // namespace

std::shared_ptr<client_connection> client_connection::open(net::io_context &ioc,
                                                           const tcp::endpoint &endpoint,
                                                           const ws_url &url, callbacks handlers) {
  auto connection = std::make_shared<beast_connection>(ioc, url, std::move(handlers));
  connection->start(endpoint);
  return connection;
}

std::optional<tcp::endpoint> resolve_endpoint(const ws_url &url, std::string &error) {
  net::io_context ioc;
  tcp::resolver resolver(ioc);
  beast::error_code ec;
  const auto results = resolver.resolve(url.host, url.port, ec);
  if (ec || results.empty()) {
    error = "cannot resolve " + url.host + ":" + url.port + ": " + ec.message();
    return std::nullopt;
  }
  return results.begin()->endpoint();
}

} // namespace tavern::cli
