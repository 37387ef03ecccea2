#include "baseline_server.hpp"

#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <charconv>
#include <deque>
#include <iostream>
#include <mutex>
#include <vector>

namespace tavern::cli {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

constexpr std::size_t max_client_frame = 16 * 1024; // tavern's limit

std::size_t parse_size(std::string_view text) {
  std::size_t value = 0;
  std::from_chars(text.data(), text.data() + text.size(), value);
  return value;
}

// Written like tavern's websocket_session: a read loop, a queue of shared
// frames, one write at a time, error codes rather than exceptions.
class broadcast_session final : public baseline_session,
                                public std::enable_shared_from_this<broadcast_session> {
public:
  broadcast_session(tcp::socket &&socket, baseline_rooms &rooms)
      : ws_(std::move(socket)), rooms_(rooms) {}

  void run() {
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.read_message_max(max_client_frame);
    ws_.auto_fragment(false);
    // As tavern does: no Nagle delay on small frames.
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().set_option(tcp::no_delay(true), ignored);
    net::dispatch(ws_.get_executor(), [self = shared_from_this()] {
      self->ws_.async_accept(beast::bind_front_handler(&broadcast_session::on_accept, self));
    });
  }

  // As tavern does: frames from any thread join a list in call order, and the
  // strand takes them at once when it is free.
  void deliver(std::shared_ptr<const std::string> frame) override {
    {
      std::lock_guard lock(delivered_mutex_);
      delivered_.push_back(std::move(frame));
      if (take_pending_)
        return;
      take_pending_ = true;
    }
    net::dispatch(ws_.get_executor(), [self = shared_from_this()] { self->take_delivered(); });
  }

private:
  void take_delivered() {
    std::vector<std::shared_ptr<const std::string>> frames;
    {
      std::lock_guard lock(delivered_mutex_);
      frames.swap(delivered_);
      take_pending_ = false;
    }
    for (auto &frame : frames)
      queue_.push_back(std::move(frame));
    if (!writing_ && !queue_.empty())
      do_write();
  }

  void on_accept(beast::error_code ec) {
    if (ec)
      return;
    ws_.text(true);
    do_read();
  }

  void do_read() {
    ws_.async_read(buffer_,
                   beast::bind_front_handler(&broadcast_session::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, std::size_t) {
    if (ec)
      return; // closed or failed: the session ends with its last handler
    const auto data = buffer_.cdata();
    handle(std::string_view(static_cast<const char *>(data.data()), data.size()));
    buffer_.consume(buffer_.size());
    do_read();
  }

  // "join ROOM" or "act ROOM BYTES OK_BYTES padding...".
  void handle(std::string_view text) {
    const auto word = [&text] {
      const auto space = text.find(' ');
      const auto w = text.substr(0, space);
      text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
      return w;
    };
    const auto verb = word();
    const std::string room(word());
    if (verb == "join") {
      rooms_.join(room, shared_from_this());
      deliver(std::make_shared<const std::string>("joined"));
    } else if (verb == "act") {
      const auto bytes = parse_size(word());
      const auto ok_bytes = parse_size(word());
      rooms_.act(room, bytes, *this, ok_bytes);
    }
  }

  void do_write() {
    writing_ = true;
    ws_.async_write(net::buffer(*queue_.front()),
                    beast::bind_front_handler(&broadcast_session::on_write, shared_from_this()));
  }

  void on_write(beast::error_code ec, std::size_t) {
    writing_ = false;
    if (ec) {
      queue_.clear();
      return;
    }
    queue_.pop_front();
    if (!queue_.empty())
      do_write();
  }

  websocket::stream<beast::tcp_stream> ws_;
  baseline_rooms &rooms_;
  beast::flat_buffer buffer_;
  std::mutex delivered_mutex_;
  std::vector<std::shared_ptr<const std::string>> delivered_;
  bool take_pending_ = false;
  std::deque<std::shared_ptr<const std::string>> queue_;
  bool writing_ = false;
};

} // namespace

baseline_server::baseline_server(int threads)
    : threads_(std::max(1, threads)), ioc_(threads_), acceptor_(net::make_strand(ioc_)) {}

baseline_server::~baseline_server() {
  stop();
  for (auto &w : workers_)
    w.join();
}

bool baseline_server::listen(const std::string &host, std::uint16_t port, std::string &error) {
  beast::error_code ec;
  const auto address = net::ip::make_address(host, ec);
  if (ec) {
    error = "bad address " + host + ": " + ec.message();
    return false;
  }
  const tcp::endpoint endpoint(address, port);
  acceptor_.open(endpoint.protocol(), ec);
  if (!ec)
    acceptor_.set_option(net::socket_base::reuse_address(true), ec);
  if (!ec)
    acceptor_.bind(endpoint, ec);
  if (!ec)
    acceptor_.listen(net::socket_base::max_listen_connections, ec);
  if (ec) {
    error = "cannot listen on " + host + ":" + std::to_string(port) + ": " + ec.message();
    return false;
  }
  do_accept();
  return true;
}

std::uint16_t baseline_server::port() const {
  beast::error_code ec;
  return acceptor_.local_endpoint(ec).port();
}

void baseline_server::do_accept() {
  acceptor_.async_accept(net::make_strand(ioc_), [this](beast::error_code ec, tcp::socket socket) {
    if (ec == net::error::operation_aborted)
      return;
    if (!ec)
      std::make_shared<broadcast_session>(std::move(socket), rooms_)->run();
    if (acceptor_.is_open())
      do_accept();
  });
}

void baseline_server::run_in_background() {
  for (int i = 0; i < threads_; ++i)
    workers_.emplace_back([this] { ioc_.run(); });
}

void baseline_server::run() {
  for (int i = 1; i < threads_; ++i)
    workers_.emplace_back([this] { ioc_.run(); });
  ioc_.run();
}

void baseline_server::stop() {
  ioc_.stop();
}

} // namespace tavern::cli
