#pragma once
// What one viewer may see, written field by field from an allow-list.
#include "table.hpp"

namespace tavern::games::coltexpress {

// Split for the server's fan-out (engine.hpp): what every viewer sees alike,
// and the keys that depend on `viewer`. view(v) is their join.
json build_public_view(const table &t);

// The public view in sections that change at different paces, so that the
// server rebuilds and diffs only those that moved (state.hpp gives each the
// table members it is built from): the phase, round and scores; the turn
// under way; the train with the bandits; the players' cards and the pile.
enum class view_section { game, turn, train, cards };
inline constexpr int view_section_count = 4;
json build_public_section(const table &t, view_section section);
json build_private_view(const table &t, int viewer);
// Everything build_private_view(t, viewer) reads, flattened: equal
// signatures build equal views, so the view is rebuilt only when it moves.
std::vector<int> private_signature(const table &t, int viewer);
json card_json(const table &t, int id);

} // namespace tavern::games::coltexpress
