#include "games/coltexpress/coltexpress.hpp"
#include "games/deadmansdraw/deadmansdraw.hpp"
#include "games/drachenschatten/drachenschatten.hpp"
#include "games/midevil/midevil.hpp"
#include "registry.hpp"

namespace tavern::games {

registry make_shipped_registry() {
  registry r;
  r.add(deadmansdraw::make_game());
  r.add(coltexpress::make_game());
  r.add(drachenschatten::make_game());
  r.add(midevil::make_game());
  return r;
}

} // namespace tavern::games
