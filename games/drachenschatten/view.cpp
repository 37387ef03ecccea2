#include "view.hpp"
#include "json/json_object.hpp"

#include "games/kit/sectioned_state.hpp"
#include "state.hpp"

#include "moves.hpp"
#include "rules.hpp"

namespace tavern::games::drachenschatten {

namespace {

std::string_view phase_name(phase p) {
  switch (p) {
  case phase::setup:
    return "setup";
  case phase::play:
    return "play";
  case phase::look:
    return "look";
  case phase::battle:
    return "battle";
  case phase::decay:
    return "decay";
  case phase::finished:
    return "finished";
  }
  return "";
}

bool is_seat(const table &t, int viewer) {
  return viewer >= 0 && viewer < t.players();
}

// The top cards `viewer` has seen, keyed by pile id, the top one first.
json seen_view(const table &t, int viewer) {
  json seen = json::object();
  for (int p = 0; p < pile_count; ++p) {
    const auto &cards = t.piles[p];
    if (t.known[viewer][p] <= 0)
      continue;
    json top = json::array();
    for (int d = 0; d < t.known[viewer][p]; ++d)
      top.push_back(card_json(cards[cards.size() - 1 - static_cast<std::size_t>(d)]));
    seen[pile_id(p)] = std::move(top);
  }
  return seen;
}

json pending_view(const table &t) {
  switch (t.ph) {
  case phase::setup:
    return json_object("kind", "setup", "seat", t.current);
  case phase::play:
    return json_object("kind", "turn", "seat", t.current, "revealed", t.revealed);
  case phase::look: {
    json looked = json::object();
    for (int p = 0; p < pile_count; ++p)
      if (t.look_depth[p] > 0)
        looked[pile_id(p)] = t.look_depth[p];
    return json_object("kind", "look", "seat", t.current, "card", card_json(t.look_card), "left",
                       t.look_left, "looked", looked);
  }
  case phase::battle:
    return json_object("kind", "battle", "seat", t.current, "creature", card_json(t.creature),
                       "mandatory", t.battle_is_mandatory);
  case phase::decay: {
    json waiting = json::array();
    json answered = json::array();
    for (int s = 0; s < t.players(); ++s) {
      if (t.decay_choice[s] == -2)
        waiting.push_back(s);
      else if (t.decay_choice[s] >= 0)
        answered.push_back(s);
    }
    json p = json_object("kind", "decay", "seat", t.current, "card", card_json(t.decay_card),
                         "waiting", waiting, "answered", answered);
    return p;
  }
  case phase::finished:
    break;
  }
  return nullptr;
}

} // namespace

pile_summary summary_of_pile(const table &t, int pile) {
  pile_summary out;
  out.village = pile < piles_per_row;
  out.size = t.piles[static_cast<std::size_t>(pile)].size();
  for (int s = 0; s < t.players() && s < static_cast<int>(out.peeked.size()); ++s)
    out.peeked[static_cast<std::size_t>(s)] =
        t.known[static_cast<std::size_t>(s)][static_cast<std::size_t>(pile)];
  return out;
}

// Who has looked at how many top cards, keyed by seat: only seats that have.
json pile_view(const pile_summary &pile) {
  json view = json_object("row", pile.village ? "village" : "cave", "size", pile.size);
  json peeked = json::object();
  for (std::size_t s = 0; s < pile.peeked.size(); ++s)
    if (pile.peeked[s] > 0)
      peeked[std::to_string(s)] = pile.peeked[s];
  view["peeked"] = std::move(peeked);
  return view;
}

// `at` keeps the arrival order.
json line_view(const table &t, int seat) {
  json cards = json::object();
  int at = 0;
  for (const line_card &c : t.lines[static_cast<std::size_t>(seat)]) {
    json j = card_json(c.id);
    j["tapped"] = c.tapped;
    j["at"] = at++;
    cards[std::to_string(c.id)] = std::move(j);
  }
  return json_object("cards", std::move(cards), "creatures",
                     t.count_kind(seat, kind::dragon) + t.count_kind(seat, kind::hydra),
                     "itemTypes", t.distinct_item_types(seat), "treasures",
                     t.count_kind(seat, kind::treasure));
}

json build_public_section(const table &t, view_section section) {
  json v = json::object();
  switch (section) {
  case view_section::game: {
    v["phase"] = phase_name(t.ph);
    v["players"] = t.players();
    v["current"] = t.current;
    v["firstPlayer"] = t.first_player;
    json order = json::array();
    for (int p = 0; p < pile_count; ++p)
      order.push_back(pile_id(p));
    v["pileOrder"] = std::move(order);
    if (t.ph == phase::finished)
      v["result"] = t.result.to_json();
    break;
  }
  case view_section::lines:
    return kit::keyed_section_view<table, lines_section>(t);
  case view_section::removed: {
    json removed = json::object();
    for (int c : t.removed)
      removed[std::to_string(c)] = card_json(c);
    v["removed"] = std::move(removed);
    break;
  }
  case view_section::piles:
    return kit::keyed_section_view<table, piles_section>(t);
  case view_section::pending:
    v["pending"] = pending_view(t);
    break;
  }
  return v;
}

json build_public_view(const table &t) {
  return kit::join_sections<table, view_section>(t, view_section_count);
}

json build_private_view(const table &t, int viewer) {
  // Only the viewer's secrets, so that the rest is built and diffed once for
  // the whole room. Spectators have none: their view has no private part.
  json v = json::object();
  if (!is_seat(t, viewer))
    return v;
  v["you"] = viewer;
  v["seen"] = seen_view(t, viewer);
  // A decay choice stays secret until everyone has chosen, except to its maker.
  v["yourChoice"] = t.ph == phase::decay && t.decay_choice[viewer] >= 0
                        ? card_json(t.decay_choice[viewer])
                        : json(nullptr);
  return v;
}

} // namespace tavern::games::drachenschatten
