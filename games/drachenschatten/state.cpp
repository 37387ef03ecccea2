#include "state.hpp"

#include "moves.hpp"
#include "resample.hpp"
#include "view.hpp"

namespace tavern::games::drachenschatten {

std::unique_ptr<game_state> ds_state::clone() const {
  return std::make_unique<ds_state>(table_);
}

std::optional<game_error> ds_state::apply(int seat, const json &action) {
  auto checked = validate_action(table_, seat, action);
  if (auto *err = std::get_if<game_error>(&checked))
    return *err;
  execute_move(table_, seat, std::get<move>(checked));
  return std::nullopt;
}

json ds_state::view(int viewer) const {
  return join_views(build_public_view(table_), build_private_view(table_, viewer));
}

json ds_state::public_view() const {
  return build_public_view(table_);
}

json ds_state::private_view(int viewer) const {
  return build_private_view(table_, viewer);
}

json ds_state::legal_actions(int seat) const {
  json out = json::array();
  for (const move &m : legal_moves(table_, seat))
    out.push_back(move_json(table_, m));
  return out;
}

std::vector<int> ds_state::awaiting() const {
  return awaited_seats(table_);
}

// For turn timers: end the turn when allowed, otherwise the first choice
// offered (a reveal comes before item uses in that list).
json ds_state::default_action(int seat) const {
  const auto moves = legal_moves(table_, seat);
  if (moves.empty())
    return nullptr;
  for (const move &m : moves)
    if (m.kind == move_kind::end_turn)
      return move_json(table_, m);
  return move_json(table_, moves.front());
}

std::unique_ptr<game_state> ds_state::resample_hidden(int viewer, rng &r) const {
  return std::make_unique<ds_state>(resample_for(table_, viewer, r));
}

const table *inspect(const game_state &state) {
  const auto *s = dynamic_cast<const ds_state *>(&state);
  return s ? &s->data() : nullptr;
}

} // namespace tavern::games::drachenschatten
