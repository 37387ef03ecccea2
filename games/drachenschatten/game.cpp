#include "drachenschatten.hpp"

#include "games/options.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace tavern::games::drachenschatten {

namespace {

class ds_game final : public game {
public:
  std::string_view id() const override { return "drachenschatten"; }
  std::string_view name() const override { return "DrachenSchatten"; }
  int min_players() const override { return 2; }
  int max_players() const override { return 4; }
  const std::vector<option_descriptor> &options() const override { return options_; }

  create_result create(const json &options, int players, std::uint64_t seed) const override {
    if (players < min_players() || players > max_players())
      return game_error{std::string(error_codes::bad_options),
                        "DrachenSchatten takes 2 to 4 players, not " + std::to_string(players)};
    auto normalized = normalize_options(options_, options);
    if (auto *err = std::get_if<game_error>(&normalized))
      return *err;
    return std::make_unique<ds_state>(new_table(players, seed));
  }

private:
  std::vector<option_descriptor> options_;
};

} // namespace

std::unique_ptr<game> make_game() {
  return std::make_unique<ds_game>();
}

} // namespace tavern::games::drachenschatten
