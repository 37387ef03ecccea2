#pragma once
// Revisions for each viewer's private view (the engine contract's
// private_view_revision), found as section_revisions.hpp finds a public
// section's: by comparing what the part is built from, not by rules that
// report what they changed. The game gives one type with
//   static auto inputs(const Table &, int viewer) // a tuple (std::tie, or
//       // values) of everything `viewer`'s private view is built from;
//       // viewer is a seat, or games::spectator
// After every accepted move each viewer's inputs are compared with the copy
// kept at its last change, and its revision moves only when they differ: a
// move that touches one seat's hand rebuilds one private view, not five.
// The generic harness checks the promise after every action of its playouts.
#include "games/engine.hpp"

#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace tavern::games::kit {

template <class Table, class Part> class viewer_revisions {
  template <class Tuple> struct kept_copy;
  template <class... E> struct kept_copy<std::tuple<E...>> {
    using type = std::tuple<std::remove_cvref_t<E>...>;
  };
  using kept = typename kept_copy<decltype(Part::inputs(std::declval<const Table &>(), 0))>::type;

public:
  explicit viewer_revisions(const Table &t) {
    const int viewers = t.players() + 1;
    kept_.reserve(static_cast<std::size_t>(viewers));
    for (int i = 0; i < viewers; ++i)
      kept_.emplace_back(Part::inputs(t, viewer_at(t, i)));
    revisions_.assign(static_cast<std::size_t>(viewers), 1);
  }

  // After every accepted move.
  void after_move(const Table &t) {
    for (std::size_t i = 0; i < kept_.size(); ++i) {
      // Compared with the table's own members before anything is copied:
      // most moves leave most viewers' secrets alone.
      const auto now = Part::inputs(t, viewer_at(t, static_cast<int>(i)));
      if (!(now == kept_[i])) {
        kept_[i] = now;
        ++revisions_[i];
      }
    }
  }

  std::uint64_t revision(const Table &t, int viewer) const {
    const int i = viewer == spectator ? t.players() : viewer;
    return i >= 0 && i < static_cast<int>(revisions_.size())
               ? revisions_[static_cast<std::size_t>(i)]
               : 0;
  }

private:
  static int viewer_at(const Table &t, int index) {
    return index == t.players() ? spectator : index;
  }

  std::vector<kept> kept_;
  std::vector<std::uint64_t> revisions_;
};

} // namespace tavern::games::kit
