#pragma once
// Keeps the document a client holds: a `state` replaces it, each `patch`
// applies to it, and a patch whose version does not follow is noted as a gap.
#include "json/json_value.hpp"

#include <cstdint>

namespace tavern::testing {

struct document_tracker {
  tavern::json document;
  std::uint64_t version = 0;
  bool version_gap = false;

  void track(const tavern::json &message) {
    if (message["type"] == "state") {
      document = message["state"];
      version = message["version"].get<std::uint64_t>();
    } else if (message["type"] == "patch") {
      if (message["version"].get<std::uint64_t>() != version + 1)
        version_gap = true;
      document = document.patch(message["patch"]);
      version = message["version"].get<std::uint64_t>();
    }
  }
};

} // namespace tavern::testing
