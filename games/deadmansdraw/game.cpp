#include "deadmansdraw.hpp"

#include "games/options.hpp"
#include "setup.hpp"
#include "state.hpp"

namespace tavern::games::deadmansdraw {

namespace {

std::vector<option_descriptor> make_options() {
  return {
      {"edition", "enum", json::array({"classic", "revised"}), "classic",
       "classic: the first printing (face-down discard pile, Treasure Hunter triples, Misfire "
       "takes the card, Parry discards the Sword); revised: the later printing (face-up discard "
       "pile, Treasure Hunter doubles, Misfire discards, the parried Sword stays)"},
      {"traits", "bool", nullptr, true,
       "Deal two pirate traits to each player, who keeps one; off for the plain game"},
      {"mermaidVariant", "bool", nullptr, false,
       "The Mermaid variant: Mermaids run 2-7 and call another card again; adds the Siren trait"},
  };
}

class dmd_game final : public game {
public:
  std::string_view id() const override { return "deadmansdraw"; }
  std::string_view name() const override { return "Dead Man's Draw"; }
  int min_players() const override { return 2; }
  int max_players() const override { return 8; }
  const std::vector<option_descriptor> &options() const override { return options_; }

  create_result create(const json &options, int players, std::uint64_t seed) const override {
    if (players < min_players() || players > max_players())
      return game_error{std::string(error_codes::bad_options),
                        "Dead Man's Draw takes 2 to 8 players (5-8 play the party game), not " +
                            std::to_string(players)};
    auto normalized = normalize_options(options_, options);
    if (auto *err = std::get_if<game_error>(&normalized))
      return *err;
    const json &o = std::get<json>(normalized);
    rules_config rules;
    rules.players = players;
    rules.ed = o["edition"] == "revised" ? edition::revised : edition::classic;
    rules.traits = o["traits"].get<bool>();
    rules.mermaid_variant = o["mermaidVariant"].get<bool>();
    return std::make_unique<dmd_state>(new_table(rules, seed));
  }

private:
  std::vector<option_descriptor> options_ = make_options();
};

} // namespace

std::unique_ptr<game> make_game() {
  return std::make_unique<dmd_game>();
}

} // namespace tavern::games::deadmansdraw
