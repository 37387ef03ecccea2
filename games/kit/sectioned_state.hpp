#pragma once
// The kit's shell (move_state.hpp) for a game whose public view comes in
// sections with revisions (section_revisions.hpp). Besides move_state's
// rules, the game gives
//   json build_public_section(const Table &, Section) // Section: its enum
// and `Revisions`, a section_revisions listing the sections in the enum's order.
// It may give `Private`, a type whose inputs(const Table &, int viewer) say what
// each viewer's private view is built from (viewer_revisions.hpp); without
// one, every private view is rebuilt after every move.
#include "fingerprint_cache.hpp"
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
  std::optional<section_changes> public_section_changes(int section,
                                                        std::uint64_t since) const override {
    return revisions_.changes(this->table_, section, since);
  }
  std::uint64_t private_view_revision(int viewer) const override {
    if constexpr (has_private)
      return private_revisions_.revision(this->table_, viewer);
    else
      return 0;
  }
  // Only the parts whose revision moved since the last call are rebuilt.
  std::uint64_t view_fingerprint(int viewer) const override {
    const int viewers = this->table_.players() + 1;
    const int slot = viewer == spectator ? viewers - 1 : viewer;
    if (slot < 0 || slot >= viewers)
      return game_state::view_fingerprint(viewer);
    std::uint64_t h = 0x6a09e667f3bcc908ULL;
    for (int s = 0; s < Revisions::count; ++s)
      h = hash_mix(h, fingerprints_.section(static_cast<std::size_t>(s), revisions_.revision(s),
                                            [&] { return this->public_view_section(s); }));
    return hash_mix(h, fingerprints_.viewer(static_cast<std::size_t>(slot),
                                            private_view_revision(viewer),
                                            [&] { return this->private_view(viewer); }));
  }
  // The copy shows `viewer` the same view (resample_hidden's promise): the
  // public sections and the viewer's private part, so their hashes carry
  // over, and a search's walk from a fresh determinization does not rebuild
  // the whole view at its first step.
  void after_resample(Derived &copy, int viewer) const {
    const int viewers = this->table_.players() + 1;
    const int slot = viewer == spectator ? viewers - 1 : viewer;
    if (slot < 0 || slot >= viewers)
      return;
    sectioned_state &to = copy;
    for (int s = 0; s < Revisions::count; ++s)
      if (const auto revision = to.revisions_.revision(s); revision != 0)
        to.fingerprints_.keep_section(
            static_cast<std::size_t>(s), revision,
            fingerprints_.section(static_cast<std::size_t>(s), revisions_.revision(s),
                                  [&] { return this->public_view_section(s); }));
    if (const auto revision = to.private_view_revision(viewer); revision != 0)
      to.fingerprints_.keep_viewer(
          static_cast<std::size_t>(slot), revision,
          fingerprints_.viewer(static_cast<std::size_t>(slot), private_view_revision(viewer),
                               [&] { return this->private_view(viewer); }));
  }
  void after_apply() {
    revisions_.after_move(this->table_);
    private_revisions_.after_move(this->table_);
  }

private:
  Revisions revisions_;
  private_revisions private_revisions_;
  fingerprint_cache fingerprints_;
};

// The public view as the join of its sections, in order.
template <class Table, class Section> json join_sections(const Table &t, int count) {
  json v = json::object();
  for (int s = 0; s < count; ++s)
    v = join_views(std::move(v), build_public_section(t, static_cast<Section>(s)));
  return v;
}

} // namespace tavern::games::kit
