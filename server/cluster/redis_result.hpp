#pragma once
// A value or the redis_error that prevented it: every directory operation
// returns one, since Redis being away is an expected state of a cluster, not
// an exception. (std::expected is C++23.) Operations that return nothing
// return redis_result<std::monostate>.
#include "redis_error.hpp"

#include <utility>
#include <variant>

namespace tavern::cluster {

template <typename T> class redis_result {
public:
  redis_result(T value) : state_(std::in_place_index<0>, std::move(value)) {}
  redis_result(redis_error error) : state_(std::in_place_index<1>, std::move(error)) {}

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }
  // Only when ok(): std::bad_variant_access otherwise.
  T &value() { return std::get<0>(state_); }
  const T &value() const { return std::get<0>(state_); }
  T &operator*() { return value(); }
  const T &operator*() const { return value(); }
  T *operator->() { return &value(); }
  const T *operator->() const { return &value(); }
  // Only when !ok().
  const redis_error &error() const { return std::get<1>(state_); }

private:
  std::variant<T, redis_error> state_;
};

} // namespace tavern::cluster
