#pragma once
// The engine contract's game_state for DrachenSchatten: a thin shell over
// `table` that routes each call to the file responsible for it.
#include "table.hpp"

namespace tavern::games::drachenschatten {

class ds_state final : public game_state {
public:
  explicit ds_state(table t) : table_(std::move(t)) {}

  std::unique_ptr<game_state> clone() const override;
  int players() const override { return table_.players(); }
  std::optional<game_error> apply(int seat, const json &action) override;
  json view(int viewer) const override;
  json public_view() const override;
  json private_view(int viewer) const override;
  json legal_actions(int seat) const override;
  std::vector<int> awaiting() const override;
  json default_action(int seat) const override;
  bool finished() const override { return table_.ph == phase::finished; }
  game_result result() const override { return table_.result; }
  const game_log &log() const override { return table_.log; }
  std::unique_ptr<game_state> resample_hidden(int viewer, rng &r) const override;

  const table &data() const { return table_; }

private:
  table table_;
};

// The table inside a DrachenSchatten state (for tests), or null.
const table *inspect(const game_state &state);

} // namespace tavern::games::drachenschatten
