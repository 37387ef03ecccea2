#include "epoch_fence.hpp"

#include <type_traits>

namespace tavern::server {

namespace {
// Enough for every game being played on a busy server; past it the map
// starts over rather than grow with every game ever written.
constexpr std::size_t max_remembered_games = 16'384;

std::uint64_t epoch_of(const journal_entry &entry) {
  return std::visit([](const auto &e) { return e.epoch; }, entry);
}
} // namespace

epoch_fence::epoch_fence(epoch_reader read_epoch, game_room_reader read_game_room)
    : read_epoch_(std::move(read_epoch)), read_game_room_(std::move(read_game_room)) {}

void epoch_fence::begin_batch() {
  epochs_.clear();
  fenced_set_.clear();
  fenced_.clear();
}

std::optional<std::string> epoch_fence::room_of(const journal_entry &entry) {
  return std::visit(
      [this](const auto &e) -> std::optional<std::string> {
        using record = std::decay_t<decltype(e)>;
        if constexpr (std::is_same_v<record, room_record> ||
                      std::is_same_v<record, room_removed_record> ||
                      std::is_same_v<record, room_broken_record>) {
          return e.code;
        } else if constexpr (std::is_same_v<record, game_started_record>) {
          // Remembered even when the game is refused: its actions later in
          // the batch must be refused with it, not pass as a game nobody
          // stored.
          remember_game(e.game_id, e.room_code);
          return e.room_code;
        } else {
          // Actions and results name their game only.
          if (const auto it = game_rooms_.find(e.game_id); it != game_rooms_.end())
            return it->second;
          auto code = read_game_room_(e.game_id);
          if (code)
            remember_game(e.game_id, *code);
          return code;
        }
      },
      entry);
}

bool epoch_fence::admits(const journal_entry &entry) {
  const auto code = room_of(entry);
  if (!code)
    return true; // a game nobody stored: no room row to be fenced by
  if (fenced_set_.count(*code))
    return false;
  auto it = epochs_.find(*code);
  if (it == epochs_.end())
    it = epochs_.emplace(*code, read_epoch_(*code)).first;
  // No row: nobody owns the room in the database yet.
  if (!it->second || *it->second <= epoch_of(entry))
    return true;
  fence(*code);
  return false;
}

void epoch_fence::written(const journal_entry &entry) {
  if (const auto *r = std::get_if<room_record>(&entry)) {
    epochs_[r->code] = r->epoch; // admitted, so at least the stored one
  } else if (const auto *gone = std::get_if<room_removed_record>(&entry)) {
    epochs_[gone->code] = std::nullopt;
  }
}

void epoch_fence::remember_game(const std::string &game_id, const std::string &code) {
  if (game_rooms_.size() >= max_remembered_games)
    game_rooms_.clear();
  game_rooms_[game_id] = code;
}

void epoch_fence::fence(const std::string &code) {
  if (fenced_set_.insert(code).second)
    fenced_.push_back(code);
}

} // namespace tavern::server
