#pragma once
// What one connection's messages do: parses each frame, answers lobby
// requests, routes room messages to the connection's room, and turns every
// failure into an `error` reply. Knows nothing of sockets, so tests drive it
// with a recording participant. Not thread-safe: one connection, one strand.
#include "address_quota.hpp"
#include "lobby.hpp"

namespace tavern::server {

class connection_router {
public:
  // Limits shared by every connection from the same address.
  struct quotas {
    quotas(double creations_per_minute, double failed_joins_per_minute)
        : creations(creations_per_minute, std::max(1.0, creations_per_minute / 3)),
          failed_joins(failed_joins_per_minute, std::max(1.0, failed_joins_per_minute / 2)) {}
    address_quota creations;    // rooms created
    address_quota failed_joins; // joins, spectates and resumes naming no room
  };

  connection_router(lobby &rooms, metrics &stats, participant &self, quotas &limits,
                    std::string address);

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
  quotas &quotas_;
  std::string address_;
  std::shared_ptr<room_host> room_;
};

} // namespace tavern::server
