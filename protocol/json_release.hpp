#pragma once
// Frees a JSON tree cheaply. nlohmann's destructor moves the children of every
// non-empty object or array into a heap-allocated stack before freeing them
// (to bound recursion on deep documents from outside); for the many small,
// shallow trees that views, diffs and patches go through, that stack is most
// of the cost. Emptying a tree children first leaves only empty containers
// to destroy. Only for trees whose depth the program controls: documents it
// built, or ones already checked against a depth limit.
#include "json/json_value.hpp"

namespace tavern::protocol {

// Empties `value` (its objects and arrays, children first); `value` keeps its
// type, as an empty container.
void release_tree(tavern::json &value);

// Replaces `target` with `source`, releasing what `target` held first.
void replace_tree(tavern::json &target, tavern::json &&source);

} // namespace tavern::protocol
