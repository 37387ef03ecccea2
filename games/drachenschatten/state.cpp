#include "state.hpp"

namespace tavern::games::drachenschatten {

// Offered actions are sent back unchanged, so a near miss gets no field-by-field
// explanation here.
game_error state::explain_unmatched(const json & /*action*/, const json & /*offered*/,
                                    const std::string &type) const {
  return kit::illegal_action("this '" + type + "' action is not one of the legal ones (" +
                             pending_text(table_) +
                             "); send one of the actions offered, unchanged");
}

const table *inspect(const game_state &played) {
  return kit::table_inside<state>(played);
}

} // namespace tavern::games::drachenschatten
