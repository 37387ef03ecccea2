#pragma once
// The rows of one libpq result, owned: freed with the object. Values are read
// as text (the connection asks for text results), as the SQLite store reads
// its columns.
#include <libpq-fe.h>

#include <cstdint>
#include <memory>
#include <string>

namespace tavern::server {

class pg_result {
public:
  explicit pg_result(PGresult *result) : result_(result, &PQclear) {}

  int rows() const { return PQntuples(result_.get()); }
  bool is_null(int row, int column) const { return PQgetisnull(result_.get(), row, column) != 0; }
  // An empty string for NULL.
  std::string text(int row, int column) const { return PQgetvalue(result_.get(), row, column); }
  // Throws std::invalid_argument or std::out_of_range on a value that is not one.
  std::int64_t int64(int row, int column) const { return std::stoll(text(row, column)); }
  int int32(int row, int column) const { return std::stoi(text(row, column)); }
  // Rows an INSERT, UPDATE or DELETE touched.
  std::size_t affected_rows() const {
    const char *n = PQcmdTuples(result_.get());
    return *n ? std::stoull(n) : 0;
  }

private:
  std::unique_ptr<PGresult, decltype(&PQclear)> result_;
};

} // namespace tavern::server
