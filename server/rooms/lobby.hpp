#pragma once
// The rooms of one server, by code. Creating a room validates the game, seat
// count, options and room settings; codes are short, upper-case, without
// look-alike letters, and grow longer only when the short ones get crowded.
#include "cluster_link.hpp"
#include "games/registry.hpp"
#include "metrics.hpp"
#include "protocol/client_message.hpp"
#include "room_host.hpp"

#include <map>
#include <mutex>

namespace tavern::server {

struct lobby_config {
  std::size_t max_rooms = 10000;
  std::chrono::milliseconds bot_delay{1200};
  std::chrono::seconds room_expiry{30 * 60};
  // Where the rooms' bots search; none: they play random legal actions.
  bot_pool *bots = nullptr;
};

class lobby {
public:
  lobby(boost::asio::any_io_executor executor, const games::registry &games, lobby_config config,
        metrics &stats);

  std::variant<std::shared_ptr<room_host>, protocol::error>
  create_room(const protocol::create_request &request);
  std::shared_ptr<room_host> find(const std::string &code) const;

  // Storage: rooms write to `journal` from now on (set before any room exists).
  void set_journal(room_journal *journal) { journal_ = journal; }
  // Rebuilds stored rooms; returns the ones that no longer replay, with why.
  std::vector<std::pair<std::string, std::string>> restore(const std::vector<stored_room> &stored);
  // The journal has made these rooms' writes durable.
  void release_durable(const std::vector<std::string> &codes);

  // In a cluster (set before any room exists): rooms are placed through
  // `link`, and end there.
  void set_cluster(cluster_link *link) { cluster_ = link; }
  cluster_link *cluster() const { return cluster_; }
  // Rebuilds one stored room that this node now owns under `epoch`; the
  // error says why it does not replay. Does nothing when the room is here.
  std::optional<std::string> adopt(const stored_room &stored, std::uint64_t epoch);
  // The rooms now live on another node: each is taken out of the lobby
  // without a trace in the journal, and its members get `redirect`.
  void move_out(const std::vector<std::string> &codes, const frame_ptr &redirect);
  // Each room's code and ownership epoch.
  std::vector<std::pair<std::string, std::uint64_t>> owned() const;

  const games::json &games_list() const { return games_list_; }
  const games::registry &games() const { return games_; }
  const games::json &room_settings_json() const { return room_settings_json_; }
  games::json public_rooms() const;
  room_census census() const;
  std::size_t size() const;
  // At shutdown: closes every room and lets go of every connection in them.
  void close_all();

private:
  std::vector<std::shared_ptr<room_host>> snapshot() const;
  std::string unused_code_locked();
  room_environment environment(std::uint64_t ownership_epoch = 0) const;
  // Rebuilds a stored room into the lobby; the error says why it cannot be.
  std::optional<std::string> restore_one(const stored_room &s, std::uint64_t epoch);
  void remove(const std::string &code);

  boost::asio::any_io_executor executor_;
  const games::registry &games_;
  lobby_config config_;
  metrics &stats_;
  games::json games_list_;
  games::json room_settings_json_;
  room_journal *journal_ = nullptr;
  cluster_link *cluster_ = nullptr;

  mutable std::mutex mutex_;
  std::map<std::string, std::shared_ptr<room_host>> rooms_;
};

} // namespace tavern::server
