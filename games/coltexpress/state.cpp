#include "state.hpp"

#include "coltexpress.hpp"
#include "flow.hpp"
#include "keep.hpp"
#include "moves.hpp"
#include "resample.hpp"
#include "schemin.hpp"
#include "setup.hpp"
#include "station.hpp"
#include "stealin.hpp"
#include "view.hpp"

namespace tavern::games::coltexpress {

namespace {

// `legal` is one of the seat's legal actions: each phase's file carries out
// its own actions.
void apply_legal(table &t, int seat, const json &legal) {
  switch (t.ph) {
  case phase::choose:
    apply_choose_action(t, seat, legal);
    break;
  case phase::schemin:
    apply_schemin_action(t, seat, legal);
    break;
  case phase::keep:
    apply_keep_action(t, seat, legal);
    break;
  case phase::stealin:
    apply_stealin_action(t, legal);
    break;
  case phase::station:
    apply_station_action(t, legal);
    break;
  case phase::finished:
    return;
  }
  advance(t);
}

} // namespace

std::unique_ptr<game_state> ce_state::clone() const {
  return std::make_unique<ce_state>(table_);
}

std::optional<game_error> ce_state::apply(int seat, const json &action) {
  auto checked = validate_action(table_, seat, action);
  if (auto *err = std::get_if<game_error>(&checked))
    return *err;
  apply_legal(table_, seat, std::get<json>(checked));
  return std::nullopt;
}

json ce_state::view(int viewer) const {
  return join_views(build_public_view(table_), build_private_view(table_, viewer));
}

json ce_state::public_view() const {
  return build_public_view(table_);
}

json ce_state::private_view(int viewer) const {
  return build_private_view(table_, viewer);
}

json ce_state::legal_actions(int seat) const {
  return legal_moves(table_, seat);
}

std::vector<int> ce_state::awaiting() const {
  return awaited(table_);
}

// For turn timers: the first choice offered (in Schemin', the first card;
// for loot, the dearest as far as the player knows: loot_choices' order).
json ce_state::default_action(int seat) const {
  const json moves = legal_moves(table_, seat);
  if (moves.empty())
    return nullptr;
  for (const json &m : moves)
    if (m["type"] == "keep")
      return m;
  return moves.front();
}

std::unique_ptr<game_state> ce_state::resample_hidden(int viewer, rng &r) const {
  return std::make_unique<ce_state>(resample_for(table_, viewer, r));
}

const table *inspect(const game_state &state) {
  const auto *s = dynamic_cast<const ce_state *>(&state);
  return s ? &s->data() : nullptr;
}

table *edit(game_state &state) {
  auto *s = dynamic_cast<ce_state *>(&state);
  return s ? &s->data() : nullptr;
}

void resume(game_state &state) {
  if (table *t = edit(state))
    advance(*t);
}

} // namespace tavern::games::coltexpress
