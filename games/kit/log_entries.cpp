#include "log_entries.hpp"

namespace tavern::games::kit {

namespace {
json make_entry(std::string text, std::vector<int> seats, std::string_view event, json fields) {
  json e = std::move(fields);
  e["text"] = std::move(text);
  e["seats"] = std::move(seats);
  e["event"] = event;
  return e;
}
} // namespace

void log_public(game_log &log, std::string text, std::vector<int> seats, std::string_view event,
                json fields) {
  log.push_back({make_entry(std::move(text), std::move(seats), event, std::move(fields)), {}, {}});
}

int log_private(game_log &log, int seat, std::string text, std::string_view event, json fields) {
  log.push_back({make_entry(std::move(text), {seat}, event, std::move(fields)), {seat}, {}});
  return static_cast<int>(log.size()) - 1;
}

void log_public(game_log &log, const phrasebook &book, message m, std::vector<int> seats,
                std::string_view event, json fields) {
  std::string text = english(book, m, {&seats});
  fields["msg"] = std::move(m).to_json();
  log_public(log, std::move(text), std::move(seats), event, std::move(fields));
}

int log_private(game_log &log, const phrasebook &book, int seat, message m, std::string_view event,
                json fields) {
  const std::vector<int> seats{seat};
  std::string text = english(book, m, {&seats});
  fields["msg"] = std::move(m).to_json();
  return log_private(log, seat, std::move(text), event, std::move(fields));
}

int log_private(game_log &log, const phrasebook &book, int seat, std::vector<int> seats, message m,
                std::string_view event, json fields) {
  std::string text = english(book, m, {&seats});
  fields["msg"] = std::move(m).to_json();
  log.push_back(
      {make_entry(std::move(text), std::move(seats), event, std::move(fields)), {seat}, {}});
  return static_cast<int>(log.size()) - 1;
}

} // namespace tavern::games::kit
