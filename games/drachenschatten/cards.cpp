#include "cards.hpp"

#include "json/json_object.hpp"

namespace tavern::games::drachenschatten {

namespace {
std::vector<card_info> expand() {
  std::vector<card_info> out;
  for (row r : {row::village, row::cave})
    for (const card_row &c : card_table)
      if (c.where == r)
        for (int i = 0; i < c.count; ++i)
          out.push_back({c.where, c.k, c.it, c.sym});
  return out;
}
} // namespace

const std::vector<card_info> &deck() {
  static const std::vector<card_info> cards = expand();
  return cards;
}

const card_info &info(int id) {
  return deck()[static_cast<std::size_t>(id)];
}

std::string_view item_key(item it) {
  for (const auto &r : item_table)
    if (r.it == it)
      return r.key;
  return "";
}
std::string_view item_name(item it) {
  for (const auto &r : item_table)
    if (r.it == it)
      return r.name;
  return "";
}
std::string_view symbol_key(symbol s) {
  for (const auto &r : symbol_table)
    if (r.sym == s)
      return r.key;
  return "";
}
std::string_view symbol_name(symbol s) {
  for (const auto &r : symbol_table)
    if (r.sym == s)
      return r.name;
  return "";
}
std::string_view kind_key(kind k) {
  switch (k) {
  case kind::item:
    return "item";
  case kind::dragon:
    return "dragon";
  case kind::hydra:
    return "hydra";
  case kind::treasure:
    return "treasure";
  }
  return "";
}

bool is_creature(int id) {
  const kind k = info(id).k;
  return k == kind::dragon || k == kind::hydra;
}

namespace {
std::string name_of(const card_info &c) {
  switch (c.k) {
  case kind::dragon:
    return "Dragon";
  case kind::hydra:
    return "Hydra";
  case kind::treasure:
    return "Treasure";
  case kind::item:
    break;
  }
  return std::string(item_name(c.it)) + " (" + std::string(symbol_name(c.sym)) + ")";
}
} // namespace

// Named once per card: every view names every card it shows, and every label
// the cards it speaks of.
const std::string &card_name(int id) {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const card_info &c : deck())
      out.push_back(name_of(c));
    return out;
  }();
  return names[static_cast<std::size_t>(id)];
}

json card_json(int id) {
  const card_info &c = info(id);
  if (c.k == kind::item)
    return json_object("id", id, "item", item_key(c.it), "kind", kind_key(c.k), "name",
                       card_name(id), "symbol", symbol_key(c.sym));
  return json_object("id", id, "kind", kind_key(c.k), "name", card_name(id));
}

int look_count(symbol s) {
  return s == symbol::look1 ? 1 : s == symbol::look2 ? 2 : s == symbol::look3 ? 3 : 0;
}

bool protects_against(symbol s, kind creature) {
  return (creature == kind::dragon && s == symbol::protect_dragon) ||
         (creature == kind::hydra && s == symbol::protect_hydra);
}

} // namespace tavern::games::drachenschatten
