#pragma once
// The database schema as one list of migrations, run by both backends:
// migration i takes a database from version i to i+1. A new version appends
// one; none is ever edited once released. Each backend keeps the version its
// own way (SQLite: PRAGMA user_version; PostgreSQL: the schema_version table).
#include <string>
#include <vector>

namespace tavern::server {

// The version the migrations below bring a database to.
inline constexpr int store_schema_version = 4;

enum class sql_dialect { sqlite, postgresql };

// The migrations in `dialect`. They are written once, with the two places
// where the databases differ marked:
//   {bigint}         a 64-bit integer (milliseconds since 1970, sequence
//                    numbers): INTEGER in SQLite (always 64 bits), BIGINT in
//                    PostgreSQL (whose INTEGER has 32)
//   {without_rowid}  SQLite's clustered table option; nothing in PostgreSQL
std::vector<std::string> store_migrations(sql_dialect dialect);

} // namespace tavern::server
