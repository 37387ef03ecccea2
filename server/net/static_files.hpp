#pragma once
// Maps a request target to a file of the web root, refusing anything that
// could escape it, and names its content type.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace tavern::server {

// The file a GET of `target` serves, or nullopt (404). "/" and directories
// serve index.html; the query string is ignored.
std::optional<std::filesystem::path> resolve_static_file(const std::filesystem::path &root,
                                                         std::string_view target);

std::string_view content_type_for(const std::filesystem::path &file);

// Decodes %XX escapes; nullopt for a malformed escape or a NUL byte.
std::optional<std::string> percent_decode(std::string_view text);

} // namespace tavern::server
