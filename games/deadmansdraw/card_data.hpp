#pragma once
// The card and trait tables of Dead Man's Draw. Everything about a card that
// is data rather than rules is here; change a value or a text in one place.
#include "cards.hpp"

#include <array>
#include <string_view>

namespace tavern::games::deadmansdraw {

struct suit_row {
  suit id;
  std::string_view key;
  std::string_view name;
  int low, high;                 // the values of the six cards
  int variant_low, variant_high; // the same with the Mermaid variant
  std::string_view ability;
};

// clang-format off
inline constexpr std::array<suit_row, suit_count> suit_table{{
  {suit::anchor,  "anchor",  "Anchor",  2, 7, 2, 7, "On a bust you keep the cards placed before the Anchor."},
  {suit::cannon,  "cannon",  "Cannon",  2, 7, 2, 7, "Discard the top card of one suit stack of an opponent."},
  {suit::chest,   "chest",   "Chest",   2, 7, 2, 7, "Banked together with a Key: bonus cards from the discard pile."},
  {suit::hook,    "hook",    "Hook",    2, 7, 2, 7, "Place the top card of one of your own suit stacks in the play area."},
  {suit::key,     "key",     "Key",     2, 7, 2, 7, "Banked together with a Chest: bonus cards from the discard pile."},
  {suit::kraken,  "kraken",  "Kraken",  2, 7, 2, 7, "Two more cards must be placed before you may bank."},
  {suit::map,     "map",     "Map",     2, 7, 2, 7, "Shuffle the discard pile, reveal three cards, place one of them."},
  {suit::mermaid, "mermaid", "Mermaid", 4, 9, 2, 7, "No ability (variant: move a card after the Mermaid and resolve it again)."},
  {suit::oracle,  "oracle",  "Oracle",  2, 7, 2, 7, "Reveal the top card of the draw pile; draw it or bank."},
  {suit::sword,   "sword",   "Sword",   2, 7, 2, 7, "Place the top card of an opponent's stack of a suit you do not have."},
}};
// clang-format on

struct trait_row {
  trait id;
  std::string_view key;
  std::string_view name;
  bool mermaid_variant_only; // the Siren ("Mermaid gem") joins only in the variant
  std::string_view effect;
};

// clang-format off
inline constexpr std::array<trait_row, trait_count> trait_table{{
  {trait::safe_harbor,       "safeHarbor",      "Safe Harbor",        false, "Anchor: the Anchor and the two cards after it are kept on a bust."},
  {trait::master_gunner,     "masterGunner",    "Master Gunner",      false, "Cannon: your Cannon discards a whole suit stack."},
  {trait::misfire,           "misfire",         "Misfire",            false, "Cannon: an opponent who places a Cannon loses the top card of one of their stacks."},
  {trait::scavenger,         "scavenger",       "Scavenger",          false, "Cannon: the card your Cannon removes goes to your bank."},
  {trait::captains_hook,     "captainsHook",    "Captain's Hook",     false, "Hook: your Hook brings two cards from your bank."},
  {trait::miser,             "miser",           "Miser",              false, "Hook: the Hook and the next card are kept on a bust."},
  {trait::plunderer,         "plunderer",       "Plunderer",          false, "Key & Chest: your bonus comes from one opponent's bank."},
  {trait::treasure_hunter,   "treasureHunter",  "Treasure Hunter",    false, "Key & Chest: your bonus is tripled (revised: doubled)."},
  {trait::beastmaster,       "beastmaster",     "Beastmaster",        false, "Kraken: opponents must place four cards instead of two."},
  {trait::fisherman,         "fisherman",       "Fisherman",          false, "Kraken: your Krakens are banked at once and force no draws."},
  {trait::navigator,         "navigator",       "Navigator",          false, "Map: take any card of the discard pile."},
  {trait::casanova,          "casanova",        "Casanova",           false, "Mermaid: your Mermaids are banked at once (variant: the card your Mermaid chooses is)."},
  {trait::golden_scales,     "goldenScales",    "Golden Scales",      false, "Mermaid: your Mermaid stack scores 5 more."},
  {trait::mystic,            "mystic",          "Mystic",             false, "Oracle: your Oracle reveals three cards."},
  {trait::parry,             "parry",           "Parry",              false, "Sword: an opponent's Sword may only steal a Kraken."},
  {trait::swordsman,         "swordsman",       "Swordsman",          false, "Sword: your Sword may steal from any stack."},
  {trait::davy_jones_locker, "davyJonesLocker", "Davy Jones' Locker", false, "The cards an opponent busts go to your bank."},
  {trait::siren,             "siren",           "Siren",              true,  "Mermaid: you bank the card an opponent's Mermaid chooses."},
}};
// clang-format on

} // namespace tavern::games::deadmansdraw
