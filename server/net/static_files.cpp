#include "static_files.hpp"

#include <array>
#include <utility>

namespace tavern::server {

namespace fs = std::filesystem;

std::optional<std::string> percent_decode(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9')
      return c - '0';
    if (c >= 'a' && c <= 'f')
      return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
      return c - 'A' + 10;
    return -1;
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '%') {
      if (i + 2 >= text.size())
        return std::nullopt;
      const int hi = hex(text[i + 1]);
      const int lo = hex(text[i + 2]);
      if (hi < 0 || lo < 0)
        return std::nullopt;
      c = static_cast<char>(hi * 16 + lo);
      i += 2;
    }
    if (c == '\0')
      return std::nullopt;
    out += c;
  }
  return out;
}

std::optional<fs::path> resolve_static_file(const fs::path &root, std::string_view target) {
  const auto query = target.find_first_of("?#");
  if (query != std::string_view::npos)
    target = target.substr(0, query);
  if (target.empty() || target.front() != '/')
    return std::nullopt;
  const auto decoded = percent_decode(target);
  if (!decoded)
    return std::nullopt;
  // Refuse any dot-segment or backslash outright rather than normalizing:
  // no legitimate client file needs one.
  std::string_view rest(*decoded);
  if (rest.find('\\') != std::string_view::npos)
    return std::nullopt;
  std::size_t start = 1;
  while (start <= rest.size()) {
    const auto end = std::min(rest.find('/', start), rest.size());
    const auto segment = rest.substr(start, end - start);
    if (segment == ".." || segment == "." || (!segment.empty() && segment.front() == '.'))
      return std::nullopt;
    start = end + 1;
  }
  fs::path file = root / fs::path(std::string(rest.substr(1)));
  std::error_code ec;
  if (fs::is_directory(file, ec))
    file /= "index.html";
  if (!fs::is_regular_file(file, ec))
    return std::nullopt;
  // Symbolic links must not lead out of the root either.
  const auto real_root = fs::weakly_canonical(root, ec);
  const auto real_file = fs::weakly_canonical(file, ec);
  if (ec)
    return std::nullopt;
  const auto root_text = real_root.native() + "/";
  if (real_file.native().rfind(root_text, 0) != 0)
    return std::nullopt;
  return real_file;
}

std::string_view content_type_for(const fs::path &file) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 14> types = {{
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".json", "application/json"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".jpg", "image/jpeg"},
      {".webp", "image/webp"},
      {".ico", "image/x-icon"},
      {".woff2", "font/woff2"},
      {".txt", "text/plain; charset=utf-8"},
      {".md", "text/markdown; charset=utf-8"},
      {".webmanifest", "application/manifest+json"},
  }};
  const auto ext = file.extension().native();
  for (const auto &[suffix, type] : types)
    if (ext == suffix)
      return type;
  return "application/octet-stream";
}

} // namespace tavern::server
