#include "room_documents.hpp"
#include "json/json_object.hpp"

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

std::int64_t epoch_ms(wall_clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
}

log_feed logged(const games::match *match) {
  log_feed feed;
  if (match)
    feed.entries = &match->state().log();
  return feed;
}
} // namespace

// ---- one viewer class -----------------------------------------------------

viewer_channel::viewer_channel(int viewer) : viewer_(viewer), you_(you_for(viewer)) {}

void viewer_channel::reset_log() {
  engine_log_read_ = 0;
  log_size_ = 0;
  log_reset_pending_ = true;
}

std::optional<std::string> viewer_channel::update(own_parts parts, const log_feed &log,
                                                  bool shared_changed, const json *game_replaced) {
  std::string own;
  own.reserve(512);
  // The first update adds what the class's document starts with; nobody has
  // seen a version before it.
  const bool first = version_ == 0;
  bool actions_changed = first;
  if (first) {
    protocol::append_value_operation(own, "add", "/you", you_);
    protocol::append_value_operation(own, "add", "/actions", parts.actions);
  } else if (!actions_.empty() || !parts.actions.empty()) {
    // Most classes are not awaited most of the time: nothing to compare then.
    // A list that changed at all is sent whole: it changes with nearly every
    // move, and one replacement is fewer bytes than an operation for each
    // changed action (1-11 % fewer bytes per action in the shipped games),
    // and no walk of both lists to find them.
    actions_changed = actions_ != parts.actions;
    if (actions_changed)
      protocol::append_value_operation(own, "replace", "/actions", parts.actions);
  }
  if (first || game_replaced) {
    const json &mine = parts.game ? *parts.game : game_;
    json game = game_replaced && game_replaced->is_object() && mine.is_object()
                    ? games::join_views(*game_replaced, mine)
                    : mine;
    protocol::append_value_operation(own, first ? "add" : "replace", "/game", game);
  } else if (parts.game) {
    protocol::append_diff(game_, *parts.game, own, "/game");
  }
  if (result_.is_null() != parts.result.is_null()) {
    if (parts.result.is_null())
      protocol::append_operation(own, "remove", "/result");
    else
      protocol::append_value_operation(own, "add", "/result", parts.result);
  } else if (!parts.result.is_null())
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

// ---- every viewer class ---------------------------------------------------

room_documents::room_documents(const std::string &code, std::string_view game, const json &options,
                               const room_settings &settings, int seats, metrics *stats,
                               audience served)
    : room_fixed_(json_object("code", code, "game", game, "options", options, "settings",
                              settings.to_json())),
      patches_(static_cast<std::size_t>(seats) + 1), stats_(stats), served_(served) {
  for (int c = 0; c <= seats; ++c)
    channels_.emplace_back(c == seats ? games::spectator : c);
}

void room_documents::restart_logs() {
  for (auto &channel : channels_)
    channel.reset_log();
}

json room_documents::room_document(const room_part_inputs &inputs) const {
  json doc = room_fixed_;
  doc.update(room_changing_part(inputs));
  return doc;
}

namespace {

// The members of the changing part of `room`, in the order of their keys
// (the order an object keeps): each is built, and diffed, only when what it is
// built from changed, which after most moves is the awaited seats alone.
enum class room_member {
  awaiting,
  bot_level,
  clock,
  delayed_at,
  fairness,
  host,
  rematch,
  seats,
  spectators,
  status
};
constexpr std::pair<room_member, std::string_view> room_members[] = {
    {room_member::awaiting, "awaiting"},     {room_member::bot_level, "botLevel"},
    {room_member::clock, "clock"},           {room_member::delayed_at, "delayedAt"},
    {room_member::fairness, "fairness"},     {room_member::host, "host"},
    {room_member::rematch, "rematch"},       {room_member::seats, "seats"},
    {room_member::spectators, "spectators"}, {room_member::status, "status"}};

bool member_changed(room_member m, const room_part_inputs &a, const room_part_inputs &b) {
  switch (m) {
  case room_member::awaiting:
    return a.awaiting != b.awaiting;
  case room_member::bot_level:
    return a.bot_level != b.bot_level;
  case room_member::clock: // the awaited seats' deadlines
    return a.awaiting != b.awaiting || a.seats != b.seats;
  case room_member::seats:
    return !std::equal(a.seats.begin(), a.seats.end(), b.seats.begin(), b.seats.end(),
                       [](const auto &x, const auto &y) {
                         return x.taken == y.taken && x.name == y.name &&
                                x.connected == y.connected && x.bot == y.bot &&
                                x.absent == y.absent;
                       });
  case room_member::delayed_at:
    return a.delayed_at != b.delayed_at;
  case room_member::fairness:
    return a.fairness != b.fairness;
  case room_member::host:
    return a.host != b.host;
  case room_member::rematch:
    return a.rematch != b.rematch;
  case room_member::spectators:
    return a.spectators != b.spectators;
  case room_member::status:
    return a.status != b.status;
  }
  return true;
}

json clock_json(const room_part_inputs &in) {
  std::optional<wall_clock::time_point> earliest;
  json clocked = json::array();
  for (int seat : in.awaiting)
    if (const auto &d = in.seats[static_cast<std::size_t>(seat)].deadline) {
      clocked.push_back(seat);
      earliest = earliest ? std::min(*earliest, *d) : *d;
    }
  if (!earliest)
    return nullptr;
  return json_object("deadline", epoch_ms(*earliest), "seats", std::move(clocked));
}

// A member as `in` has it; nothing for a member it leaves out.
std::optional<json> member_json(room_member m, const room_part_inputs &in) {
  switch (m) {
  case room_member::awaiting:
    return json(in.awaiting);
  case room_member::bot_level:
    return json(bot::level_name(in.bot_level));
  case room_member::clock:
    return clock_json(in);
  case room_member::delayed_at:
    return in.delayed_at ? std::optional<json>(*in.delayed_at) : std::nullopt;
  case room_member::fairness:
    return in.fairness ? *in.fairness : json(nullptr);
  case room_member::host:
    return in.host ? json(*in.host) : json(nullptr);
  case room_member::rematch:
    return in.rematch ? json_object("accepted", in.rematch->accepted, "by", in.rematch->by)
                      : json(nullptr);
  case room_member::seats: {
    json seats = json::array();
    seats.get_ref<json::array_t &>().reserve(in.seats.size());
    for (const auto &s : in.seats)
      seats.push_back(json_object("absent", s.absent, "bot", s.bot, "connected", s.connected,
                                  "name", s.taken ? json(s.name) : json(nullptr)));
    return seats;
  }
  case room_member::spectators:
    return json(in.spectators);
  case room_member::status:
    return json(to_string(in.status));
  }
  return std::nullopt;
}

} // namespace

json room_documents::room_changing_part(const room_part_inputs &in) {
  json part = json::object();
  auto &members = part.get_ref<json::object_t &>();
  members.reserve(std::size(room_members));
  for (const auto &[m, key] : room_members)
    if (auto value = member_json(m, in))
      members.emplace_back(std::string(key), std::move(*value));
  return part;
}

void room_documents::publish_room_part(const room_part_inputs &now, std::string &shared) {
  auto &kept = room_changing_.get_ref<json::object_t &>();
  std::string path;
  for (const auto &[m, key] : room_members) {
    if (!member_changed(m, room_changing_inputs_, now))
      continue;
    path.assign("/room/").append(key);
    auto after = member_json(m, now);
    const auto before = kept.find(key);
    if (before != kept.end() && after) {
      protocol::append_diff(before->second, *after, shared, path);
      protocol::replace_tree(before->second, std::move(*after));
    } else if (after) {
      protocol::append_value_operation(shared, "add", path, *after);
      kept.emplace(std::string(key), std::move(*after));
    } else if (before != kept.end()) {
      protocol::append_operation(shared, "remove", path);
      kept.erase(before);
    }
  }
}

void room_documents::publish_game_sections(const games::match &match, bool game_replaced,
                                           std::string &shared) {
  const auto &state = match.state();
  if (game_replaced) {
    game_sections_.assign(static_cast<std::size_t>(state.public_view_sections()), json());
    section_revisions_.assign(game_sections_.size(), 0);
  }
  for (std::size_t i = 0; i < game_sections_.size(); ++i) {
    const auto revision = state.public_section_revision(static_cast<int>(i));
    if (!game_replaced && revision != 0 && revision == section_revisions_[i])
      continue;
    if (!game_replaced && revision != 0 && section_revisions_[i] != 0)
      if (auto changes = state.public_section_changes(static_cast<int>(i), section_revisions_[i]);
          changes && publish_section_changes(game_sections_[i], std::move(*changes), shared)) {
        section_revisions_[i] = revision;
        continue;
      }
    json section = state.public_view_section(static_cast<int>(i));
    // The sections' keys are disjoint: each diffs as members of `/game`.
    if (!game_replaced)
      protocol::append_diff(game_sections_[i], section, shared, "/game");
    protocol::replace_tree(game_sections_[i], std::move(section));
    section_revisions_[i] = revision;
  }
}

bool room_documents::publish_section_changes(json &section, games::section_changes &&changes,
                                             std::string &shared) {
  const auto object = section.find(changes.object);
  if (object == section.end() || !object->is_object())
    return false;
  const std::string prefix = "/game/" + protocol::escape_pointer_token(changes.object) + "/";
  std::string path;
  for (auto &[key, value] : changes.members) {
    path.assign(prefix).append(protocol::escape_pointer_token(key));
    const auto member = object->find(key);
    if (!value) {
      if (member != object->end()) {
        protocol::append_operation(shared, "remove", path);
        object->erase(member);
      }
    } else if (member == object->end()) {
      protocol::append_value_operation(shared, "add", path, *value);
      (*object)[key] = std::move(*value);
    } else {
      protocol::append_diff(*member, *value, shared, path);
      protocol::replace_tree(*member, std::move(*value));
    }
  }
  return true;
}

json room_documents::game_public(const games::match *match) const {
  if (!match)
    return nullptr;
  json joined = json::object();
  for (const auto &section : game_sections_)
    joined = games::join_views(std::move(joined), section);
  return joined;
}

own_parts room_documents::own_parts_for(int viewer_class, const games::match *match,
                                        bool game_replaced) const {
  own_parts parts;
  if (!match)
    return parts;
  const bool spectator = viewer_class == spectator_class();
  const int viewer = spectator ? games::spectator : viewer_class;
  const auto &state = match->state();
  parts.game_revision = state.private_view_revision(viewer);
  const auto &channel = channels_[static_cast<std::size_t>(viewer_class)];
  if (game_replaced || parts.game_revision == 0 || parts.game_revision != channel.game_revision())
    parts.game = state.private_view(viewer);
  // The engine offers nothing to a seat it does not await: no need to ask.
  const auto &awaiting = room_changing_inputs_.awaiting;
  if (!spectator && room_changing_inputs_.status == room_status::playing &&
      std::find(awaiting.begin(), awaiting.end(), viewer_class) != awaiting.end())
    parts.actions = state.legal_actions(viewer_class);
  if (state.finished())
    parts.result = state.result().to_json();
  return parts;
}

std::span<frame_ptr> room_documents::publish(room_part_inputs inputs, const games::match *match,
                                             std::uint64_t match_serial) {
  // What every viewer class shares, the room part and the public part of the
  // game, is diffed and serialized once, then spliced into each class's patch.
  // Only the members of `room` whose inputs changed are rebuilt and diffed.
  std::string shared;
  shared.reserve(1024);
  if (room_changing_.is_null()) {
    protocol::append_value_operation(shared, "add", "/room", room_document(inputs));
    room_changing_ = room_changing_part(inputs);
    room_changing_inputs_ = std::move(inputs);
  } else if (inputs != room_changing_inputs_) {
    publish_room_part(inputs, shared);
    room_changing_inputs_ = std::move(inputs);
  }
  // A new game replaces `/game` whole in every class's patch instead.
  const bool game_replaced = match_serial != published_match_serial_;
  if (match)
    publish_game_sections(*match, game_replaced, shared);
  published_match_serial_ = match_serial;
  const json replaced_game = game_replaced ? game_public(match) : json(nullptr);

  const log_feed log = new_log_entries(match);
  for (int c = 0; c < static_cast<int>(channels_.size()); ++c) {
    if (!serves(c))
      continue;
    auto &channel = channels_[static_cast<std::size_t>(c)];
    auto own = channel.update(own_parts_for(c, match, game_replaced), log, !shared.empty(),
                              game_replaced ? &replaced_game : nullptr);
    if (!own)
      continue;
    if (stats_)
      stats_->patch_serializations.fetch_add(1, std::memory_order_relaxed);
    patches_[static_cast<std::size_t>(c)] = std::make_shared<const std::string>(
        protocol::encode_patch(channel.version(), shared, *own));
  }
  return patches_;
}

log_feed room_documents::new_log_entries(const games::match *match) const {
  log_feed feed = logged(match);
  if (!feed.entries)
    return feed;
  feed.first = feed.entries->size();
  for (int c = 0; c < static_cast<int>(channels_.size()); ++c)
    if (serves(c))
      feed.first = std::min(feed.first, channels_[static_cast<std::size_t>(c)].log_read());
  // Serialized once, however many classes see the entry.
  for (std::size_t i = feed.first; i < feed.entries->size(); ++i)
    feed.texts.push_back(protocol::serialize_value((*feed.entries)[i].entry));
  return feed;
}

std::string room_documents::state(const json &id, int viewer_class, const room_part_inputs &inputs,
                                  const games::match *match) const {
  const auto &channel = channels_[static_cast<std::size_t>(viewer_class)];
  const auto document =
      channel.document({room_document(inputs), game_public(match)}, logged(match));
  return protocol::encode_state(id, channel.version(), document);
}

} // namespace tavern::server
