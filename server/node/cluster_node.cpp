#include "cluster_node.hpp"

#include "protocol/server_message.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <set>

namespace tavern::server {

namespace {
std::int64_t unix_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

frame_ptr redirect_frame(const std::string &path, const std::string &code) {
  return std::make_shared<const std::string>(
      protocol::encode_redirect(nullptr, path, code, "moved"));
}

// Any node answers /ws and finds the room's owner.
constexpr std::string_view any_node_path = "/ws";
} // namespace

cluster_node::cluster_node(cluster_settings settings, lobby &rooms, game_store &store,
                           metrics &stats, std::function<std::int64_t()> open_connections)
    : settings_(std::move(settings)), lobby_(rooms), store_(store), stats_(stats),
      open_connections_(std::move(open_connections)), keys_(settings_.key_prefix),
      lease_(settings_.ttl) {}

cluster_node::~cluster_node() {
  stop();
}

bool cluster_node::start() {
  for (auto *slot : {&heartbeat_redis_, &agent_redis_, &request_redis_}) {
    auto connected = cluster::redis_connection::connect(settings_.redis_url);
    if (!connected) {
      spdlog::error("cluster: cannot reach Redis: {}", connected.error().message);
      return false;
    }
    *slot = std::move(*connected);
  }
  registry_ = std::make_unique<cluster::node_registry>(*heartbeat_redis_, keys_, settings_.ttl);
  agent_directory_ = std::make_unique<cluster::room_directory>(*agent_redis_, keys_);
  request_directory_ = std::make_unique<cluster::room_directory>(*request_redis_, keys_);
  cluster::node_info self{settings_.node_id, settings_.public_path, current_load(), unix_ms()};
  if (auto registered = registry_->register_node(self); !registered) {
    spdlog::error("cluster: cannot register node {}: {}", id(), registered.error().message);
    return false;
  }
  spdlog::info("cluster: node {} registered in Redis at {}, reached at {}", id(),
               agent_redis_->location(), public_path());
  heartbeat();
  tick();
  heartbeat_thread_ = std::thread([this] { run_heartbeat(); });
  agent_thread_ = std::thread([this] { run_agent(); });
  return true;
}

void cluster_node::stop() {
  {
    std::lock_guard lock(run_mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  for (auto *t : {&heartbeat_thread_, &agent_thread_})
    if (t->joinable())
      t->join();
}

bool cluster_node::pause() {
  // Renewing twice per third of the TTL: one lost renewal does not kill the
  // node in the others' eyes.
  std::unique_lock lock(run_mutex_);
  return !wake_.wait_for(lock, settings_.ttl / 6, [&] { return stopping_; });
}

void cluster_node::run_heartbeat() {
  while (pause())
    heartbeat();
}

void cluster_node::run_agent() {
  while (pause())
    tick();
}

cluster::node_load cluster_node::current_load() {
  cluster::node_load load;
  load.rooms = static_cast<std::int64_t>(lobby_.size());
  load.connections = open_connections_ ? open_connections_() : 0;
  load.actions = static_cast<std::int64_t>(stats_.actions_played());
  load.public_rooms = lobby_.public_rooms().dump();
  return load;
}

void cluster_node::heartbeat() {
  if (draining_)
    return;
  const auto load = current_load();
  const auto asked = node_lease::clock::now();
  auto renewed = registry_->renew(load);
  if (!renewed) {
    spdlog::warn("cluster: cannot renew node {}'s registration: {}", id(), renewed.error().message);
    return;
  }
  lease_.renewed(asked, *renewed);
  if (!*renewed)
    spdlog::warn("cluster: node {}'s registration had expired: the other nodes may have taken "
                 "its rooms; its rooms answer nothing until the directory is checked",
                 id());
  auto live = registry_->live_nodes();
  if (!live) {
    spdlog::warn("cluster: cannot list the live nodes: {}", live.error().message);
    return;
  }
  std::lock_guard lock(live_mutex_);
  live_ = *live;
}

void cluster_node::tick() {
  if (draining_)
    return;
  // Before anything is read: a lapse found after this is checked next time.
  const auto lapses = lease_.lapses_seen();
  std::vector<std::string> live_ids;
  for (const auto &n : live_nodes_cached())
    live_ids.push_back(n.id);
  // Not yet among the live: the first heartbeat has not listed this node.
  if (std::find(live_ids.begin(), live_ids.end(), id()) == live_ids.end())
    return;
  const auto claims = agent_directory_->claim_orphans(id(), live_ids);
  if (claims.error)
    spdlog::warn("cluster: claiming the rooms of dead nodes stopped: {}", claims.error->message);
  for (const auto &c : claims.claimed) {
    spdlog::info("cluster: room {} of dead node {} claimed (epoch {})", c.code, c.previous_node,
                 c.epoch);
    take_over(c.code, c.epoch);
  }
  if (reconcile())
    lease_.checked(lapses);
}

bool cluster_node::reconcile() {
  // The lobby first: a room created after this snapshot may be in the
  // directory's list below, but none in the snapshot can be missing from it
  // (a room is placed before it enters the lobby).
  const auto here = lobby_.owned();
  auto mine = agent_directory_->rooms_of(id());
  if (!mine) {
    spdlog::warn("cluster: cannot list node {}'s rooms: {}", id(), mine.error().message);
    return false;
  }
  const std::set<std::string> listed(mine->begin(), mine->end());
  std::set<std::string> present;
  bool read_all = true;
  for (const auto &[code, epoch] : here) {
    present.insert(code);
    if (listed.count(code))
      continue;
    auto owner = agent_directory_->owner(code);
    if (!owner) {
      read_all = false; // Redis is away: nothing is sure
      continue;
    }
    if (!*owner)
      continue; // released as it expires
    if ((*owner)->node == id() && static_cast<std::uint64_t>((*owner)->epoch) == epoch)
      continue;
    spdlog::warn("cluster: room {} belongs to node {} now (epoch {}): its members are sent there",
                 code, (*owner)->node, (*owner)->epoch);
    const auto path = path_of((*owner)->node);
    lobby_.move_out({code},
                    redirect_frame(path ? *path + "/ws" : std::string(any_node_path), code));
  }
  for (const auto &code : listed) {
    if (present.count(code))
      continue;
    auto owner = agent_directory_->owner(code);
    if (owner && *owner && (*owner)->node == id())
      take_over(code, (*owner)->epoch);
  }
  return read_all;
}

room_route cluster_node::take_over(const std::string &code, std::int64_t epoch) {
  std::lock_guard lock(take_over_mutex_);
  if (lobby_.find(code))
    return room_here{};
  try {
    // Before reading: from now on the previous owner's late writes are refused.
    store_.take_over(code, static_cast<std::uint64_t>(epoch));
    auto stored = store_.load_room(code);
    if (std::holds_alternative<game_store::room_missing>(stored))
      return room_unknown{}; // being created here, or never written
    if (const auto *broken = std::get_if<game_store::room_broken>(&stored)) {
      spdlog::error("cluster: room {} cannot be taken over: {}", code, broken->why);
      return room_unknown{};
    }
    const auto &room = std::get<stored_room>(stored);
    if (room.room.epoch > static_cast<std::uint64_t>(epoch))
      return room_unreachable{"room " + code + " has a newer owner in the database"};
    if (auto why = lobby_.adopt(room, static_cast<std::uint64_t>(epoch))) {
      spdlog::error("cluster: room {} does not replay and is marked broken: {}", code, *why);
      store_.mark_broken(code, *why);
      return room_unknown{};
    }
    spdlog::info("cluster: room {} taken over by node {} (epoch {}, {} actions replayed)", code,
                 id(), epoch, room.actions.size());
    return room_here{};
  } catch (const std::exception &e) {
    return room_unreachable{"room " + code + " cannot be read: " + e.what()};
  }
}

std::optional<std::string> cluster_node::path_of(const std::string &node) {
  for (const auto &n : live_nodes_cached())
    if (n.id == node)
      return n.public_path;
  // Started since the last tick, or dead: its registration says which.
  std::lock_guard lock(request_mutex_);
  auto reply = request_redis_->command({"HGET", keys_.node(node), "public_path"});
  if (reply && reply->type == cluster::redis_reply::kind::string && !reply->text.empty())
    return reply->text;
  return std::nullopt;
}

std::vector<cluster::node_info> cluster_node::live_nodes_cached() {
  std::lock_guard lock(live_mutex_);
  return live_;
}

std::optional<std::string> cluster_node::placement_elsewhere() {
  auto live = live_nodes_cached();
  std::erase_if(live, [&](const cluster::node_info &n) { return n.id == id(); });
  if (live.empty())
    return std::nullopt;
  const auto best = cluster::node_registry::least_loaded_of(live);
  if (draining_)
    return best->public_path + "/ws";
  // This node's own count is exact; the others' are half a TTL old at most.
  // Keeping a room here unless clearly busier spreads rooms as the proxy
  // spreads connections, instead of sending every creation of the last
  // half-second to the one node that looked emptiest.
  const auto here = static_cast<std::int64_t>(lobby_.size());
  const auto margin = std::max<std::int64_t>(2, best->load.rooms / 10);
  if (here <= best->load.rooms + margin)
    return std::nullopt;
  return best->public_path + "/ws";
}

placement cluster_node::place_here(const std::string &code) {
  std::lock_guard lock(request_mutex_);
  auto placed = request_directory_->place(code, id());
  if (!placed)
    return room_unreachable{"cannot place room " + code + ": " + placed.error().message};
  if (!*placed)
    return code_taken{};
  return static_cast<std::uint64_t>(**placed);
}

room_route cluster_node::locate(const std::string &code) {
  std::optional<cluster::room_owner> owner;
  {
    std::lock_guard lock(request_mutex_);
    auto found = request_directory_->owner(code);
    if (!found)
      return room_unreachable{"cannot look room " + code + " up: " + found.error().message};
    owner = *found;
  }
  if (owner && owner->node == id())
    return draining_ ? room_route{room_unreachable{"node " + id() + " is draining"}}
                     : take_over(code, owner->epoch);
  if (owner) {
    if (const auto path = path_of(owner->node))
      return room_elsewhere{*path + "/ws"};
    // Not live as of the last tick: dead, or started since. A claim settles
    // it, since it succeeds only once the owner's registration is gone.
    if (draining_)
      return room_unreachable{"node " + id() + " is draining"};
    std::optional<std::int64_t> claimed;
    {
      std::lock_guard lock(request_mutex_);
      auto result = request_directory_->claim(code, owner->node, owner->epoch, id());
      if (!result)
        return room_unreachable{"cannot claim room " + code + ": " + result.error().message};
      claimed = *result;
    }
    if (claimed) {
      spdlog::info("cluster: room {} of dead node {} claimed on demand (epoch {})", code,
                   owner->node, *claimed);
      return take_over(code, *claimed);
    }
    return room_unreachable{"room " + code + "'s node " + owner->node + " is not reachable yet"};
  }
  if (draining_)
    return room_unknown{};
  // Nobody owns it: released by a node that stopped, or the directory was
  // lost. The database says whether it is a room at all.
  std::optional<std::int64_t> placed;
  {
    std::lock_guard lock(request_mutex_);
    auto result = request_directory_->place(code, id());
    if (!result)
      return room_unreachable{"cannot place room " + code + ": " + result.error().message};
    placed = *result;
  }
  if (!placed)
    return room_unreachable{"room " + code + " was just placed on another node"};
  auto route = take_over(code, *placed);
  if (!std::holds_alternative<room_here>(route)) {
    std::lock_guard lock(request_mutex_);
    request_directory_->release(code, id(), *placed);
  }
  return route;
}

void cluster_node::room_ended(const std::string &code, std::uint64_t epoch) {
  std::lock_guard lock(request_mutex_);
  auto released = request_directory_->release(code, id(), static_cast<std::int64_t>(epoch));
  if (!released)
    spdlog::warn("cluster: cannot release room {}: {}", code, released.error().message);
}

json cluster_node::public_rooms() {
  json out = lobby_.public_rooms();
  for (const auto &n : live_nodes_cached()) {
    if (n.id == id())
      continue;
    const auto theirs = json::parse(n.load.public_rooms, nullptr, false);
    if (!theirs.is_array())
      continue;
    for (const auto &r : theirs)
      out.push_back(r);
  }
  return out;
}

std::string cluster_node::metrics_text() {
  const auto live = live_nodes_cached();
  std::string out;
  const auto family = [&](const char *name, const char *type, const char *help, auto value) {
    out += std::string("# HELP ") + name + " " + help + "\n# TYPE " + name + " " + type + "\n";
    for (const auto &n : live)
      out += std::string(name) + "{node=\"" + n.id + "\"} " + std::to_string(value(n)) + "\n";
  };
  family("tavern_cluster_node_rooms", "gauge",
         "Rooms each live node holds, as of its last renewal.",
         [](const cluster::node_info &n) { return n.load.rooms; });
  family("tavern_cluster_node_connections", "gauge",
         "Open WebSockets of each live node, as of its last renewal.",
         [](const cluster::node_info &n) { return n.load.connections; });
  family("tavern_cluster_node_actions_total", "counter",
         "Actions played on each live node since it started, as of its last renewal.",
         [](const cluster::node_info &n) { return n.load.actions; });
  return out;
}

void cluster_node::drain(const std::function<void()> &flush) {
  draining_ = true;
  stop(); // the renewals stop; the registration stays until deregistered below
  flush();
  auto live = registry_->live_nodes();
  std::vector<cluster::node_info> others;
  if (live)
    for (const auto &n : *live)
      if (n.id != id())
        others.push_back(n);
  std::size_t handed = 0;
  std::size_t released = 0;
  for (const auto &[code, epoch] : lobby_.owned()) {
    std::string path(any_node_path);
    auto target = cluster::node_registry::least_loaded_of(others);
    if (target) {
      auto moved =
          agent_directory_->hand_over(code, id(), static_cast<std::int64_t>(epoch), target->id);
      if (moved && *moved) {
        path = target->public_path + "/ws";
        ++handed;
        for (auto &n : others)
          if (n.id == target->id)
            ++n.load.rooms;
      }
    } else if (auto gone = agent_directory_->release(code, id(), static_cast<std::int64_t>(epoch));
               gone && *gone) {
      ++released;
    }
    lobby_.move_out({code}, redirect_frame(path, code));
  }
  flush();
  if (auto gone = registry_->deregister(); !gone)
    spdlog::warn("cluster: cannot deregister node {}: {}", id(), gone.error().message);
  spdlog::info("cluster: node {} drained: {} rooms handed over, {} released", id(), handed,
               released);
}

} // namespace tavern::server
