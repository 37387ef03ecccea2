#pragma once
// A Redis server of a test's own: redis-server on a free loopback port, its
// working folder (and log) in a temporary folder, nothing saved to disk.
// Killed and the folder removed when the object goes, a failed test
// included. stop() and start() kill it and start it again on the same port,
// empty, for the tests of a lost connection.
//
// Where redis-server is not installed the tests that need it are skipped
// with a message, unless the environment says CI=true: there it must be.
#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace tavern::testing {

class redis_test_server {
public:
  // redis-server (PATH, else /usr/bin), or why Redis cannot be run here.
  static std::variant<std::filesystem::path, std::string> locate();
  // CI=true: a Redis that cannot be had is a failure, not a skip.
  static bool required();
  // A started server, or null when Redis cannot be had and is not required
  // (the reason is printed); throws std::runtime_error when it is required,
  // or when it is there but does not start. `extra` goes to redis-server's
  // command line (--requirepass secret).
  static std::unique_ptr<redis_test_server> start_or_skip(std::vector<std::string> extra = {});

  // Starts redis-server `binary`; throws std::runtime_error (with its log)
  // when it cannot.
  redis_test_server(std::filesystem::path binary, std::vector<std::string> extra);
  ~redis_test_server();
  redis_test_server(const redis_test_server &) = delete;
  redis_test_server &operator=(const redis_test_server &) = delete;

  // Kills the server (SIGKILL: its clients see the connection go as after a
  // crash) and waits for it to end.
  void stop();
  // Starts it again on the same port; throws std::runtime_error when it
  // does not start.
  void start();

  std::uint16_t port() const { return port_; }
  // redis://127.0.0.1:<port>, with the password and database when given.
  std::string url(const std::string &password = "", int db = 0) const;

private:
  void wait_until_ready();
  std::string log_tail() const;

  std::filesystem::path binary_;
  std::vector<std::string> extra_;
  std::filesystem::path folder_; // redis.log, and the working folder
  std::uint16_t port_ = 0;
  pid_t pid_ = -1;
};

} // namespace tavern::testing
