#include "cards.hpp"

#include "card_data.hpp"

namespace tavern::games::deadmansdraw {

namespace {
const suit_row &row(suit s) {
  return suit_table[static_cast<std::size_t>(index_of(s))];
}
const trait_row &row(trait t) {
  return trait_table[static_cast<std::size_t>(t)];
}
} // namespace

std::string_view suit_key(suit s) {
  return row(s).key;
}
std::string_view suit_name(suit s) {
  return row(s).name;
}

std::optional<suit> parse_suit(std::string_view key) {
  for (const auto &r : suit_table)
    if (r.key == key)
      return r.id;
  return std::nullopt;
}

std::string card_name(card c) {
  return std::string(suit_name(c.s)) + " " + std::to_string(c.value);
}

std::string_view trait_key(trait t) {
  return row(t).key;
}
std::string_view trait_name(trait t) {
  return row(t).name;
}
std::string_view trait_effect(trait t) {
  return row(t).effect;
}

std::optional<trait> parse_trait(std::string_view key) {
  for (const auto &r : trait_table)
    if (r.key == key)
      return r.id;
  return std::nullopt;
}

bool card_less(card a, card b) {
  if (a.s != b.s)
    return index_of(a.s) < index_of(b.s);
  return a.value < b.value;
}

std::vector<card> loot_deck(bool mermaid_variant) {
  std::vector<card> deck;
  for (const auto &r : suit_table) {
    const int low = mermaid_variant ? r.variant_low : r.low;
    const int high = mermaid_variant ? r.variant_high : r.high;
    for (int v = low; v <= high; ++v)
      deck.push_back({r.id, v});
  }
  return deck;
}

std::vector<trait> trait_deck(bool mermaid_variant) {
  std::vector<trait> deck;
  for (const auto &r : trait_table)
    if (mermaid_variant || !r.mermaid_variant_only)
      deck.push_back(r.id);
  return deck;
}

bool starts_in_discard(card c, bool mermaid_variant) {
  return c.value == (mermaid_variant ? row(c.s).variant_low : row(c.s).low);
}

} // namespace tavern::games::deadmansdraw
