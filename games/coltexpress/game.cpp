#include "coltexpress.hpp"

#include "games/kit/described_game.hpp"
#include "setup.hpp"
#include "state.hpp"

namespace tavern::games::coltexpress {

namespace {

std::vector<option_descriptor> make_options() {
  return {
      {"expert", "bool", nullptr, false,
       "Expert rules: keep chosen cards between rounds, a discard pile, draw up to 6 (always on "
       "with 2 players)"},
  };
}

class description final : public kit::described_game {
public:
  description() : described_game({"coltexpress", "Colt Express", 2, 6, "", make_options()}) {}

private:
  std::unique_ptr<game_state> create_checked(const json &o, int players,
                                             std::uint64_t seed) const override {
    rules_config rules;
    rules.players = players;
    rules.expert = o["expert"].get<bool>() || players == 2;
    return std::make_unique<state>(new_table(rules, seed));
  }
};

} // namespace

std::unique_ptr<game> make_game() {
  return std::make_unique<description>();
}

} // namespace tavern::games::coltexpress
