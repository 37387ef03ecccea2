#include "room_directory.hpp"

#include <algorithm>

namespace tavern::cluster {

namespace {

// KEYS: room, rooms:<node>, owners, epoch. ARGV: code, node.
// The new epoch, or nil (false) when the code is taken.
constexpr std::string_view place_script = R"lua(
if redis.call('HEXISTS', KEYS[1], 'node') == 1 then return false end
local epoch = redis.call('INCR', KEYS[4])
redis.call('HSET', KEYS[1], 'node', ARGV[2], 'epoch', epoch)
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('SADD', KEYS[3], ARGV[2])
return epoch
)lua";

// KEYS: room, rooms:<from>, rooms:<to>, owners, epoch, node:<from>.
// ARGV: code, from, the epoch the mover saw, to, and "1" when `from` must be
// dead (a claim) rather than the one giving the room (a drain's hand-over).
// The new epoch, or nil when `from` is registered again (a claim) or the
// room is no longer `from`'s under that epoch (another node claimed it
// first, or it was released).
constexpr std::string_view move_script = R"lua(
if ARGV[5] == '1' and redis.call('EXISTS', KEYS[6]) == 1 then return false end
local owner = redis.call('HMGET', KEYS[1], 'node', 'epoch')
if owner[1] ~= ARGV[2] or tonumber(owner[2]) ~= tonumber(ARGV[3]) then return false end
local epoch = redis.call('INCR', KEYS[5])
redis.call('HSET', KEYS[1], 'node', ARGV[4], 'epoch', epoch)
redis.call('SREM', KEYS[2], ARGV[1])
redis.call('SADD', KEYS[3], ARGV[1])
redis.call('SADD', KEYS[4], ARGV[4])
if redis.call('SCARD', KEYS[2]) == 0 then redis.call('SREM', KEYS[4], ARGV[2]) end
return epoch
)lua";

// KEYS: room, rooms:<node>, owners. ARGV: code, node, epoch. 1 when
// released, 0 when the room is not the node's under that epoch.
constexpr std::string_view release_script = R"lua(
local owner = redis.call('HMGET', KEYS[1], 'node', 'epoch')
if owner[1] ~= ARGV[2] or tonumber(owner[2]) ~= tonumber(ARGV[3]) then return 0 end
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[2], ARGV[1])
if redis.call('SCARD', KEYS[2]) == 0 then redis.call('SREM', KEYS[3], ARGV[2]) end
return 1
)lua";

redis_error invalid(std::string message) {
  return {redis_error::kind::invalid, std::move(message)};
}

// A script's answer: a number (the new epoch) or nil.
redis_result<std::optional<std::int64_t>> epoch_or_nil(const redis_result<redis_reply> &reply,
                                                       const char *script) {
  if (!reply)
    return reply.error();
  if (reply->is_nil())
    return std::optional<std::int64_t>();
  if (const auto epoch = reply->as_integer())
    return std::optional<std::int64_t>(*epoch);
  return invalid(std::string("the ") + script + " script answered neither an epoch nor nil");
}

} // namespace

room_directory::room_directory(redis_connection &redis, cluster_keys keys)
    : redis_(redis), keys_(std::move(keys)) {}

redis_result<std::optional<std::int64_t>> room_directory::place(const std::string &code,
                                                                const std::string &node) {
  if (code.empty() || node.empty())
    return invalid("place needs a room code and a node");
  return epoch_or_nil(
      redis_.command({"EVAL", place_script, "4", keys_.room(code), keys_.rooms_of(node),
                      keys_.owners(), keys_.epoch(), code, node}),
      "place");
}

redis_result<std::optional<room_owner>> room_directory::owner(const std::string &code) {
  auto reply = redis_.command({"HMGET", keys_.room(code), "node", "epoch"});
  if (!reply)
    return reply.error();
  if (reply->type != redis_reply::kind::array || reply->elements.size() != 2)
    return invalid("HMGET of room " + code + " answered something other than two fields");
  if (reply->elements[0].is_nil())
    return std::optional<room_owner>();
  const auto epoch = reply->elements[1].as_integer();
  if (!epoch)
    return invalid("room " + code + " has an owner but no epoch");
  return std::optional<room_owner>(room_owner{reply->elements[0].text, *epoch});
}

redis_result<std::optional<std::int64_t>> room_directory::claim(const std::string &code,
                                                                const std::string &from,
                                                                std::int64_t epoch,
                                                                const std::string &me) {
  return epoch_or_nil(
      redis_.command({"EVAL", move_script, "6", keys_.room(code), keys_.rooms_of(from),
                      keys_.rooms_of(me), keys_.owners(), keys_.epoch(), keys_.node(from), code,
                      from, std::to_string(epoch), me, "1"}),
      "claim");
}

orphan_claims room_directory::claim_orphans(const std::string &me,
                                            const std::vector<std::string> &live_nodes) {
  orphan_claims out;
  const auto done = [&]() {
    std::sort(out.claimed.begin(), out.claimed.end(),
              [](const claimed_room &a, const claimed_room &b) { return a.code < b.code; });
    return out;
  };
  if (me.empty()) {
    out.error = invalid("claim_orphans needs the claiming node's id");
    return out;
  }
  auto owners = members(keys_.owners());
  if (!owners) {
    out.error = owners.error();
    return out;
  }
  for (const auto &from : *owners) {
    if (from == me || std::find(live_nodes.begin(), live_nodes.end(), from) != live_nodes.end())
      continue;
    auto codes = members(keys_.rooms_of(from));
    if (!codes) {
      out.error = codes.error();
      return done();
    }
    for (const auto &code : *codes) {
      // The epoch the claim is conditional on: if another node claims the
      // room between this read and the script, the script sees a different
      // owner and epoch and refuses.
      auto current = owner(code);
      if (!current) {
        out.error = current.error();
        return done();
      }
      if (!*current || (*current)->node != from)
        continue;
      auto claimed = claim(code, from, (*current)->epoch, me);
      if (!claimed) {
        out.error = claimed.error();
        return done();
      }
      if (*claimed)
        out.claimed.push_back(claimed_room{code, **claimed, from});
    }
  }
  return done();
}

redis_result<std::optional<std::int64_t>> room_directory::hand_over(const std::string &code,
                                                                    const std::string &from,
                                                                    std::int64_t epoch,
                                                                    const std::string &to) {
  if (to.empty() || to == from)
    return invalid("a room is handed over to another node");
  return epoch_or_nil(
      redis_.command({"EVAL", move_script, "6", keys_.room(code), keys_.rooms_of(from),
                      keys_.rooms_of(to), keys_.owners(), keys_.epoch(), keys_.node(from), code,
                      from, std::to_string(epoch), to, "0"}),
      "hand over");
}

redis_result<bool> room_directory::release(const std::string &code, const std::string &node,
                                           std::int64_t epoch) {
  auto reply = redis_.command({"EVAL", release_script, "3", keys_.room(code), keys_.rooms_of(node),
                               keys_.owners(), code, node, std::to_string(epoch)});
  if (!reply)
    return reply.error();
  const auto released = reply->as_integer();
  if (!released)
    return invalid("the release script answered something other than a number");
  return *released == 1;
}

redis_result<std::vector<std::string>> room_directory::rooms_of(const std::string &node) {
  return members(keys_.rooms_of(node));
}

redis_result<std::vector<std::string>> room_directory::members(const std::string &key) {
  auto reply = redis_.command({"SMEMBERS", key});
  if (!reply)
    return reply.error();
  if (reply->type != redis_reply::kind::array)
    return invalid("SMEMBERS " + key + " answered something other than a list");
  std::vector<std::string> out;
  out.reserve(reply->elements.size());
  for (const auto &element : reply->elements)
    out.push_back(element.text);
  std::sort(out.begin(), out.end());
  return out;
}

} // namespace tavern::cluster
