#include "redis_test_server.hpp"

#include "free_port.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <thread>

extern char **environ;

namespace tavern::testing {

namespace fs = std::filesystem;

namespace {

// True when something on the port answers a PING: an error reply (a
// password is asked) counts, since it is Redis answering.
bool answers_ping(std::uint16_t port) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0)
    return false;
  timeval timeout{1, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  addr.sin_port = htons(port);
  bool ok = false;
  if (::connect(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) == 0) {
    const char ping[] = "PING\r\n";
    char answer[64] = {};
    if (::send(fd, ping, sizeof ping - 1, MSG_NOSIGNAL) == sizeof ping - 1 &&
        ::recv(fd, answer, sizeof answer - 1, 0) > 0)
      ok = answer[0] == '+' || answer[0] == '-';
  }
  ::close(fd);
  return ok;
}

} // namespace

std::variant<fs::path, std::string> redis_test_server::locate() {
  std::optional<fs::path> found;
  if (const char *path = std::getenv("PATH")) {
    std::stringstream dirs(path);
    for (std::string dir; !found && std::getline(dirs, dir, ':');) {
      std::error_code ec;
      if (!dir.empty() && fs::is_regular_file(fs::path(dir) / "redis-server", ec))
        found = fs::path(dir) / "redis-server";
    }
  }
  std::error_code ec;
  if (!found && fs::is_regular_file("/usr/bin/redis-server", ec))
    found = fs::path("/usr/bin/redis-server");
  if (!found)
    return std::string("redis-server is not installed (not in PATH nor /usr/bin; Debian: "
                       "apt-get install redis-server)");
  return *found;
}

bool redis_test_server::required() {
  const char *ci = std::getenv("CI");
  return ci && std::string(ci) == "true";
}

std::unique_ptr<redis_test_server>
redis_test_server::start_or_skip(std::vector<std::string> extra) {
  auto where = locate();
  if (auto *why = std::get_if<std::string>(&where)) {
    if (required())
      throw std::runtime_error("CI=true and Redis cannot be run: " + *why);
    std::fprintf(stderr, "redis_test_server: skipping a Redis case: %s\n", why->c_str());
    return nullptr;
  }
  return std::make_unique<redis_test_server>(std::get<fs::path>(where), std::move(extra));
}

redis_test_server::redis_test_server(fs::path binary, std::vector<std::string> extra)
    : binary_(std::move(binary)), extra_(std::move(extra)) {
  std::string pattern = (fs::temp_directory_path() / "tavern-redis-XXXXXX").string();
  if (!::mkdtemp(pattern.data()))
    throw std::runtime_error("redis_test_server: cannot create a temporary folder");
  folder_ = pattern;
  try {
    port_ = free_loopback_port();
    start();
  } catch (...) {
    fs::remove_all(folder_);
    throw;
  }
}

redis_test_server::~redis_test_server() {
  stop();
  std::error_code ec;
  fs::remove_all(folder_, ec);
}

void redis_test_server::start() {
  if (pid_ > 0)
    return;
  // Nothing on disk: no RDB snapshots, no append-only file; the log in the
  // folder for the failure messages.
  std::vector<std::string> argv{binary_.string(),
                                "--port",
                                std::to_string(port_),
                                "--bind",
                                "127.0.0.1",
                                "--save",
                                "",
                                "--appendonly",
                                "no",
                                "--dir",
                                folder_.string(),
                                "--logfile",
                                (folder_ / "redis.log").string(),
                                "--daemonize",
                                "no"};
  argv.insert(argv.end(), extra_.begin(), extra_.end());
  std::vector<char *> raw;
  for (auto &a : argv)
    raw.push_back(a.data());
  raw.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, raw[0], nullptr, nullptr, raw.data(), environ);
  if (spawned != 0)
    throw std::runtime_error("redis_test_server: cannot run " + argv[0] + ": " +
                             std::strerror(spawned));
  pid_ = pid;
  wait_until_ready();
}

void redis_test_server::wait_until_ready() {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (std::chrono::steady_clock::now() < deadline) {
    int status = 0;
    if (::waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      throw std::runtime_error("redis_test_server: redis-server ended at its start:\n" +
                               log_tail());
    }
    if (answers_ping(port_))
      return;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  stop();
  throw std::runtime_error("redis_test_server: redis-server did not answer within 10 s:\n" +
                           log_tail());
}

void redis_test_server::stop() {
  if (pid_ <= 0)
    return;
  ::kill(pid_, SIGKILL);
  int status = 0;
  while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
  pid_ = -1;
}

std::string redis_test_server::url(const std::string &password, int db) const {
  return "redis://" + (password.empty() ? "" : ":" + password + "@") +
         "127.0.0.1:" + std::to_string(port_) + (db != 0 ? "/" + std::to_string(db) : "");
}

std::string redis_test_server::log_tail() const {
  std::ifstream in(folder_ / "redis.log");
  std::stringstream text;
  text << in.rdbuf();
  const std::string all = text.str();
  return all.substr(all.size() > 4000 ? all.size() - 4000 : 0);
}

} // namespace tavern::testing
