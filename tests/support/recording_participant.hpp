#pragma once
// A participant that records every frame and keeps the document it would
// hold by applying each patch, checking that versions are consecutive.
#include "document_tracker.hpp"
#include "server/rooms/participant.hpp"
#include "json/json_value.hpp"

#include <optional>
#include <vector>

namespace tavern::testing {

using json = tavern::json;

class recording_participant : public server::participant, public document_tracker {
public:
  void deliver(server::frame_ptr frame) override {
    raw.push_back(*frame);
    json message = json::parse(*frame);
    track(message);
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
  std::optional<int> closed_with;
};

} // namespace tavern::testing
