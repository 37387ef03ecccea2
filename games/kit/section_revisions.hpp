#pragma once
// Revisions for the sections of a game's public view (the engine contract's
// public_section_revision), found by comparing data rather than by rules
// that report what they changed. Each section is a type with
//   static auto inputs(const Table &)  // a tuple (std::tie, or values) of
//                                      // everything its part is built from
// or, for a section that changes with nearly every move,
//   static constexpr bool every_move = true; // always rebuilt: revision 0
// After every accepted move the inputs are compared with the copies kept at
// the last change; a section's revision moves only when they differ. The
// generic harness checks the promise after every action of its playouts: a
// section whose revision did not move must rebuild to what it was.
#include <array>
#include <cstddef>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>

namespace tavern::games::kit {

template <class Section>
concept rebuilt_every_move = requires {
  requires Section::every_move;
};

namespace detail {

template <class Tuple> struct kept_copy;
template <class... E> struct kept_copy<std::tuple<E...>> {
  using type = std::tuple<std::remove_cvref_t<E>...>;
};

template <class Table, class Section> struct kept_inputs { using type = std::tuple<>; };
template <class Table, class Section>
requires(!rebuilt_every_move<Section>) struct kept_inputs<Table, Section> {
  using type = typename kept_copy<decltype(Section::inputs(std::declval<const Table &>()))>::type;
};

} // namespace detail

template <class Table, class... Sections> class section_revisions {
public:
  static constexpr int count = sizeof...(Sections);

  explicit section_revisions(const Table &t) {
    keep_all(t, std::index_sequence_for<Sections...>{});
  }

  // After every accepted move.
  void after_move(const Table &t) { compare_all(t, std::index_sequence_for<Sections...>{}); }

  // 0 for sections rebuilt after every move ("unknown" in the contract).
  std::uint64_t revision(int section) const {
    return section >= 0 && section < count ? revisions_[static_cast<std::size_t>(section)] : 0;
  }

private:
  template <std::size_t... I> void keep_all(const Table &t, std::index_sequence<I...>) {
    (keep<I, Sections>(t), ...);
  }
  template <std::size_t I, class Section> void keep(const Table &t) {
    if constexpr (rebuilt_every_move<Section>)
      revisions_[I] = 0;
    else {
      std::get<I>(kept_) = Section::inputs(t);
      revisions_[I] = 1;
    }
  }

  template <std::size_t... I> void compare_all(const Table &t, std::index_sequence<I...>) {
    (compare<I, Sections>(t), ...);
  }
  template <std::size_t I, class Section> void compare(const Table &t) {
    if constexpr (!rebuilt_every_move<Section>) {
      // Compared with the table's own members before anything is copied:
      // most moves leave most sections alone.
      const auto now = Section::inputs(t);
      if (!(now == std::get<I>(kept_))) {
        std::get<I>(kept_) = now;
        ++revisions_[I];
      }
    }
  }

  std::tuple<typename detail::kept_inputs<Table, Sections>::type...> kept_;
  std::array<std::uint64_t, sizeof...(Sections)> revisions_{};
};

} // namespace tavern::games::kit
