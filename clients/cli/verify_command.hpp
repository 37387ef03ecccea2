#pragma once
// `tavern-cli verify`: downloads a finished game's replay and prints what
// check_replay() found. Exit code 0 when every check passed, 1 when one
// failed, 2 when the replay could not be had.
#include <ostream>
#include <string>

namespace tavern::cli {

struct verify_target {
  std::string host;
  std::string port;
  std::string game_id;
};

// `what` is a game id (the server is `server`, http://host[:port]) or a URL
// naming one: http://host[:port]/?replay=ID or http://host[:port]/api/replays/ID.
// The error says what is wrong.
bool parse_verify_target(const std::string &what, const std::string &server, verify_target &out,
                         std::string &error);

int run_verify(const verify_target &target, std::ostream &out);

} // namespace tavern::cli
