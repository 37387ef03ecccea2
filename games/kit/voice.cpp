#include "voice.hpp"

namespace tavern::games::kit {

void voice::log_public(game_log &log, message m, std::vector<int> seats, std::string_view event,
                       json fields) const {
  kit::log_public(log, book(), std::move(m), std::move(seats), event, std::move(fields));
}

int voice::log_private(game_log &log, int seat, message m, std::string_view event,
                       json fields) const {
  return kit::log_private(log, book(), seat, std::move(m), event, std::move(fields));
}

int voice::log_private(game_log &log, int seat, std::vector<int> seats, message m,
                       std::string_view event, json fields) const {
  return kit::log_private(log, book(), seat, std::move(seats), std::move(m), event,
                          std::move(fields));
}

void voice::label(json &action, message m) const {
  label_action(action, book(), std::move(m));
}

void voice::reason(game_result &result, message m) const {
  give_reason(result, book(), std::move(m));
}

} // namespace tavern::games::kit
