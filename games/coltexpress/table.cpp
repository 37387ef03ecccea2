#include "table.hpp"

namespace tavern::games::coltexpress {

turn_kind turn_from_letter(char c) {
  switch (c) {
  case 'T':
    return turn_kind::tunnel;
  case 'U':
    return turn_kind::speeding;
  case 'W':
    return turn_kind::switching;
  default:
    return turn_kind::standard;
  }
}

turn_kind table::current_turn() const {
  return turn_from_letter(turn_letters()[static_cast<std::size_t>(turn)]);
}

int table::current_seat() const {
  const int n = players();
  if (current_turn() == turn_kind::switching)
    return ((first_player - turn_pos) % n + n) % n;
  return (first_player + turn_pos) % n;
}

std::vector<int> table::bandits_of(int seat) const {
  std::vector<int> out;
  for (int b = 0; b < static_cast<int>(bandits.size()); ++b)
    if (bandits[static_cast<std::size_t>(b)].seat == seat)
      out.push_back(b);
  return out;
}

bool table::has_character(int seat, character c) const {
  for (int b : bandits_of(seat))
    if (bandits[static_cast<std::size_t>(b)].ch == c)
      return true;
  return false;
}

int table::money(int b) const {
  const bandit &x = bandits[static_cast<std::size_t>(b)];
  int total = x.ransom;
  for (int id : x.loot)
    total += loot[static_cast<std::size_t>(id)].value;
  return total;
}

} // namespace tavern::games::coltexpress
