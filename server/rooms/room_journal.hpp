#pragma once
// What a room writes to durable storage, and the promise that comes back.
// A room queues an entry, gets a ticket, and holds back every frame caused by
// it until the journal says the ticket is durable: whatever a client has seen
// survives a crash. Tickets are numbered in one order for the whole journal
// and become durable in that order, so one watermark answers for every room.
//
// Every entry carries the epoch of the writer's ownership of its room (its
// fencing token, set by the room from room_environment::ownership_epoch):
// the store refuses an entry whose epoch is older than the room's stored one,
// so a node that lost a room cannot overwrite the new owner's record. A single
// server writes 0 throughout.
#include "json/json_value.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace tavern::server {

struct seat_record {
  bool taken = false;
  std::string name;
  std::string token_hash; // never the token itself
  bool bot = false;
};

// The room as it must be rebuilt after a restart (written whole on change).
struct room_record {
  std::string code;
  std::string game;
  int seats = 0;
  tavern::json options;
  tavern::json settings;
  std::optional<int> host;
  std::string status; // waiting | playing | finished
  std::vector<seat_record> seat_list;
  std::string game_id; // the current or last game; empty before the first
  std::int64_t at_ms = 0;
  std::string bot_level = "normal"; // of the current or last game's bots
  // A higher epoch than the stored one takes the room's row over.
  std::uint64_t epoch = 0;
};

struct game_started_record {
  std::string game_id;
  std::string room_code;
  std::string game;
  tavern::json options;
  std::vector<std::string> players;
  std::uint64_t seed = 0;
  std::int64_t at_ms = 0;
  // The commit-and-reveal record the seed was derived from (room_fairness.hpp);
  // null for pinned seeds and for games stored before it existed.
  tavern::json fairness = nullptr;
  std::uint64_t epoch = 0;
};

struct action_record {
  std::string game_id;
  std::uint64_t seq = 0; // 1, 2, ... within the game
  int seat = 0;
  tavern::json action; // without its label
  std::int64_t at_ms = 0;
  std::uint64_t epoch = 0;
};

struct game_finished_record {
  std::string game_id;
  tavern::json result;
  std::int64_t at_ms = 0;
  std::uint64_t epoch = 0;
};

struct room_removed_record {
  std::string code;
  std::uint64_t epoch = 0;
};

// A room whose game no longer replays: kept on disk, never loaded again.
struct room_broken_record {
  std::string code;
  std::string why;
  std::uint64_t epoch = 0;
};

using journal_entry = std::variant<room_record, game_started_record, action_record,
                                   game_finished_record, room_removed_record, room_broken_record>;

class room_journal {
public:
  virtual ~room_journal() = default;

  // Queues `entry`; returns its ticket. Never blocks on the disk.
  virtual std::uint64_t write(const std::string &room_code, journal_entry entry) = 0;

  // Every ticket up to this one is durable.
  virtual std::uint64_t durable_ticket() const = 0;
};

} // namespace tavern::server
