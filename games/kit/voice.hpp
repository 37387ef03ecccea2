#pragma once
// How a game speaks: its phrasebook bound once, so that each log entry, label
// and result in the game's rules is written as a message and nothing more.
// A game declares one, `inline constexpr kit::voice say{&english_phrases};`,
// and writes `say.log_public(log, {"game.log.key", {...}}, seats, "event")`.
#include "log_entries.hpp"
#include "messages.hpp"

#include <string_view>
#include <vector>

namespace tavern::games::kit {

class voice {
public:
  using book_source = const phrasebook &(*)();
  explicit constexpr voice(book_source book) : book_(book) {}

  const phrasebook &book() const { return book_(); }

  // Log entries (log_entries.hpp), said with this game's phrases.
  void log_public(game_log &log, message m, std::vector<int> seats, std::string_view event,
                  json fields = json::object()) const;
  int log_private(game_log &log, int seat, message m, std::string_view event,
                  json fields = json::object()) const;
  int log_private(game_log &log, int seat, std::vector<int> seats, message m,
                  std::string_view event, json fields = json::object()) const;

  // A legal action's `label` and `msg`; a result's `reason` and `msg`.
  void label(json &action, message m) const;
  void reason(game_result &result, message m) const;

private:
  book_source book_;
};

} // namespace tavern::games::kit
