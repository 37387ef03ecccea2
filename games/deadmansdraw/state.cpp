#include "state.hpp"

#include "moves.hpp"
#include "resample.hpp"
#include "view.hpp"

namespace tavern::games::deadmansdraw {

std::unique_ptr<game_state> dmd_state::clone() const {
  return std::make_unique<dmd_state>(*this);
}

std::optional<game_error> dmd_state::apply(int seat, const json &action) {
  auto checked = validate_action(table_, seat, action);
  if (auto *err = std::get_if<game_error>(&checked))
    return *err;
  execute_move(table_, seat, std::get<move>(checked));
  revisions_.after_move(table_);
  return std::nullopt;
}

json dmd_state::view(int viewer) const {
  return join_views(build_public_view(table_), build_private_view(table_, viewer));
}

json dmd_state::public_view() const {
  return build_public_view(table_);
}

json dmd_state::private_view(int viewer) const {
  return build_private_view(table_, viewer);
}

int dmd_state::public_view_sections() const {
  return view_section_count;
}

json dmd_state::public_view_section(int section) const {
  return build_public_section(table_, static_cast<view_section>(section));
}

// The turn section changes with nearly every move: it is always rebuilt.
std::uint64_t dmd_state::public_section_revision(int section) const {
  return static_cast<view_section>(section) == view_section::standings ? revisions_.standings() : 0;
}

std::uint64_t dmd_state::private_view_revision(int /*viewer*/) const {
  return revisions_.private_views();
}

json dmd_state::legal_actions(int seat) const {
  json out = json::array();
  for (const move &m : legal_moves(table_, seat))
    out.push_back(move_json(table_, m));
  return out;
}

std::vector<int> dmd_state::awaiting() const {
  return awaited_seats(table_);
}

// For turn timers: bank when allowed, otherwise the first choice offered.
json dmd_state::default_action(int seat) const {
  const auto moves = legal_moves(table_, seat);
  if (moves.empty())
    return nullptr;
  for (const move &m : moves)
    if (m.kind == move_kind::bank)
      return move_json(table_, m);
  return move_json(table_, moves.front());
}

std::unique_ptr<game_state> dmd_state::resample_hidden(int viewer, rng &r) const {
  return std::make_unique<dmd_state>(resample_for(table_, viewer, r));
}

const table *inspect(const game_state &state) {
  const auto *s = dynamic_cast<const dmd_state *>(&state);
  return s ? &s->data() : nullptr;
}

} // namespace tavern::games::deadmansdraw
