#pragma once
// The hashes of a state's view parts (public sections, private views), each
// kept with the revision it was computed at, so that view_fingerprint
// rebuilds only the parts whose revision moved. A search asks for one after
// every step of its tree, and a step changes a section or two. A copy keeps
// the hashes: a revision never returns to an earlier value on one state, so a
// part at the same revision in the copy is the same part. Like the kit's
// moves memo, not safe for const calls from two threads at once.
#include "json_hash.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace tavern::games::kit {

class fingerprint_cache {
public:
  // The hash of part `index`, built with `build` (a json) unless it was
  // hashed at this revision; revision 0 ("unknown") is always rebuilt.
  template <class Build>
  std::uint64_t section(std::size_t index, std::uint64_t revision, Build &&build) const {
    return lookup(sections_, index, revision, build);
  }
  template <class Build>
  std::uint64_t viewer(std::size_t index, std::uint64_t revision, Build &&build) const {
    return lookup(viewers_, index, revision, build);
  }

  // A hash known to stand for part `index` at `revision` (a resampled copy's
  // part, equal to its original's).
  void keep_section(std::size_t index, std::uint64_t revision, std::uint64_t hash) {
    keep(sections_, index, revision, hash);
  }
  void keep_viewer(std::size_t index, std::uint64_t revision, std::uint64_t hash) {
    keep(viewers_, index, revision, hash);
  }

private:
  struct kept {
    std::uint64_t revision = 0;
    std::uint64_t hash = 0;
  };

  template <class Build>
  static std::uint64_t lookup(std::vector<kept> &parts, std::size_t index, std::uint64_t revision,
                              Build &build) {
    if (revision == 0)
      return hash_json(build());
    if (parts.size() <= index)
      parts.resize(index + 1);
    kept &k = parts[index];
    if (k.revision != revision)
      k = {revision, hash_json(build())};
    return k.hash;
  }

  template <class Parts>
  static void keep(Parts &parts, std::size_t index, std::uint64_t revision, std::uint64_t hash) {
    if (parts.size() <= index)
      parts.resize(index + 1);
    parts[index] = {revision, hash};
  }

  mutable std::vector<kept> sections_;
  mutable std::vector<kept> viewers_;
};

} // namespace tavern::games::kit
