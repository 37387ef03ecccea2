#include "view_revisions.hpp"

#include "view.hpp"

namespace tavern::games::deadmansdraw {

view_revisions::view_revisions(const table &t)
    : standings_(standings_of(t)), private_(private_of(t)) {
  if (navigator_searching(t)) {
    searching_seat_ = t.current;
    searched_pile_ = t.discard_pile;
  }
}

void view_revisions::after_move(const table &t) {
  if (standings_ != standings_of(t)) {
    standings_ = standings_of(t);
    ++standings_revision_;
  }
  const int searching = navigator_searching(t) ? t.current : -1;
  const bool pile_seen_same = searching < 0 || t.discard_pile == searched_pile_;
  if (private_ != private_of(t) || searching != searching_seat_ || !pile_seen_same) {
    private_ = private_of(t);
    searching_seat_ = searching;
    searched_pile_ = searching < 0 ? std::vector<card>() : t.discard_pile;
    ++private_revision_;
  }
}

} // namespace tavern::games::deadmansdraw
