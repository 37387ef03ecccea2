#include "midevil.hpp"

#include "games/options.hpp"
#include "state.hpp"

namespace tavern::games::midevil {

namespace {

std::vector<option_descriptor> make_options() {
  return {
      {"maxRounds",
       "int",
       {{"min", 0}, {"max", 100}},
       0,
       "End the game after this many rounds: the most trophy points win (0: no limit)"},
      {"reactionSeconds",
       "int",
       {{"min", 1}, {"max", 60}},
       6,
       "How long a reaction window stays open for each player who may still play a card"},
  };
}

class midevil_game final : public game {
public:
  std::string_view id() const override { return "midevil"; }
  std::string_view name() const override { return "MidEvil"; }
  int min_players() const override { return 2; }
  int max_players() const override { return 6; }
  const std::vector<option_descriptor> &options() const override { return options_; }

  create_result create(const json &options, int players, std::uint64_t seed) const override {
    if (players < min_players() || players > max_players())
      return game_error{std::string(error_codes::bad_options),
                        "MidEvil takes 2 to 6 players, not " + std::to_string(players)};
    auto normalized = normalize_options(options_, options);
    if (auto *err = std::get_if<game_error>(&normalized))
      return *err;
    const json &o = std::get<json>(normalized);
    rules_config rules;
    rules.players = players;
    rules.max_rounds = o["maxRounds"].get<int>();
    rules.reaction_seconds = o["reactionSeconds"].get<int>();
    return std::make_unique<midevil_state>(new_table(rules, seed));
  }

private:
  std::vector<option_descriptor> options_ = make_options();
};

} // namespace

std::unique_ptr<game> make_game() {
  return std::make_unique<midevil_game>();
}

} // namespace tavern::games::midevil
