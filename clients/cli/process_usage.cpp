#include "process_usage.hpp"

#include <unistd.h>

#include <fstream>
#include <sstream>
#include <string>

namespace tavern::cli {

std::optional<std::int64_t> process_usage::cpu_microseconds(int pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  if (!std::getline(in, line))
    return std::nullopt;
  // The command name may hold spaces: fields are counted after its ')'.
  const auto close = line.rfind(')');
  if (close == std::string::npos)
    return std::nullopt;
  std::istringstream fields(line.substr(close + 2));
  std::string field;
  std::int64_t utime = 0, stime = 0;
  // Fields 3.. of proc(5): state is field 3, utime 14, stime 15.
  for (int n = 3; n <= 15 && fields >> field; ++n) {
    if (n == 14)
      utime = std::stoll(field);
    if (n == 15)
      stime = std::stoll(field);
  }
  const long ticks = sysconf(_SC_CLK_TCK);
  return (utime + stime) * 1'000'000 / ticks;
}

std::optional<std::int64_t> process_usage::rss_kib(int pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("VmRSS:", 0) == 0)
      return std::stoll(line.substr(6));
  return std::nullopt;
}

} // namespace tavern::cli
