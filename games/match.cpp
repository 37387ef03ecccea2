#include "match.hpp"

#include "games/kit/action_match.hpp"

namespace tavern::games {

match::match(const game &rules, json options, std::uint64_t seed, std::unique_ptr<game_state> state)
    : rules_(&rules), options_(std::move(options)), seed_(seed), state_(std::move(state)) {}

match::start_result match::start(const game &rules, const json &options, int players,
                                 std::uint64_t seed) {
  auto created = rules.create(options, players, seed);
  if (auto *err = std::get_if<game_error>(&created))
    return *err;
  return match(rules, options, seed, std::move(std::get<std::unique_ptr<game_state>>(created)));
}

std::optional<game_error> match::apply(int seat, const json &action) {
  json bare = action;
  kit::strip_presentation(bare);
  if (auto err = state_->apply(seat, bare))
    return err;
  history_.push_back({seat, std::move(bare)});
  return std::nullopt;
}

std::optional<game_error> match::replay(int seat, const json &recorded) {
  return apply(seat, rules_->recorded_action(recorded));
}

} // namespace tavern::games
