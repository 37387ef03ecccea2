#pragma once
// CPU time and resident memory of a process, read from /proc.
#include <cstdint>
#include <optional>

namespace tavern::cli {

struct process_usage {
  // utime + stime of the process (all its threads), in microseconds.
  static std::optional<std::int64_t> cpu_microseconds(int pid);
  // VmRSS, in KiB.
  static std::optional<std::int64_t> rss_kib(int pid);
};

} // namespace tavern::cli
