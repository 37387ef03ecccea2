// tavern: the server process. Reads its configuration, serves until SIGINT
// or SIGTERM, then closes every connection cleanly.
#include "config.hpp"
#include "games/registry.hpp"
#include "server/net/healthcheck.hpp"
#include "server/net/server_app.hpp"

#include <spdlog/spdlog.h>

#include <filesystem>

namespace fs = std::filesystem;
using namespace tavern::server;

#ifdef TAVERN_WITH_JEMALLOC
// Read by jemalloc when it starts. Without a background thread it returns
// freed memory to the system only while the program keeps allocating, so a
// server gone quiet after a busy hour would keep its peak; pages unused for
// two seconds go back.
extern "C" {
const char *malloc_conf = "background_thread:true,dirty_decay_ms:2000";
}
#endif

namespace {

// The client's files: the flag, else below the working directory (running
// from a checkout), else installed beside the binary, else the source tree.
fs::path find_web_root(const config &cfg) {
  if (!cfg.web_root.empty())
    return cfg.web_root;
  std::error_code ec;
  std::vector<fs::path> candidates = {fs::current_path(ec) / "clients" / "web"};
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!exe.empty())
    candidates.push_back(exe.parent_path() / ".." / "share" / "tavern" / "web");
  candidates.push_back(fs::path(TAVERN_SOURCE_DIR) / "clients" / "web");
  for (const auto &dir : candidates)
    if (fs::is_regular_file(dir / "index.html", ec))
      return fs::weakly_canonical(dir, ec);
  return candidates.front();
}

} // namespace

int main(int argc, char **argv) {
  config cfg;
  if (auto exit_code = parse_config(argc, argv, cfg))
    return *exit_code;
  if (cfg.healthcheck)
    return run_healthcheck(cfg.port);

  spdlog::set_level(spdlog::level::from_str(cfg.log_level));
  const fs::path web_root = find_web_root(cfg);
  if (!fs::exists(web_root / "index.html"))
    spdlog::warn("no browser client at {}: set --web-root", web_root.string());

  const auto games = tavern::games::make_shipped_registry();
  server_app app(cfg, games, web_root);
  if (!app.open())
    return 1;
  app.stop_on_signals();
  spdlog::info("tavern listening on http://{}:{} ({} games, {} threads, client from {})", cfg.host,
               app.port(), games.all().size(), app.threads(), web_root.string());
  app.run();
  spdlog::info("tavern stopped");
  return 0;
}
