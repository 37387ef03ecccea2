#pragma once
// `tavern-cli idle`: opens many connections and holds them, idle, so that
// the server's memory per connection and per room can be read: rooms with
// their players and spectators (optionally with a game started), and bare
// connections that only completed the WebSocket handshake.
#include "client_connection.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>

#include <iosfwd>
#include <string>
#include <vector>

namespace tavern::cli {

struct idle_options {
  ws_url url;
  std::string game = "deadmansdraw";
  int rooms = 0;
  int seats = 2;
  int players = 1; // seats taken per room (the creator included)
  int spectators = 0;
  bool start = false; // start each room's game (needs every seat taken)
  int bare = 0;       // connections that join nothing
  int connect_concurrency = 256;
  double hold_seconds = 0; // 0: until SIGINT or SIGTERM
};

class idle_holder {
public:
  idle_holder(idle_options options, std::ostream &out);
  int run();

private:
  struct connection_slot {
    std::shared_ptr<client_connection> connection;
    int room = -1; // -1: a bare connection
    enum class role { host, player, spectator, bare } kind = role::bare;
    bool ready = false;
  };

  void open_next();
  void open_slot(std::size_t index);
  void on_message(std::size_t index, std::string_view text);
  void slot_ready(std::size_t index);
  void send(std::size_t index, const std::string &text);

  idle_options options_;
  std::ostream &out_;
  boost::asio::io_context ioc_;
  boost::asio::signal_set signals_;
  boost::asio::ip::tcp::endpoint endpoint_;
  std::vector<connection_slot> slots_;
  std::vector<std::string> room_codes_;
  std::vector<int> room_waiting_; // members of each room not yet in
  std::size_t next_slot_ = 0;
  int in_flight_ = 0;
  std::size_t ready_ = 0;
  int errors_ = 0;
  bool announced_ = false;
};

} // namespace tavern::cli
