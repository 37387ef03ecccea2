#pragma once
// Setting up a game: the decks, the traits dealt and chosen, Davy Jones'
// Locker's target, and the first turn.
#include "table.hpp"

namespace tavern::games::deadmansdraw {

table new_table(const rules_config &rules, std::uint64_t seed);
void choose_trait(table &t, int seat, trait chosen);
// The seat that must now pick its Davy Jones' Locker target, if any.
std::optional<int> locker_chooser(const table &t);
void choose_locker(table &t, int owner, int target);

} // namespace tavern::games::deadmansdraw
