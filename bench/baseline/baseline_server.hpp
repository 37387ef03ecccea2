#pragma once
// A bare Beast WebSocket broadcast server, the yardstick for tavern: members
// join a room by name, and an actor's frame makes the server send frames of a
// given size to every member, then a small reply to the actor. Same sockets,
// same Beast, same fan-out as tavern; no game, no documents, no JSON.
#include "baseline_rooms.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>

#include <memory>
#include <thread>
#include <vector>

namespace tavern::cli {

class baseline_server {
public:
  explicit baseline_server(int threads);
  ~baseline_server();

  // Listens (port 0: any free one); false with a message when it cannot.
  bool listen(const std::string &host, std::uint16_t port, std::string &error);
  std::uint16_t port() const;
  void run_in_background();
  // Runs on the calling thread too until stop().
  void run();
  void stop();

private:
  void do_accept();

  int threads_;
  boost::asio::io_context ioc_;
  boost::asio::ip::tcp::acceptor acceptor_;
  baseline_rooms rooms_;
  std::vector<std::thread> workers_;
};

} // namespace tavern::cli
