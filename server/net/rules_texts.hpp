#pragma once
// Each game's RULES.md, compiled into the binary at build time so the server
// needs no files but the web client at run time.
#include <map>
#include <string>
#include <string_view>

namespace tavern::server {

// Game id -> RULES.md text.
const std::map<std::string, std::string_view, std::less<>> &embedded_rules();

} // namespace tavern::server
