#include "state.hpp"

namespace tavern::games::midevil {

const table *inspect(const game_state &played) {
  return kit::table_inside<state>(played);
}

table *inspect_mutable(game_state &played) {
  auto *s = dynamic_cast<state *>(&played);
  return s ? &s->mutable_data() : nullptr;
}

} // namespace tavern::games::midevil
