#include "table.hpp"

#include <algorithm>
#include <set>

namespace tavern::games::drachenschatten {

std::string pile_id(int pile) {
  return (pile < piles_per_row ? "v" : "c") + std::to_string(pile % piles_per_row + 1);
}

std::string pile_name(int pile) {
  return (pile < piles_per_row ? "village pile " : "cave pile ") +
         std::to_string(pile % piles_per_row + 1);
}

int pile_from_id(const std::string &id) {
  // pile_id's inverse, read off its two characters: every offered action's
  // label names a pile through it.
  static_assert(piles_per_row < 10, "a pile's number is one digit");
  if (id.size() != 2 || (id[0] != 'v' && id[0] != 'c') || id[1] < '1' ||
      id[1] >= '1' + piles_per_row)
    return -1;
  return (id[0] == 'c' ? piles_per_row : 0) + (id[1] - '1');
}

row pile_row(int pile) {
  return pile < piles_per_row ? row::village : row::cave;
}

bool table::all_piles_empty() const {
  return std::all_of(piles.begin(), piles.end(), [](const auto &p) { return p.empty(); });
}

int table::items_tapped(int seat) const {
  int n = 0;
  for (const line_card &c : lines[seat])
    if (info(c.id).k == kind::item && c.tapped)
      ++n;
  return n;
}

int table::count_kind(int seat, kind k) const {
  int n = 0;
  for (const line_card &c : lines[seat])
    if (info(c.id).k == k)
      ++n;
  return n;
}

int table::distinct_item_types(int seat) const {
  std::set<item> types;
  for (const line_card &c : lines[seat])
    if (info(c.id).k == kind::item)
      types.insert(info(c.id).it);
  return static_cast<int>(types.size());
}

int table::owner_of(int card) const {
  for (int s = 0; s < players(); ++s)
    if (find_in_line(s, card))
      return s;
  return -1;
}

const line_card *table::find_in_line(int seat, int card) const {
  for (const line_card &c : lines[seat])
    if (c.id == card)
      return &c;
  return nullptr;
}

} // namespace tavern::games::drachenschatten
