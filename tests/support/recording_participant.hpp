#pragma once
// A participant that records every frame and keeps the document it would
// hold by applying each patch, checking that versions are consecutive.
#include "participant.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace tavern::testing {

using json = nlohmann::json;

class recording_participant : public server::participant {
public:
  void deliver(server::frame_ptr frame) override {
    raw.push_back(*frame);
    json message = json::parse(*frame);
    if (message["type"] == "state") {
      document = message["state"];
      version = message["version"].get<std::uint64_t>();
    } else if (message["type"] == "patch") {
      if (message["version"].get<std::uint64_t>() != version + 1)
        version_gap = true;
      document = document.patch(message["patch"]);
      version = message["version"].get<std::uint64_t>();
    }
    messages.push_back(std::move(message));
  }
  void close_after_send(int code) override { closed_with = code; }

  // The most recent message of that type, or null.
  json last(const std::string &type) const {
    for (auto it = messages.rbegin(); it != messages.rend(); ++it)
      if ((*it)["type"] == type)
        return *it;
    return nullptr;
  }
  std::size_t count(const std::string &type) const {
    std::size_t n = 0;
    for (const auto &m : messages)
      n += m["type"] == type;
    return n;
  }
  void clear() {
    messages.clear();
    raw.clear();
  }

  std::vector<json> messages;
  std::vector<std::string> raw;
  json document;
  std::uint64_t version = 0;
  bool version_gap = false;
  std::optional<int> closed_with;
};

} // namespace tavern::testing
