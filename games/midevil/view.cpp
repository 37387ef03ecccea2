#include "view.hpp"
#include "json/json_object.hpp"

#include "games/kit/sectioned_state.hpp"
#include "state.hpp"

#include "actions.hpp"
#include "board.hpp"
#include "book_fight.hpp"
#include "flow.hpp"

namespace tavern::games::midevil {

namespace {

std::string_view decision_name(const table &t) {
  switch (t.dec) {
  case decision::start:
    return "start";
  case decision::place:
    return "place";
  case decision::populate:
    return "populate";
  case decision::move:
    return "move";
  case decision::skeletons:
    return "skeletons";
  case decision::discard:
    return "discard";
  case decision::hand_limit:
    return "handLimit";
  case decision::take:
    return "take";
  case decision::choice:
    return "choice";
  case decision::finished:
    return "finished";
  default:
    return t.step; // a fight, a book fight or a window inside the current step
  }
}

json card_json(int id) {
  return json_object("id", id, "card", card_key(id));
}

json cards_json(const std::vector<int> &ids) {
  json out = json::array();
  for (int id : ids)
    out.push_back(card_json(id));
  return out;
}

json colours_json(const colours &c) {
  return json_object("white", c[0], "red", c[1], "blue", c[2]);
}

// One tile as drawn at `rotation`: several tiles share a key, so the layout
// itself is shown.
json tile_json(int def, int rotation) {
  const auto &info = tile_table()[def];
  json squares = json::array();
  bool building = false;
  for (int row = 0; row < 3; ++row)
    for (int col = 0; col < 3; ++col) {
      const char c = tile_cell(def, rotation, col, row);
      squares.push_back(cell_kind(c));
      building = building || cell_inside(c);
    }
  const auto roads = tile_roads(def, rotation);
  return json_object("tile", info.key, "name", info.name, "rotation", rotation, "squares",
                     std::move(squares), "roads",
                     json_object("n", roads[0], "e", roads[1], "s", roads[2], "w", roads[3]),
                     "building", building);
}

json players_view(const table &t) {
  json out = json::array();
  for (int s = 0; s < t.players(); ++s) {
    const auto &p = t.seats[s];
    json used = json::array();
    for (int type : p.used_this_turn)
      used.push_back(card_info(static_cast<card_type>(type)).key);
    json pj = json_object("seat", s, "square", pos_key(p.square), "life", p.life, "trophies",
                          colours_json(p.trophies), "points", points_of(p.trophies), "inPlay",
                          cards_json(p.in_play), "handCount", p.hand.size(), "playedThisCycle",
                          p.played_cycle, "freePlays", p.free_plays, "stayThere", p.stay_there,
                          "dead", p.revive, "usedThisTurn", std::move(used));
    out.push_back(std::move(pj));
  }
  return out;
}

json window_view(const table &t) {
  if (!t.window)
    return nullptr;
  static constexpr std::string_view abouts[] = {"roll", "card", "tile", "kill"};
  auto awaiting = t.window->awaiting;
  std::sort(awaiting.begin(), awaiting.end());
  json out = json_object("about", abouts[static_cast<int>(t.window->about)], "seat", t.window->seat,
                         "awaiting", awaiting);
  if (t.window->tile)
    out["tile"] = pos_key(*t.window->tile);
  return out;
}

json combat_view(const table &t) {
  if (!t.combat)
    return nullptr;
  const auto &c = *t.combat;
  const int bonus = c.bonus + (c.axe_declared ? 2 : 0);
  json weapon =
      c.weapon >= 0 ? json(card_info(static_cast<card_type>(c.weapon)).key) : json(nullptr);
  json out = json_object("seat", c.seat, "square", pos_key(c.square), "against",
                         colour_key(c.colour), "weapon", weapon, "bonus", bonus, "need", 4);
  // The die on the table is the roll: a die rolled again (a life token, Roll
  // that again) is not checked until its window closes, and the stored roll
  // would stand beside a die showing another value.
  int roll = c.roll;
  if (!t.dice.empty() && t.dice.back().purpose == "combat" && t.dice.back().seat == c.seat)
    roll = t.dice.back().value;
  out["roll"] = roll ? json(roll) : json(nullptr);
  out["total"] = roll ? json(roll + bonus) : json(nullptr);
  return out;
}

json book_fight_view(const table &t) {
  if (!t.book_fight)
    return nullptr;
  const auto &bf = *t.book_fight;
  json totals = {{std::to_string(bf.challenger), book_total(t, bf.challenger)},
                 {std::to_string(bf.holder), book_total(t, bf.holder)}};
  int need = 0;
  const int deciding = t.dec == decision::book       ? book_loser(t, &need)
                       : t.dec == decision::book_pre ? bf.declaring
                                                     : -1;
  return json_object("challenger", bf.challenger, "holder", bf.holder, "axes",
                     json{{std::to_string(bf.challenger), bf.axe_challenger},
                          {std::to_string(bf.holder), bf.axe_holder}},
                     "totals", totals, "deciding", deciding >= 0 ? json(deciding) : json(nullptr));
}

json populate_view(const table &t) {
  if (!t.populate)
    return nullptr;
  const auto &pp = *t.populate;
  static constexpr std::string_view modes[] = {"named", "rolled", "howMany", "fleshWound"};
  json squares = json::array();
  for (const pos p : populate_targets(t))
    squares.push_back(pos_key(p));
  json out = json_object("tile", pp.tile ? json(pos_key(*pp.tile)) : json(nullptr), "chooser",
                         pp.chooser, "mode", modes[static_cast<int>(pp.mode)], "lifeLeft",
                         pp.life_left, "squares", squares);
  if (pp.mode == populate_mode::named || pp.mode == populate_mode::flesh_wound)
    out["skeletonsLeft"] = pp.skeletons_left;
  else {
    out["target"] = pp.target;
    out["placedPoints"] = pp.placed_points;
  }
  return out;
}

void pieces_view(const table &t, json &v) {
  json skeletons = json::object();
  for (const auto &[sq, c] : t.skeletons)
    skeletons[pos_key(sq)] = colour_key(c);
  v["skeletons"] = std::move(skeletons);
  json life = json::object();
  for (const pos sq : t.life_tokens)
    life[pos_key(sq)] = true;
  v["lifeTokens"] = std::move(life);
  json horses = json::object();
  json riders = json::object();
  for (const auto &h : t.horses) {
    horses[pos_key(h.door)] = h.card;
    riders[pos_key(h.door)] = h.rider;
  }
  v["horses"] = std::move(horses);
  v["horseRiders"] = std::move(riders);
}

void piles_view(const table &t, json &v) {
  v["decks"] = json_object("tiles", t.tile_deck.size(), "events", t.event_deck.size());
  v["discard"] = cards_json(t.discard);
  json tile_discard = json::array();
  for (int d : t.tile_discard)
    tile_discard.push_back(tile_table()[d].key);
  v["tileDiscard"] = std::move(tile_discard);
  v["drawnTile"] = t.drawn_tile ? json(tile_table()[*t.drawn_tile].key) : json(nullptr);
  // Public once drawn: its layout, unrotated, so a table can preview it.
  v["drawnTileInfo"] = t.drawn_tile ? tile_json(*t.drawn_tile, 0) : json(nullptr);
  v["supply"] = colours_json(t.supply);
  v["supply"]["life"] = t.life_supply;
  v["removed"] = colours_json(t.removed);
  v["necronomicon"] = json_object(
      "holder", t.book_holder >= 0 ? json(t.book_holder) : json(nullptr), "square",
      t.book_square ? json(pos_key(*t.book_square)) : json(nullptr), "setAside", t.book_set_aside);
}

json dice_view(const table &t) {
  json dice = json::array();
  for (const auto &d : t.dice) {
    json dj = json_object("seat", d.seat, "value", d.value, "for", d.purpose);
    if (!d.against.empty())
      dj["against"] = d.against;
    if (!d.square.empty())
      dj["square"] = d.square;
    dice.push_back(std::move(dj));
  }
  return dice;
}

json pending_view(const table &t) {
  json pending = json::array();
  for (const auto &pc : t.stack) {
    json pj = json_object("seat", pc.seat, "id", pc.id, "card", card_key(pc.id));
    if (pc.params.contains("seat"))
      pj["target"] = pc.params["seat"];
    pending.push_back(std::move(pj));
  }
  return pending;
}

json skeleton_moves_view(const table &t) {
  if (t.skeleton_moves_left <= 0 && t.dec != decision::skeletons)
    return nullptr;
  json moved = json::array();
  for (const pos p : t.skeletons_moved)
    moved.push_back(pos_key(p));
  return json_object("left", t.skeleton_moves_left, "moved", std::move(moved));
}

json choice_view(const table &t) {
  if (!t.choice)
    return nullptr;
  return json_object("kind", card_info(t.choice->kind).key, "seat", t.choice->chooser, "from",
                     t.choice->from >= 0 ? json(t.choice->from) : json(nullptr), "value",
                     t.choice->value);
}

// The turn's moment: what is rolled, played, fought and chosen now.
void moment_view(const table &t, json &v) {
  v["dice"] = dice_view(t);
  v["window"] = window_view(t);
  v["pending"] = pending_view(t);
  v["combat"] = combat_view(t);
  v["bookFight"] = book_fight_view(t);
  v["populate"] = populate_view(t);
  v["pickup"] = t.pickup ? json(pos_key(*t.pickup)) : json(nullptr);
  v["movement"] =
      t.move_points > 0 ? json_object("points", t.move_points, "left", t.move_left) : json(nullptr);
  v["skeletonMoves"] = skeleton_moves_view(t);
  v["choice"] = choice_view(t);
}

} // namespace

json tile_view(const placed_tile &tile) {
  return tile_json(tile.def, tile.rotation);
}

json build_public_section(const table &t, view_section section) {
  json v = json::object();
  switch (section) {
  case view_section::tiles:
    return kit::keyed_section_view<table, tiles_section>(t);
  case view_section::players:
    v["players"] = players_view(t);
    break;
  case view_section::moment:
    v["round"] = t.round;
    v["maxRounds"] = t.rules.max_rounds;
    v["current"] = t.current;
    v["phase"] = decision_name(t);
    pieces_view(t, v);
    piles_view(t, v);
    moment_view(t, v);
    v["result"] = json(nullptr);
    if (t.dec == decision::finished) {
      v["result"] = json_object("winners", t.result.winners, "reason", t.result.reason);
      if (!t.result.msg.is_null())
        v["result"]["msg"] = t.result.msg;
    }
    break;
  }
  return v;
}

json build_public_view(const table &t) {
  return kit::join_sections<table, view_section>(t, view_section_count);
}

json build_private_view(const table &t, int viewer) {
  // Only the viewer's secrets, so that the rest is built and diffed once for
  // the whole room: his own hand (none for spectators) and a hand shown to him.
  json v = json::object();
  const bool seat = viewer >= 0 && viewer < t.players();
  v["you"] = seat ? viewer : -1;
  v["hand"] = seat ? cards_json(t.seats[viewer].hand) : json(nullptr);
  if (t.reveal_to >= 0 && t.reveal_to == viewer)
    v["revealed"] = json_object("seat", t.reveal_of, "hand", cards_json(t.seats[t.reveal_of].hand));
  else
    v["revealed"] = nullptr;
  return v;
}

} // namespace tavern::games::midevil
