#pragma once
// `tavern-cli games`: asks a server which games it runs and prints one line
// per game: its id, its player counts and its name.
#include "ws_url.hpp"

#include <iosfwd>

namespace tavern::cli {

class games_query {
public:
  games_query(ws_url url, std::ostream &out) : url_(std::move(url)), out_(out) {}
  int run();

private:
  ws_url url_;
  std::ostream &out_;
};

} // namespace tavern::cli
