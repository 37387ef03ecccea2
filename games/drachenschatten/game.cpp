#include "drachenschatten.hpp"

#include "games/kit/described_game.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace tavern::games::drachenschatten {

namespace {

class description final : public kit::described_game {
public:
  description() : described_game({"drachenschatten", "DrachenSchatten", 2, 4, "", {}}) {}

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
