#include "drachenschatten.hpp"

#include "games/kit/described_game.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace tavern::games::drachenschatten {

namespace {

class ds_game final : public kit::described_game {
public:
  ds_game() : described_game({"drachenschatten", "DrachenSchatten", 2, 4, "", {}}) {}

private:
  std::unique_ptr<game_state> create_checked(const json & /*options*/, int players,
                                             std::uint64_t seed) const override {
    return std::make_unique<ds_state>(new_table(players, seed));
  }
};

} // namespace

std::unique_ptr<game> make_game() {
  return std::make_unique<ds_game>();
}

} // namespace tavern::games::drachenschatten
