#pragma once
// The commit-and-reveal record of a room's games (protocol.md, "Fair
// shuffles"): the secret drawn for the next game, whose commitment every
// member sees before the game starts, and for the game in play or last
// played the values its seats contributed and, once it is over, the secret.
#include "protocol/fair_seed.hpp"
#include "json/json_value.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace tavern::server {

using json = tavern::json;

// A fresh secret: 256 bits of server seed and 128 of nonce from `random`.
protocol::fair_secret draw_fair_secret(const std::function<std::uint64_t()> &random);

struct game_fairness {
  protocol::fair_secret secret;
  std::vector<std::string> values; // by seat; "" for a seat that sent none

  std::uint64_t game_seed() const { return protocol::fair_game_seed(secret, values); }
  // What storage keeps and the replay publishes: commitment, serverSeed,
  // nonce and values.
  json record() const;
  // Reads record(); nothing when it is not one.
  static std::optional<game_fairness> from_record(const json &record);
};

// The document's `room.fairness`: the next game's commitment, and the game's
// record with its secret only once `revealed`.
json fairness_document(const protocol::fair_secret &next, const game_fairness *game, bool revealed);

} // namespace tavern::server
