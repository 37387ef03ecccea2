#pragma once
// The DrachenSchatten deck as one data table. The printed rules do not list the
// cards; this reconstruction (see RULES.md) uses every item/symbol pairing the
// rules name, and replacing a row here is all it takes to change the deck.
#include <array>
#include <cstdint>
#include <string_view>

namespace tavern::games::drachenschatten {

enum class row : std::uint8_t { village, cave };
enum class kind : std::uint8_t { item, dragon, hydra, treasure };
enum class item : std::uint8_t {
  torch,
  boots,
  sword,
  shield,
  helmet,
  potion,
  key,
  wand,
  gem,
  book,
  none
};
inline constexpr int item_type_count = 10;
enum class symbol : std::uint8_t {
  look1,
  look2,
  look3,
  reveal,
  protect_dragon,
  protect_hydra,
  restore,
  swap,
  steal,
  destroy,
  decay,
  none
};

struct card_row {
  row where;
  kind k;
  item it;
  symbol sym;
  int count;
};

// clang-format off
inline constexpr std::array<card_row, 22> card_table{{
  // Village: 32 items.
  {row::village, kind::item, item::torch,  symbol::look1,          3},
  {row::village, kind::item, item::torch,  symbol::look2,          2},
  {row::village, kind::item, item::torch,  symbol::look3,          1},
  {row::village, kind::item, item::boots,  symbol::reveal,         5},
  {row::village, kind::item, item::sword,  symbol::protect_dragon, 3},
  {row::village, kind::item, item::sword,  symbol::protect_hydra,  2},
  {row::village, kind::item, item::shield, symbol::protect_dragon, 5},
  {row::village, kind::item, item::helmet, symbol::protect_dragon, 4},
  {row::village, kind::item, item::potion, symbol::protect_hydra,  4},
  {row::village, kind::item, item::key,    symbol::restore,        3},
  // Caves: 32 cards.
  {row::cave,    kind::dragon,   item::none, symbol::none,         8},
  {row::cave,    kind::hydra,    item::none, symbol::none,         2},
  {row::cave,    kind::treasure, item::none, symbol::none,         7},
  {row::cave,    kind::item, item::wand,   symbol::reveal,         2},
  {row::cave,    kind::item, item::wand,   symbol::swap,           1},
  {row::cave,    kind::item, item::wand,   symbol::steal,          2},
  {row::cave,    kind::item, item::wand,   symbol::decay,          1},
  {row::cave,    kind::item, item::gem,    symbol::swap,           3},
  {row::cave,    kind::item, item::book,   symbol::destroy,        3},
  {row::cave,    kind::item, item::sword,  symbol::swap,           1},
  {row::cave,    kind::item, item::sword,  symbol::destroy,        1},
  {row::cave,    kind::item, item::sword,  symbol::decay,          1},
}};
// clang-format on

struct item_row {
  item it;
  std::string_view key;
  std::string_view name;
};
inline constexpr std::array<item_row, item_type_count> item_table{{
    {item::torch, "torch", "Torch"},
    {item::boots, "boots", "Boots"},
    {item::sword, "sword", "Sword"},
    {item::shield, "shield", "Shield"},
    {item::helmet, "helmet", "Helmet"},
    {item::potion, "potion", "Magic potion"},
    {item::key, "key", "Key"},
    {item::wand, "wand", "Magic wand"},
    {item::gem, "gem", "Gem"},
    {item::book, "book", "Magic book"},
}};

struct symbol_row {
  symbol sym;
  std::string_view key;
  std::string_view name;
};
inline constexpr std::array<symbol_row, 11> symbol_table{{
    {symbol::look1, "look1", "look at 1 card"},
    {symbol::look2, "look2", "look at 2 cards"},
    {symbol::look3, "look3", "look at 3 cards"},
    {symbol::reveal, "reveal", "reveal a card"},
    {symbol::protect_dragon, "protectDragon", "protection against dragons"},
    {symbol::protect_hydra, "protectHydra", "protection against hydras"},
    {symbol::restore, "restore", "restore an item"},
    {symbol::swap, "swap", "swap an item"},
    {symbol::steal, "steal", "steal an item"},
    {symbol::destroy, "destroy", "destroy an item"},
    {symbol::decay, "decay", "decay"},
}};

} // namespace tavern::games::drachenschatten
