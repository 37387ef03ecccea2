#include "pg_connection.hpp"

#include "store_error.hpp"

#include <spdlog/spdlog.h>

#include <string_view>

namespace tavern::server {

namespace {

// Notices (CREATE TABLE IF NOT EXISTS on a table that exists, ...) would go
// to stderr by default; they are the server's remarks, not errors.
void log_notice(void *, const char *message) {
  std::string_view text(message);
  while (!text.empty() && text.back() == '\n')
    text.remove_suffix(1);
  spdlog::debug("storage: PostgreSQL says: {}", text);
}

std::string trimmed(const char *message) {
  std::string text = message ? message : "";
  while (!text.empty() && (text.back() == '\n' || text.back() == ' '))
    text.pop_back();
  return text;
}

// Failures that may pass: the connection (class 08), the server short of
// resources (53: disk full, out of memory, too many connections), shutting
// down or starting (57P), a system I/O error (58), a conflict with another
// transaction (40: serialization failure, deadlock; 55P03: lock not
// available). Anything else is the statement's fault and would fail again.
bool transient_state(std::string_view sqlstate) {
  const auto cls = sqlstate.substr(0, 2);
  return cls == "08" || cls == "53" || cls == "58" || cls == "40" ||
         sqlstate.substr(0, 3) == "57P" || sqlstate == "55P03";
}

} // namespace

pg_connection::pg_connection(PGconn *conn, std::string location)
    : conn_(conn), location_(std::move(location)) {
  PQsetNoticeProcessor(conn_, &log_notice, nullptr);
}

pg_connection::~pg_connection() {
  PQfinish(conn_);
}

std::variant<std::unique_ptr<pg_connection>, std::string>
pg_connection::connect(const std::string &url, const std::string &location) {
  // The URL comes last so what it says wins over these defaults: give up on
  // an unreachable server after 10 s rather than hang the start or the writer.
  const char *keywords[] = {"connect_timeout", "application_name", "dbname", nullptr};
  const char *values[] = {"10", "tavern", url.c_str(), nullptr};
  PGconn *conn = PQconnectdbParams(keywords, values, 1);
  if (!conn)
    return "cannot connect to " + location + ": out of memory";
  if (PQstatus(conn) != CONNECTION_OK) {
    std::string why = "cannot connect to " + location + ": " + trimmed(PQerrorMessage(conn));
    PQfinish(conn);
    return why;
  }
  return std::unique_ptr<pg_connection>(new pg_connection(conn, location));
}

void pg_connection::fail(const PGresult *result, const std::string &sql) {
  const char *state = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
  const std::string message = trimmed(result ? PQresultErrorMessage(result) : nullptr);
  const std::string text = message.empty() ? trimmed(PQerrorMessage(conn_)) : message;
  if (PQstatus(conn_) != CONNECTION_OK)
    throw store_error("the connection to " + location_ + " is lost: " + text, true);
  const std::string_view first_line(sql.data(), std::min(sql.find('\n', 1), sql.size()));
  throw store_error(location_ + " refused \"" + std::string(first_line) + "...\": " + text,
                    state && transient_state(state));
}

pg_result pg_connection::checked(PGresult *result, const std::string &sql) {
  const auto status = result ? PQresultStatus(result) : PGRES_FATAL_ERROR;
  if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK)
    return pg_result(result);
  pg_result owned(result); // freed whatever happens next
  fail(result, sql);
}

pg_result pg_connection::exec(const std::string &sql, const params &values) {
  if (values.empty())
    return checked(PQexec(conn_, sql.c_str()), sql);
  std::vector<const char *> raw;
  raw.reserve(values.size());
  for (const auto &v : values)
    raw.push_back(v ? v->c_str() : nullptr);
  return checked(PQexecParams(conn_, sql.c_str(), static_cast<int>(raw.size()), nullptr, raw.data(),
                              nullptr, nullptr, 0),
                 sql);
}

pg_result pg_connection::exec_prepared(const std::string &name, const std::string &sql,
                                       const params &values) {
  if (!prepared_.contains(name)) {
    checked(PQprepare(conn_, name.c_str(), sql.c_str(), static_cast<int>(values.size()), nullptr),
            sql);
    prepared_.insert(name);
  }
  std::vector<const char *> raw;
  raw.reserve(values.size());
  for (const auto &v : values)
    raw.push_back(v ? v->c_str() : nullptr);
  return checked(PQexecPrepared(conn_, name.c_str(), static_cast<int>(raw.size()), raw.data(),
                                nullptr, nullptr, 0),
                 sql);
}

void pg_connection::rollback_quietly() noexcept {
  if (PQstatus(conn_) != CONNECTION_OK || PQtransactionStatus(conn_) == PQTRANS_IDLE)
    return;
  PQclear(PQexec(conn_, "ROLLBACK"));
}

void pg_connection::ensure_connected() {
  if (PQstatus(conn_) == CONNECTION_OK)
    return;
  spdlog::warn("storage: the connection to {} was lost; connecting again", location_);
  PQreset(conn_);
  prepared_.clear(); // prepared statements live and die with their connection
  if (PQstatus(conn_) != CONNECTION_OK)
    throw store_error(
        "cannot connect to " + location_ + " again: " + trimmed(PQerrorMessage(conn_)), true);
  spdlog::info("storage: connected to {} again", location_);
}

} // namespace tavern::server
