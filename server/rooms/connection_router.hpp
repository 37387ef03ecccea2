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

  // `pinned`: in a cluster, the connection was sent to this node on purpose
  // (by a redirect): a room it creates stays here instead of being placed on
  // a less loaded node, so a creation never bounces between nodes.
  connection_router(lobby &rooms, metrics &stats, participant &self, quotas &limits,
                    std::string address, bool pinned = false);

  // `self_ptr` must own the participant passed at construction; rooms keep it.
  void handle_frame(std::string_view frame, const participant_ptr &self_ptr);
  void send_error(const json &id, protocol::error_code code, std::string_view message);
  // The connection is gone.
  void disconnected();

  bool in_room() const { return room_ != nullptr; }

private:
  void handle(const protocol::client_message &message, const participant_ptr &self_ptr);
  // The room `code` of this node, or, in a cluster, of another one that
  // takes it over now; null when an error or a redirect was sent instead.
  std::shared_ptr<room_host> find_room(const json &id, const std::string &code);
  void send_redirect(const json &id, const std::string &path, const std::string &room);
  void enter(const std::shared_ptr<room_host> &host, const json &id,
             const std::function<std::optional<protocol::error>(room &)> &entry);

  lobby &lobby_;
  metrics &stats_;
  participant &self_;
  quotas &quotas_;
  std::string address_;
  bool pinned_;
  std::shared_ptr<room_host> room_;
};

} // namespace tavern::server
