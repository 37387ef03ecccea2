#pragma once
// The bot's levels and what each may spend on a move. A level bounds a move
// by iterations and by time; the time reaches the search as a stop signal
// from the caller (steady_deadline.hpp), so that without one a move is
// bounded by its iterations alone and a seeded search is deterministic.
#include <optional>
#include <string_view>

namespace tavern::bot {

enum class level { easy, normal, hard };

struct level_budget {
  int iterations;   // at most, per move
  int milliseconds; // at most, per move on one core (0: no time bound)
};

std::optional<level> parse_level(std::string_view name); // "easy" | "normal" | "hard"
std::string_view level_name(level l);
level_budget budget_of(level l);

} // namespace tavern::bot
