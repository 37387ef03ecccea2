#include "delayed_spectators.hpp"

#include <algorithm>

namespace tavern::server {

delayed_spectators::delayed_spectators(const std::string &code, std::string_view game,
                                       const json &options, const room_settings &settings,
                                       int seats, metrics *stats)
    : delay_(settings.delay), spectator_class_(seats),
      documents_(code, game, options, settings, seats, stats, audience::spectators) {}

std::size_t delayed_spectators::visible(const live_game &live, wall_clock::time_point now) const {
  const std::size_t played = live.match->history().size();
  const auto amount = static_cast<std::size_t>(delay_.amount);
  if (!delay_.in_seconds()) {
    // No action comes after the last to push it into view, and once the game
    // is over there is nothing left to whisper.
    if (live.match->state().finished())
      return played;
    return played > amount ? played - amount : 0;
  }
  const auto cutoff = now - std::chrono::seconds(delay_.amount);
  const auto seen = static_cast<std::size_t>(
      std::upper_bound(live.action_times.begin(), live.action_times.end(), cutoff) -
      live.action_times.begin());
  return std::min(seen, played);
}

frame_ptr delayed_spectators::publish(const room_part_inputs &inputs, const live_game &live,
                                      wall_clock::time_point now) {
  if (!live.match) {
    trailing_.reset();
  } else {
    if (!trailing_ || trailing_serial_ != live.match_serial) {
      // A new game (or the first look at this one): replayed from its start,
      // with the seed and options the room's own match started from.
      const bool had_game = trailing_.has_value();
      auto started = games::match::start(live.match->rules(), live.match->options(),
                                         spectator_class_, live.match->seed());
      if (auto *m = std::get_if<games::match>(&started))
        trailing_.emplace(std::move(*m));
      else
        trailing_.reset(); // cannot happen: the room's match started from the same
      trailing_serial_ = live.match_serial;
      if (had_game)
        documents_.restart_logs();
    }
    const auto &history = live.match->history();
    const std::size_t target = visible(live, now);
    while (trailing_ && trailing_->history().size() < target) {
      const auto &next = history[trailing_->history().size()];
      // The room's match accepted this action in this very state.
      if (trailing_->apply(next.seat, next.action))
        break;
    }
  }
  auto patches = documents_.publish(inputs_for_spectators(inputs), trailing(),
                                    trailing_ ? trailing_serial_ : 0);
  return std::move(patches[static_cast<std::size_t>(spectator_class_)]);
}

std::string delayed_spectators::state(const json &id, const room_part_inputs &live_inputs) const {
  return documents_.state(id, spectator_class_, inputs_for_spectators(live_inputs), trailing());
}

std::optional<wall_clock::time_point> delayed_spectators::next_due(const live_game &live) const {
  if (!delay_.in_seconds() || !live.match || !trailing_ || trailing_serial_ != live.match_serial)
    return std::nullopt;
  const std::size_t next = trailing_->history().size();
  if (next >= live.action_times.size())
    return std::nullopt;
  return live.action_times[next] + std::chrono::seconds(delay_.amount);
}

room_part_inputs delayed_spectators::inputs_for_spectators(const room_part_inputs &live) const {
  room_part_inputs in = live;
  if (trailing_) {
    const auto &state = trailing_->state();
    in.status = state.finished() ? room_status::finished : room_status::playing;
    in.awaiting = state.finished() ? std::vector<int>{} : state.awaiting();
    in.delayed_at = trailing_->history().size();
  }
  for (auto &seat : in.seats)
    seat.deadline.reset();
  return in;
}

} // namespace tavern::server
