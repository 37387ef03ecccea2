#pragma once
// Revisions for the sections of a game's public view (the engine contract's
// public_section_revision), found by comparing data rather than by rules
// that report what they changed. Each section is a type with
//   static auto inputs(const Table &)  // a tuple (std::tie, or values) of
//                                      // everything its part is built from
// or, for a section that changes with nearly every move,
//   static constexpr bool every_move = true; // always rebuilt: revision 0
// or, for a section that is one object of many members of which a move changes
// few (a map's tiles, of which a move places one), a keyed section:
//   static constexpr std::string_view object = "tiles"; // its one key
//   static const auto &members(const Table &)  // an ordered map
//   static std::string member_key(const Key &)
//   static json member_view(const Table &, const Key &, const Value &)
// whose view keyed_section_view builds. Its revision moves like any other's,
// and the members the last change touched are kept, so that the server
// rebuilds and diffs only those (the engine contract's public_section_changes).
// After every accepted move the inputs are compared with the copies kept at
// the last change; a section's revision moves only when they differ. The
// generic harness checks the promise after every action of its playouts: a
// section whose revision did not move must rebuild to what it was.
#include "games/engine.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace tavern::games::kit {

template <class Section>
concept rebuilt_every_move = requires {
  requires Section::every_move;
};

template <class Section, class Table>
concept keyed_section = requires(const Table &t) {
  { Section::object } -> std::convertible_to<std::string_view>;
  Section::members(t).begin();
};

// A keyed section's view: {object: {key: member, ...}}.
template <class Table, class Section> json keyed_section_view(const Table &t) {
  json members = json::object();
  for (const auto &[key, value] : Section::members(t))
    members[Section::member_key(key)] = Section::member_view(t, key, value);
  json section = json::object();
  section[std::string(Section::object)] = std::move(members);
  return section;
}

namespace detail {

template <class Tuple> struct kept_copy;
template <class... E> struct kept_copy<std::tuple<E...>> {
  using type = std::tuple<std::remove_cvref_t<E>...>;
};

template <class Table, class Section> struct kept_inputs { using type = std::tuple<>; };
template <class Table, class Section>
requires(!rebuilt_every_move<Section> &&
         !keyed_section<Section, Table>) struct kept_inputs<Table, Section> {
  using type = typename kept_copy<decltype(Section::inputs(std::declval<const Table &>()))>::type;
};
// A keyed section keeps a copy of its members, and the keys the last change
// touched.
template <class Table, class Section>
requires keyed_section<Section, Table>
struct kept_inputs<Table, Section> {
  using map = std::remove_cvref_t<decltype(Section::members(std::declval<const Table &>()))>;
  struct type {
    map members;
    std::vector<typename map::key_type> changed;
  };
};

// The keys whose entries differ between two ordered maps.
template <class Map> std::vector<typename Map::key_type> changed_keys(const Map &a, const Map &b) {
  std::vector<typename Map::key_type> out;
  auto i = a.begin();
  auto j = b.begin();
  const auto less = a.key_comp();
  while (i != a.end() || j != b.end()) {
    if (j == b.end() || (i != a.end() && less(i->first, j->first)))
      out.push_back((i++)->first);
    else if (i == a.end() || less(j->first, i->first))
      out.push_back((j++)->first);
    else {
      if (!(i->second == j->second))
        out.push_back(i->first);
      ++i;
      ++j;
    }
  }
  return out;
}

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

  // For a keyed section, what its last change did, asked from the revision
  // just before it; nothing otherwise.
  std::optional<section_changes> changes(const Table &t, int section, std::uint64_t since) const {
    std::optional<section_changes> out;
    changes_all(t, section, since, out, std::index_sequence_for<Sections...>{});
    return out;
  }

private:
  template <std::size_t... I> void keep_all(const Table &t, std::index_sequence<I...>) {
    (keep<I, Sections>(t), ...);
  }
  template <std::size_t I, class Section> void keep(const Table &t) {
    if constexpr (rebuilt_every_move<Section>)
      revisions_[I] = 0;
    else if constexpr (keyed_section<Section, Table>) {
      std::get<I>(kept_).members = Section::members(t);
      revisions_[I] = 1;
    } else {
      std::get<I>(kept_) = Section::inputs(t);
      revisions_[I] = 1;
    }
  }

  template <std::size_t... I> void compare_all(const Table &t, std::index_sequence<I...>) {
    (compare<I, Sections>(t), ...);
  }
  template <std::size_t I, class Section> void compare(const Table &t) {
    if constexpr (keyed_section<Section, Table>) {
      auto &kept = std::get<I>(kept_);
      const auto &now = Section::members(t);
      if (!(now == kept.members)) {
        kept.changed = detail::changed_keys(kept.members, now);
        // Only the changed entries are copied: a map of a hundred tiles gains one.
        for (const auto &key : kept.changed)
          if (const auto it = now.find(key); it == now.end())
            kept.members.erase(key);
          else
            kept.members.insert_or_assign(key, it->second);
        ++revisions_[I];
      }
    } else if constexpr (!rebuilt_every_move<Section>) {
      // Compared with the table's own members before anything is copied:
      // most moves leave most sections alone.
      const auto now = Section::inputs(t);
      if (!(now == std::get<I>(kept_))) {
        std::get<I>(kept_) = now;
        ++revisions_[I];
      }
    }
  }

  template <std::size_t... I>
  void changes_all(const Table &t, int section, std::uint64_t since,
                   std::optional<section_changes> &out, std::index_sequence<I...>) const {
    ((static_cast<int>(I) == section ? changes_of<I, Sections>(t, since, out) : void()), ...);
  }
  template <std::size_t I, class Section>
  void changes_of(const Table &t, std::uint64_t since, std::optional<section_changes> &out) const {
    if constexpr (keyed_section<Section, Table>) {
      if (since == 0 || since + 1 != revisions_[I])
        return;
      const auto &members = Section::members(t);
      section_changes c{std::string(Section::object), {}};
      for (const auto &key : std::get<I>(kept_).changed) {
        const auto it = members.find(key);
        c.members.emplace_back(Section::member_key(key),
                               it == members.end() ? std::nullopt
                                                   : std::optional<json>(Section::member_view(
                                                         t, it->first, it->second)));
      }
      out = std::move(c);
    }
  }

  std::tuple<typename detail::kept_inputs<Table, Sections>::type...> kept_;
  std::array<std::uint64_t, sizeof...(Sections)> revisions_{};
};

} // namespace tavern::games::kit
