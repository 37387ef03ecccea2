#include "coltexpress.hpp"

#include "games/options.hpp"
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

class ce_game final : public game {
public:
  std::string_view id() const override { return "coltexpress"; }
  std::string_view name() const override { return "Colt Express"; }
  int min_players() const override { return 2; }
  int max_players() const override { return 6; }
  const std::vector<option_descriptor> &options() const override { return options_; }

  create_result create(const json &options, int players, std::uint64_t seed) const override {
    if (players < min_players() || players > max_players())
      return game_error{std::string(error_codes::bad_options),
                        "Colt Express takes 2 to 6 players, not " + std::to_string(players)};
    auto normalized = normalize_options(options_, options);
    if (auto *err = std::get_if<game_error>(&normalized))
      return *err;
    rules_config rules;
    rules.players = players;
    rules.expert = std::get<json>(normalized)["expert"].get<bool>() || players == 2;
    return std::make_unique<ce_state>(new_table(rules, seed));
  }

private:
  std::vector<option_descriptor> options_ = make_options();
};

} // namespace

std::unique_ptr<game> make_game() {
  return std::make_unique<ce_game>();
}

} // namespace tavern::games::coltexpress
