#include "midevil.hpp"
#include "json/json_object.hpp"

#include "games/kit/described_game.hpp"
#include "state.hpp"

namespace tavern::games::midevil {

namespace {

std::vector<option_descriptor> make_options() {
  return {
      {"maxRounds", "int", json_object("min", 0, "max", 100), 0,
       "End the game after this many rounds: the most trophy points win (0: no limit)"},
      {"reactionSeconds", "int", json_object("min", 1, "max", 60), 6,
       "How long a reaction window stays open for each player who may still play a card"},
  };
}

class description final : public kit::described_game {
public:
  description() : described_game({"midevil", "MidEvil", 2, 6, "", make_options()}) {}

private:
  std::unique_ptr<game_state> create_checked(const json &o, int players,
                                             std::uint64_t seed) const override {
    rules_config rules;
    rules.players = players;
    rules.max_rounds = o["maxRounds"].get<int>();
    rules.reaction_seconds = o["reactionSeconds"].get<int>();
    return std::make_unique<state>(new_table(rules, seed));
  }
};

} // namespace

std::unique_ptr<game> make_game() {
  return std::make_unique<description>();
}

} // namespace tavern::games::midevil
