#include "node_registry.hpp"

#include <algorithm>
#include <string>
#include <tuple>

namespace tavern::cluster {

namespace {

// KEYS: node hash, nodes set. ARGV: id, TTL in ms, then the hash's fields
// and values. One script, so a record never exists without its TTL (a node
// dying between HSET and PEXPIRE would otherwise stay live for ever).
// Returns 1 when the record existed before.
constexpr std::string_view write_script = R"lua(
local existed = redis.call('EXISTS', KEYS[1])
redis.call('HSET', KEYS[1], unpack(ARGV, 3))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('SADD', KEYS[2], ARGV[1])
return existed
)lua";

// KEYS: nodes set. ARGV: the node keys' prefix. Each live node's fields, in
// one round trip; ids whose record has expired leave the set.
constexpr std::string_view live_script = R"lua(
local out = {}
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local fields = redis.call('HMGET', ARGV[1] .. id,
                            'id', 'public_path', 'rooms', 'connections', 'started_at',
                            'actions', 'public_rooms')
  if fields[1] then
    out[#out + 1] = fields
  else
    redis.call('SREM', KEYS[1], id)
  end
end
return out
)lua";

redis_error invalid(std::string message) {
  return {redis_error::kind::invalid, std::move(message)};
}

} // namespace

node_registry::node_registry(redis_connection &redis, cluster_keys keys,
                             std::chrono::milliseconds ttl)
    : redis_(redis), keys_(std::move(keys)), ttl_(ttl) {}

redis_result<bool> node_registry::write(const node_info &self) {
  auto reply = redis_.command({"EVAL",
                               write_script,
                               "2",
                               keys_.node(self.id),
                               keys_.nodes(),
                               self.id,
                               std::to_string(ttl_.count()),
                               "id",
                               self.id,
                               "public_path",
                               self.public_path,
                               "rooms",
                               std::to_string(self.load.rooms),
                               "connections",
                               std::to_string(self.load.connections),
                               "actions",
                               std::to_string(self.load.actions),
                               "public_rooms",
                               self.load.public_rooms,
                               "started_at",
                               std::to_string(self.started_at_ms)});
  if (!reply)
    return reply.error();
  const auto existed = reply->as_integer();
  if (!existed)
    return invalid("the registration script answered something other than a number");
  return *existed == 1;
}

redis_result<std::monostate> node_registry::register_node(const node_info &self) {
  if (self.id.empty())
    return invalid("a node needs an id to register");
  if (ttl_.count() <= 0)
    return invalid("a node's registration needs a positive TTL");
  auto written = write(self);
  if (!written)
    return written.error();
  self_ = self;
  return std::monostate{};
}

redis_result<bool> node_registry::renew(const node_load &load) {
  if (!self_)
    return invalid("renew before register_node");
  self_->load = load;
  // The whole record, not only the load: after an expiry it is written anew
  // rather than left half there.
  return write(*self_);
}

redis_result<std::monostate> node_registry::deregister() {
  if (!self_)
    return invalid("deregister before register_node");
  if (auto deleted = redis_.command({"DEL", keys_.node(self_->id)}); !deleted)
    return deleted.error();
  if (auto removed = redis_.command({"SREM", keys_.nodes(), self_->id}); !removed)
    return removed.error();
  self_.reset();
  return std::monostate{};
}

redis_result<std::vector<node_info>> node_registry::live_nodes() {
  auto reply = redis_.command({"EVAL", live_script, "1", keys_.nodes(), keys_.node("")});
  if (!reply)
    return reply.error();
  if (reply->type != redis_reply::kind::array)
    return invalid("the live nodes script answered something other than a list");
  std::vector<node_info> nodes;
  for (const auto &row : reply->elements) {
    const auto text = [&](std::size_t i) {
      return i < row.elements.size() ? row.elements[i].text : "";
    };
    const auto number = [&](std::size_t i) -> std::int64_t {
      if (i >= row.elements.size())
        return 0;
      return row.elements[i].as_integer().value_or(0);
    };
    if (row.type != redis_reply::kind::array || row.elements.size() != 7)
      return invalid("the live nodes script answered a row of an unexpected shape");
    const auto public_rooms = text(6);
    nodes.push_back(node_info{
        text(0), text(1),
        node_load{number(2), number(3), number(5), public_rooms.empty() ? "[]" : public_rooms},
        number(4)});
  }
  std::sort(nodes.begin(), nodes.end(),
            [](const node_info &a, const node_info &b) { return a.id < b.id; });
  return nodes;
}

std::optional<node_info> node_registry::least_loaded_of(const std::vector<node_info> &nodes) {
  const auto best =
      std::min_element(nodes.begin(), nodes.end(), [](const node_info &a, const node_info &b) {
        return std::tie(a.load.rooms, a.load.connections, a.id) <
               std::tie(b.load.rooms, b.load.connections, b.id);
      });
  if (best == nodes.end())
    return std::nullopt;
  return *best;
}

redis_result<std::optional<node_info>> node_registry::least_loaded() {
  auto nodes = live_nodes();
  if (!nodes)
    return nodes.error();
  return least_loaded_of(*nodes);
}

} // namespace tavern::cluster
