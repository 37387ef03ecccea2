#include "deadmansdraw/deadmansdraw.hpp"
#include "registry.hpp"

namespace tavern::games {

registry make_shipped_registry() {
  registry r;
  r.add(deadmansdraw::make_game());
  return r;
}

} // namespace tavern::games
