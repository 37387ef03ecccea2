#include "state.hpp"

namespace tavern::games::deadmansdraw {

int state::public_view_sections() const {
  return view_section_count;
}

json state::public_view_section(int section) const {
  return build_public_section(table_, static_cast<view_section>(section));
}

std::uint64_t state::public_section_revision(int section) const {
  return revisions_.revision(section);
}

std::uint64_t state::private_view_revision(int /*viewer*/) const {
  return private_revision_.revision(0);
}

const table *inspect(const game_state &played) {
  return kit::table_inside<state>(played);
}

} // namespace tavern::games::deadmansdraw
