#include "actions.hpp"
#include "json/json_object.hpp"

#include "action_fields.hpp"
#include "board.hpp"
#include "book_fight.hpp"
#include "card_plays.hpp"
#include "flow.hpp"
#include "offered.hpp"
#include "pickups.hpp"

#include <algorithm>
#include <deque>

namespace tavern::games::midevil {

namespace {

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

void spend_actions(const colours &have, int need, offered &out) {
  for (const colours &c : minimal_spends(have, need))
    out.add(colours_fields(json_object("type", "spend"), c), [&] {
      return message{"midevil.action.spend", json_object("trophies", trophies_param(c), "points",
                                                         number_param(points_of(c)))};
    });
}

void move_actions(const table &t, int seat, offered &out) {
  const auto &me = t.seats[seat];
  for (const pos to : steps_from(t, me.square)) {
    if (me.stay_there && inside(t, me.square) &&
        !(inside(t, to) && tile_of(to) == tile_of(me.square)))
      continue;
    out.add(json_object("type", "move", "square", pos_key(to)), [&] {
      message m{"midevil.action.move", json_object("direction", direction_param(me.square, to),
                                                   "square", square_param(t, to))};
      if (auto sk = t.skeletons.find(to); sk != t.skeletons.end()) {
        m.key = "midevil.action.moveFight";
        m.params["colour"] = colour_param(sk->second);
      }
      return m;
    });
  }
  out.add(json_object("type", "stop"), [&] { return message{"midevil.action.stop"}; });
}

void ranged_attacks(const table &t, int seat, offered &out) {
  const auto &me = t.seats[seat];
  const bool polearm = has_in_play(t, seat, card_type::polearm);
  const bool bow = has_in_play(t, seat, card_type::short_bow) && me.trophies[0] > 0;
  const bool crossbow = has_in_play(t, seat, card_type::crossbow) && me.trophies[1] > 0;
  if (!polearm && !bow && !crossbow)
    return;
  const auto dist = distances(t, me.square, 4);
  for (const auto &[sq, colour] : t.skeletons) {
    auto it = dist.find(sq);
    if (it == dist.end())
      continue;
    const int d = it->second;
    const pos where = sq;
    const int skeleton = colour;
    // Captures copies, not the structured bindings: clang 14 refuses those.
    auto attack = [&t, &out, where, skeleton](std::string_view weapon, card_type card, int pay) {
      out.add(json_object("type", "attack", "weapon", weapon, "square", pos_key(where)), [&] {
        message m{pay < 0 ? "midevil.action.attack" : "midevil.action.shoot",
                  json_object("colour", colour_param(skeleton), "square", square_param(t, where),
                              "weapon", card_type_param(card))};
        if (pay >= 0)
          m.params["pay"] = colour_param(pay);
        return m;
      });
    };
    if (polearm && d == 1)
      attack("polearm", card_type::polearm, -1);
    if (bow && (d == 1 || d == 2))
      attack("shortBow", card_type::short_bow, 0);
    if (crossbow && (d == 3 || d == 4))
      attack("crossbow", card_type::crossbow, 1);
  }
}

void area_attacks(const table &t, int seat, offered &out) {
  const auto &me = t.seats[seat];
  const bool catapult = has_in_play(t, seat, card_type::catapult) && me.trophies[1] > 0;
  const bool explosives = has_in_play(t, seat, card_type::explosives) && me.trophies[2] > 0;
  if (!catapult && !explosives)
    return;
  for (const pos tile : adjacent_tiles(t, tile_of(me.square))) {
    // "attaccare un bersaglio": a tile with no skeleton is a target too.
    bool any = false;
    for (const auto &[sq, _] : t.skeletons)
      any = any || tile_of(sq) == tile;
    const auto params = [&] { return json_object("tile", tile_place_param(t, tile)); };
    if (catapult)
      out.add(json_object("type", "attack", "weapon", "catapult", "tile", pos_key(tile)), [&] {
        return message{any ? "midevil.action.catapult" : "midevil.action.catapultEmpty", params()};
      });
    if (explosives)
      out.add(json_object("type", "attack", "weapon", "explosives", "tile", pos_key(tile)), [&] {
        return message{any ? "midevil.action.blowUp" : "midevil.action.blowUpEmpty", params()};
      });
  }
}

// Attacks with the weapons in play, "quando vuoi" (the Crossbow's words), so
// at every step of one's own turn outside a fight, and as often as paid for.
void weapon_attacks(const table &t, int seat, offered &out) {
  ranged_attacks(t, seat, out);
  area_attacks(t, seat, out);
}

void skeleton_and_life_placements(const table &t, offered &out) {
  const auto &pp = *t.populate;
  const auto colours_allowed = populate_colours(t);
  if (!colours_allowed.empty()) {
    const auto squares = populate_targets(t);
    // Each square is offered once per colour: described once (a square's
    // description looks for the nearest named tile).
    std::vector<json> described(squares.size());
    for (int c : colours_allowed)
      for (std::size_t i = 0; i < squares.size(); ++i)
        out.add(
            json_object("type", "skeleton", "colour", colour_key(c), "square", pos_key(squares[i])),
            [&] {
              if (described[i].is_null())
                described[i] = square_param(t, squares[i]);
              return message{"midevil.action.skeleton",
                             json_object("colour", colour_param(c), "square", described[i])};
            });
    return;
  }
  if (pp.life_left > 0 && t.life_supply > 0)
    for (const pos sq : life_targets(t))
      out.add(json_object("type", "life", "square", pos_key(sq)), [&] {
        return message{"midevil.action.life", json_object("square", square_param(t, sq))};
      });
}

void start_actions(const table &t, int seat, offered &out) {
  out.add(json_object("type", "begin"), [&] {
    return message{t.tile_deck.empty() ? "midevil.action.goOn" : "midevil.action.begin"};
  });
  own_turn_plays(t, seat, out, true);
  weapon_attacks(t, seat, out);
}

void place_actions(const table &t, int seat, offered &out) {
  for (const auto &pl : legal_placements(t, *t.drawn_tile))
    out.add(json_object("type", "place", "x", pl.tile.x, "y", pl.tile.y, "rotation", pl.rotation),
            [&] {
              return message{"midevil.action.place",
                             json_object("tile", tile_param(*t.drawn_tile), "where",
                                         spot_param(t, pl.tile), "rotation",
                                         number_param(pl.rotation))};
            });
  own_turn_plays(t, seat, out);
  weapon_attacks(t, seat, out);
}

void populate_decision_actions(const table &t, int seat, offered &out) {
  skeleton_and_life_placements(t, out);
  own_turn_plays(t, seat, out);
}

// With the Axe or without: `skeleton` is the colour fought, or -1 in the fight for the book.
void axe_choice(int skeleton, offered &out) {
  json params = json_object("axe", card_type_param(card_type::axe));
  if (skeleton >= 0)
    params["colour"] = colour_param(skeleton);
  const bool book = skeleton < 0;
  out.add(json_object("type", "fight", "axe", true), [&] {
    return message{book ? "midevil.action.bookAxe" : "midevil.action.fightAxe", params};
  });
  out.add(json_object("type", "fight", "axe", false), [&] {
    return message{book ? "midevil.action.bookNoAxe" : "midevil.action.fightNoAxe", params};
  });
}

void fight_pre_actions(const table &t, int seat, offered &out) {
  axe_choice(t.combat->colour, out);
  own_turn_plays(t, seat, out);
}

void book_pre_actions(const table &t, int seat, offered &out) {
  axe_choice(-1, out);
  own_turn_plays(t, seat, out);
}

void reroll_action(const table &t, int seat, offered &out) {
  if (t.seats[seat].life > 0)
    out.add(json_object("type", "reroll"), [&] { return message{"midevil.action.reroll"}; });
}

void combat_miss_actions(const table &t, int seat, offered &out) {
  const auto &c = *t.combat;
  const int total = c.roll + c.bonus + (c.axe_declared ? 2 : 0);
  spend_actions(t.seats[seat].trophies, 4 - total, out);
  reroll_action(t, seat, out);
  own_turn_plays(t, seat, out);
}

void book_actions(const table &t, int seat, offered &out) {
  int need = 0;
  book_loser(t, &need);
  spend_actions(t.seats[seat].trophies, need, out);
  reroll_action(t, seat, out);
  out.add(json_object("type", "yield"), [&] { return message{"midevil.action.yield"}; });
  own_turn_plays(t, seat, out);
}

void move_decision_actions(const table &t, int seat, offered &out) {
  move_actions(t, seat, out);
  weapon_attacks(t, seat, out);
  own_turn_plays(t, seat, out);
}

void pickup_actions(const table &t, int seat, offered &out) {
  const pos sq = *t.pickup;
  const auto here = pickups_at(t, seat, sq);
  if (here.life)
    out.add(json_object("type", "pickUp", "what", "life"), [&] {
      return message{"midevil.action.pickUpLife", json_object("square", square_param(t, sq))};
    });
  if (here.horse >= 0)
    out.add(json_object("type", "pickUp", "what", "horse"), [&] {
      return message{"midevil.action.pickUpHorse",
                     json_object("other", seat_param(t.horses[here.horse].rider), "horse",
                                 card_type_param(card_type::horse))};
    });
  out.add(json_object("type", "leave"), [&] { return message{"midevil.action.leave"}; });
  own_turn_plays(t, seat, out);
}

void skeleton_move_actions(const table &t, int seat, offered &out) {
  for (const auto &[at, skeleton] : t.skeletons) {
    // Copies, not the structured bindings, for the lambda: clang 14 refuses those.
    const pos from = at;
    const int colour = skeleton;
    if (!skeleton_can_move(t, from))
      continue;
    for (const pos to : steps_from(t, from))
      if (!t.skeletons.count(to))
        out.add(json_object("type", "skeletonMove", "from", pos_key(from), "to", pos_key(to)), [&] {
          return message{"midevil.action.skeletonMove",
                         json_object("colour", colour_param(colour), "from", square_param(t, from),
                                     "direction", direction_param(from, to), "to",
                                     square_param(t, to))};
        });
  }
  weapon_attacks(t, seat, out);
  own_turn_plays(t, seat, out);
}

void card_discards(const table &t, int seat, offered &out) {
  for (int id : distinct_cards(t.seats[seat].hand))
    out.add(json_object("type", "discard", "card", id), [&] {
      return message{"midevil.action.discard", json_object("card", card_param(id))};
    });
}

void discard_actions(const table &t, int seat, offered &out) {
  out.add(json_object("type", "endTurn"), [&] { return message{"midevil.action.endTurn"}; });
  card_discards(t, seat, out);
  weapon_attacks(t, seat, out);
  own_turn_plays(t, seat, out);
}

void hand_limit_actions(const table &t, int seat, offered &out) {
  card_discards(t, seat, out);
  own_turn_plays(t, seat, out);
}

void take_actions(const table &t, int seat, offered &out) {
  const auto &me = t.seats[seat];
  for (int id : distinct_cards(t.seats[t.reveal_of].hand))
    for (int c = 0; c < colour_count; ++c)
      if (me.trophies[c] > 0)
        out.add(json_object("type", "take", "card", id, "pay", colour_key(c)), [&] {
          return message{"midevil.action.take",
                         json_object("card", card_param(id), "colour", colour_param(c))};
        });
  out.add(json_object("type", "done"), [&] { return message{"midevil.action.done"}; });
}

// "Il risultato è il punteggio del valore degli scheletri che puoi prendere
// ad un' altro giocatore": the player and the skeletons at once.
void yoink_actions(const table &t, int seat, offered &out) {
  const auto &ch = *t.choice;
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
          json a = colours_fields(json_object("type", "yoink"), c);
          a["seat"] = s;
          out.add(std::move(a), [&] {
            return message{"midevil.action.yoink",
                           json_object("trophies", trophies_param(c), "other", seat_param(s))};
          });
        }
  }
}

void nothin_target_actions(const table &t, int seat, offered &out) {
  const auto &ch = *t.choice;
  for (int s = 0; s < t.players(); ++s)
    if (s != seat && points_of(t.seats[s].trophies) > 0)
      out.add(json_object("type", "target", "seat", s), [&] {
        return message{"midevil.action.target",
                       json_object("other", seat_param(s), "count", number_param(ch.value))};
      });
}

void nothin_lose_actions(const table &t, offered &out) {
  const auto &ch = *t.choice;
  for (const colours &c : minimal_spends(t.seats[ch.from].trophies, ch.value))
    out.add(colours_fields(json_object("type", "lose"), c), [&] {
      return message{"midevil.action.lose", json_object("trophies", trophies_param(c))};
    });
}

void choice_actions(const table &t, int seat, offered &out) {
  if (t.choice->kind == card_type::yoink)
    yoink_actions(t, seat, out);
  else if (t.choice->from < 0)
    nothin_target_actions(t, seat, out);
  else
    nothin_lose_actions(t, out);
}

void window_actions(const table &t, int seat, offered &out) {
  out.add(json_object("type", "pass"), [&] { return message{"midevil.action.pass"}; });
  window_plays(t, seat, out);
  // On his own turn his cards too, except while a card waits for answers
  // (only Uh... Nevermind answers it).
  if (t.window->about != window_about::card)
    own_turn_plays(t, seat, out);
}

void decision_actions(const table &t, int seat, offered &out) {
  switch (t.dec) {
  case decision::start:
    return start_actions(t, seat, out);
  case decision::place:
    return place_actions(t, seat, out);
  case decision::populate:
    return populate_decision_actions(t, seat, out);
  case decision::fight_pre:
    return fight_pre_actions(t, seat, out);
  case decision::book_pre:
    return book_pre_actions(t, seat, out);
  case decision::combat_miss:
    return combat_miss_actions(t, seat, out);
  case decision::book:
    return book_actions(t, seat, out);
  case decision::move:
    return move_decision_actions(t, seat, out);
  case decision::pickup:
    return pickup_actions(t, seat, out);
  case decision::skeletons:
    return skeleton_move_actions(t, seat, out);
  case decision::discard:
    return discard_actions(t, seat, out);
  case decision::hand_limit:
    return hand_limit_actions(t, seat, out);
  case decision::take:
    return take_actions(t, seat, out);
  case decision::choice:
    return choice_actions(t, seat, out);
  default:
    return;
  }
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

json legal_moves(const table &t, int seat, kit::wording words) {
  offered out(words);
  if (t.dec == decision::finished || seat < 0 || seat >= t.players())
    return std::move(out).take();
  if (t.window) {
    const auto &aw = t.window->awaiting;
    if (std::find(aw.begin(), aw.end(), seat) != aw.end())
      window_actions(t, seat, out);
  } else if (decider(t) == seat) {
    decision_actions(t, seat, out);
  }
  return std::move(out).take();
}

std::string not_awaited_text(const table &t, int /*seat*/) {
  return t.dec == decision::finished ? "The game is over" : "Not your turn to act";
}

std::string pending_text(const table &t) {
  if (t.window)
    return "reactions: a card played, or a pass";
  switch (t.dec) {
  case decision::none:
    break;
  case decision::start:
    return "the start of a turn";
  case decision::place:
    return "where the tile goes";
  case decision::populate:
    return "where skeletons and life tokens go";
  case decision::fight_pre:
  case decision::book_pre:
    return "whether to fight with the Axe";
  case decision::combat_miss:
    return "trophies spent, a reroll, or the pawn's death";
  case decision::book:
    return "the losing side's answer in the fight for the book";
  case decision::move:
    return "a step or a stop";
  case decision::pickup:
    return "whether to pick up what lies on the square";
  case decision::skeletons:
    return "the skeletons' moves";
  case decision::discard:
  case decision::hand_limit:
    return "the cards to discard";
  case decision::take:
    return "the cards taken (Give me that...)";
  case decision::choice:
    return "the card's choice";
  case decision::finished:
    return "nothing: the game is over";
  }
  return "the game to go on";
}

} // namespace tavern::games::midevil
