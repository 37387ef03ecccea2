#include "postgres_test_server.hpp"

#include "free_port.hpp"

#include <libpq-fe.h>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <pwd.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>

extern char **environ;

namespace tavern::testing {

namespace fs = std::filesystem;

namespace {

bool has_binaries(const fs::path &dir) {
  std::error_code ec;
  return fs::is_regular_file(dir / "initdb", ec) && fs::is_regular_file(dir / "pg_ctl", ec);
}

bool running_as_root() {
  return ::geteuid() == 0;
}

} // namespace

std::variant<fs::path, std::string> postgres_test_server::locate() {
  std::optional<fs::path> found;
  if (const char *path = std::getenv("PATH")) {
    std::stringstream dirs(path);
    for (std::string dir; !found && std::getline(dirs, dir, ':');)
      if (!dir.empty() && has_binaries(dir))
        found = fs::path(dir);
  }
  std::error_code ec;
  if (!found && fs::is_directory("/usr/lib/postgresql", ec)) {
    // Debian keeps each major version's programs apart: take the newest.
    std::vector<fs::path> versions;
    for (const auto &entry : fs::directory_iterator("/usr/lib/postgresql", ec))
      if (has_binaries(entry.path() / "bin"))
        versions.push_back(entry.path() / "bin");
    std::sort(versions.begin(), versions.end(), [](const fs::path &a, const fs::path &b) {
      const auto number = [](const fs::path &p) {
        return std::atoi(p.parent_path().filename().c_str());
      };
      return number(a) < number(b);
    });
    if (!versions.empty())
      found = versions.back();
  }
  // A symlink in PATH (/usr/local/bin/initdb): the real folder has the
  // other programs (postgres) beside them.
  if (found)
    found = fs::canonical(*found / "initdb", ec).parent_path();
  if (!found || found->empty())
    return std::string("PostgreSQL is not installed (no initdb and pg_ctl in PATH or in "
                       "/usr/lib/postgresql/*/bin; Debian: apt-get install postgresql)");
  if (running_as_root() && !::getpwnam("postgres"))
    return std::string("running as root, and there is no 'postgres' user to run PostgreSQL as");
  return *found;
}

bool postgres_test_server::required() {
  const char *ci = std::getenv("CI");
  return ci && std::string(ci) == "true";
}

postgres_test_server *postgres_test_server::shared() {
  // Started once, stopped when the program exits normally (failed tests
  // included: doctest returns from main).
  static const std::unique_ptr<postgres_test_server> server = [] {
    auto where = locate();
    if (auto *why = std::get_if<std::string>(&where)) {
      if (required())
        throw std::runtime_error("CI=true and PostgreSQL cannot be run: " + *why);
      std::fprintf(stderr, "postgres_test_server: skipping the PostgreSQL cases: %s\n",
                   why->c_str());
      return std::unique_ptr<postgres_test_server>();
    }
    return std::make_unique<postgres_test_server>(std::get<fs::path>(where));
  }();
  return server.get();
}

postgres_test_server::postgres_test_server(const fs::path &bin_dir) : bin_dir_(bin_dir) {
  std::string pattern = (fs::temp_directory_path() / "tavern-pg-XXXXXX").string();
  if (!::mkdtemp(pattern.data()))
    throw std::runtime_error("postgres_test_server: cannot create a temporary folder");
  folder_ = pattern;
  if (running_as_root()) {
    const passwd *pg = ::getpwnam("postgres");
    if (!pg || ::chown(folder_.c_str(), pg->pw_uid, pg->pw_gid) != 0) {
      fs::remove_all(folder_);
      throw std::runtime_error("postgres_test_server: cannot give " + folder_.string() +
                               " to the postgres user");
    }
  }
  try {
    port_ = free_loopback_port();
    run({(bin_dir_ / "initdb").string(), "-D", (folder_ / "data").string(), "-U", "tavern",
         "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"},
        "initdb");
    // Only loopback TCP and a socket in the folder: nothing of the machine's
    // own PostgreSQL (/var/run/postgresql) is touched.
    const std::string options =
        "-p " + std::to_string(port_) +
        " -c listen_addresses=127.0.0.1 -c unix_socket_directories=" + folder_.string() +
        " -c fsync=off -c full_page_writes=off";
    run({(bin_dir_ / "pg_ctl").string(), "-D", (folder_ / "data").string(), "-l",
         (folder_ / "server.log").string(), "-o", options, "-w", "-t", "60", "start"},
        "pg_ctl start");
    started_ = true;
  } catch (...) {
    fs::remove_all(folder_);
    throw;
  }
}

postgres_test_server::~postgres_test_server() {
  if (started_) {
    try {
      run({(bin_dir_ / "pg_ctl").string(), "-D", (folder_ / "data").string(), "-m", "immediate",
           "-w", "stop"},
          "pg_ctl stop");
    } catch (const std::exception &e) {
      std::fprintf(stderr, "postgres_test_server: %s\n", e.what());
    }
  }
  std::error_code ec;
  fs::remove_all(folder_, ec);
}

void postgres_test_server::run(const std::vector<std::string> &command,
                               const std::string &what) const {
  std::vector<std::string> argv;
  if (running_as_root())
    argv = {"runuser", "-u", "postgres", "--"};
  argv.insert(argv.end(), command.begin(), command.end());
  std::vector<char *> raw;
  for (auto &a : argv)
    raw.push_back(a.data());
  raw.push_back(nullptr);
  const auto output = (folder_ / "commands.log").string();
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, output.c_str(),
                                   O_WRONLY | O_CREAT | O_APPEND, 0644);
  posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
  // The postgres user may not enter the test's working directory.
  posix_spawn_file_actions_addchdir_np(&actions, folder_.c_str());
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, raw[0], &actions, nullptr, raw.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0)
    throw std::runtime_error("postgres_test_server: cannot run " + argv[0] + ": " +
                             std::strerror(spawned));
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    throw std::runtime_error("postgres_test_server: " + what + " failed:\n" + log_tail());
}

std::string postgres_test_server::log_tail() const {
  std::string out;
  for (const char *name : {"commands.log", "server.log"}) {
    std::ifstream in(folder_ / name);
    std::stringstream text;
    text << in.rdbuf();
    const std::string all = text.str();
    out +=
        std::string("--- ") + name + "\n" + all.substr(all.size() > 4000 ? all.size() - 4000 : 0);
  }
  return out;
}

std::string postgres_test_server::create_database() {
  const std::string name = "test" + std::to_string(++databases_);
  query("postgres", "CREATE DATABASE " + name);
  return name;
}

std::string postgres_test_server::url(const std::string &database,
                                      const std::string &password) const {
  return "postgresql://tavern" + (password.empty() ? "" : ":" + password) +
         "@127.0.0.1:" + std::to_string(port_) + "/" + database;
}

std::string postgres_test_server::query(const std::string &database, const std::string &sql) const {
  const std::unique_ptr<PGconn, decltype(&PQfinish)> conn(PQconnectdb(url(database).c_str()),
                                                          &PQfinish);
  if (PQstatus(conn.get()) != CONNECTION_OK)
    throw std::runtime_error("postgres_test_server: cannot connect to " + database + ": " +
                             PQerrorMessage(conn.get()));
  const std::unique_ptr<PGresult, decltype(&PQclear)> result(PQexec(conn.get(), sql.c_str()),
                                                             &PQclear);
  const auto status = PQresultStatus(result.get());
  if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK)
    throw std::runtime_error("postgres_test_server: " + sql + ": " +
                             PQresultErrorMessage(result.get()));
  if (status == PGRES_TUPLES_OK && PQntuples(result.get()) > 0 && PQnfields(result.get()) > 0)
    return PQgetvalue(result.get(), 0, 0);
  return "";
}

} // namespace tavern::testing
