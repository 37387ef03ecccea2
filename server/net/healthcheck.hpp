#pragma once
#include <cstdint>

namespace tavern::server {

// GET /healthz from a server on this machine; 0 when it answered 200.
// The runtime image has no curl: its HEALTHCHECK runs `tavern --healthcheck`.
int run_healthcheck(std::uint16_t port);

} // namespace tavern::server
