#pragma once
// The kit's shell (move_state.hpp) for a game whose public view comes in
// sections with revisions (section_revisions.hpp). Besides move_state's
// rules, the game gives
//   json build_public_section(const Table &, Section) // Section: its enum
// and `Revisions`, a section_revisions listing the sections in the enum's order.
// It may give `Private`, a type whose inputs(const Table &, int viewer) say what
// each viewer's private view is built from (viewer_revisions.hpp); without
// one, every private view is rebuilt after every move.
#include "move_state.hpp"
#include "section_revisions.hpp"
#include "viewer_revisions.hpp"

#include <optional>

namespace tavern::games::kit {

template <class Derived, class Table, class Move, class Revisions, class Section,
          class Private = void>
class sectioned_state : public move_state<Derived, Table, Move> {
  static constexpr bool has_private = !std::is_void_v<Private>;
  struct no_private {
    explicit no_private(const Table &) {}
    void after_move(const Table &) {}
  };
  using private_revisions =
      std::conditional_t<has_private, viewer_revisions<Table, Private>, no_private>;

public:
  explicit sectioned_state(Table t)
      : move_state<Derived, Table, Move>(std::move(t)), revisions_(this->table_),
        private_revisions_(this->table_) {}

  int public_view_sections() const override { return Revisions::count; }
  json public_view_section(int section) const override {
    return build_public_section(this->table_, static_cast<Section>(section));
  }
  std::uint64_t public_section_revision(int section) const override {
    return revisions_.revision(section);
  }
  std::uint64_t private_view_revision(int viewer) const override {
    if constexpr (has_private)
      return private_revisions_.revision(this->table_, viewer);
    else
      return 0;
  }
  void after_apply() {
    revisions_.after_move(this->table_);
    private_revisions_.after_move(this->table_);
  }

private:
  Revisions revisions_;
  private_revisions private_revisions_;
};

// The public view as the join of its sections, in order.
template <class Table, class Section> json join_sections(const Table &t, int count) {
  json v = json::object();
  for (int s = 0; s < count; ++s)
    v = join_views(std::move(v), build_public_section(t, static_cast<Section>(s)));
  return v;
}

} // namespace tavern::games::kit
