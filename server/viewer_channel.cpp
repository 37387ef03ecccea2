#include "viewer_channel.hpp"

#include "json_diff.hpp"
#include "json_release.hpp"
#include "server_message.hpp"

#include <algorithm>

namespace tavern::server {

void viewer_channel::reset_log() {
  engine_log_read_ = 0;
  log_size_ = 0;
  log_reset_pending_ = true;
}

std::optional<std::string> viewer_channel::update(json body, const log_feed &log,
                                                  bool shared_changed, const json *game_replaced) {
  std::string own;
  own.reserve(512); // as the room's shared operations: spares the doubling steps
  protocol::diff_counts counts;
  if (game_replaced) {
    // Diff everything but `game`, which is replaced whole below.
    const char *op = body_.contains("game") ? "replace" : "add";
    body_["game"] = body["game"];
    counts = protocol::append_diff(body_, body, own, {}, "actions");
    json game = body["game"].is_object() && game_replaced->is_object()
                    ? games::join_views(*game_replaced, body["game"])
                    : body["game"];
    protocol::append_operation(own, op, "/game", protocol::serialize_value(game));
  } else {
    counts = protocol::append_diff(body_, body, own, {}, "actions");
  }
  const bool actions_changed = counts.watched > 0;
  if (log_reset_pending_) {
    protocol::append_operation(own, "replace", "/log", "[]");
    log_reset_pending_ = false;
  }
  if (log.entries) {
    for (; engine_log_read_ < log.entries->size(); ++engine_log_read_) {
      if (!(*log.entries)[engine_log_read_].visible_to(viewer_))
        continue;
      protocol::append_operation(own, "add", "/log/" + std::to_string(log_size_++),
                                 log.texts[engine_log_read_ - log.first]);
    }
  }
  protocol::replace_tree(body_, std::move(body));
  if (own.empty() && !shared_changed)
    return std::nullopt;
  ++version_;
  if (actions_changed)
    actions_version_ = version_;
  return own;
}

json viewer_channel::document(const shared_parts &shared, const log_feed &log) const {
  json doc = body_;
  doc["room"] = shared.room;
  if (doc["game"].is_object() && shared.game_public.is_object())
    doc["game"] = games::join_views(shared.game_public, doc["game"]);
  json entries = json::array();
  if (log.entries) {
    const std::size_t end = std::min(engine_log_read_, log.entries->size());
    for (std::size_t i = 0; i < end; ++i)
      if ((*log.entries)[i].visible_to(viewer_))
        entries.push_back((*log.entries)[i].entry);
  }
  doc["log"] = std::move(entries);
  return doc;
}

} // namespace tavern::server
