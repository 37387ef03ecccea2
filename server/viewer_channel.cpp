#include "viewer_channel.hpp"

#include "json_diff.hpp"

namespace tavern::server {

void viewer_channel::reset_log() {
  log_ = json::array();
  engine_log_read_ = 0;
  log_reset_pending_ = true;
}

std::optional<json> viewer_channel::update(json body,
                                           const std::vector<games::log_entry> *engine_log,
                                           bool room_changed) {
  json ops = json::array();
  protocol::append_diff(body_, body, ops);
  const bool actions_changed = std::any_of(ops.begin(), ops.end(), [](const json &op) {
    const auto &path = op["path"].get_ref<const std::string &>();
    return path == "" || path.rfind("/actions", 0) == 0;
  });
  if (log_reset_pending_) {
    ops.push_back({{"op", "replace"}, {"path", "/log"}, {"value", json::array()}});
    log_reset_pending_ = false;
  }
  if (engine_log) {
    for (; engine_log_read_ < engine_log->size(); ++engine_log_read_) {
      const auto &entry = (*engine_log)[engine_log_read_];
      if (!entry.visible_to(viewer_))
        continue;
      ops.push_back(
          {{"op", "add"}, {"path", "/log/" + std::to_string(log_.size())}, {"value", entry.entry}});
      log_.push_back(entry.entry);
    }
  }
  body_ = std::move(body);
  if (ops.empty() && !room_changed)
    return std::nullopt;
  ++version_;
  if (actions_changed)
    actions_version_ = version_;
  return ops;
}

json viewer_channel::document(const json &room) const {
  json doc = body_;
  doc["room"] = room;
  doc["log"] = log_;
  return doc;
}

} // namespace tavern::server
