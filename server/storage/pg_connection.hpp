#pragma once
// One connection to PostgreSQL through libpq, used by one thread at a time.
// Statements take text parameters ($1, $2, ...); the frequent ones are
// prepared once per connection. Every failure throws store_error, transient
// when the connection is lost or the server is short of something (disk,
// memory, a lock), so the writer retries the batch. A lost connection is
// re-established by ensure_connected(), which each batch and each read calls
// first.
#include "pg_result.hpp"

#include <memory>
#include <optional>
#include <string>
#include <unordered_set>
#include <variant>
#include <vector>

namespace tavern::server {

class pg_connection {
public:
  using params = std::vector<std::optional<std::string>>; // nullopt: NULL

  // Connects to `url` (postgresql://...); on failure, why (with
  // `location`, never the password).
  static std::variant<std::unique_ptr<pg_connection>, std::string>
  connect(const std::string &url, const std::string &location);
  ~pg_connection();
  pg_connection(const pg_connection &) = delete;
  pg_connection &operator=(const pg_connection &) = delete;

  // Without parameters the text may hold several statements (a migration).
  pg_result exec(const std::string &sql, const params &values = {});
  // Prepared under `name` on first use on this connection.
  pg_result exec_prepared(const std::string &name, const std::string &sql, const params &values);
  // After a failure inside BEGIN: ends the transaction if the connection
  // still works; never throws (the failure being handled matters more).
  void rollback_quietly() noexcept;
  // Reconnects if the connection was lost (logged); throws store_error
  // (transient) when the server cannot be reached.
  void ensure_connected();
  // False once a statement has found the connection lost.
  bool connected() const { return PQstatus(conn_) == CONNECTION_OK; }

  // Runs `statements` (which start a transaction or only read), connecting
  // again and running them once more when the connection turns out lost on
  // the way: a server restarted since the last use costs no failed batch or
  // request. Anything else that fails is thrown as it is.
  template <typename Statements> auto with_reconnect(Statements statements) {
    ensure_connected();
    try {
      return statements();
    } catch (const std::exception &) {
      if (connected())
        throw;
    }
    ensure_connected();
    return statements();
  }

private:
  pg_connection(PGconn *conn, std::string location);
  [[noreturn]] void fail(const PGresult *result, const std::string &sql);
  pg_result checked(PGresult *result, const std::string &sql);

  PGconn *conn_;
  std::string location_;
  // The statements prepared on this connection; a new connection has none.
  std::unordered_set<std::string> prepared_;
};

} // namespace tavern::server
