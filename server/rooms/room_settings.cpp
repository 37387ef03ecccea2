#include "room_settings.hpp"
#include "json/json_object.hpp"

#include "games/options.hpp"

namespace tavern::server {

using games::json;

json room_settings::to_json() const {
  return json_object("spectators", spectators, "turnSeconds", turn_seconds, "absentSeconds",
                     absent_seconds, "public", listed, "chat", chat, "spectatorDelay", delay.amount,
                     "spectatorDelayUnit", delay.in_seconds() ? "seconds" : "actions");
}

const std::vector<games::option_descriptor> &room_setting_descriptors() {
  static const std::vector<games::option_descriptor> descriptors = {
      {"spectators", "bool", nullptr, true, "Allow people to watch the game"},
      {"turnSeconds", "int", json_object("min", 0, "max", 3600), 0,
       "Seconds per turn before a default move is played for you (0: no clock)"},
      {"absentSeconds", "int", json_object("min", 0, "max", 3600), 120,
       "Seconds a disconnected player may be away before a bot plays for him (0: never)"},
      {"public", "bool", nullptr, false, "List the room for anyone to join"},
      {"chat", "bool", nullptr, true, "Allow chat in the room"},
      {"spectatorDelay", "int", json_object("min", 0, "max", 3600), 0,
       "How many actions (or seconds) behind the players spectators watch (0: live)"},
      {"spectatorDelayUnit", "enum", json::array({"actions", "seconds"}), "actions",
       "Whether the spectator delay counts actions or seconds"},
  };
  return descriptors;
}

std::variant<room_settings, games::game_error> parse_room_settings(const json &raw) {
  auto normalized = games::normalize_options(room_setting_descriptors(), raw);
  if (auto *err = std::get_if<games::game_error>(&normalized)) {
    err->message = "room settings: " + err->message;
    return *err;
  }
  const json &s = std::get<json>(normalized);
  room_settings out;
  out.spectators = s["spectators"].get<bool>();
  out.turn_seconds = s["turnSeconds"].get<int>();
  out.absent_seconds = s["absentSeconds"].get<int>();
  out.listed = s["public"].get<bool>();
  out.chat = s["chat"].get<bool>();
  out.delay.amount = s["spectatorDelay"].get<int>();
  out.delay.in = s["spectatorDelayUnit"].get<std::string>() == "seconds"
                     ? spectator_delay::unit::seconds
                     : spectator_delay::unit::actions;
  return out;
}

} // namespace tavern::server
