#pragma once
// The vocabulary of Dead Man's Draw: suits, loot cards and pirate traits, and
// the lookups between them and their JSON names. The data itself (values,
// names, effects) lives in card_data.hpp.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tavern::games::deadmansdraw {

enum class suit : std::uint8_t {
  anchor,
  cannon,
  chest,
  hook,
  key,
  kraken,
  map,
  mermaid,
  oracle,
  sword
};
inline constexpr int suit_count = 10;

// A loot card is its suit and value and nothing else: the party game's two
// copies of a card are interchangeable, and no id can hint at draw order.
struct card {
  suit s = suit::anchor;
  int value = 0;
  friend bool operator==(const card &, const card &) = default;
};

enum class trait : std::uint8_t {
  safe_harbor,
  master_gunner,
  misfire,
  scavenger,
  captains_hook,
  miser,
  plunderer,
  treasure_hunter,
  beastmaster,
  fisherman,
  navigator,
  casanova,
  golden_scales,
  mystic,
  parry,
  swordsman,
  davy_jones_locker,
  siren,
};
inline constexpr int trait_count = 18;

inline int index_of(suit s) {
  return static_cast<int>(s);
}
inline suit suit_at(int index) {
  return static_cast<suit>(index);
}

std::string_view suit_key(suit s);  // "kraken": the JSON name
std::string_view suit_name(suit s); // "Kraken": for people
std::optional<suit> parse_suit(std::string_view key);
std::string card_name(card c); // "Kraken 5"

std::string_view trait_key(trait t); // "davyJonesLocker"
std::string_view trait_name(trait t);
std::string_view trait_effect(trait t);
std::optional<trait> parse_trait(std::string_view key);

// Suit order first, then value: a canonical order for lists whose order must
// carry no information (Navigator's view of the discard pile).
bool card_less(card a, card b);

// One copy of the loot deck (60 cards) and of the trait cards (17, or 18 with
// the Mermaid variant's Siren).
std::vector<card> loot_deck(bool mermaid_variant);
std::vector<trait> trait_deck(bool mermaid_variant);

// The lowest card of its suit: these start in the discard pile.
bool starts_in_discard(card c, bool mermaid_variant);

} // namespace tavern::games::deadmansdraw
