#include "action_match.hpp"

namespace tavern::games::kit {

namespace {

bool same_value(const json &sent, const json &legal) {
  if (legal.is_string())
    return sent.is_string() &&
           sent.get_ref<const std::string &>() == legal.get_ref<const std::string &>();
  if (legal.is_number_integer())
    return sent.is_number_integer() && sent == legal;
  return false;
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
