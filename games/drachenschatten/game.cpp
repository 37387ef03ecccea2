#include "drachenschatten.hpp"

#include "games/kit/described_game.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace tavern::games::drachenschatten {

namespace {

class description final : public kit::described_game {
public:
  description() : described_game({"drachenschatten", "DrachenSchatten", 2, 4, "", {}}) {}

  // Games stored before destroy and restore named their item "item" say
  // "target" (a card id), which today is a place to draw the choice and is
  // stripped before matching: without this they would no longer replay.
  json recorded_action(json action) const override {
    if (!action.is_object() || action.contains("item"))
      return action;
    const auto type = action.find("type");
    const auto target = action.find("target");
    if (type == action.end() || target == action.end() || !target->is_number_integer() ||
        (*type != "destroy" && *type != "restore"))
      return action;
    action["item"] = *target;
    action.erase("target");
    return action;
  }

private:
  std::unique_ptr<game_state> create_checked(const json & /*options*/, int players,
                                             std::uint64_t seed) const override {
    return std::make_unique<state>(new_table(players, seed));
  }
};

} // namespace

std::unique_ptr<game> make_game() {
  return std::make_unique<description>();
}

} // namespace tavern::games::drachenschatten
