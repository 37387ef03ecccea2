#include "card_plays.hpp"
#include "json/json_object.hpp"

#include "action_fields.hpp"
#include "board.hpp"
#include "flow.hpp"

#include <set>
#include <tuple>

namespace tavern::games::midevil {

namespace {

// The message of a card's play: its key, the card and `more`.
message play_text(std::string_view key, int id, json more = json::object()) {
  more["card"] = card_param(id);
  return {std::string(key), std::move(more)};
}

bool anyone_else_has_trophies(const table &t, int seat) {
  for (int s = 0; s < t.players(); ++s)
    if (s != seat && points_of(t.seats[s].trophies) > 0)
      return true;
  return false;
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

void give_me_that_plays(const table &t, int seat, int id, offered &out) {
  for (int s = 0; s < t.players(); ++s) {
    if (s == seat || t.seats[s].hand.empty())
      continue;
    out.play(
        id,
        [&] { return play_text("midevil.action.playOn", id, json_object("other", seat_param(s))); },
        json_object("seat", s));
  }
}

void rolled_choice_plays(const table &t, int seat, int id, std::string_view key, offered &out) {
  if (anyone_else_has_trophies(t, seat))
    out.play(id, [&] { return play_text(key, id); });
}

void how_many_plays(const table &t, int id, offered &out) {
  bool free = false;
  for (const pos p : walkable_squares(t))
    free = free || free_for_piece(t, p);
  if (free && points_of(t.supply) > 0)
    out.play(id, [&] { return play_text("midevil.action.playHowMany", id); });
}

void flesh_wound_plays(const table &t, int id, offered &out) {
  if (points_of(t.removed) > 0)
    out.play(id, [&] { return play_text("midevil.action.playFleshWound", id); });
}

void look_nothing_plays(const table &t, int seat, int id, offered &out) {
  if (t.seats[seat].hand.size() > 1)
    out.play(id, [&] { return play_text("midevil.action.playLookNothing", id); });
}

void lost_plays_on(const table &t, int s, int id, offered &out) {
  for (const pos tile : adjacent_tiles(t, tile_of(t.seats[s].square))) {
    const auto &pt = t.tiles.at(tile);
    for (int row = 0; row < 3; ++row)
      for (int col = 0; col < 3; ++col) {
        if (!cell_walkable(tile_cell(pt.def, pt.rotation, col, row)))
          continue;
        const pos sq = square_of(tile, col, row);
        out.play(
            id,
            [&] {
              return play_text("midevil.action.playLost", id,
                               json_object("other", seat_param(s), "square", square_param(t, sq)));
            },
            json_object("seat", s, "square", pos_key(sq)));
      }
  }
}

void lost_plays(const table &t, int seat, int id, offered &out) {
  for (int s = 0; s < t.players(); ++s)
    if (s != seat)
      lost_plays_on(t, s, id, out);
}

void my_precious_plays(const table &t, int seat, int id, offered &out) {
  for (int s = 0; s < t.players(); ++s) {
    if (s == seat || t.seats[s].square != t.seats[seat].square)
      continue;
    for (int steal : t.seats[s].in_play)
      if (card_info(card_of(steal)).item && !has_in_play(t, seat, card_of(steal))) {
        out.play(
            id,
            [&] {
              return play_text("midevil.action.playMyPrecious", id,
                               json_object("other", seat_param(s), "steal", card_param(steal)));
            },
            json_object("seat", s, "steal", steal));
      }
  }
}

std::vector<int> trophy_colours(const table &t, int s) {
  std::vector<int> cs;
  for (int c = 0; c < colour_count; ++c)
    if (t.seats[s].trophies[c] > 0)
      cs.push_back(c);
  return cs;
}

// One skeleton of colour `c` taken from seat `s`: the action's part.
json taken_part(int s, int c) {
  return json_object("seat", s, "colour", colour_key(c));
}

void theyre_all_mine_plays(const table &t, int seat, int id, offered &out) {
  std::vector<int> rich;
  for (int s = 0; s < t.players(); ++s)
    if (s != seat && points_of(t.seats[s].trophies) > 0)
      rich.push_back(s);
  if (rich.size() == 1)
    for (int c : trophy_colours(t, rich[0])) {
      out.play(
          id,
          [&] {
            return play_text("midevil.action.playTheyreAllMine", id,
                             json_object("colour", colour_param(c), "other", seat_param(rich[0])));
          },
          json_object("from", json::array({taken_part(rich[0], c)})));
    }
  for (std::size_t i = 0; i < rich.size(); ++i)
    for (std::size_t j = i + 1; j < rich.size(); ++j)
      for (int ca : trophy_colours(t, rich[i]))
        for (int cb : trophy_colours(t, rich[j])) {
          out.play(
              id,
              [&] {
                return play_text("midevil.action.playTheyreAllMineTwo", id,
                                 json_object("colour", colour_param(ca), "other",
                                             seat_param(rich[i]), "colour2", colour_param(cb),
                                             "other2", seat_param(rich[j])));
              },
              json_object("from", json::array({taken_part(rich[i], ca), taken_part(rich[j], cb)})));
        }
}

void what_am_i_gonna_do_plays(const table &t, int seat, int id, offered &out) {
  if (t.seats[seat].trophies[0] > 0)
    out.play(id, [&] { return play_text("midevil.action.playWhatAmIGonnaDo", id); });
}

void stay_there_plays(const table &t, int seat, int id, offered &out) {
  for (int s = 0; s < t.players(); ++s) {
    const auto &o = t.seats[s];
    if (s == seat || o.stay_there || !inside(t, o.square) ||
        !building_next_to(t, t.seats[seat].square, o.square))
      continue;
    out.play(
        id,
        [&] { return play_text("midevil.action.playOn", id, json_object("other", seat_param(s))); },
        json_object("seat", s));
  }
}

void own_turn_card_plays(const table &t, int seat, int id, bool at_start, offered &out) {
  switch (card_of(id)) {
  case card_type::give_me_that:
    return give_me_that_plays(t, seat, id, out);
  case card_type::yoink:
    return rolled_choice_plays(t, seat, id, "midevil.action.playYoink", out);
  case card_type::got_nothin:
    return rolled_choice_plays(t, seat, id, "midevil.action.playGotNothin", out);
  case card_type::how_many:
    return how_many_plays(t, id, out);
  case card_type::flesh_wound:
    return flesh_wound_plays(t, id, out);
  case card_type::look_nothing:
    return look_nothing_plays(t, seat, id, out);
  case card_type::lost:
    return lost_plays(t, seat, id, out);
  case card_type::my_precious:
    return my_precious_plays(t, seat, id, out);
  case card_type::theyre_all_mine:
    if (at_start)
      theyre_all_mine_plays(t, seat, id, out);
    return;
  case card_type::what_am_i_gonna_do:
    return what_am_i_gonna_do_plays(t, seat, id, out);
  case card_type::stay_there:
    return stay_there_plays(t, seat, id, out);
  default:
    return;
  }
}

// What!?!? ("ritirare un dado") or Swing and a miss (another player's combat
// die) on one die just rolled: a `die` field names it when the roll had more.
void reroll_plays(const table &t, int seat, int id, bool swing, offered &out) {
  std::set<std::tuple<int, int, std::string>> seen; // the same die twice is one choice
  for (int i = 0; i < static_cast<int>(t.dice.size()); ++i) {
    const auto &d = t.dice[i];
    if (!d.fresh || (swing && (d.seat == seat || (d.purpose != "combat" && d.purpose != "book"))))
      continue;
    if (!seen.insert({d.seat, d.value, d.purpose}).second)
      continue;
    if (t.dice.size() == 1)
      out.play(id, [&] {
        return swing ? play_text("midevil.action.playRollsAgain", id,
                                 json_object("other", seat_param(d.seat)))
                     : play_text("midevil.action.playRollAgain", id);
      });
    else
      out.play(
          id,
          [&] {
            return play_text(
                "midevil.action.playRollsDieAgain", id,
                json_object("other", seat_param(d.seat), "value", number_param(d.value)));
          },
          json_object("die", i));
  }
}

} // namespace

void own_turn_plays(const table &t, int seat, offered &out, bool at_start) {
  if (!may_play(t, seat) || seat != t.current)
    return;
  for (int id : distinct_cards(t.seats[seat].hand))
    if (card_info(card_of(id)).timing == card_timing::own_turn)
      own_turn_card_plays(t, seat, id, at_start, out);
}

void window_plays(const table &t, int seat, offered &out) {
  const auto &w = *t.window;
  for (int id : distinct_cards(t.seats[seat].hand)) {
    const card_type type = card_of(id);
    const auto &info = card_info(type);
    if (w.about == window_about::kill && w.seat == seat && info.timing == card_timing::after_kill) {
      const bool colour_ok = info.kill_colour < 0 || (w.kill_colour >> info.kill_colour) & 1;
      if (colour_ok && !has_in_play(t, seat, type))
        out.play(id, [&] { return play_text("midevil.action.playInFront", id); });
    }
    if (w.about == window_about::roll && type == card_type::what)
      reroll_plays(t, seat, id, false, out);
    if (w.about == window_about::roll && type == card_type::swing_and_miss && w.combat_roll)
      reroll_plays(t, seat, id, true, out);
    if (w.about == window_about::card && type == card_type::nevermind && !t.stack.empty() &&
        t.stack.back().seat != seat)
      out.play(id, [&] {
        return play_text("midevil.action.playCancel", id,
                         json_object("target", card_param(t.stack.back().id)));
      });
    if (w.about == window_about::tile && type == card_type::all_about_me && w.seat != seat)
      out.play(id, [&] { return play_text("midevil.action.playAllAboutMe", id); });
  }
}

} // namespace tavern::games::midevil
