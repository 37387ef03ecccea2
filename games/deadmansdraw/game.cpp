#include "deadmansdraw.hpp"

#include "games/kit/described_game.hpp"
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

class description final : public kit::described_game {
public:
  description()
      : described_game({"deadmansdraw", "Dead Man's Draw", 2, 8, " (5-8 play the party game)",
                        make_options()}) {}

private:
  std::unique_ptr<game_state> create_checked(const json &o, int players,
                                             std::uint64_t seed) const override {
    rules_config rules;
    rules.players = players;
    rules.ed = o["edition"] == "revised" ? edition::revised : edition::classic;
    rules.traits = o["traits"].get<bool>();
    rules.mermaid_variant = o["mermaidVariant"].get<bool>();
    return std::make_unique<state>(new_table(rules, seed));
  }
};

} // namespace

std::unique_ptr<game> make_game() {
  return std::make_unique<description>();
}

} // namespace tavern::games::deadmansdraw
