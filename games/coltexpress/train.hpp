#pragma once
// The train: where bandits and the Marshal may go, who can be shot or
// punched, bullets, loot, the log, and the round cards' events.
#include "table.hpp"

#include <string>
#include <vector>

namespace tavern::games::coltexpress {

// A public log entry: {"text", "seats", "event"} plus `fields`.
void log_public(table &t, const std::string &text, std::vector<int> seats, std::string_view event,
                json fields = json::object());

// "Belle ({k})", adding the bandit's seat to `seats` so {k} names its player.
std::string bandit_ref(const table &t, int b, std::vector<int> &seats);
std::string car_name(const table &t, int car);
std::string spot_name(const table &t, int car, bool roof);

bandit &bandit_at(table &t, int b);
const bandit &bandit_at(const table &t, int b);
std::vector<int> &floor_of(table &t, int car, bool roof);
const std::vector<int> &floor_of(const table &t, int car, bool roof);

// Puts a bandit in a spot; inside the Marshal's car he flees to the roof at
// once and takes a neutral bullet.
void place_bandit(table &t, int b, int car, bool roof);
void move_marshal(table &t, int car);
void give_neutral_bullet(table &t, int b);
void fire_at(table &t, int shooter, int target);

std::vector<int> move_destinations(const table &t, int b);
std::vector<int> marshal_destinations(const table &t);
std::vector<int> fire_targets(const table &t, int b);
std::vector<int> punch_targets(const table &t, int b);
std::vector<int> push_destinations(const table &t, int victim);
// Loot kinds lying in a bandit's spot.
std::vector<loot_kind> loot_kinds_at(const table &t, int car, bool roof);
int first_loot_of(const std::vector<int> &ids, const table &t, loot_kind k);
// The victim's loot a punch may knock loose: (kind, slot among his purses).
std::vector<std::pair<loot_kind, int>> punch_loot_options(const table &t, int victim);
int loot_for_option(const table &t, int victim, loot_kind k, int slot);
void take_loot(table &t, int b, int id);

// The round card's event, after Stealin'. Pickpocketing only queues the
// bandits who may take a purse.
void run_event(table &t);

} // namespace tavern::games::coltexpress
