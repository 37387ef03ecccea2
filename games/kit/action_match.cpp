#include "action_match.hpp"

namespace tavern::games::kit {

namespace {

bool same_value(const json &sent, const json &legal) {
  switch (legal.type()) {
  case json::value_t::string:
    return sent.is_string() &&
           sent.get_ref<const std::string &>() == legal.get_ref<const std::string &>();
  case json::value_t::number_integer:
  case json::value_t::number_unsigned:
    return sent.is_number_integer() && sent == legal;
  case json::value_t::boolean:
    return sent.is_boolean() && sent == legal;
  case json::value_t::array:
    if (!sent.is_array() || sent.size() != legal.size())
      return false;
    for (std::size_t i = 0; i < legal.size(); ++i)
      if (!same_value(sent[i], legal[i]))
        return false;
    return true;
  case json::value_t::object:
    if (!sent.is_object() || sent.size() != legal.size())
      return false;
    for (auto it = legal.begin(); it != legal.end(); ++it) {
      const auto found = sent.find(it.key());
      if (found == sent.end() || !same_value(*found, *it))
        return false;
    }
    return true;
  default:
    return false;
  }
}

} // namespace

bool matches_action(const json &sent, const json &legal) {
  std::size_t fields = 0;
  for (auto it = sent.begin(); it != sent.end(); ++it) {
    if (it.key() == "label")
      continue;
    ++fields;
    const auto found = legal.find(it.key());
    if (found == legal.end() || !same_value(*it, *found))
      return false;
  }
  return fields + 1 == legal.size(); // the legal action also has its label
}

} // namespace tavern::games::kit
