#include "action_match.hpp"

namespace tavern::games::kit {

namespace {

bool same_compound(const json &sent, const json &legal);

// Strings and integers inline: nearly every field offered is one of them.
inline bool same_value(const json &sent, const json &legal) {
  if (legal.is_string())
    return sent.is_string() &&
           sent.get_ref<const std::string &>() == legal.get_ref<const std::string &>();
  if (legal.is_number_integer())
    return sent.is_number_integer() && sent == legal;
  return same_compound(sent, legal);
}

bool same_elements(const json &sent, const json &legal) {
  if (sent.size() != legal.size())
    return false;
  for (std::size_t i = 0; i < legal.size(); ++i)
    if (!same_value(sent[i], legal[i]))
      return false;
  return true;
}

bool same_fields(const json &sent, const json &legal) {
  if (sent.size() != legal.size())
    return false;
  for (auto it = legal.begin(); it != legal.end(); ++it) {
    const auto found = sent.find(it.key());
    if (found == sent.end() || !same_value(*found, *it))
      return false;
  }
  return true;
}

// Booleans, and arrays or objects of offered values.
bool same_compound(const json &sent, const json &legal) {
  if (legal.is_boolean())
    return sent.is_boolean() && sent == legal;
  if (legal.is_array())
    return sent.is_array() && same_elements(sent, legal);
  if (legal.is_object())
    return sent.is_object() && same_fields(sent, legal);
  return false;
}

} // namespace

bool is_presentation(std::string_view key) {
  for (std::string_view field : presentation_fields)
    if (key == field)
      return true;
  return false;
}

void strip_presentation(json &action) {
  if (action.is_object())
    for (std::string_view field : presentation_fields)
      action.erase(std::string(field));
}

bool matches_action(const json &sent, const json &legal) {
  std::size_t fields = 0;
  for (auto it = sent.begin(); it != sent.end(); ++it) {
    if (is_presentation(it.key()))
      continue;
    ++fields;
    const auto found = legal.find(it.key());
    if (found == legal.end() || !same_value(*it, *found))
      return false;
  }
  // The legal action may carry its presentation fields, or be written without them.
  std::size_t words = 0;
  for (std::string_view key : presentation_fields)
    words += legal.contains(key) ? 1 : 0;
  return fields + words == legal.size();
}

} // namespace tavern::games::kit
