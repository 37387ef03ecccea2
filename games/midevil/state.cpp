#include "state.hpp"

#include "actions.hpp"
#include "view.hpp"

namespace tavern::games::midevil {

std::unique_ptr<game_state> midevil_state::clone() const {
  return std::make_unique<midevil_state>(table_);
}

std::optional<game_error> midevil_state::apply(int seat, const json &action) {
  return apply_action(table_, seat, action);
}

json midevil_state::view(int viewer) const {
  return join_views(build_public_view(table_), build_private_view(table_, viewer));
}

json midevil_state::public_view() const {
  return build_public_view(table_);
}

json midevil_state::private_view(int viewer) const {
  return build_private_view(table_, viewer);
}

json midevil_state::legal_actions(int seat) const {
  return legal_actions_for(table_, seat);
}

std::vector<int> midevil_state::awaiting() const {
  return awaited_seats(table_);
}

int midevil_state::timeout_seconds(int seat) const {
  return timeout_for(table_, seat);
}

json midevil_state::default_action(int seat) const {
  return default_action_for(table_, seat);
}

const table *inspect(const game_state &state) {
  const auto *s = dynamic_cast<const midevil_state *>(&state);
  return s ? &s->data() : nullptr;
}

table *inspect_mutable(game_state &state) {
  auto *s = dynamic_cast<midevil_state *>(&state);
  return s ? &s->mutable_data() : nullptr;
}

} // namespace tavern::games::midevil
