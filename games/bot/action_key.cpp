#include "action_key.hpp"

#include "games/kit/action_match.hpp"
#include "games/kit/json_hash.hpp"

namespace tavern::bot {

std::uint64_t action_key(const games::json &action) {
  // The words and the drawing hints are left out: an action offered with its
  // label and the same action written without it are one edge.
  return games::kit::hash_json(action, &games::kit::is_presentation);
}

} // namespace tavern::bot
