#pragma once
// What `tavern-cli verify` checks of a finished game's replay (GET
// /api/replays/ID): the revealed secret against its commitment, the game's
// seed against the secret and every seat's value (protocol.md, "Fair
// shuffles"), and the game itself, re-run from that seed and the recorded
// actions with this build's engines, against the recorded result.
#include "games/registry.hpp"
#include "json/json_value.hpp"

#include <string>
#include <vector>

namespace tavern::cli {

struct replay_check {
  struct step {
    std::string what;
    bool passed = false;
    std::string detail; // why it failed, or what was found
  };
  std::vector<step> steps;

  bool passed() const;
};

replay_check check_replay(const tavern::json &replay, const games::registry &games);

} // namespace tavern::cli
