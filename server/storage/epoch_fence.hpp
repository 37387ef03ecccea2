#pragma once
// The per-room epoch check both stores run inside a batch's transaction
// (room_journal.hpp): an entry whose epoch is older than its room's stored
// epoch comes from a node that lost the room, and is left out, with every
// later entry of that room in the batch; the room is reported as fenced.
// The other rooms' entries are written as usual.
//
// The store supplies the two reads (on PostgreSQL the epoch read locks the
// row until the transaction ends, so a concurrent take_over waits for it).
// Each room's epoch is read once per batch; which room a game belongs to
// never changes, so that is remembered across batches (bounded).
#include "server/rooms/room_journal.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tavern::server {

class epoch_fence {
public:
  // The room's stored epoch; nullopt when the room has no row.
  using epoch_reader = std::function<std::optional<std::uint64_t>(const std::string &code)>;
  // The room a stored game belongs to; nullopt when the game is not stored.
  using game_room_reader = std::function<std::optional<std::string>(const std::string &game_id)>;

  epoch_fence(epoch_reader read_epoch, game_room_reader read_game_room);

  // At the start of each batch (and each attempt of one): forgets the
  // epochs read and the rooms fenced.
  void begin_batch();
  // Whether `entry` may be written. When it may not, its room is fenced.
  bool admits(const journal_entry &entry);
  // After `entry` was written: what it changed of the rooms' epochs.
  void written(const journal_entry &entry);
  // The store found the room's row newer than the entry after all (a row
  // created by another node since it was read): fences the room.
  void fence(const std::string &code);
  // The rooms fenced in this batch, each once, in the order met.
  const std::vector<std::string> &fenced() const { return fenced_; }

private:
  // The room `entry` is about; nullopt for a game not stored anywhere yet.
  std::optional<std::string> room_of(const journal_entry &entry);
  void remember_game(const std::string &game_id, const std::string &code);

  epoch_reader read_epoch_;
  game_room_reader read_game_room_;
  std::unordered_map<std::string, std::optional<std::uint64_t>> epochs_; // this batch's
  std::unordered_set<std::string> fenced_set_;
  std::vector<std::string> fenced_;
  std::unordered_map<std::string, std::string> game_rooms_; // game id -> room code
};

} // namespace tavern::server
