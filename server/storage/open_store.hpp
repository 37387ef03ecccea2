#pragma once
// Picks the store the configuration asks for: PostgreSQL when a database URL
// is given (--database), else SQLite in the data directory (--data-dir).
#include "game_store.hpp"

#include <filesystem>
#include <string>

namespace tavern::server {

struct store_options {
  std::filesystem::path data_dir; // SQLite
  std::string database_url;       // PostgreSQL: postgresql://... or postgres://...
};

// The store, or why it cannot be used. Refuses both a data directory and a
// URL: which one holds the rooms must not be a guess.
game_store::open_result open_store(const store_options &options);

} // namespace tavern::server
