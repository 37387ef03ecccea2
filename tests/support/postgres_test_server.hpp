#pragma once
// A PostgreSQL server of a test's own: initdb and pg_ctl in a temporary
// folder, listening on a free loopback port (its socket in that folder too),
// without fsync. Stopped (pg_ctl stop -m immediate) and removed when the
// object goes, a failed test included.
//
// initdb and postgres refuse to run as root; as root (containers, CI) they
// run as the `postgres` user Debian's postgresql package creates, and the
// folder is that user's.
//
// Where PostgreSQL is not installed the tests that need it are skipped with a
// message, unless the environment says CI=true: there it must be.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace tavern::testing {

class postgres_test_server {
public:
  // The folder of initdb and pg_ctl (PATH, else the newest
  // /usr/lib/postgresql/*/bin), or why PostgreSQL cannot be run here.
  static std::variant<std::filesystem::path, std::string> locate();
  // CI=true: a PostgreSQL that cannot be had is a failure, not a skip.
  static bool required();
  // One server for the whole test program, started on first use. Null when
  // PostgreSQL cannot be had and is not required (the reason is printed
  // once); throws std::runtime_error when it is required, or when it is
  // there but does not start.
  static postgres_test_server *shared();

  // Starts a server with the binaries in `bin_dir`; throws
  // std::runtime_error (with the server's log) when it cannot.
  explicit postgres_test_server(const std::filesystem::path &bin_dir);
  ~postgres_test_server();
  postgres_test_server(const postgres_test_server &) = delete;
  postgres_test_server &operator=(const postgres_test_server &) = delete;

  // A new, empty database; its name.
  std::string create_database();
  // postgresql://tavern@127.0.0.1:<port>/<database>, with `password` in it
  // when given (trust authentication ignores it).
  std::string url(const std::string &database, const std::string &password = "") const;
  // Runs `sql` in `database` and returns the first column of the first row
  // ("" when there is none); throws std::runtime_error on an error.
  std::string query(const std::string &database, const std::string &sql) const;
  std::uint16_t port() const { return port_; }

private:
  void run(const std::vector<std::string> &command, const std::string &what) const;
  std::string log_tail() const;

  std::filesystem::path bin_dir_;
  std::filesystem::path folder_; // data/, the socket, server.log
  std::uint16_t port_ = 0;
  bool started_ = false;
  int databases_ = 0;
};

} // namespace tavern::testing
