#include "games_query.hpp"

#include "client_connection.hpp"
#include "json/json_value.hpp"

#include <ostream>

namespace tavern::cli {

int games_query::run() {
  std::string error;
  const auto endpoint = resolve_endpoint(url_, error);
  if (!endpoint) {
    out_ << error << "\n";
    return 2;
  }
  boost::asio::io_context ioc;
  int exit_code = 1;
  std::shared_ptr<client_connection> connection;
  client_connection::callbacks handlers;
  handlers.opened = [&connection] {
    connection->send(std::make_shared<const std::string>(R"({"type":"games","id":1})"));
  };
  handlers.message = [&](std::string_view text) {
    const auto message = tavern::json::parse(text, nullptr, false);
    if (message.is_discarded() || message.value("type", "") != "games")
      return;
    for (const auto &game : message["games"])
      out_ << game["id"].get<std::string>() << " " << game["minPlayers"].get<int>() << "-"
           << game["maxPlayers"].get<int>() << " " << game["name"].get<std::string>() << "\n";
    exit_code = 0;
    connection->close();
  };
  handlers.closed = [&](std::string_view why) {
    if (exit_code != 0)
      out_ << "connection closed: " << why << "\n";
    ioc.stop();
  };
  connection = client_connection::open(ioc, *endpoint, url_, std::move(handlers));
  ioc.run();
  return exit_code;
}

} // namespace tavern::cli
