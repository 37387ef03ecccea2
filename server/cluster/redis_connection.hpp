#pragma once
// One connection to Redis through hiredis, used by one thread at a time.
//
// Commands go as argument vectors (hiredis's argv form): a value is never
// formatted into a command's text, so a room code or a node id cannot change
// what a command does. Every failure is a redis_error value. A connection
// found lost (or timed out: a late reply would answer the wrong command) is
// dropped, and the next call connects again; the failing call itself is not
// repeated, since it may have reached Redis before the connection went.
//
// The URL: redis://[[user]:password@]host[:port][/db] (port 6379 and db 0 by
// default). The password is never part of a message.
#include "redis_reply.hpp"
#include "redis_result.hpp"

#include <chrono>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

struct redisContext;

namespace tavern::cluster {

class redis_connection {
public:
  struct options {
    std::chrono::milliseconds connect_timeout{1000};
    // Each command's: a Redis that stops answering must not stall the
    // caller's renewals for longer than a node's registration lives.
    std::chrono::milliseconds command_timeout{1000};
  };

  // Parses `url` and connects (and authenticates, and selects the database).
  static redis_result<std::unique_ptr<redis_connection>> connect(const std::string &url,
                                                                 options opts);
  static redis_result<std::unique_ptr<redis_connection>> connect(const std::string &url) {
    return connect(url, options{});
  }
  ~redis_connection();
  redis_connection(const redis_connection &) = delete;
  redis_connection &operator=(const redis_connection &) = delete;

  // Runs one command, connecting first if the connection was lost.
  redis_result<redis_reply> command(const std::vector<std::string> &args);
  redis_result<redis_reply> command(std::initializer_list<std::string_view> args);

  // host:port/db, for messages.
  const std::string &location() const { return location_; }
  // False after a failure on the connection, until the next call reconnects.
  bool connected() const { return context_ != nullptr; }

private:
  struct endpoint {
    std::string host;
    int port = 6379;
    std::string user; // empty: AUTH with the password alone
    std::string password;
    std::int64_t db = 0;
  };

  redis_connection(endpoint where, options opts);
  static redis_result<endpoint> parse_url(const std::string &url);
  redis_result<std::monostate> ensure_connected();
  redis_result<redis_reply> command_views(const std::vector<std::string_view> &args);
  redis_result<redis_reply> run(const std::vector<std::string_view> &args);
  redis_error lost(const std::string &doing);

  endpoint endpoint_;
  options options_;
  std::string location_;
  redisContext *context_ = nullptr;
};

} // namespace tavern::cluster
