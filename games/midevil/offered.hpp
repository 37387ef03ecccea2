#pragma once
// The legal actions as they are listed: with their words for people (offered
// to a seat, named in a refusal) or bare, for the matcher and a search, which
// list them thousands of times a move and never read a label. The words come
// from a callable, so that a bare listing does not even build their message
// (naming a square describes its tile: most of a listing's cost).
#include "phrases.hpp"

#include "games/kit/move_state.hpp"

#include <utility>

namespace tavern::games::midevil {

class offered {
public:
  explicit offered(kit::wording w) : worded_(w == kit::wording::worded) {}

  // `words()` gives the action's message.
  template <class Words> void add(json action, Words &&words) {
    if (worded_)
      say.label(action, std::forward<Words>(words)());
    list_.push_back(std::move(action));
  }

  // A card's play: its type, the card and the `more` fields that say how.
  template <class Words> void play(int id, Words &&words, json more = json::object()) {
    more["type"] = "play";
    more["card"] = id;
    add(std::move(more), std::forward<Words>(words));
  }

  json take() && { return std::move(list_); }

private:
  bool worded_;
  json list_ = json::array();
};

} // namespace tavern::games::midevil
