#pragma once
// The set of games a server offers. Built once at start and then only read,
// so it needs no locking; there is no global instance.
#include "engine.hpp"

#include <map>

namespace tavern::games {

class registry {
public:
  void add(std::unique_ptr<game> g);
  const game *find(std::string_view id) const;
  std::vector<const game *> all() const; // in id order

private:
  std::map<std::string, std::unique_ptr<game>, std::less<>> games_;
};

// Every game shipped with tavern.
registry make_shipped_registry();

} // namespace tavern::games
