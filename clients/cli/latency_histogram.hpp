#pragma once
// Latencies in a log-linear histogram (the HDR histogram's layout): each
// power of two is split into 64 equal buckets, so any recorded value is
// known to within 1/64 (1.6 %) whatever its size, in a fixed few KiB, and
// two histograms merge by adding counts.
#include <array>
#include <cstdint>

namespace tavern::cli {

class latency_histogram {
public:
  void record(std::int64_t nanoseconds);
  void merge(const latency_histogram &other);

  std::uint64_t count() const { return count_; }
  std::int64_t max() const { return max_; }
  // The value at quantile q (0..1): the upper edge of its bucket, so a
  // percentile is never reported lower than it was.
  std::int64_t quantile(double q) const;

private:
  static constexpr int sub_bucket_bits = 6;
  static constexpr int sub_buckets = 1 << sub_bucket_bits;
  static constexpr int magnitudes = 64 - sub_bucket_bits;

  static int index_of(std::uint64_t value);
  static std::uint64_t upper_edge(int index);

  std::array<std::uint64_t, magnitudes * sub_buckets> counts_{};
  std::uint64_t count_ = 0;
  std::int64_t max_ = 0;
};

} // namespace tavern::cli
