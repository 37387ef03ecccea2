#include "client_connection.hpp"

#include "operation_memory.hpp"
#include "json/json_value.hpp"

#include <boost/asio/bind_allocator.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <array>
#include <deque>

namespace tavern::cli {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

constexpr std::size_t max_server_frame = 64 * 1024 * 1024; // a late `state` can be large
constexpr auto handshake_timeout = std::chrono::seconds(30);
// Redirects (and fallbacks from a node that cannot be reached) in a row
// without any other frame: more is a loop between nodes.
constexpr int max_redirects = 5;
constexpr auto fallback_delay = std::chrono::milliseconds(250);

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

// A member of a JSON object: a string, or empty when absent or not a string.
std::string string_member(const tavern::json &message, const char *key) {
  if (!message.is_object())
    return {};
  const auto found = message.find(key);
  return found != message.end() && found->is_string() ? found->get<std::string>() : std::string();
}

// Its `id`, null when absent.
tavern::json id_of(const tavern::json &message) {
  if (!message.is_object())
    return {};
  const auto found = message.find("id");
  return found == message.end() ? tavern::json() : *found;
}

// The request a redirect may answer, parsed only when the frame may be one:
// most frames are actions, and the search costs less than a parse.
std::optional<tavern::json> entering_request(std::string_view frame) {
  constexpr std::array<std::string_view, 4> types = {"\"create\"", "\"join\"", "\"spectate\"",
                                                     "\"resume\""};
  bool maybe = false;
  for (const auto type : types)
    maybe = maybe || frame.find(type) != std::string_view::npos;
  if (!maybe)
    return std::nullopt;
  auto message = tavern::json::parse(frame, nullptr, false);
  const auto name = string_member(message, "type");
  if (name != "create" && name != "join" && name != "spectate" && name != "resume")
    return std::nullopt;
  return message;
}

// A connection that follows redirects: a beast_connection at a time, the
// next one opened at the redirect's path on the same endpoint.
class redirecting_connection final : public client_connection,
                                     public std::enable_shared_from_this<redirecting_connection> {
public:
  redirecting_connection(net::io_context &ioc, const tcp::endpoint &endpoint, ws_url url,
                         callbacks handlers)
      : ioc_(ioc), endpoint_(endpoint), url_(std::move(url)), handlers_(std::move(handlers)),
        fallback_timer_(ioc) {}

  void start() { connect(url_.target, false); }

  void send(frame_ptr frame) override {
    if (closing_ || over_)
      return;
    if (auto request = entering_request(*frame)) {
      entering_ = frame;
      entering_id_ = id_of(*request);
    }
    // Between a failed node and the fallback there is no socket; the
    // fallback sends the entering request again, and this tool sends
    // nothing else before the reply.
    if (inner_)
      inner_->send(std::move(frame));
  }

  void close() override {
    if (closing_ || over_)
      return;
    closing_ = true;
    fallback_timer_.cancel();
    if (inner_)
      return inner_->close();
    // Waiting for a fallback: nothing to close. Reported later, as a socket's
    // close is, so that the owner's loop over its connections is not re-entered.
    net::post(ioc_, [self = shared_from_this()] { self->report_closed("closed"); });
  }

  void detach() override {
    handlers_ = {};
    if (inner_)
      inner_->detach();
  }

private:
  void connect(const std::string &target, bool hop) {
    ws_url url = url_;
    url.target = target;
    hop_ = hop;
    inner_open_ = false;
    const auto generation = ++generation_;
    std::weak_ptr<redirecting_connection> weak = weak_from_this();
    // Callbacks of a socket left behind are dropped by their generation.
    auto current = [weak, generation]() -> std::shared_ptr<redirecting_connection> {
      auto self = weak.lock();
      return self && self->generation_ == generation ? self : nullptr;
    };
    callbacks inner;
    inner.opened = [current] {
      if (auto self = current())
        self->on_open();
    };
    inner.message = [current](std::string_view text) {
      if (auto self = current())
        self->on_message(text);
    };
    inner.closed = [current](std::string_view why) {
      if (auto self = current())
        self->on_closed(why);
    };
    auto connection = std::make_shared<beast_connection>(ioc_, url, std::move(inner));
    connection->start(endpoint_);
    inner_ = std::move(connection);
  }

  void on_open() {
    inner_open_ = true;
    if (reported_open_)
      return; // a redirect's socket: the owner asked for one connection
    reported_open_ = true;
    if (handlers_.opened)
      handlers_.opened();
  }

  void on_message(std::string_view text) {
    // A redirect is short; patches and documents are not parsed twice.
    if (text.size() < 1024 && text.find("\"redirect\"") != std::string_view::npos) {
      auto message = tavern::json::parse(text, nullptr, false);
      if (string_member(message, "type") == "redirect")
        return follow(message, text);
    }
    redirects_ = 0;
    if (handlers_.message)
      handlers_.message(text);
  }

  void follow(const tavern::json &message, std::string_view text) {
    const auto path = string_member(message, "path");
    const auto id = id_of(message);
    const bool answers = !id.is_null() && entering_ && id == entering_id_;
    if (!answers && !handlers_.reenter) {
      // The owner cannot enter the room again: it sees the redirect, and the
      // server's close follows.
      if (handlers_.message)
        handlers_.message(text);
      return;
    }
    // Only a path on this host: the same endpoint, never another address.
    if (!path.starts_with('/') || path.starts_with("//"))
      return give_up("redirect to a path not on this host: " + path);
    if (++redirects_ > max_redirects)
      return give_up("more than " + std::to_string(max_redirects) + " redirects in a row");
    if (!answers) {
      entering_ = std::make_shared<const std::string>(handlers_.reenter());
      entering_id_ = id_of(tavern::json::parse(*entering_, nullptr, false));
    }
    if (handlers_.redirected)
      handlers_.redirected(path);
    leave_socket();
    connect(path, true);
    inner_->send(entering_);
  }

  void on_closed(std::string_view why) {
    inner_.reset();
    if (!closing_ && hop_ && !inner_open_ && entering_ && ++redirects_ <= max_redirects) {
      // That node is gone: the default address redirects again or takes the room over.
      const auto delay = fallback_delay * (1 << std::min(redirects_, 4));
      fallback_timer_.expires_after(delay);
      fallback_timer_.async_wait([weak = weak_from_this()](boost::system::error_code ec) {
        auto self = weak.lock();
        if (ec || !self || self->closing_)
          return;
        self->connect(self->url_.target, false);
        if (self->handlers_.redirected)
          self->handlers_.redirected(self->url_.target);
        self->inner_->send(self->entering_);
      });
      return;
    }
    report_closed(why);
  }

  void give_up(std::string why) {
    leave_socket();
    report_closed(why);
  }

  // Forgets the current socket and closes it; nothing it says is heard.
  void leave_socket() {
    ++generation_;
    if (inner_) {
      inner_->detach();
      inner_->close();
      inner_.reset();
    }
  }

  void report_closed(std::string_view why) {
    if (over_)
      return;
    over_ = true;
    if (handlers_.closed) {
      auto closed = std::move(handlers_.closed);
      handlers_ = {};
      closed(why);
    }
  }

  net::io_context &ioc_;
  tcp::endpoint endpoint_;
  ws_url url_; // the address opened with, the fallback from a node's path
  callbacks handlers_;
  net::steady_timer fallback_timer_;
  std::shared_ptr<client_connection> inner_;
  std::uint64_t generation_ = 0;
  frame_ptr entering_; // the last create, join, spectate or resume sent
  tavern::json entering_id_;
  int redirects_ = 0;
  bool hop_ = false; // the current socket follows a redirect
  bool inner_open_ = false;
  bool reported_open_ = false;
  bool closing_ = false;
  bool over_ = false;
};

} // namespace

std::shared_ptr<client_connection> client_connection::open(net::io_context &ioc,
                                                           const tcp::endpoint &endpoint,
                                                           const ws_url &url, callbacks handlers) {
  auto connection =
      std::make_shared<redirecting_connection>(ioc, endpoint, url, std::move(handlers));
  connection->start();
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
