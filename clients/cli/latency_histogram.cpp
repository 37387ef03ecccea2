#include "latency_histogram.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

namespace tavern::cli {

int latency_histogram::index_of(std::uint64_t value) {
  // Values below 2 * sub_buckets are exact; above, the magnitude is the
  // position of the highest bit and the sub-bucket the next six bits.
  if (value < 2 * sub_buckets)
    return static_cast<int>(value);
  const int magnitude = std::bit_width(value) - sub_bucket_bits - 1; // >= 1
  const auto sub = static_cast<int>((value >> magnitude) - sub_buckets);
  return (magnitude + 1) * sub_buckets + sub;
}

std::uint64_t latency_histogram::upper_edge(int index) {
  if (index < 2 * sub_buckets)
    return static_cast<std::uint64_t>(index);
  const int magnitude = index / sub_buckets - 1;
  const auto sub = static_cast<std::uint64_t>(index % sub_buckets);
  return ((sub_buckets + sub + 1) << magnitude) - 1;
}

void latency_histogram::record(std::int64_t nanoseconds) {
  const auto value = static_cast<std::uint64_t>(std::max<std::int64_t>(nanoseconds, 0));
  const int index = std::min(index_of(value), static_cast<int>(counts_.size()) - 1);
  ++counts_[static_cast<std::size_t>(index)];
  ++count_;
  max_ = std::max(max_, static_cast<std::int64_t>(value));
}

void latency_histogram::merge(const latency_histogram &other) {
  for (std::size_t i = 0; i < counts_.size(); ++i)
    counts_[i] += other.counts_[i];
  count_ += other.count_;
  max_ = std::max(max_, other.max_);
}

std::int64_t latency_histogram::quantile(double q) const {
  if (count_ == 0)
    return 0;
  const auto rank = static_cast<std::uint64_t>(
      std::max(1.0, std::ceil(std::clamp(q, 0.0, 1.0) * static_cast<double>(count_))));
  std::uint64_t seen = 0;
  for (std::size_t i = 0; i < counts_.size(); ++i) {
    seen += counts_[i];
    if (seen >= rank)
      return std::min(static_cast<std::int64_t>(upper_edge(static_cast<int>(i))), max_);
  }
  return max_;
}

} // namespace tavern::cli
