#pragma once
// Revisions of the standings section and of the private views (the engine
// contract's public_section_revision and private_view_revision). Each is
// bumped when what its part is built from differs from what it was built
// from at the last bump: compared as plain data after every move, so no rule
// has to remember to report what it changed.
#include "table.hpp"

#include <cstdint>
#include <optional>
#include <tuple>
#include <vector>

namespace tavern::games::deadmansdraw {

class view_revisions {
public:
  explicit view_revisions(const table &t);

  // After every accepted move.
  void after_move(const table &t);

  std::uint64_t standings() const { return standings_revision_; }
  std::uint64_t private_views() const { return private_revision_; }

private:
  // Everything the standings section reads (the result comes with the
  // phase), and everything any seat's `you` reads but the Navigator's search.
  // Compared with the table's own members before anything is copied: most
  // moves change neither.
  using standings_inputs = std::tuple<std::vector<bank>, std::vector<std::optional<trait>>, bool,
                                      phase, std::vector<int>>;
  using private_inputs =
      std::tuple<std::vector<std::vector<trait>>, std::vector<std::optional<trait>>>;
  static auto standings_of(const table &t) {
    return std::tie(t.banks, t.chosen, t.traits_revealed, t.ph, t.locker_target);
  }
  static auto private_of(const table &t) { return std::tie(t.dealt, t.chosen); }

  standings_inputs standings_;
  private_inputs private_;
  int searching_seat_ = -1;         // the Navigator, while he searches the discard pile
  std::vector<card> searched_pile_; // what he sees then
  std::uint64_t standings_revision_ = 1;
  std::uint64_t private_revision_ = 1;
};

} // namespace tavern::games::deadmansdraw
