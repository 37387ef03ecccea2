#include "view.hpp"
#include "json/json_object.hpp"

#include "games/kit/sectioned_state.hpp"
#include "state.hpp"

#include "scoring.hpp"
#include "stealin.hpp"
#include "train.hpp"

#include <algorithm>
#include <array>

namespace tavern::games::coltexpress {

namespace {

std::string_view phase_name(phase p) {
  switch (p) {
  case phase::choose:
    return "choose";
  case phase::schemin:
    return "schemin";
  case phase::keep:
    return "keep";
  case phase::stealin:
    return "stealin";
  case phase::station:
    return "station";
  case phase::finished:
    return "finished";
  }
  return "";
}

std::string_view step_name(step s) {
  switch (s) {
  case step::none:
    return "none";
  case step::move:
    return "move";
  case step::marshal:
    return "marshal";
  case step::fire:
    return "fire";
  case step::punch_target:
    return "punch";
  case step::punch_loot:
    return "punchLoot";
  case step::cheyenne:
    return "cheyenne";
  case step::push:
    return "push";
  case step::rob:
    return "rob";
  }
  return "";
}

// Loot as counts by kind: nothing in it depends on a purse's value.
json loot_counts(const table &t, const std::vector<int> &ids) {
  std::array<int, loot_keys.size()> counts{};
  for (int id : ids)
    ++counts[static_cast<std::size_t>(t.loot[static_cast<std::size_t>(id)].kind)];
  json c = json::object();
  for (std::size_t k = 0; k < loot_keys.size(); ++k)
    c[std::string(loot_keys[k])] = counts[k];
  return c;
}

json floor_json(const table &t, const std::vector<int> &ids) {
  json f = loot_counts(t, ids);
  if (t.ph == phase::finished) {
    json values = json::array();
    for (int id : ids)
      if (t.loot[static_cast<std::size_t>(id)].kind == loot_kind::purse)
        values.push_back(t.loot[static_cast<std::size_t>(id)].value);
    f["purseValues"] = std::move(values);
  }
  return f;
}

json round_card_json(const table &t, int r) {
  const round_row &rc =
      round_table[static_cast<std::size_t>(t.round_cards[static_cast<std::size_t>(r)])];
  json turns = json::array();
  for (char ch : t.players() >= 5 ? rc.large : rc.small)
    turns.push_back(turn_keys[static_cast<std::size_t>(turn_from_letter(ch))]);
  return json_object("key", rc.key, "name", rc.name, "turns", turns, "station", rc.station, "event",
                     rc.event_text);
}

// The holder's purse values, in the order taken, never sorted: he sees what
// he holds. Unknown values stay null.
json purse_values_json(const table &t, const bandit &x, int viewer) {
  json values = json::array();
  for (int id : x.loot)
    if (t.loot[static_cast<std::size_t>(id)].kind == loot_kind::purse)
      values.push_back(knows_value(t, id, viewer) ? json(t.loot[static_cast<std::size_t>(id)].value)
                                                  : json(nullptr));
  return values;
}

} // namespace

json bandit_json(const table &t, int b) {
  const bandit &x = bandit_at(t, b);
  json j =
      json_object("character", character_key(x.ch), "name", character_name(x.ch), "seat", x.seat,
                  "car", x.car, "roof", x.roof, "loot", loot_counts(t, x.loot), "ransom", x.ransom,
                  "bullets", x.bullets.size(), "fired", x.fired(), "hits", x.hits);
  if (t.ph == phase::finished) {
    j["purseValues"] = purse_values_json(t, x, spectator);
    j["money"] = t.money(b);
  }
  return j;
}

namespace {

json cards_json(const table &t, const std::vector<int> &ids) {
  json out = json::array();
  for (int id : ids)
    out.push_back(card_json(t, id));
  return out;
}

bool discards_shown(const table &t) {
  return t.rules.expert || t.rules.two_player();
}

} // namespace

seat_summary summary_of_seat(const table &t, int seat) {
  const seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  seat_summary out;
  out.bandits = t.bandits_of(seat);
  out.hand = sc.hand.size();
  out.deck = sc.deck.size();
  out.discard = sc.discard.size();
  out.kept = sc.kept;
  out.finished = t.ph == phase::finished;
  if (out.finished) {
    out.shown_hand = sc.hand;
    if (discards_shown(t))
      out.shown_discard = sc.discard;
  }
  return out;
}

json player_json(const table &t, int seat) {
  const seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  json p = json_object("bandits", t.bandits_of(seat), "handCount", sc.hand.size(), "deckCount",
                       sc.deck.size(), "discardCount", sc.discard.size(), "kept", sc.kept);
  if (t.ph == phase::finished) {
    p["hand"] = cards_json(t, sc.hand);
    if (discards_shown(t))
      p["discard"] = cards_json(t, sc.discard);
  }
  return p;
}

namespace {

json pile_json(const table &t) {
  json out = json::array();
  for (std::size_t i = 0; i < t.pile.size(); ++i) {
    const programmed &p = t.pile[i];
    json e = json_object("seat", p.seat, "faceDown", p.face_down, "resolved", p.resolved);
    if (!p.face_down || t.ph == phase::finished)
      e["card"] = card_json(t, p.card);
    out.push_back(std::move(e));
  }
  return out;
}

// What only `seat` may see while the game is on: his bandits' purses, his
// hand and discard, and the cards he programmed face down (by their place
// in the pile). At the end all of it is public.
json own_json(const table &t, int seat) {
  json own = json::object();
  json bandits = json::object();
  for (int b = 0; b < static_cast<int>(t.bandits.size()); ++b) {
    const bandit &x = bandit_at(t, b);
    if (x.seat == seat)
      bandits[std::to_string(b)] =
          json_object("purseValues", purse_values_json(t, x, seat), "money", t.money(b));
  }
  own["bandits"] = std::move(bandits);
  const seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  own["hand"] = cards_json(t, sc.hand);
  if (discards_shown(t))
    own["discard"] = cards_json(t, sc.discard);
  json pile = json::object();
  for (std::size_t i = 0; i < t.pile.size(); ++i)
    if (t.pile[i].face_down && t.pile[i].seat == seat)
      pile[std::to_string(i)] = card_json(t, t.pile[i].card);
  own["pile"] = std::move(pile);
  return own;
}

// The purses `viewer` knows of that his own bandits do not hold (the
// starting $250 purses, those he held and lost), where each one is: a bandit
// or a spot. Listed by place, never by value.
json known_purses_json(const table &t, int viewer) {
  json out = json::array();
  const auto known = [&](int id) {
    return t.loot[static_cast<std::size_t>(id)].kind == loot_kind::purse &&
           knows_value(t, id, viewer);
  };
  const auto value_of = [&](int id) { return t.loot[static_cast<std::size_t>(id)].value; };
  for (int b = 0; b < static_cast<int>(t.bandits.size()); ++b)
    if (bandit_at(t, b).seat != viewer)
      for (int id : bandit_at(t, b).loot)
        if (known(id))
          out.push_back(json_object("bandit", b, "value", value_of(id)));
  for (int c = 0; c < t.car_count(); ++c)
    for (bool roof : {false, true})
      for (int id : floor_of(t, c, roof))
        if (known(id))
          out.push_back(json_object("car", c, "roof", roof, "value", value_of(id)));
  return out;
}

json pending_json(const table &t) {
  if (t.ph == phase::stealin && t.res.at != step::none)
    return json_object("kind", step_name(t.res.at), "seat", stealin_owner(t), "bandit",
                       t.res.bandit, "target", t.res.target);
  if (t.ph == phase::station && !t.station_queue.empty())
    return json_object("kind", "pickpocket", "seat", bandit_at(t, t.station_queue.front()).seat,
                       "bandit", t.station_queue.front());
  return nullptr;
}

json final_json(const table &t) {
  json scores = json::object();
  json hits = json::object();
  for (int s = 0; s < t.players(); ++s) {
    scores[std::to_string(s)] = seat_money(t, s);
    hits[std::to_string(s)] = seat_hits(t, s);
  }
  json final_scores = json::object();
  final_scores["scores"] = std::move(scores);
  final_scores["hits"] = std::move(hits);
  final_scores["winners"] = t.result.winners;
  final_scores["gunslingers"] = gunslinger_seats(t);
  return final_scores;
}

} // namespace

json card_json(const table &t, int id) {
  const card &c = t.cards[static_cast<std::size_t>(id)];
  if (c.bullet)
    return json_object("id", id, "kind", "bullet", "from", c.bandit);
  return json_object("id", id, "kind", action_key(c.act), "bandit", c.bandit);
}

json build_public_section(const table &t, view_section section) {
  json v = json::object();
  switch (section) {
  case view_section::game: {
    v["phase"] = phase_name(t.ph);
    v["expert"] = t.rules.expert || t.rules.two_player();
    v["twoPlayer"] = t.rules.two_player();
    v["firstPlayer"] = t.first_player;
    v["round"] = std::min(t.round, rounds_per_game - 1); // the last round stays shown at the end
    v["roundCount"] = rounds_per_game;
    json rounds = json::array();
    for (int r = 0; r <= t.round && r < rounds_per_game && t.ph != phase::choose; ++r)
      rounds.push_back(round_card_json(t, r));
    v["roundCards"] = std::move(rounds);
    if (t.ph == phase::choose) {
      json taken = json::array();
      for (const bandit &b : t.bandits)
        taken.push_back(character_key(b.ch));
      v["taken"] = std::move(taken);
      // Every bandit in the box, so that each one is chosen where it is shown.
      json characters = json::array();
      for (const character_row &row : character_table)
        characters.push_back(row.key);
      v["characters"] = std::move(characters);
      v["choosing"] = t.choose_order[static_cast<std::size_t>(t.choose_index)];
    }
    if (t.ph == phase::finished)
      v["final"] = final_json(t);
    break;
  }
  case view_section::turn:
    v["turn"] = t.ph == phase::schemin ? json(t.turn) : json(nullptr);
    v["current"] = t.ph == phase::schemin ? json(t.current_seat()) : json(nullptr);
    v["turnPlays"] = t.turn_plays;
    v["resolving"] = t.ph == phase::stealin ? json(t.resolving) : json(nullptr);
    v["pending"] = pending_json(t);
    break;
  case view_section::train: {
    json cars = json::array();
    for (int c = 0; c < t.car_count(); ++c)
      cars.push_back(json_object("car", c, "kind", t.car_kinds[static_cast<std::size_t>(c)],
                                 "inside", floor_json(t, t.inside[static_cast<std::size_t>(c)]),
                                 "roof", floor_json(t, t.roof[static_cast<std::size_t>(c)])));
    v["cars"] = std::move(cars);
    v["marshal"] = t.marshal_car;
    v["neutralBullets"] = t.neutral.size();
    break;
  }
  case view_section::bandits:
    return kit::keyed_section_view<table, bandits_section>(t);
  case view_section::players:
    return kit::keyed_section_view<table, players_section>(t);
  case view_section::pile:
    v["pile"] = pile_json(t);
    break;
  }
  return v;
}

json build_public_view(const table &t) {
  return kit::join_sections<table, view_section>(t, view_section_count);
}

json build_private_view(const table &t, int viewer) {
  // Only the viewer's secrets: the rest is built and diffed once for the
  // whole room. `own` is absent for spectators and once everything is shown.
  json v = json::object();
  if (viewer >= 0 && viewer < t.players() && t.ph != phase::finished)
    v["own"] = own_json(t, viewer);
  v["knownPurses"] = known_purses_json(t, viewer);
  return v;
}

std::vector<int> private_signature(const table &t, int viewer) {
  // The same walk as own_json and known_purses_json, writing numbers instead
  // of JSON; -1 separates the parts.
  std::vector<int> sig;
  sig.reserve(32);
  sig.push_back(t.ph == phase::finished ? 1 : 0);
  const bool seat = viewer >= 0 && viewer < t.players();
  for (int b = 0; b < static_cast<int>(t.bandits.size()); ++b) {
    const bandit &x = bandit_at(t, b);
    const bool own = seat && x.seat == viewer;
    for (int id : x.loot)
      if (t.loot[static_cast<std::size_t>(id)].kind == loot_kind::purse &&
          (own || knows_value(t, id, viewer))) {
        sig.push_back(b);
        sig.push_back(id);
        sig.push_back(knows_value(t, id, viewer) ? t.loot[static_cast<std::size_t>(id)].value : -2);
      }
    if (own) {
      sig.push_back(b);
      sig.push_back(t.money(b));
    }
  }
  sig.push_back(-1);
  for (int c = 0; c < t.car_count(); ++c)
    for (bool roof : {false, true})
      for (int id : floor_of(t, c, roof))
        if (t.loot[static_cast<std::size_t>(id)].kind == loot_kind::purse &&
            knows_value(t, id, viewer)) {
          sig.push_back(c * 2 + (roof ? 1 : 0));
          sig.push_back(t.loot[static_cast<std::size_t>(id)].value);
        }
  sig.push_back(-1);
  if (!seat)
    return sig;
  const seat_cards &sc = t.seats[static_cast<std::size_t>(viewer)];
  sig.insert(sig.end(), sc.hand.begin(), sc.hand.end());
  sig.push_back(-1);
  if (discards_shown(t))
    sig.insert(sig.end(), sc.discard.begin(), sc.discard.end());
  sig.push_back(-1);
  for (std::size_t i = 0; i < t.pile.size(); ++i)
    if (t.pile[i].face_down && t.pile[i].seat == viewer) {
      sig.push_back(static_cast<int>(i));
      sig.push_back(t.pile[i].card);
    }
  return sig;
}

} // namespace tavern::games::coltexpress
