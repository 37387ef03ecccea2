#pragma once
// What a store throws when the database refuses a write or a read. The
// writer retries a batch while the cause may pass (a full disk, a lock, a
// lost connection to PostgreSQL) and gives up on one the database refuses
// for good (a bug in a statement), so each backend says which it is.
#include <stdexcept>
#include <string>

namespace tavern::server {

class store_error : public std::runtime_error {
public:
  store_error(const std::string &what, bool transient)
      : std::runtime_error(what), transient_(transient) {}

  // True when the same write may succeed later.
  bool transient() const { return transient_; }

private:
  bool transient_;
};

} // namespace tavern::server
