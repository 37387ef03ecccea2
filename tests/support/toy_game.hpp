#pragma once
// A tiny game for the server's tests, never registered in the shipped server.
// Each player holds a secret number only he sees; on his turn he adds 1 or 2
// to a public counter, or peeks (a private log entry). First to make the
// counter reach the target wins. Option "target" (int), "simultaneous" (bool:
// the game opens with every seat choosing a colour at the same time).
#include "games/engine.hpp"

namespace tavern::testing {

// Counts what the toy's states were asked to build, so that a test sees which
// parts of the views a room rebuilt. The toy's public view has two sections:
// everything but the target, rebuilt every time, and the target, whose
// revision never moves; a private view's revision moves once, at the end.
struct toy_view_builds {
  int target_section = 0;
  int private_views = 0;
};

std::unique_ptr<games::game> make_toy_game(toy_view_builds *builds = nullptr);

} // namespace tavern::testing
