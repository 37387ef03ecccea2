#include "game_log.hpp"

namespace tavern::games::deadmansdraw {

json card_json(card c) {
  // Member by member: cards are built for every log entry and view after
  // every action, and an initializer list costs several times as much.
  json out = json::object();
  out["suit"] = suit_key(c.s);
  out["value"] = c.value;
  return out;
}

json cards_json(const std::vector<card> &cards) {
  json out = json::array();
  for (const card &c : cards)
    out.push_back(card_json(c));
  return out;
}

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

int log_private(table &t, int seat, const std::string &text, std::string_view event, json fields) {
  t.log.push_back({make_entry(text, {seat}, event, std::move(fields)), {seat}, {}});
  return static_cast<int>(t.log.size()) - 1;
}

std::string count_text(int n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

} // namespace tavern::games::deadmansdraw
