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

void log_public(game_log &log, const phrasebook &book, const message &m, std::vector<int> seats,
                std::string_view event, json fields) {
  const std::string text = english(book, m, {&seats});
  fields["msg"] = m.to_json();
  log_public(log, text, std::move(seats), event, std::move(fields));
}

int log_private(game_log &log, const phrasebook &book, int seat, const message &m,
                std::string_view event, json fields) {
  const std::vector<int> seats{seat};
  const std::string text = english(book, m, {&seats});
  fields["msg"] = m.to_json();
  return log_private(log, seat, text, event, std::move(fields));
}

} // namespace tavern::games::kit
