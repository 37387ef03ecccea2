#include "flow.hpp"

#include "keep.hpp"
#include "round.hpp"
#include "stealin.hpp"
#include "train.hpp"

namespace tavern::games::coltexpress {

namespace {

// One automatic step; false when a player must decide or the game is over.
bool advance_once(table &t) {
  switch (t.ph) {
  case phase::choose:
  case phase::schemin:
  case phase::finished:
    return false;
  case phase::keep:
    if (!keeping_done(t))
      return false;
    begin_stealin(t);
    return true;
  case phase::stealin:
    return advance_stealin(t);
  case phase::station:
    if (!t.station_queue.empty())
      return false;
    end_round(t);
    return true;
  }
  return false;
}

std::vector<int> keeping_seats(const table &t) {
  std::vector<int> out;
  for (int s = 0; s < t.players(); ++s)
    if (!t.seats[static_cast<std::size_t>(s)].kept)
      out.push_back(s);
  return out;
}

} // namespace

void advance(table &t) {
  while (advance_once(t)) {
  }
}

std::vector<int> awaited_seats(const table &t) {
  switch (t.ph) {
  case phase::choose:
    return {t.choose_order[static_cast<std::size_t>(t.choose_index)]};
  case phase::schemin:
    return {t.current_seat()};
  case phase::keep:
    return keeping_seats(t);
  case phase::stealin:
    return t.res.at == step::none ? std::vector<int>{} : std::vector<int>{stealin_owner(t)};
  case phase::station:
    return t.station_queue.empty() ? std::vector<int>{}
                                   : std::vector<int>{bandit_at(t, t.station_queue.front()).seat};
  case phase::finished:
    return {};
  }
  return {};
}

} // namespace tavern::games::coltexpress
