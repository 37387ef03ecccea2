#pragma once
// The database schema as a list of migrations: migration i takes a database
// from version i to i+1 (PRAGMA user_version). A new version appends one;
// none is ever edited once released.
#include <string_view>
#include <vector>

namespace tavern::server {

const std::vector<std::string_view> &store_migrations();

} // namespace tavern::server
