#include "open_store.hpp"

#include "postgres_store.hpp"
#include "sqlite_store.hpp"

namespace tavern::server {

namespace {
template <typename Store>
game_store::open_result as_game_store(std::variant<std::unique_ptr<Store>, std::string> opened) {
  if (auto *why = std::get_if<std::string>(&opened))
    return std::move(*why);
  return std::unique_ptr<game_store>(std::move(std::get<std::unique_ptr<Store>>(opened)));
}
} // namespace

game_store::open_result open_store(const store_options &options) {
  if (!options.database_url.empty() && !options.data_dir.empty())
    return "give either a data directory (--data-dir) or a PostgreSQL database (--database), "
           "not both";
  if (!options.database_url.empty())
    return as_game_store(postgres_store::open(options.database_url));
  if (options.data_dir.empty())
    return "no data directory and no database to open";
  return as_game_store(sqlite_store::open(options.data_dir));
}

} // namespace tavern::server
