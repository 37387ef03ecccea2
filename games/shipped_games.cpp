#include "coltexpress/coltexpress.hpp"
#include "deadmansdraw/deadmansdraw.hpp"
#include "drachenschatten/drachenschatten.hpp"
#include "midevil/midevil.hpp"
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
