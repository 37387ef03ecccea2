#include "levels.hpp"

namespace tavern::bot {

std::optional<level> parse_level(std::string_view name) {
  if (name == "easy")
    return level::easy;
  if (name == "normal")
    return level::normal;
  if (name == "hard")
    return level::hard;
  return std::nullopt;
}

std::string_view level_name(level l) {
  switch (l) {
  case level::easy:
    return "easy";
  case level::normal:
    return "normal";
  case level::hard:
    return "hard";
  }
  return "normal";
}

level_budget budget_of(level l) {
  switch (l) {
  case level::easy:
    return {16, 20};
  case level::normal:
    return {500, 200};
  case level::hard:
    return {2500, 1000};
  }
  return {500, 200};
}

} // namespace tavern::bot
