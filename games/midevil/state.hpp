#pragma once
// The engine contract's game_state for MidEvil: a thin shell over `table`.
#include "midevil.hpp"
#include "table.hpp"

namespace tavern::games::midevil {

class midevil_state final : public game_state {
public:
  explicit midevil_state(table t) : table_(std::move(t)) {}

  std::unique_ptr<game_state> clone() const override;
  int players() const override { return table_.players(); }
  std::optional<game_error> apply(int seat, const json &action) override;
  json view(int viewer) const override;
  json public_view() const override;
  json private_view(int viewer) const override;
  json legal_actions(int seat) const override;
  std::vector<int> awaiting() const override;
  int timeout_seconds(int seat) const override;
  std::uint64_t decision_serial() const override { return table_.windows_opened; }
  json default_action(int seat) const override;
  bool finished() const override { return table_.dec == decision::finished; }
  game_result result() const override { return table_.result; }
  const game_log &log() const override { return table_.log; }
  std::unique_ptr<game_state> resample_hidden(int viewer, rng &r) const override;

  const table &data() const { return table_; }
  table &mutable_data() { return table_; }

private:
  table table_;
};

const table *inspect(const game_state &state);
table *inspect_mutable(game_state &state);

// A new game: the Altar placed, pawns on its centre, hands dealt, the first
// player's turn begun.
table new_table(const rules_config &rules, std::uint64_t seed);

} // namespace tavern::games::midevil
