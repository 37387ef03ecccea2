#pragma once
// What spectators see of a room whose settings delay them (protocol.md,
// "Spectator delay"): the game as it stood `spectatorDelay` actions, or
// seconds, before the players' own view, so that nobody watching can tell a
// player what the table has not shown yet. The game is replayed on a match of
// its own that trails the room's, and published through documents that serve
// the spectators' class only. The room keeps one only while someone watches:
// an unwatched room holds no second match and wakes for nothing.
#include "games/match.hpp"
#include "room_documents.hpp"

#include <optional>
#include <span>

namespace tavern::server {

class delayed_spectators {
public:
  delayed_spectators(const std::string &code, std::string_view game, const json &options,
                     const room_settings &settings, int seats, metrics *stats);

  // The game in play now (null before the first one), its serial, and when
  // each of its actions was played.
  struct live_game {
    const games::match *match;
    std::uint64_t match_serial;
    std::span<const wall_clock::time_point> action_times;
  };

  // Moves the trailing game as far as the delay allows at `now` and returns
  // the spectators' patch, or null when they saw no change. `inputs` is the
  // players' room part.
  frame_ptr publish(const room_part_inputs &inputs, const live_game &live,
                    wall_clock::time_point now);
  // The spectators' `state` message, as last published.
  std::string state(const json &id, const room_part_inputs &live_inputs) const;
  // When the next action the spectators have not seen comes due; none with a
  // delay in actions (the players' next action moves it) or with nothing
  // left to show.
  std::optional<wall_clock::time_point> next_due(const live_game &live) const;

  std::uint64_t version() const { return documents_.channel(spectator_class_).version(); }
  // How many of the game's actions the spectators' document shows.
  std::size_t shown() const { return trailing_ ? trailing_->history().size() : 0; }

private:
  // How many of the live game's actions the spectators may see at `now`.
  std::size_t visible(const live_game &live, wall_clock::time_point now) const;
  // The room part as the spectators see it: the players' one, with the game's
  // progress (status, awaited seats) taken from the trailing game and no
  // clock, whose deadline belongs to the players' present.
  room_part_inputs inputs_for_spectators(const room_part_inputs &live) const;
  const games::match *trailing() const { return trailing_ ? &*trailing_ : nullptr; }

  spectator_delay delay_;
  int spectator_class_;
  room_documents documents_;
  std::optional<games::match> trailing_;
  std::uint64_t trailing_serial_ = 0; // which of the room's games it trails
};

} // namespace tavern::server
