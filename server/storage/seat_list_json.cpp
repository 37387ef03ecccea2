#include "seat_list_json.hpp"

namespace tavern::server {

tavern::json seat_list_to_json(const std::vector<seat_record> &seats) {
  tavern::json out = tavern::json::array();
  for (const auto &s : seats)
    out.push_back(
        {{"taken", s.taken}, {"name", s.name}, {"tokenHash", s.token_hash}, {"bot", s.bot}});
  return out;
}

std::vector<seat_record> seat_list_from_json(const tavern::json &j) {
  std::vector<seat_record> out;
  for (const auto &s : j)
    out.push_back({s.at("taken").get<bool>(), s.at("name").get<std::string>(),
                   s.at("tokenHash").get<std::string>(), s.at("bot").get<bool>()});
  return out;
}

} // namespace tavern::server
