#pragma once
// One WebSocket connection at /ws: reads frames within the size and rate
// limits, hands them to its connection_router, and writes what rooms deliver
// through a bounded, in-order queue. All its state lives on its strand.
#include "net.hpp"
#include "server/rooms/connection_router.hpp"
#include "server/rooms/rate_limiter.hpp"
#include "server_state.hpp"

#include <deque>
#include <memory>
#include <mutex>
#include <vector>

namespace tavern::server {

class websocket_session : public participant,
                          public std::enable_shared_from_this<websocket_session> {
public:
  // `pinned`: it reached this node by the node's own path (connection_router).
  websocket_session(tcp::socket &&socket, std::shared_ptr<server_state> state, bool pinned = false);
  ~websocket_session() override;

  void run(http::request<http::string_body> request);

  void deliver(frame_ptr frame) override;
  void close_after_send(int close_code) override;
  // The server is stopping: close with 1001.
  void shut_down();

private:
  void on_accept(beast::error_code ec);
  void do_read();
  void on_read(beast::error_code ec, std::size_t bytes);
  void take_delivered();
  void enqueue(frame_ptr frame);
  void do_write();
  void on_write(beast::error_code ec, std::size_t bytes);
  void do_close(websocket::close_code code);
  void drop(); // tears the socket down at once
  void finish();

  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
  std::shared_ptr<server_state> state_;
  std::string address_; // before router_, which is built with it
  connection_router router_;
  rate_limiter limiter_;
  bool admitted_ = false;
  bool accepted_ = false;
  bool finished_ = false;
  int rate_violations_ = 0;

  // Frames delivered from any thread, in the order deliver() was called,
  // until the strand takes them into queue_.
  std::mutex delivered_mutex_;
  std::vector<frame_ptr> delivered_;
  bool take_pending_ = false;

  std::deque<frame_ptr> queue_;
  frame_ptr in_flight_;
  std::size_t queued_bytes_ = 0;
  bool writing_ = false;
  bool closing_ = false;
  std::optional<websocket::close_code> close_when_drained_;
};

} // namespace tavern::server
