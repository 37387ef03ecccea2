#include "websocket_session.hpp"

#include "protocol/server_message.hpp"

#include <spdlog/spdlog.h>

namespace tavern::server {

namespace {
constexpr std::size_t max_client_frame = 16 * 1024;

std::string remote_address(websocket::stream<beast::tcp_stream> &ws) {
  beast::error_code ec;
  const auto endpoint = beast::get_lowest_layer(ws).socket().remote_endpoint(ec);
  return ec ? "unknown" : endpoint.address().to_string();
}
} // namespace

websocket_session::websocket_session(tcp::socket &&socket, std::shared_ptr<server_state> state,
                                     bool pinned)
    : ws_(std::move(socket)), state_(std::move(state)), address_(remote_address(ws_)),
      router_(state_->rooms(), state_->stats(), *this, state_->quotas(), address_, pinned),
      limiter_(state_->cfg().messages_per_second, state_->cfg().message_burst) {}

websocket_session::~websocket_session() {
  if (admitted_) {
    state_->release_connection(address_);
    state_->stats().connections_open.fetch_sub(1, std::memory_order_relaxed);
  }
  state_->unregister_session(this);
}

void websocket_session::run(http::request<http::string_body> request) {
  const auto &cfg = state_->cfg();
  websocket::stream_base::timeout timeouts{};
  timeouts.handshake_timeout = std::chrono::seconds(cfg.handshake_timeout_seconds);
  timeouts.idle_timeout = std::chrono::seconds(cfg.idle_timeout_seconds);
  timeouts.keep_alive_pings = true;
  ws_.set_option(timeouts);
  ws_.set_option(websocket::stream_base::decorator(
      [](websocket::response_type &res) { res.set(http::field::server, "tavern"); }));
  ws_.read_message_max(max_client_frame);
  ws_.auto_fragment(false);
  state_->register_session(this, weak_from_this());
  net::dispatch(
      ws_.get_executor(), [self = shared_from_this(), req = std::move(request)]() mutable {
        self->ws_.async_accept(req, beast::bind_front_handler(&websocket_session::on_accept, self));
      });
}

void websocket_session::on_accept(beast::error_code ec) {
  if (ec)
    return fail(ec, "websocket accept");
  accepted_ = true;
  ws_.text(true);
  // Frames are small and often come in pairs (a patch, then its `ok`): with
  // Nagle's algorithm the second waits for the peer's delayed ACK, ~40 ms.
  beast::error_code nodelay_ec;
  beast::get_lowest_layer(ws_).socket().set_option(tcp::no_delay(true), nodelay_ec);
  const auto admitted = state_->admit_connection(address_);
  if (admitted != admission::ok) {
    const auto code = protocol::error_code::too_many_connections;
    state_->stats().count_error(code);
    enqueue(std::make_shared<const std::string>(protocol::encode_error(
        nullptr, code,
        admitted == admission::too_many ? "the server is full; try again later"
                                        : "too many connections from your address")));
    close_after_send(static_cast<int>(websocket::close_code::try_again_later));
    do_read();
    return;
  }
  admitted_ = true;
  state_->stats().connections_open.fetch_add(1, std::memory_order_relaxed);
  state_->stats().connections_total.fetch_add(1, std::memory_order_relaxed);
  do_read();
}

void websocket_session::do_read() {
  ws_.async_read(buffer_,
                 beast::bind_front_handler(&websocket_session::on_read, shared_from_this()));
}

void websocket_session::on_read(beast::error_code ec, std::size_t) {
  if (ec) {
    if (ec != websocket::error::closed)
      fail(ec, "websocket read");
    return finish();
  }
  if (!admitted_ || closing_ || close_when_drained_) {
    buffer_.consume(buffer_.size());
    return do_read();
  }
  state_->stats().messages_in.fetch_add(1, std::memory_order_relaxed);
  if (!limiter_.allow()) {
    buffer_.consume(buffer_.size());
    if (++rate_violations_ >= state_->cfg().rate_violations_before_close) {
      spdlog::info("closing {}: kept flooding after rate_limited errors", address_);
      close_after_send(static_cast<int>(websocket::close_code::policy_error));
    } else {
      router_.send_error(nullptr, protocol::error_code::rate_limited,
                         "slow down: too many messages per second");
    }
    return do_read();
  }
  rate_violations_ = 0;
  if (!ws_.got_text()) {
    router_.send_error(nullptr, protocol::error_code::bad_json,
                       "messages must be JSON text frames");
  } else {
    const auto data = buffer_.cdata();
    router_.handle_frame(std::string_view(static_cast<const char *>(data.data()), data.size()),
                         shared_from_this());
  }
  buffer_.consume(buffer_.size());
  do_read();
}

void websocket_session::deliver(frame_ptr frame) {
  {
    std::lock_guard lock(delivered_mutex_);
    delivered_.push_back(std::move(frame));
    if (take_pending_)
      return;
    take_pending_ = true;
  }
  // Dispatched, not posted: when the strand is free the write starts now.
  // Posted, it would wait behind every handler already queued, and in a burst
  // of actions each room's patches would wait for the whole burst.
  net::dispatch(ws_.get_executor(), [self = shared_from_this()] { self->take_delivered(); });
}

void websocket_session::take_delivered() {
  std::vector<frame_ptr> frames;
  {
    std::lock_guard lock(delivered_mutex_);
    frames.swap(delivered_);
    take_pending_ = false;
  }
  for (auto &frame : frames)
    enqueue(std::move(frame));
}

void websocket_session::enqueue(frame_ptr frame) {
  if (closing_ || finished_ || !accepted_)
    return;
  queued_bytes_ += frame->size();
  queue_.push_back(std::move(frame));
  if (queued_bytes_ > static_cast<std::size_t>(state_->cfg().send_queue_max_kib) * 1024) {
    // It stopped reading: its backlog must not grow the server's memory.
    spdlog::info("dropping {}: {} bytes unsent", address_, queued_bytes_);
    state_->stats().slow_consumers_dropped.fetch_add(1, std::memory_order_relaxed);
    // Later, not here: this may run inside a room's handler (deliver), and
    // dropping leaves the room.
    closing_ = true;
    return net::post(ws_.get_executor(), [self = shared_from_this()] { self->drop(); });
  }
  if (!writing_)
    do_write();
}

void websocket_session::do_write() {
  writing_ = true;
  // Held apart from the queue so that dropping the queue never frees the
  // bytes a write is still sending.
  in_flight_ = std::move(queue_.front());
  queue_.pop_front();
  ws_.async_write(net::buffer(*in_flight_),
                  beast::bind_front_handler(&websocket_session::on_write, shared_from_this()));
}

void websocket_session::on_write(beast::error_code ec, std::size_t bytes) {
  writing_ = false;
  if (finished_)
    return;
  if (ec) {
    fail(ec, "websocket write");
    return drop();
  }
  state_->stats().messages_out.fetch_add(1, std::memory_order_relaxed);
  state_->stats().bytes_out.fetch_add(bytes, std::memory_order_relaxed);
  queued_bytes_ -= in_flight_->size();
  in_flight_.reset();
  if (!queue_.empty())
    return do_write();
  if (close_when_drained_)
    do_close(*close_when_drained_);
}

void websocket_session::close_after_send(int close_code) {
  net::post(ws_.get_executor(), [self = shared_from_this(), close_code] {
    if (self->closing_ || self->close_when_drained_)
      return;
    self->close_when_drained_ = static_cast<websocket::close_code>(close_code);
    if (!self->writing_ && self->queue_.empty())
      self->do_close(*self->close_when_drained_);
  });
}

void websocket_session::shut_down() {
  close_after_send(static_cast<int>(websocket::close_code::going_away));
}

void websocket_session::do_close(websocket::close_code code) {
  if (closing_ || !accepted_)
    return;
  closing_ = true;
  ws_.async_close(code, [self = shared_from_this()](beast::error_code ec) {
    if (ec)
      fail(ec, "websocket close");
    // The pending read completes with `closed` once the peer answers.
  });
}

void websocket_session::drop() {
  closing_ = true;
  queue_.clear();
  queued_bytes_ = 0;
  beast::error_code ec;
  beast::get_lowest_layer(ws_).socket().close(ec);
  finish();
}

void websocket_session::finish() {
  if (finished_)
    return;
  finished_ = true;
  router_.disconnected();
}

} // namespace tavern::server
