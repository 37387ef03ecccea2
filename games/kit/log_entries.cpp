#include "log_entries.hpp"

namespace tavern::games::kit {

namespace {
json make_entry(const std::string &text, std::vector<int> seats, std::string_view event,
                json fields) {
  json e = std::move(fields);
  e["text"] = text;
  e["seats"] = std::move(seats);
  e["event"] = event;
  return e;
}
} // namespace

void log_public(game_log &log, const std::string &text, std::vector<int> seats,
                std::string_view event, json fields) {
  log.push_back({make_entry(text, std::move(seats), event, std::move(fields)), {}, {}});
}

int log_private(game_log &log, int seat, const std::string &text, std::string_view event,
                json fields) {
  log.push_back({make_entry(text, {seat}, event, std::move(fields)), {seat}, {}});
  return static_cast<int>(log.size()) - 1;
}

} // namespace tavern::games::kit
