#include "table.hpp"

namespace tavern::games::deadmansdraw {

int bank::size() const {
  int n = 0;
  for (const auto &s : stacks)
    n += static_cast<int>(s.size());
  return n;
}

bool table::has_trait(int seat, trait t) const {
  return traits_revealed && seat >= 0 && seat < players() && chosen[seat] == t;
}

std::vector<int> table::opponents_of(int seat) const {
  std::vector<int> out;
  for (int i = 1; i < players(); ++i)
    out.push_back((seat + i) % players());
  return out;
}

std::optional<int> table::first_opponent_with(int seat, trait t) const {
  for (int o : opponents_of(seat))
    if (has_trait(o, t))
      return o;
  return std::nullopt;
}

bool table::in_play_area(suit s) const {
  return play_area_index(s).has_value();
}

std::optional<std::size_t> table::play_area_index(suit s) const {
  for (std::size_t i = 0; i < play_area.size(); ++i)
    if (play_area[i].c.s == s)
      return i;
  return std::nullopt;
}

int table::kraken_demand() const {
  return first_opponent_with(current, trait::beastmaster) ? 4 : 2;
}

} // namespace tavern::games::deadmansdraw
