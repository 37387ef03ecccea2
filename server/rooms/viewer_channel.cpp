#include "viewer_channel.hpp"

#include "protocol/json_diff.hpp"
#include "protocol/json_release.hpp"
#include "protocol/server_message.hpp"

#include <algorithm>

namespace tavern::server {

namespace {
json you_for(int viewer) {
  json you = json::object();
  you["role"] = viewer == games::spectator ? "spectator" : "player";
  you["seat"] = viewer == games::spectator ? json(nullptr) : json(viewer);
  return you;
}
} // namespace

viewer_channel::viewer_channel(int viewer) : viewer_(viewer), you_(you_for(viewer)) {}

void viewer_channel::reset_log() {
  engine_log_read_ = 0;
  log_size_ = 0;
  log_reset_pending_ = true;
}

std::optional<std::string> viewer_channel::update(own_parts parts, const log_feed &log,
                                                  bool shared_changed, const json *game_replaced) {
  std::string own;
  own.reserve(512); // as the room's shared operations: spares the doubling steps
  // The first update adds what the class's document starts with; nobody has
  // seen a version before it.
  const bool first = version_ == 0;
  bool actions_changed = first;
  if (first) {
    protocol::append_operation(own, "add", "/you", protocol::serialize_value(you_));
    protocol::append_operation(own, "add", "/actions", protocol::serialize_value(parts.actions));
  } else if (!actions_.empty() || !parts.actions.empty()) {
    // Most classes are not awaited most of the time: nothing to compare then.
    actions_changed =
        protocol::append_diff(actions_, parts.actions, own, "/actions").operations > 0;
  }
  if (first || game_replaced) {
    const json &mine = parts.game ? *parts.game : game_;
    json game = game_replaced && game_replaced->is_object() && mine.is_object()
                    ? games::join_views(*game_replaced, mine)
                    : mine;
    protocol::append_operation(own, first ? "add" : "replace", "/game",
                               protocol::serialize_value(game));
  } else if (parts.game) {
    protocol::append_diff(game_, *parts.game, own, "/game");
  }
  if (result_.is_null() != parts.result.is_null())
    protocol::append_operation(own, parts.result.is_null() ? "remove" : "add", "/result",
                               parts.result.is_null() ? std::string()
                                                      : protocol::serialize_value(parts.result));
  else if (!parts.result.is_null())
    protocol::append_diff(result_, parts.result, own, "/result");

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
  if (parts.game)
    protocol::replace_tree(game_, std::move(*parts.game));
  game_revision_ = parts.game_revision;
  protocol::replace_tree(actions_, std::move(parts.actions));
  protocol::replace_tree(result_, std::move(parts.result));
  if (own.empty() && !shared_changed)
    return std::nullopt;
  ++version_;
  if (actions_changed)
    actions_version_ = version_;
  return own;
}

json viewer_channel::document(const shared_parts &shared, const log_feed &log) const {
  json doc = json::object();
  doc["you"] = you_;
  doc["actions"] = actions_;
  doc["game"] = game_.is_object() && shared.game_public.is_object()
                    ? games::join_views(shared.game_public, game_)
                    : game_;
  if (!result_.is_null())
    doc["result"] = result_;
  doc["room"] = shared.room;
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
