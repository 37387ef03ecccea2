#pragma once
// Cards as ids into the expanded deck (0..63: the village cards first), and
// their names and JSON form.
#include "card_data.hpp"
#include "games/engine.hpp"

#include <string>
#include <vector>

namespace tavern::games::drachenschatten {

struct card_info {
  row where;
  kind k;
  item it;
  symbol sym;
};

inline constexpr int deck_size = 64;

// The 64 cards in table order; a card id is an index into it.
const std::vector<card_info> &deck();
const card_info &info(int id);

std::string_view item_key(item it);
std::string_view item_name(item it);
std::string_view symbol_key(symbol s);
std::string_view symbol_name(symbol s);
std::string_view kind_key(kind k); // "item", "dragon", "hydra", "treasure"

bool is_creature(int id);
// A name for people: "Sword (swap)", "Dragon", "Treasure".
const std::string &card_name(int id);
// {"id", "kind", "item", "symbol", "name"} (item and symbol only for items).
json card_json(int id);

int look_count(symbol s); // 1..3 for a torch, 0 otherwise
bool protects_against(symbol s, kind creature);

} // namespace tavern::games::drachenschatten
