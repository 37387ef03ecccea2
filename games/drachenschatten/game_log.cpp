#include "game_log.hpp"

namespace tavern::games::drachenschatten {

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

void log_public(table &t, const std::string &text, std::vector<int> seats, std::string_view event,
                json fields) {
  t.log.push_back({make_entry(text, std::move(seats), event, std::move(fields)), {}, {}});
}

void log_private(table &t, int seat, const std::string &text, std::string_view event, json fields) {
  t.log.push_back({make_entry(text, {seat}, event, std::move(fields)), {seat}, {}});
}

} // namespace tavern::games::drachenschatten
