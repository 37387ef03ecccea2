#pragma once
// What one connection's messages do: parses each frame, answers lobby
// requests, routes room messages to the connection's room, and turns every
// failure into an `error` reply. Knows nothing of sockets, so tests drive it
// with a recording participant. Not thread-safe: one connection, one strand.
#include "lobby.hpp"

namespace tavern::server {

class connection_router {
public:
  connection_router(lobby &rooms, metrics &stats, participant &self);

  // `self_ptr` must own the participant passed at construction; rooms keep it.
  void handle_frame(std::string_view frame, const participant_ptr &self_ptr);
  void send_error(const json &id, protocol::error_code code, std::string_view message);
  // The connection is gone.
  void disconnected();

  bool in_room() const { return room_ != nullptr; }

private:
  void handle(const protocol::client_message &message, const participant_ptr &self_ptr);
  void enter(const std::shared_ptr<room_host> &host, const json &id,
             const std::function<std::optional<protocol::error>(room &)> &entry);

  lobby &lobby_;
  metrics &stats_;
  participant &self_;
  std::shared_ptr<room_host> room_;
};

} // namespace tavern::server
