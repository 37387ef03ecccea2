#pragma once
// The pieces of an action's fields and labels, shared by the enumeration of
// the legal actions and by carrying them out.
#include "phrases.hpp"
#include "table.hpp"

#include <string>
#include <vector>

namespace tavern::games::midevil {

json colours_fields(json a, const colours &c);
colours colours_of(const json &a);
int colour_from(const std::string &key);
// One id per card type in a hand, so identical cards give one action each.
std::vector<int> distinct_cards(const std::vector<int> &hand);
std::vector<pos> adjacent_tiles(const table &t, pos tile);

} // namespace tavern::games::midevil
