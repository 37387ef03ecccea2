#include "state.hpp"

#include "coltexpress.hpp"

namespace tavern::games::coltexpress {

const table *inspect(const game_state &state) {
  return kit::table_inside<ce_state>(state);
}

table *edit(game_state &state) {
  auto *s = dynamic_cast<ce_state *>(&state);
  return s ? &s->mutable_data() : nullptr;
}

void resume(game_state &state) {
  if (table *t = edit(state))
    advance(*t);
}

} // namespace tavern::games::coltexpress
