#pragma once
// A tiny game for the server's tests, never registered in the shipped server.
// Each player holds a secret number only he sees; on his turn he adds 1 or 2
// to a public counter, or peeks (a private log entry). First to make the
// counter reach the target wins. Option "target" (int), "simultaneous" (bool:
// the game opens with every seat choosing a colour at the same time).
#include "engine.hpp"

namespace tavern::testing {

std::unique_ptr<games::game> make_toy_game();

} // namespace tavern::testing
