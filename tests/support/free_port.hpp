#pragma once
// A loopback TCP port for a server a test starts itself.
#include <cstdint>

namespace tavern::testing {

// A port nobody listens on now. Another process could take it before the
// test's server does; that server then fails to start and says so. Throws
// std::runtime_error when no socket can be had.
std::uint16_t free_loopback_port();

} // namespace tavern::testing
