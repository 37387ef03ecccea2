#pragma once
// Setup and character choice: the table, then each seat's character in
// turn, then the train boarded and round 1 dealt.
#include "table.hpp"

#include <cstdint>

namespace tavern::games::coltexpress {

table new_table(const rules_config &rules, std::uint64_t seed);
void choose_character(table &t, int seat, character c);
// `action` is one of the seat's legal character actions.
void apply_choose_action(table &t, int seat, const json &action);

} // namespace tavern::games::coltexpress
