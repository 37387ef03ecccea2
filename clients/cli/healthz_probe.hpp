#pragma once
// Asks the server's /healthz over and over on a thread of its own, one
// request at a time, and keeps how long each answer took: what a load
// balancer's health check would see while the run loads the server.
#include "latency_histogram.hpp"
#include "ws_url.hpp"

#include <boost/asio/ip/tcp.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <thread>

namespace tavern::cli {

// The body of a 200 answer to GET `path`, blocking; nullopt on any failure.
std::optional<std::string> http_get(const boost::asio::ip::tcp::endpoint &endpoint,
                                    const ws_url &url, const std::string &path);

class healthz_probe {
public:
  healthz_probe(boost::asio::ip::tcp::endpoint endpoint, ws_url url,
                std::chrono::milliseconds interval);
  ~healthz_probe();
  void start();
  // Joins the thread; the figures are then stable.
  void stop();

  const latency_histogram &latency() const { return latency_; }
  std::uint64_t failures() const { return failures_; }

private:
  void run();
  bool ask_once();

  boost::asio::ip::tcp::endpoint endpoint_;
  ws_url url_;
  std::chrono::milliseconds interval_;
  std::atomic<bool> stopping_{false};
  std::thread thread_;
  latency_histogram latency_;
  std::uint64_t failures_ = 0;
};

} // namespace tavern::cli
