#include "state.hpp"

namespace tavern::games::midevil {

const table *inspect(const game_state &state) {
  return kit::table_inside<midevil_state>(state);
}

table *inspect_mutable(game_state &state) {
  auto *s = dynamic_cast<midevil_state *>(&state);
  return s ? &s->mutable_data() : nullptr;
}

} // namespace tavern::games::midevil
