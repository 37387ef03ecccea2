#include "refusals.hpp"

#include "action_match.hpp"

namespace tavern::games::kit {

game_error illegal_action(std::string message) {
  return {std::string(error_codes::illegal_action), std::move(message)};
}

game_error not_your_turn(std::string message) {
  return {std::string(error_codes::not_your_turn), std::move(message)};
}

game_error seat_outside_game(int seat) {
  return not_your_turn(seat == spectator ? "spectators cannot act"
                                         : "seat " + std::to_string(seat) + " is not in this game");
}

std::variant<std::string, game_error> action_type(const json &action, std::string_view example) {
  if (!action.is_object())
    return illegal_action("an action must be a JSON object with a \"type\", such as " +
                          std::string(example));
  const auto type_it = action.find("type");
  if (type_it == action.end() || !type_it->is_string())
    return illegal_action("an action needs a string field \"type\"");
  return type_it->get<std::string>();
}

namespace {
std::string type_of_value(const json &v) {
  return v.is_string() ? "a string" : v.is_number_integer() ? "an integer" : "a value";
}
} // namespace

game_error explain_mismatch(const json &action, const json &offered, const std::string &type) {
  json templ;
  for (const auto &l : offered)
    if (l["type"] == type) {
      templ = l;
      break;
    }
  for (auto it = action.begin(); it != action.end(); ++it)
    if (!is_presentation(it.key()) && !templ.contains(it.key()))
      return illegal_action("unknown field '" + it.key() + "' in a '" + type + "' action");
  for (auto it = templ.begin(); it != templ.end(); ++it) {
    if (is_presentation(it.key()))
      continue;
    const auto sent = action.find(it.key());
    if (sent == action.end())
      return illegal_action("a '" + type + "' action needs the field '" + it.key() + "'");
    const bool same_kind = it->is_string() ? sent->is_string() : sent->is_number_integer();
    if (!same_kind)
      return illegal_action("the field '" + it.key() + "' must be " + type_of_value(*it));
  }
  std::string shown_labels;
  int shown = 0;
  for (const auto &l : offered)
    if (l["type"] == type && shown++ < 6)
      shown_labels += (shown_labels.empty() ? "" : "; ") + l["label"].get<std::string>();
  return illegal_action("this '" + type + "' choice is not offered now (offered: " + shown_labels +
                        ")");
}

} // namespace tavern::games::kit
