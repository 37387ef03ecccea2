#include "connection_router.hpp"

#include "protocol/server_message.hpp"

#include <spdlog/spdlog.h>

namespace tavern::server {

using protocol::error;
using protocol::error_code;

namespace {
template <class... Ts> struct overloaded : Ts... { using Ts::operator()...; };
} // namespace

connection_router::connection_router(lobby &rooms, metrics &stats, participant &self,
                                     quotas &limits, std::string address, bool pinned)
    : lobby_(rooms), stats_(stats), self_(self), quotas_(limits), address_(std::move(address)),
      pinned_(pinned) {}

void connection_router::send_redirect(const json &id, const std::string &path,
                                      const std::string &room) {
  self_.deliver(
      std::make_shared<const std::string>(protocol::encode_redirect(id, path, room, "elsewhere")));
}

std::shared_ptr<room_host> connection_router::find_room(const json &id, const std::string &code) {
  auto host = lobby_.find(code);
  if (host)
    return host;
  if (auto *cluster = lobby_.cluster()) {
    const auto route = cluster->locate(code);
    if (std::holds_alternative<room_here>(route)) {
      if (auto adopted = lobby_.find(code))
        return adopted;
    } else if (const auto *there = std::get_if<room_elsewhere>(&route)) {
      send_redirect(id, there->path, code);
      return nullptr;
    } else if (const auto *away = std::get_if<room_unreachable>(&route)) {
      spdlog::warn("room {} asked for but not reachable: {}", code, away->why);
      send_error(id, error_code::unavailable,
                 "the server holding room " + code + " cannot be reached; try again in a moment");
      return nullptr;
    }
  }
  if (!quotas_.failed_joins.allow(address_))
    send_error(id, error_code::rate_limited,
               "too many unknown room codes from your address; wait a minute");
  else
    send_error(id, error_code::unknown_room, "there is no room " + code);
  return nullptr;
}

void connection_router::send_error(const json &id, error_code code, std::string_view message) {
  stats_.count_error(code);
  self_.deliver(std::make_shared<const std::string>(protocol::encode_error(id, code, message)));
}

void connection_router::handle_frame(std::string_view frame, const participant_ptr &self_ptr) {
  auto parsed = protocol::parse_client_message(frame);
  if (auto *failure = std::get_if<protocol::parse_failure>(&parsed)) {
    send_error(failure->id, failure->err.code, failure->err.message);
    return;
  }
  handle(std::get<protocol::client_message>(parsed), self_ptr);
}

void connection_router::enter(const std::shared_ptr<room_host> &host, const json &id,
                              const std::function<std::optional<error>(room &)> &entry) {
  if (room_) {
    send_error(id, error_code::already_in_room,
               "you are already in room " + room_->code() + "; leave it first");
    return;
  }
  if (auto err = host->with_room(entry)) {
    send_error(id, err->code, err->message);
    return;
  }
  room_ = host;
}

void connection_router::handle(const protocol::client_message &message,
                               const participant_ptr &self_ptr) {
  const json &id = message.id;
  auto in_room = [&](auto &&call) {
    if (!room_) {
      send_error(id, error_code::not_in_room, "join or create a room first");
      return;
    }
    // Another node may have claimed the room meanwhile: whatever this node
    // did with the message, the database would refuse to keep it.
    if (auto *cluster = lobby_.cluster(); cluster && !cluster->holds_lease()) {
      send_error(id, error_code::unavailable,
                 "this server is checking with the cluster which rooms are still its own; try "
                 "again in a moment");
      return;
    }
    // Inside the room's lock: the error queues behind the frames the room
    // still holds for this connection, so replies keep their order.
    room_->with_room([&](room &r) {
      if (auto err = call(r)) {
        stats_.count_error(err->code);
        r.send_reply(self_, std::make_shared<const std::string>(
                                protocol::encode_error(id, err->code, err->message)));
      }
    });
  };
  auto find_room = [&](const std::string &code) { return this->find_room(id, code); };

  std::visit(overloaded{
                 [&](const protocol::games_request &) {
                   self_.deliver(std::make_shared<const std::string>(protocol::encode_games(
                       id, lobby_.games_list(), lobby_.room_settings_json())));
                 },
                 [&](const protocol::rooms_request &) {
                   auto *cluster = lobby_.cluster();
                   self_.deliver(std::make_shared<const std::string>(protocol::encode_rooms(
                       id, cluster ? cluster->public_rooms() : lobby_.public_rooms())));
                 },
                 [&](const protocol::ping_request &) {
                   self_.deliver(std::make_shared<const std::string>(protocol::encode_pong(id)));
                 },
                 [&](const protocol::create_request &req) {
                   if (room_) {
                     send_error(id, error_code::already_in_room,
                                "you are already in room " + room_->code() + "; leave it first");
                     return;
                   }
                   if (auto *cluster = lobby_.cluster(); cluster && !pinned_) {
                     if (auto path = cluster->placement_elsewhere()) {
                       send_redirect(id, *path, "");
                       return;
                     }
                   }
                   if (!quotas_.creations.allow(address_)) {
                     send_error(id, error_code::rate_limited,
                                "too many rooms created from your address; wait a minute");
                     return;
                   }
                   auto created = lobby_.create_room(req);
                   if (auto *err = std::get_if<error>(&created)) {
                     send_error(id, err->code, err->message);
                     return;
                   }
                   enter(std::get<std::shared_ptr<room_host>>(created), id, [&](room &r) {
                     return r.create_seat_for_host(self_ptr, req.name, id, req.entropy);
                   });
                 },
                 [&](const protocol::join_request &req) {
                   if (auto host = find_room(req.room))
                     enter(host, id, [&](room &r) {
                       return r.join(self_ptr, req.name, req.seat, id, req.entropy);
                     });
                 },
                 [&](const protocol::spectate_request &req) {
                   if (auto host = find_room(req.room))
                     enter(host, id, [&](room &r) { return r.spectate(self_ptr, id); });
                 },
                 [&](const protocol::resume_request &req) {
                   if (auto host = find_room(req.room))
                     enter(host, id,
                           [&](room &r) { return r.resume(self_ptr, req.token, id, req.entropy); });
                 },
                 [&](const protocol::start_request &req) {
                   in_room([&](room &r) {
                     return r.start(self_, req.bots, id, req.bot_level, req.entropy);
                   });
                 },
                 [&](const protocol::action_request &req) {
                   in_room([&](room &r) { return r.act(self_, req, id); });
                 },
                 [&](const protocol::sync_request &) {
                   in_room([&](room &r) { return r.sync(self_, id); });
                 },
                 [&](const protocol::chat_request &req) {
                   in_room([&](room &r) { return r.chat(self_, req.text, id); });
                 },
                 [&](const protocol::leave_request &) {
                   in_room([&](room &r) { return r.leave(self_, id); });
                   room_.reset();
                 },
             },
             message.request);
}

void connection_router::disconnected() {
  if (room_)
    room_->with_room([&](room &r) { r.disconnect(self_); });
  room_.reset();
}

} // namespace tavern::server
