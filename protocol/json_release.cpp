#include "json_release.hpp"

namespace tavern::protocol {

using json = tavern::json;

void release_tree(json &value) {
  if (value.is_object()) {
    auto &object = value.get_ref<json::object_t &>();
    for (auto &member : object)
      release_tree(member.second);
    object.clear();
  } else if (value.is_array()) {
    auto &array = value.get_ref<json::array_t &>();
    for (auto &element : array)
      release_tree(element);
    array.clear();
  }
}

void replace_tree(json &target, json &&source) {
  release_tree(target);
  target = std::move(source);
}

} // namespace tavern::protocol
