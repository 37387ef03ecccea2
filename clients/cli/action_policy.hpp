#pragma once
// How a seat chooses among the actions its document offers.
#include "json/json_value.hpp"

#include <optional>
#include <random>
#include <string>

namespace tavern::cli {

class action_policy {
public:
  enum class kind { first, random };

  static std::optional<action_policy> named(const std::string &name, std::uint64_t seed) {
    if (name == "first")
      return action_policy(kind::first, seed);
    if (name == "random")
      return action_policy(kind::random, seed);
    return std::nullopt;
  }

  // An entry of a non-empty `actions` array.
  const tavern::json &choose(const tavern::json &actions) {
    if (kind_ == kind::first || actions.size() == 1)
      return actions.front();
    std::uniform_int_distribution<std::size_t> pick(0, actions.size() - 1);
    return actions[pick(rng_)];
  }

private:
  action_policy(kind k, std::uint64_t seed) : kind_(k), rng_(seed) {}

  kind kind_;
  std::mt19937_64 rng_;
};

} // namespace tavern::cli
