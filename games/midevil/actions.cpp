#include "actions.hpp"

#include "board.hpp"
#include "book_fight.hpp"
#include "flow.hpp"
#include "pickups.hpp"

#include <algorithm>
#include <deque>

namespace tavern::games::midevil {

namespace {

std::string cname(card_type t) {
  return std::string(card_info(t).name);
}

json colours_fields(json a, const colours &c) {
  a["white"] = c[0];
  a["red"] = c[1];
  a["blue"] = c[2];
  return a;
}

colours colours_of(const json &a) {
  return {a["white"].get<int>(), a["red"].get<int>(), a["blue"].get<int>()};
}

int colour_from(const std::string &key) {
  for (int c = 0; c < colour_count; ++c)
    if (colour_key(c) == key)
      return c;
  return 0;
}

std::string direction_to(pos a, pos b) {
  for (int s = 0; s < 4; ++s)
    if (a.x + side_offset[s].x == b.x && a.y + side_offset[s].y == b.y)
      return std::string(direction_name(s));
  return "on";
}

// Walkable distances from `from`, up to `limit` steps.
std::map<pos, int> distances(const table &t, pos from, int limit) {
  std::map<pos, int> dist{{from, 0}};
  std::deque<pos> queue{from};
  while (!queue.empty()) {
    const pos p = queue.front();
    queue.pop_front();
    if (dist[p] >= limit)
      continue;
    for (const pos n : steps_from(t, p))
      if (!dist.count(n)) {
        dist[n] = dist[p] + 1;
        queue.push_back(n);
      }
  }
  return dist;
}

// One id per card type in a hand, so identical cards give one action each.
std::vector<int> distinct_cards(const std::vector<int> &hand) {
  std::vector<int> out;
  std::set<card_type> seen;
  std::vector<int> sorted = hand;
  std::sort(sorted.begin(), sorted.end());
  for (int id : sorted)
    if (seen.insert(card_of(id)).second)
      out.push_back(id);
  return out;
}

json play(int id, const std::string &label) {
  return {{"type", "play"}, {"card", id}, {"label", label}};
}

std::vector<pos> adjacent_tiles(const table &t, pos tile) {
  std::vector<pos> out;
  for (const pos d : side_offset) {
    const pos n{tile.x + d.x, tile.y + d.y};
    if (t.tiles.count(n))
      out.push_back(n);
  }
  return out;
}

bool building_next_to(const table &t, pos me, pos other) {
  // `me` is outside `other`'s building and next to one of its squares.
  if (inside(t, me) && tile_of(me) == tile_of(other))
    return false;
  for (const pos d : side_offset) {
    const pos n{me.x + d.x, me.y + d.y};
    if (inside(t, n) && tile_of(n) == tile_of(other))
      return true;
  }
  return false;
}

bool anyone_else_has_trophies(const table &t, int seat) {
  for (int s = 0; s < t.players(); ++s)
    if (s != seat && points_of(t.seats[s].trophies) > 0)
      return true;
  return false;
}

// The cards a player may play on his own turn, at any of his decisions
// ("Le carte evento possono essere giocate in qualsiasi momento");
// They're all mine! only at the start, so that it costs the whole turn.
void own_turn_plays(const table &t, int seat, json &out, bool at_start = false) {
  if (!may_play(t, seat) || seat != t.current)
    return;
  const auto &me = t.seats[seat];
  for (int id : distinct_cards(me.hand)) {
    const card_type type = card_of(id);
    if (card_info(type).timing != card_timing::own_turn)
      continue;
    const std::string name = cname(type);
    switch (type) {
    case card_type::give_me_that:
      for (int s = 0; s < t.players(); ++s) {
        if (s == seat || t.seats[s].hand.empty())
          continue;
        json a = play(id, "Play " + name + " on {" + std::to_string(s) + "}");
        a["seat"] = s;
        out.push_back(a);
      }
      break;
    case card_type::yoink:
      if (anyone_else_has_trophies(t, seat))
        out.push_back(play(id, "Play " + name + ": roll, then take skeletons from a player"));
      break;
    case card_type::got_nothin:
      if (anyone_else_has_trophies(t, seat))
        out.push_back(play(id, "Play " + name + ": roll, then make a player discard skeletons"));
      break;
    case card_type::how_many: {
      bool free = false;
      for (const pos p : walkable_squares(t))
        free = free || free_for_piece(t, p);
      if (free && points_of(t.supply) > 0)
        out.push_back(play(id, "Play " + name + ": place 5 points of skeletons"));
      break;
    }
    case card_type::flesh_wound:
      if (points_of(t.removed) > 0)
        out.push_back(play(id, "Play " + name + ": bring back 5 removed skeletons"));
      break;
    case card_type::look_nothing:
      if (me.hand.size() > 1)
        out.push_back(play(id, "Play " + name + ": play every card in your hand"));
      break;
    case card_type::lost:
      for (int s = 0; s < t.players(); ++s) {
        if (s == seat)
          continue;
        for (const pos tile : adjacent_tiles(t, tile_of(t.seats[s].square))) {
          const auto &pt = t.tiles.at(tile);
          for (int row = 0; row < 3; ++row)
            for (int col = 0; col < 3; ++col) {
              if (!cell_walkable(tile_cell(pt.def, pt.rotation, col, row)))
                continue;
              const std::string sq = pos_key(square_of(tile, col, row));
              json a = play(id, "Play " + name + " on {" + std::to_string(s) + "}: move to " + sq);
              a["seat"] = s;
              a["square"] = sq;
              out.push_back(a);
            }
        }
      }
      break;
    case card_type::my_precious:
      for (int s = 0; s < t.players(); ++s) {
        if (s == seat || t.seats[s].square != me.square)
          continue;
        for (int steal : t.seats[s].in_play)
          if (card_info(card_of(steal)).item && !has_in_play(t, seat, card_of(steal))) {
            json a = play(id, "Play " + name + ": take {" + std::to_string(s) + "}'s " +
                                  std::string(card_name(steal)));
            a["seat"] = s;
            a["steal"] = steal;
            out.push_back(a);
          }
      }
      break;
    case card_type::theyre_all_mine: {
      if (!at_start)
        break;
      std::vector<int> rich;
      for (int s = 0; s < t.players(); ++s)
        if (s != seat && points_of(t.seats[s].trophies) > 0)
          rich.push_back(s);
      auto colours_of_seat = [&](int s) {
        std::vector<int> cs;
        for (int c = 0; c < colour_count; ++c)
          if (t.seats[s].trophies[c] > 0)
            cs.push_back(c);
        return cs;
      };
      auto part = [&](int s, int c) { return json{{"seat", s}, {"colour", colour_key(c)}}; };
      auto text = [&](int s, int c) {
        return colour_text(c) + " from {" + std::to_string(s) + "}";
      };
      if (rich.size() == 1) {
        for (int c : colours_of_seat(rich[0])) {
          json a = play(id, "Play " + name + ": skip your turn, take " + text(rich[0], c));
          a["from"] = json::array({part(rich[0], c)});
          out.push_back(a);
        }
      }
      for (std::size_t i = 0; i < rich.size(); ++i)
        for (std::size_t j = i + 1; j < rich.size(); ++j)
          for (int ca : colours_of_seat(rich[i]))
            for (int cb : colours_of_seat(rich[j])) {
              json a = play(id, "Play " + name + ": skip your turn, take " + text(rich[i], ca) +
                                    " and " + text(rich[j], cb));
              a["from"] = json::array({part(rich[i], ca), part(rich[j], cb)});
              out.push_back(a);
            }
      break;
    }
    case card_type::what_am_i_gonna_do:
      if (me.trophies[0] > 0)
        out.push_back(
            play(id, "Play " + name + ": pay a white skeleton, discard your hand, draw 3"));
      break;
    case card_type::stay_there:
      for (int s = 0; s < t.players(); ++s) {
        const auto &o = t.seats[s];
        if (s == seat || o.stay_there || !inside(t, o.square) ||
            !building_next_to(t, me.square, o.square))
          continue;
        json a = play(id, "Play " + name + " on {" + std::to_string(s) + "}");
        a["seat"] = s;
        out.push_back(a);
      }
      break;
    default:
      break;
    }
  }
}

// What!?!? ("ritirare un dado") or Swing and a miss (another player's combat
// die) on one die just rolled: a `die` field names it when the roll had more.
void reroll_plays(const table &t, int seat, int id, bool swing, json &out) {
  const std::string name = cname(card_of(id));
  std::set<std::tuple<int, int, std::string>> seen; // the same die twice is one choice
  for (int i = 0; i < static_cast<int>(t.dice.size()); ++i) {
    const auto &d = t.dice[i];
    if (!d.fresh || (swing && (d.seat == seat || (d.purpose != "combat" && d.purpose != "book"))))
      continue;
    if (!seen.insert({d.seat, d.value, d.purpose}).second)
      continue;
    const std::string who = "{" + std::to_string(d.seat) + "}";
    json a;
    if (t.dice.size() == 1) {
      a = play(id, "Play " + name + (swing ? ": " + who + " rolls again" : ": roll that again"));
    } else {
      a = play(id,
               "Play " + name + ": " + who + " rolls the " + std::to_string(d.value) + " again");
      a["die"] = i;
    }
    out.push_back(a);
  }
}

void window_plays(const table &t, int seat, json &out) {
  const auto &w = *t.window;
  for (int id : distinct_cards(t.seats[seat].hand)) {
    const card_type type = card_of(id);
    const auto &info = card_info(type);
    const std::string name = cname(type);
    if (w.about == window_about::kill && w.seat == seat && info.timing == card_timing::after_kill) {
      const bool colour_ok = info.kill_colour < 0 || (w.kill_colour >> info.kill_colour) & 1;
      if (colour_ok && !has_in_play(t, seat, type))
        out.push_back(play(id, "Play the " + name + " in front of you"));
    }
    if (w.about == window_about::roll && type == card_type::what)
      reroll_plays(t, seat, id, false, out);
    if (w.about == window_about::roll && type == card_type::swing_and_miss && w.combat_roll)
      reroll_plays(t, seat, id, true, out);
    if (w.about == window_about::card && type == card_type::nevermind && !t.stack.empty() &&
        t.stack.back().seat != seat)
      out.push_back(
          play(id, "Play " + name + ": cancel " + std::string(card_name(t.stack.back().id))));
    if (w.about == window_about::tile && type == card_type::all_about_me && w.seat != seat)
      out.push_back(play(id, "Play " + name + ": you place the skeletons on the new tile"));
  }
}

void spend_actions(const colours &have, int need, json &out) {
  for (const colours &c : minimal_spends(have, need))
    out.push_back(colours_fields({{"type", "spend"},
                                  {"label", "Spend " + trophies_text(c) + " trophies (" +
                                                std::to_string(points_of(c)) + " points)"}},
                                 c));
}

void move_actions(const table &t, int seat, json &out) {
  const auto &me = t.seats[seat];
  for (const pos to : steps_from(t, me.square)) {
    if (me.stay_there && inside(t, me.square) &&
        !(inside(t, to) && tile_of(to) == tile_of(me.square)))
      continue;
    std::string label = "Move " + direction_to(me.square, to) + " to " + pos_key(to);
    auto sk = t.skeletons.find(to);
    if (sk != t.skeletons.end())
      label += " and fight " + colour_text(sk->second);
    out.push_back({{"type", "move"}, {"square", pos_key(to)}, {"label", label}});
  }
  out.push_back({{"type", "stop"}, {"label", "Stop moving"}});
}

// Attacks with the weapons in play, "quando vuoi" (the Crossbow's words), so
// at every step of one's own turn outside a fight, and as often as paid for.
void weapon_attacks(const table &t, int seat, json &out) {
  const auto &me = t.seats[seat];
  const bool polearm = has_in_play(t, seat, card_type::polearm);
  const bool bow = has_in_play(t, seat, card_type::short_bow) && me.trophies[0] > 0;
  const bool crossbow = has_in_play(t, seat, card_type::crossbow) && me.trophies[1] > 0;
  if (polearm || bow || crossbow) {
    const auto dist = distances(t, me.square, 4);
    for (const auto &[sq, colour] : t.skeletons) {
      auto it = dist.find(sq);
      if (it == dist.end())
        continue;
      const int d = it->second;
      const std::string where = pos_key(sq);
      const std::string what = colour_text(colour) + " on " + where;
      // Captures `where`, not the structured binding: clang 14 refuses those.
      auto attack = [&out, &where](std::string_view weapon, const std::string &label) {
        out.push_back(
            {{"type", "attack"}, {"weapon", weapon}, {"square", where}, {"label", label}});
      };
      if (polearm && d == 1)
        attack("polearm", "Attack " + what + " with the Polearm");
      if (bow && (d == 1 || d == 2))
        attack("shortBow", "Shoot " + what + " with the Short bow (pay a white)");
      if (crossbow && (d == 3 || d == 4))
        attack("crossbow", "Shoot " + what + " with the Crossbow (pay a red)");
    }
  }
  const bool catapult = has_in_play(t, seat, card_type::catapult) && me.trophies[1] > 0;
  const bool explosives = has_in_play(t, seat, card_type::explosives) && me.trophies[2] > 0;
  if (catapult || explosives)
    for (const pos tile : adjacent_tiles(t, tile_of(me.square))) {
      // "attaccare un bersaglio": a tile with no skeleton is a target too.
      bool any = false;
      for (const auto &[sq, _] : t.skeletons)
        any = any || tile_of(sq) == tile;
      const std::string where =
          (any ? "the tile at " : "the tile with no skeleton at ") + pos_key(tile);
      if (catapult)
        out.push_back({{"type", "attack"},
                       {"weapon", "catapult"},
                       {"tile", pos_key(tile)},
                       {"label", "Catapult " + where + " (pay a red)"}});
      if (explosives)
        out.push_back({{"type", "attack"},
                       {"weapon", "explosives"},
                       {"tile", pos_key(tile)},
                       {"label", "Blow up " + where + " (pay a blue)"}});
    }
}

void populate_actions(const table &t, json &out) {
  const auto &pp = *t.populate;
  const auto colours_allowed = populate_colours(t);
  if (!colours_allowed.empty()) {
    const auto squares = populate_targets(t);
    for (int c : colours_allowed)
      for (const pos sq : squares)
        out.push_back(
            {{"type", "skeleton"},
             {"colour", colour_key(c)},
             {"square", pos_key(sq)},
             {"label", "Put a " + std::string(colour_key(c)) + " skeleton on " + pos_key(sq)}});
    return;
  }
  if (pp.life_left > 0 && t.life_supply > 0)
    for (const pos sq : life_targets(t))
      out.push_back({{"type", "life"},
                     {"square", pos_key(sq)},
                     {"label", "Put a life token on " + pos_key(sq)}});
}

int decider(const table &t) {
  switch (t.dec) {
  case decision::start:
  case decision::place:
  case decision::move:
  case decision::pickup:
  case decision::skeletons:
  case decision::discard:
  case decision::hand_limit:
    return t.current;
  case decision::populate:
    return t.populate ? t.populate->chooser : -1;
  case decision::fight_pre:
  case decision::combat_miss:
    return t.combat ? t.combat->seat : -1;
  case decision::book_pre:
    return t.book_fight ? t.book_fight->declaring : -1;
  case decision::book: {
    int need = 0;
    return t.book_fight ? book_loser(t, &need) : -1;
  }
  case decision::take:
    return t.reveal_to;
  case decision::choice:
    return t.choice ? t.choice->chooser : -1;
  default:
    return -1;
  }
}

} // namespace

std::vector<int> awaited_seats(const table &t) {
  if (t.dec == decision::finished)
    return {};
  if (t.window) {
    auto out = t.window->awaiting;
    std::sort(out.begin(), out.end());
    return out;
  }
  const int d = decider(t);
  if (d < 0)
    return {};
  return {d};
}

json legal_actions_for(const table &t, int seat) {
  json out = json::array();
  if (t.dec == decision::finished || seat < 0 || seat >= t.players())
    return out;
  if (t.window) {
    const auto &aw = t.window->awaiting;
    if (std::find(aw.begin(), aw.end(), seat) == aw.end())
      return out;
    out.push_back({{"type", "pass"}, {"label", "Pass"}});
    window_plays(t, seat, out);
    // On his own turn his cards too, except while a card waits for answers
    // (only Uh... Nevermind answers it).
    if (t.window->about != window_about::card)
      own_turn_plays(t, seat, out);
    return out;
  }
  if (decider(t) != seat)
    return out;
  const auto &me = t.seats[seat];
  switch (t.dec) {
  case decision::start:
    out.push_back({{"type", "begin"},
                   {"label", t.tile_deck.empty() ? "Go on with your turn" : "Draw a map tile"}});
    own_turn_plays(t, seat, out, true);
    weapon_attacks(t, seat, out);
    break;
  case decision::place: {
    const auto &info = tile_table()[*t.drawn_tile];
    for (const auto &pl : legal_placements(t, *t.drawn_tile))
      out.push_back({{"type", "place"},
                     {"x", pl.tile.x},
                     {"y", pl.tile.y},
                     {"rotation", pl.rotation},
                     {"label", "Place the " + std::string(info.name) + " at " + pos_key(pl.tile) +
                                   " rotated " + std::to_string(pl.rotation) + "°"}});
    own_turn_plays(t, seat, out);
    weapon_attacks(t, seat, out);
    break;
  }
  case decision::populate:
    populate_actions(t, out);
    own_turn_plays(t, seat, out);
    break;
  case decision::fight_pre: {
    const std::string what = colour_text(t.combat->colour);
    out.push_back(
        {{"type", "fight"}, {"axe", true}, {"label", "Fight " + what + " with the Axe (+2)"}});
    out.push_back(
        {{"type", "fight"}, {"axe", false}, {"label", "Fight " + what + " without the Axe"}});
    own_turn_plays(t, seat, out);
    break;
  }
  case decision::book_pre:
    out.push_back(
        {{"type", "fight"}, {"axe", true}, {"label", "Fight for the book with the Axe (+2)"}});
    out.push_back(
        {{"type", "fight"}, {"axe", false}, {"label", "Fight for the book without the Axe"}});
    own_turn_plays(t, seat, out);
    break;
  case decision::combat_miss: {
    const auto &c = *t.combat;
    const int total = c.roll + c.bonus + (c.axe_declared ? 2 : 0);
    spend_actions(me.trophies, 4 - total, out);
    if (me.life > 0)
      out.push_back({{"type", "reroll"}, {"label", "Spend a life token to roll again"}});
    own_turn_plays(t, seat, out);
    break;
  }
  case decision::book: {
    int need = 0;
    book_loser(t, &need);
    spend_actions(me.trophies, need, out);
    if (me.life > 0)
      out.push_back({{"type", "reroll"}, {"label", "Spend a life token to roll again"}});
    out.push_back({{"type", "yield"}, {"label", "Give up the fight for the book"}});
    own_turn_plays(t, seat, out);
    break;
  }
  case decision::move:
    move_actions(t, seat, out);
    weapon_attacks(t, seat, out);
    own_turn_plays(t, seat, out);
    break;
  case decision::pickup: {
    const pos sq = *t.pickup;
    const auto here = pickups_at(t, seat, sq);
    if (here.life)
      out.push_back({{"type", "pickUp"},
                     {"what", "life"},
                     {"label", "Take the life token on " + pos_key(sq)}});
    if (here.horse >= 0)
      out.push_back(
          {{"type", "pickUp"},
           {"what", "horse"},
           {"label", "Take {" + std::to_string(t.horses[here.horse].rider) + "}'s Horse"}});
    out.push_back({{"type", "leave"}, {"label", "Leave it there"}});
    own_turn_plays(t, seat, out);
    break;
  }
  case decision::skeletons:
    for (const auto &[from, colour] : t.skeletons) {
      if (!skeleton_can_move(t, from))
        continue;
      for (const pos to : steps_from(t, from))
        if (!t.skeletons.count(to))
          out.push_back(
              {{"type", "skeletonMove"},
               {"from", pos_key(from)},
               {"to", pos_key(to)},
               {"label", "Move the " + std::string(colour_key(colour)) + " skeleton from " +
                             pos_key(from) + " " + direction_to(from, to) + " to " + pos_key(to)}});
    }
    weapon_attacks(t, seat, out);
    own_turn_plays(t, seat, out);
    break;
  case decision::discard:
    out.push_back({{"type", "endTurn"}, {"label", "Keep your cards and end the turn"}});
    [[fallthrough]];
  case decision::hand_limit:
    for (int id : distinct_cards(me.hand))
      out.push_back(
          {{"type", "discard"}, {"card", id}, {"label", "Discard " + std::string(card_name(id))}});
    if (t.dec == decision::discard)
      weapon_attacks(t, seat, out);
    own_turn_plays(t, seat, out);
    break;
  case decision::take: {
    const auto &target = t.seats[t.reveal_of];
    for (int id : distinct_cards(target.hand))
      for (int c = 0; c < colour_count; ++c)
        if (me.trophies[c] > 0)
          out.push_back({{"type", "take"},
                         {"card", id},
                         {"pay", colour_key(c)},
                         {"label", "Take " + std::string(card_name(id)) + ", paying a " +
                                       std::string(colour_key(c)) + " skeleton"}});
    out.push_back({{"type", "done"}, {"label", "Take no more cards"}});
    break;
  }
  case decision::choice: {
    const auto &ch = *t.choice;
    if (ch.kind == card_type::yoink) {
      // "Il risultato è il punteggio del valore degli scheletri che puoi
      // prendere ad un' altro giocatore": the player and the skeletons at once.
      for (int s = 0; s < t.players(); ++s) {
        if (s == seat)
          continue;
        const auto &have = t.seats[s].trophies;
        for (int b = 0; b <= have[2]; ++b)
          for (int r = 0; r <= have[1]; ++r)
            for (int w = 0; w <= have[0]; ++w) {
              const colours c{w, r, b};
              const int pts = points_of(c);
              if (pts > ch.value)
                break;
              if (pts == 0)
                continue;
              json a = colours_fields(
                  {{"type", "yoink"},
                   {"label", "Take " + trophies_text(c) + " from {" + std::to_string(s) + "}"}},
                  c);
              a["seat"] = s;
              out.push_back(a);
            }
      }
    } else if (ch.from < 0) {
      for (int s = 0; s < t.players(); ++s)
        if (s != seat && points_of(t.seats[s].trophies) > 0)
          out.push_back({{"type", "target"},
                         {"seat", s},
                         {"label", "Make {" + std::to_string(s) + "} discard " +
                                       std::to_string(ch.value) + " points of skeletons"}});
    } else {
      for (const colours &c : minimal_spends(t.seats[ch.from].trophies, ch.value))
        out.push_back(colours_fields(
            {{"type", "lose"}, {"label", "Discard " + trophies_text(c) + " trophies"}}, c));
    }
    break;
  }
  default:
    break;
  }
  return out;
}

namespace {

void remove_from_hand(player_state &p, int id) {
  p.hand.erase(std::find(p.hand.begin(), p.hand.end(), id));
}

void pay(table &t, int seat, const colours &c) {
  for (int k = 0; k < colour_count; ++k) {
    t.seats[seat].trophies[k] -= c[k];
    t.removed[k] += c[k];
  }
}

// A card played or an attack made at a decision: the decision comes back,
// re-decided, once it is done. A placement of skeletons waits aside when the
// card places skeletons of its own.
void interrupt(table &t) {
  if (t.dec == decision::populate && t.populate) {
    t.populate_suspended.push_back(*t.populate);
    t.populate.reset();
  }
  push(t, work_kind::resume, {}, static_cast<int>(t.dec));
  t.dec = decision::none;
}

void execute_play(table &t, int seat, const json &a) {
  auto &p = t.seats[seat];
  const int id = a["card"].get<int>();
  remove_from_hand(p, id);
  p.played_cycle = true;
  played_card pc{seat, id, json::object()};
  for (const char *field : {"seat", "square", "steal", "from", "die"})
    if (a.contains(field))
      pc.params[field] = a[field];
  const card_type type = card_of(id);
  json fields = {{"card", card_key(id)}};
  std::vector<int> seats{seat};
  std::string text = "{0} plays " + cname(type);
  if (pc.params.contains("seat")) {
    seats.push_back(pc.params["seat"].get<int>());
    text += " on {1}";
  }
  log_public(t, text, seats, "play", fields);
  if (type == card_type::what_am_i_gonna_do)
    pay(t, seat, {1, 0, 0});
  const bool in_window = t.window.has_value();
  if (in_window && t.window->about != window_about::card && t.stack.empty())
    push(t, work_kind::reopen_window, {t.window->seat, t.window->kill_colour},
         static_cast<int>(t.window->about));
  if (!in_window)
    interrupt(t);
  if (t.stack.empty())
    push(t, work_kind::resolve_cards);
  t.stack.push_back(pc);
  t.window.reset();
  open_window(t, window_about::card, seat);
}

void attack(table &t, int seat, const json &a) {
  auto &me = t.seats[seat];
  const std::string weapon = a["weapon"].get<std::string>();
  if (weapon == "catapult" || weapon == "explosives") {
    const bool cat = weapon == "catapult";
    const card_type ct = cat ? card_type::catapult : card_type::explosives;
    pay(t, seat, cat ? colours{0, 1, 0} : colours{0, 0, 1});
    auto &ip = me.in_play;
    auto it = std::find_if(ip.begin(), ip.end(), [&](int id) { return card_of(id) == ct; });
    discard_card(t, *it);
    ip.erase(it);
    const pos tile = parse_pos(a["tile"].get<std::string>());
    t.dice.clear();
    t.last_roll_combat = false;
    const int v = roll_die(t, seat, "area", "", pos_key(tile));
    log_public(t,
               "{0} rolls " + std::to_string(v) + " for the " + cname(ct) +
                   " against the tile at " + pos_key(tile),
               {seat}, "roll", {{"value", v}, {"for", "area"}});
    push(t, work_kind::area_result, tile, static_cast<int>(ct));
    open_window(t, window_about::roll, seat);
  } else {
    const pos sq = parse_pos(a["square"].get<std::string>());
    combat_state c;
    c.seat = seat;
    c.square = sq;
    c.colour = t.skeletons.at(sq);
    c.origin = combat_origin::ranged;
    c.bonus = mace_bonus(t, seat);
    if (weapon == "polearm") {
      c.weapon = static_cast<int>(card_type::polearm);
    } else if (weapon == "shortBow") {
      c.weapon = static_cast<int>(card_type::short_bow);
      c.bonus += 1;
      pay(t, seat, {1, 0, 0});
    } else {
      c.weapon = static_cast<int>(card_type::crossbow);
      c.bonus += 2;
      pay(t, seat, {0, 1, 0});
    }
    t.combat = c;
    log_public(t,
               "{0} attacks " + colour_text(c.colour) + " on " + pos_key(sq) + " with the " +
                   cname(static_cast<card_type>(c.weapon)),
               {seat}, "attack", {{"weapon", weapon}, {"square", pos_key(sq)}});
    push(t, work_kind::combat_start);
  }
}

void execute(table &t, int seat, const json &a) {
  const std::string type = a["type"].get<std::string>();
  auto &me = t.seats[seat];
  if (type == "pass") {
    auto &aw = t.window->awaiting;
    aw.erase(std::find(aw.begin(), aw.end(), seat));
    if (aw.empty())
      t.window.reset();
    return;
  }
  if (type == "play") {
    execute_play(t, seat, a);
    return;
  }
  if (type == "attack") {
    interrupt(t);
    attack(t, seat, a);
    return;
  }
  const decision was = t.dec;
  t.dec = decision::none;
  if (type == "begin") {
    log_public(t, "{0} goes on with the turn", {seat}, "begin");
  } else if (type == "place") {
    const pos tile{a["x"].get<int>(), a["y"].get<int>()};
    const int def = *t.drawn_tile;
    t.tiles[tile] = {def, a["rotation"].get<int>()};
    t.drawn_tile.reset();
    if (def == graveyard_tile()) {
      t.book_set_aside = false;
      t.book_square = square_of(tile, 1, 1);
    }
    log_public(
        t,
        "{0} places the " + std::string(tile_table()[def].name) + " at " + pos_key(tile) +
            " rotated " + std::to_string(a["rotation"].get<int>()) + "°",
        {seat}, "place",
        {{"tile", tile_table()[def].key}, {"at", pos_key(tile)}, {"rotation", a["rotation"]}});
    t.last_tile = tile;
    push(t, work_kind::populate_start, tile);
    open_window(t, window_about::tile, seat);
  } else if (type == "skeleton") {
    const int c = colour_from(a["colour"].get<std::string>());
    const pos sq = parse_pos(a["square"].get<std::string>());
    auto &pp = *t.populate;
    if (pp.mode == populate_mode::flesh_wound)
      --t.removed[c];
    else
      --t.supply[c];
    t.skeletons[sq] = c;
    if (pp.mode == populate_mode::named || pp.mode == populate_mode::flesh_wound)
      --pp.skeletons_left;
    else
      pp.placed_points += colour_points[c];
    log_public(t, "{0} puts " + colour_text(c) + " on " + pos_key(sq), {seat}, "skeletonPlaced",
               {{"colour", colour_key(c)}, {"square", pos_key(sq)}});
    populate_check(t);
  } else if (type == "life") {
    const pos sq = parse_pos(a["square"].get<std::string>());
    --t.life_supply;
    t.life_tokens.insert(sq);
    --t.populate->life_left;
    log_public(t, "{0} puts a life token on " + pos_key(sq), {seat}, "lifePlaced",
               {{"square", pos_key(sq)}});
    populate_check(t);
  } else if (type == "fight") {
    const bool axe = a["axe"].get<bool>();
    if (axe)
      me.used_this_turn.insert(static_cast<int>(card_type::axe));
    if (was == decision::book_pre) {
      auto &bf = *t.book_fight;
      (seat == bf.challenger ? bf.axe_challenger : bf.axe_holder) = axe;
      if (axe)
        log_public(t, "{0} fights for the book with the Axe", {seat}, "axe");
      push(t, work_kind::book_declare);
    } else {
      t.combat->axe_declared = axe;
      start_combat_roll(t);
    }
  } else if (type == "spend") {
    const colours c = colours_of(a);
    pay(t, seat, c);
    log_public(t, "{0} spends " + trophies_text(c) + " trophies", {seat}, "spend");
    if (was == decision::book) {
      (seat == t.book_fight->challenger ? t.book_fight->added_challenger
                                        : t.book_fight->added_holder) += points_of(c);
      push(t, work_kind::book_check);
    } else {
      kill_skeleton(t);
    }
  } else if (type == "reroll") {
    --me.life;
    ++t.life_supply;
    log_public(t, "{0} spends a life token to roll again", {seat}, "lifeSpent");
    if (was == decision::book) {
      int v = 0;
      for (auto &d : t.dice) {
        d.fresh = d.seat == seat;
        if (d.fresh)
          v = d.value = next_die(t);
      }
      t.last_roll_combat = true;
      log_public(t, "{0} rolls " + std::to_string(v) + " for the Necronomicon", {seat}, "roll",
                 {{"value", v}, {"for", "book"}});
      push(t, work_kind::book_check);
      open_window(t, window_about::roll, seat);
    } else {
      if (t.combat->weapon == static_cast<int>(card_type::polearm)) {
        auto &ip = me.in_play;
        auto it = std::find_if(ip.begin(), ip.end(),
                               [](int id) { return card_of(id) == card_type::polearm; });
        if (it != ip.end()) {
          discard_card(t, *it);
          ip.erase(it);
          log_public(t, "{0}'s Polearm is discarded", {seat}, "polearmLost");
        }
      }
      start_combat_roll(t);
    }
  } else if (type == "yield") {
    const auto &bf = *t.book_fight;
    log_public(t, "{0} gives up the fight for the Necronomicon", {seat}, "yield");
    end_book_fight(t, seat == bf.holder ? bf.challenger : bf.holder);
  } else if (type == "move") {
    const pos to = parse_pos(a["square"].get<std::string>());
    const pos from = me.square;
    me.square = to;
    --t.move_left;
    log_public(t, "{0} moves " + direction_to(from, to) + " to " + pos_key(to), {seat}, "move",
               {{"from", pos_key(from)}, {"to", pos_key(to)}});
    push(t, work_kind::move_decision);
    push(t, work_kind::arrive, to, arrive_fight | arrive_entered);
  } else if (type == "stop") {
    t.move_left = 0;
    log_public(t, "{0} stops", {seat}, "stop");
  } else if (type == "pickUp") {
    const auto here = pickups_at(t, seat, *t.pickup);
    if (a["what"] == "life")
      take_life_token(t, seat, *t.pickup);
    else
      take_horse(t, seat, here.horse);
    pickup_check(t);
  } else if (type == "leave") {
    log_public(t, "{0} leaves it there", {seat}, "leave");
    t.pickup.reset();
  } else if (type == "skeletonMove") {
    const pos from = parse_pos(a["from"].get<std::string>());
    const pos to = parse_pos(a["to"].get<std::string>());
    const int c = t.skeletons[from];
    t.skeletons.erase(from);
    t.skeletons[to] = c;
    t.skeletons_moved.push_back(to);
    --t.skeleton_moves_left;
    log_public(t, "{0} moves " + colour_text(c) + " from " + pos_key(from) + " to " + pos_key(to),
               {seat}, "skeletonMoved", {{"from", pos_key(from)}, {"to", pos_key(to)}});
    skeleton_roll_result(t);
  } else if (type == "discard") {
    const int id = a["card"].get<int>();
    remove_from_hand(me, id);
    discard_card(t, id);
    log_public(t, "{0} discards " + std::string(card_name(id)), {seat}, "discard",
               {{"card", card_key(id)}});
  } else if (type == "endTurn") {
    log_public(t, "{0} ends the turn", {seat}, "endTurn");
  } else if (type == "take") {
    const int id = a["card"].get<int>();
    auto &target = t.seats[t.reveal_of];
    remove_from_hand(target, id);
    me.hand.push_back(id);
    colours c{};
    c[colour_from(a["pay"].get<std::string>())] = 1;
    pay(t, seat, c);
    log_public(t, "{0} takes a card from {1}, paying " + colour_text(colour_from(a["pay"])),
               {seat, t.reveal_of}, "cardTaken");
    log_private(t, seat, "{0} takes " + std::string(card_name(id)), "cardTakenPrivate",
                {{"card", card_key(id)}});
    if (!target.hand.empty() && points_of(me.trophies) > 0)
      t.dec = decision::take;
    else
      t.reveal_to = t.reveal_of = -1;
  } else if (type == "done") {
    t.reveal_to = t.reveal_of = -1;
  } else if (type == "target") {
    // You got nothin'!: the player is chosen; worth no more than the roll, he
    // discards all he has, else he chooses what to discard.
    auto ch = *t.choice;
    t.choice.reset();
    const int from = a["seat"].get<int>();
    auto &victim = t.seats[from].trophies;
    log_public(t, "{0} makes {1} discard " + std::to_string(ch.value) + " points of skeletons",
               {seat, from}, "target");
    if (points_of(victim) <= ch.value) {
      for (int k = 0; k < colour_count; ++k) {
        t.removed[k] += victim[k];
        victim[k] = 0;
      }
      log_public(t, "{0} discards every trophy", {from}, "lose");
    } else {
      ch.chooser = ch.from = from;
      t.choice = ch;
      t.dec = decision::choice;
    }
  } else if (type == "yoink" || type == "lose") {
    const colours c = colours_of(a);
    const auto ch = *t.choice;
    t.choice.reset();
    const int from = type == "yoink" ? a["seat"].get<int>() : ch.from;
    for (int k = 0; k < colour_count; ++k) {
      t.seats[from].trophies[k] -= c[k];
      if (type == "yoink")
        me.trophies[k] += c[k];
      else
        t.removed[k] += c[k];
    }
    if (type == "yoink")
      log_public(t, "{0} takes " + trophies_text(c) + " from {1}", {seat, from}, "yoink");
    else
      log_public(t, "{0} discards " + trophies_text(c) + " trophies", {seat}, "lose");
  }
}

json without_label(json a) {
  if (a.is_object())
    a.erase("label");
  return a;
}

} // namespace

std::optional<game_error> apply_action(table &t, int seat, const json &action) {
  const auto waiting = awaited_seats(t);
  if (std::find(waiting.begin(), waiting.end(), seat) == waiting.end())
    return game_error{std::string(error_codes::not_your_turn),
                      t.dec == decision::finished ? "The game is over" : "Not your turn to act"};
  const json wanted = without_label(action);
  for (const auto &legal : legal_actions_for(t, seat)) {
    json plain = without_label(legal);
    if (plain == wanted) {
      execute(t, seat, plain);
      advance(t);
      return std::nullopt;
    }
  }
  return game_error{std::string(error_codes::illegal_action),
                    "That action is not one of the legal actions now"};
}

json default_action_for(const table &t, int seat) {
  const json actions = legal_actions_for(t, seat);
  if (actions.empty())
    return nullptr;
  for (const char *preferred : {"pass", "stop", "endTurn", "done", "begin", "leave"})
    for (const auto &a : actions)
      if (a["type"] == preferred)
        return a;
  return actions.front();
}

int timeout_for(const table &t, int seat) {
  if (!t.window)
    return 0;
  const auto &aw = t.window->awaiting;
  return std::find(aw.begin(), aw.end(), seat) != aw.end() ? t.rules.reaction_seconds : 0;
}

} // namespace tavern::games::midevil
