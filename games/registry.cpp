#include "registry.hpp"

namespace tavern::games {

void registry::add(std::unique_ptr<game> g) {
  std::string key(g->id());
  games_.emplace(std::move(key), std::move(g));
}

const game *registry::find(std::string_view id) const {
  const auto it = games_.find(id);
  return it == games_.end() ? nullptr : it->second.get();
}

std::vector<const game *> registry::all() const {
  std::vector<const game *> out;
  for (const auto &[id, g] : games_)
    out.push_back(g.get());
  return out;
}

} // namespace tavern::games
