#include "state.hpp"

#include "coltexpress.hpp"

namespace tavern::games::coltexpress {

const table *inspect(const game_state &played) {
  return kit::table_inside<state>(played);
}

table *edit(game_state &played) {
  auto *s = dynamic_cast<state *>(&played);
  return s ? &s->mutable_data() : nullptr;
}

void resume(game_state &played) {
  if (table *t = edit(played))
    advance(*t);
}

} // namespace tavern::games::coltexpress
