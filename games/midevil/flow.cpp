#include "flow.hpp"

#include "board.hpp"
#include "book_fight.hpp"
#include "pickups.hpp"

#include <algorithm>

namespace tavern::games::midevil {

std::string_view colour_key(int c) {
  static constexpr std::string_view keys[3] = {"white", "red", "blue"};
  return keys[c % 3];
}

int points_of(const colours &c) {
  return c[0] + 2 * c[1] + 3 * c[2];
}

std::string pos_key(pos p) {
  return std::to_string(p.x) + "," + std::to_string(p.y);
}

void log_public(table &t, const std::string &text, std::vector<int> seats, std::string_view event,
                json fields) {
  fields["text"] = text;
  fields["seats"] = std::move(seats);
  fields["event"] = event;
  t.log.push_back({std::move(fields), {}, {}});
}

void log_private(table &t, int seat, const std::string &text, std::string_view event, json fields) {
  fields["text"] = text;
  fields["seats"] = std::vector<int>{seat};
  fields["event"] = event;
  t.log.push_back({std::move(fields), {seat}, {}});
}

std::string_view card_name(int id) {
  return card_info(card_of(id)).name;
}
std::string_view card_key(int id) {
  return card_info(card_of(id)).key;
}

std::string colour_text(int c) {
  return std::string("a ") + std::string(colour_key(c)) + " skeleton";
}

std::string trophies_text(const colours &c) {
  std::string out;
  for (int i = 0; i < colour_count; ++i) {
    if (!c[i])
      continue;
    if (!out.empty())
      out += " and ";
    out += std::to_string(c[i]) + " " + std::string(colour_key(i));
  }
  return out.empty() ? "nothing" : out;
}

bool may_play(const table &t, int seat) {
  const auto &p = t.seats[seat];
  return !p.played_cycle || p.free_plays;
}

bool has_in_play(const table &t, int seat, card_type type) {
  for (int id : t.seats[seat].in_play)
    if (card_of(id) == type)
      return true;
  return false;
}

int mace_bonus(const table &t, int seat) {
  return has_in_play(t, seat, card_type::mace) ? 1 : 0;
}

void push(table &t, work_kind kind, pos square, int value) {
  t.work.push_back({kind, square, value});
}

void open_window(table &t, window_about about, int seat, int kill_mask) {
  reaction_window w;
  w.about = about;
  w.seat = seat;
  w.combat_roll = about == window_about::roll && t.last_roll_combat;
  w.kill_colour = kill_mask;
  if (about == window_about::tile)
    w.tile = t.last_tile;
  if (about == window_about::kill) {
    if (may_play(t, seat))
      w.awaiting.push_back(seat);
  } else {
    for (int s = 0; s < t.players(); ++s)
      if (may_play(t, s))
        w.awaiting.push_back(s);
  }
  if (!w.awaiting.empty()) {
    t.window = std::move(w);
    ++t.windows_opened;
  }
}

int next_die(table &t) {
  if (!t.stacked_dice.empty()) {
    const int v = t.stacked_dice.front();
    t.stacked_dice.erase(t.stacked_dice.begin());
    return v;
  }
  return 1 + static_cast<int>(t.random.below(6));
}

int roll_die(table &t, int seat, const std::string &purpose, const std::string &against,
             const std::string &square) {
  const int v = next_die(t);
  t.dice.push_back({seat, v, purpose, against, square});
  return v;
}

void draw_cards(table &t, int seat, int n) {
  auto &p = t.seats[seat];
  int drawn = 0;
  for (int i = 0; i < n; ++i) {
    if (t.event_deck.empty()) {
      if (t.discard.empty())
        break;
      t.event_deck = t.discard;
      t.discard.clear();
      t.random.shuffle(t.event_deck);
      log_public(t, "The event discard pile is shuffled into a new deck", {}, "reshuffle");
    }
    p.hand.push_back(t.event_deck.back());
    t.event_deck.pop_back();
    ++drawn;
  }
  if (drawn > 0)
    log_public(t, "{0} draws " + std::to_string(drawn) + (drawn == 1 ? " card" : " cards"), {seat},
               "draw", {{"count", drawn}});
}

void discard_card(table &t, int id) {
  t.discard.push_back(id);
}

bool reachable(int points, int squares, const colours &avail) {
  if (points < 0 || squares < 0)
    return false;
  for (int b = 0; b <= std::min(avail[2], squares); ++b)
    for (int r = 0; r <= std::min(avail[1], squares - b); ++r) {
      const int w = points - 3 * b - 2 * r;
      if (w >= 0 && w <= std::min(avail[0], squares - b - r))
        return true;
    }
  return false;
}

int nearest_total(int target, int squares, const colours &avail) {
  // Exactly the target if possible, else the nearest total; a tie goes to the lower.
  for (int d = 0; d <= target + 3 * squares; ++d) {
    if (target - d >= 0 && reachable(target - d, squares, avail))
      return target - d;
    if (reachable(target + d, squares, avail))
      return target + d;
  }
  return 0;
}

namespace {

colours populate_source(const table &t) {
  return t.populate->mode == populate_mode::flesh_wound ? t.removed : t.supply;
}

std::vector<pos> area_squares(const table &t) {
  if (t.populate->tile)
    return populate_squares(t, *t.populate->tile);
  return walkable_squares(t);
}

} // namespace

bool free_for_piece(const table &t, pos square) {
  return !t.skeletons.count(square) && !t.life_tokens.count(square);
}

std::vector<pos> populate_targets(const table &t) {
  std::vector<pos> out;
  for (const pos p : area_squares(t))
    if (free_for_piece(t, p))
      out.push_back(p);
  return out;
}

std::vector<pos> life_targets(const table &t) {
  // Only the skeletons go inside the building; the life tokens go on the tile.
  std::vector<pos> out;
  if (!t.populate->tile)
    return out;
  for (const pos p : tile_walkable_squares(t, *t.populate->tile))
    if (free_for_piece(t, p))
      out.push_back(p);
  return out;
}

int free_populate_squares(const table &t) {
  return static_cast<int>(populate_targets(t).size());
}

std::vector<int> populate_colours(const table &t) {
  std::vector<int> out;
  const auto &pp = *t.populate;
  const colours src = populate_source(t);
  const int free = free_populate_squares(t);
  if (free == 0)
    return out;
  for (int c = 0; c < colour_count; ++c) {
    if (src[c] == 0)
      continue;
    if (pp.mode == populate_mode::named || pp.mode == populate_mode::flesh_wound) {
      if (pp.skeletons_left > 0)
        out.push_back(c);
    } else {
      colours rest = src;
      --rest[c];
      if (pp.placed_points < pp.target &&
          reachable(pp.target - pp.placed_points - colour_points[c], free - 1, rest))
        out.push_back(c);
    }
  }
  return out;
}

void populate_check(table &t) {
  if (!t.populate)
    return;
  if (!populate_colours(t).empty()) {
    t.dec = decision::populate;
    return;
  }
  if (t.populate->life_left > 0 && t.life_supply > 0 && !life_targets(t).empty()) {
    t.dec = decision::populate;
    return;
  }
  t.populate.reset();
  t.dec = decision::none;
}

std::vector<colours> minimal_spends(const colours &have, int need) {
  std::vector<colours> out;
  if (need <= 0)
    return out;
  for (int b = 0; b <= have[2]; ++b)
    for (int r = 0; r <= have[1]; ++r)
      for (int w = 0; w <= have[0]; ++w) {
        const colours c{w, r, b};
        const int pts = points_of(c);
        if (pts < need)
          continue;
        bool minimal = true;
        for (int k = 0; k < colour_count; ++k)
          if (c[k] > 0 && pts - colour_points[k] >= need)
            minimal = false;
        if (minimal)
          out.push_back(c);
        if (pts >= need)
          break; // more whites only add points
      }
  return out;
}

bool book_at_altar(const table &t) {
  // "Tutti gli scheletri incontrati durante il movimento devono essere
  // affrontati": a skeleton on the Altar's centre is fought before the win.
  return t.book_holder >= 0 && t.seats[t.book_holder].square == altar_centre() &&
         !t.skeletons.count(altar_centre());
}

void check_wins(table &t) {
  if (t.dec == decision::finished)
    return;
  std::vector<int> winners;
  std::string reason;
  if (book_at_altar(t)) {
    winners = {t.book_holder};
    reason = "brought the Necronomicon to the Altar";
  } else {
    for (int s = 0; s < t.players(); ++s)
      if (points_of(t.seats[s].trophies) >= 30)
        winners.push_back(s);
    if (!winners.empty())
      reason = "30 trophy points";
  }
  if (winners.empty())
    return;
  t.dec = decision::finished;
  t.work.clear();
  t.window.reset();
  t.result.winners = winners;
  t.result.reason = reason;
  t.result.scores.clear();
  for (const auto &p : t.seats)
    t.result.scores.push_back(points_of(p.trophies));
  log_public(t, "{0} wins: " + reason, {winners.front()}, "win", {{"winners", winners}});
}

namespace {

void finish_by_points(table &t) {
  int best = -1;
  std::vector<int> winners;
  for (int s = 0; s < t.players(); ++s) {
    const int pts = points_of(t.seats[s].trophies);
    if (pts > best) {
      best = pts;
      winners = {s};
    } else if (pts == best) {
      winners.push_back(s);
    }
  }
  t.dec = decision::finished;
  t.work.clear();
  t.result.winners = winners;
  t.result.reason = "most trophy points after " + std::to_string(t.rules.max_rounds) + " rounds";
  t.result.scores.clear();
  for (const auto &p : t.seats)
    t.result.scores.push_back(points_of(p.trophies));
  log_public(t, "The last round is over: most trophy points win", {}, "end",
             {{"winners", winners}});
}

void turn_start(table &t) {
  auto &p = t.seats[t.current];
  p.played_cycle = false;
  p.free_plays = false;
  // The Axe is "+2 ad un tiro di dado in combattimento ad ogni turno": every
  // player's turn is a turn (a holder may use his in a fight for the book).
  for (auto &s : t.seats)
    s.used_this_turn.clear();
  log_public(t, "{0}'s turn", {t.current}, "turn", {{"round", t.round}});
  if (p.revive) {
    // "Al tuo prossimo turno ricomincerai con 3 segnalini vita umani".
    p.revive = false;
    p.life = std::min(3, t.life_supply);
    t.life_supply -= p.life;
    log_public(t, "{0} starts again with " + std::to_string(p.life) + " life tokens", {t.current},
               "revive", {{"life", p.life}});
  }
  push(t, work_kind::end_turn);
  push(t, work_kind::discard_step);
  push(t, work_kind::skeleton_roll_step);
  push(t, work_kind::move_roll_step);
  push(t, work_kind::draw_step);
  push(t, work_kind::fight_step);
  push(t, work_kind::tile_step);
  // "Le carte evento possono essere giocate in qualsiasi momento": before the
  // tile is drawn too (They're all mine! skips the whole turn). Asked of
  // anyone holding a card, whatever it is, so the pause betrays nothing.
  if (!p.hand.empty())
    t.dec = decision::start;
}

void tile_step(table &t) {
  if (t.tile_deck.empty())
    return;
  const int def = t.tile_deck.back();
  t.tile_deck.pop_back();
  if (t.graveyard_depth >= static_cast<int>(t.tile_deck.size()))
    t.graveyard_depth = -1;
  const auto &info = tile_table()[def];
  if (legal_placements(t, def).empty()) {
    if (def == graveyard_tile()) {
      const int at = static_cast<int>(t.random.below(t.tile_deck.size() / 2 + 1));
      t.tile_deck.insert(t.tile_deck.begin() + at, def);
      t.graveyard_depth = at;
      log_public(t,
                 "{0} draws the Graveyard, which fits nowhere: it is shuffled into the lower half "
                 "of the tiles",
                 {t.current}, "tileReturned", {{"tile", info.key}});
    } else {
      t.tile_discard.push_back(def);
      log_public(t, "{0} draws the " + std::string(info.name) + ", which fits nowhere: discarded",
                 {t.current}, "tileDiscarded", {{"tile", info.key}});
    }
    return;
  }
  t.drawn_tile = def;
  log_public(t, "{0} draws the " + std::string(info.name), {t.current}, "tileDrawn",
             {{"tile", info.key}});
  t.dec = decision::place;
}

void end_turn(table &t) {
  if (t.seats[t.current].hand.size() > 3) {
    push(t, work_kind::end_turn);
    t.dec = decision::hand_limit;
    return;
  }
  t.current = (t.current + 1) % t.players();
  if (t.current == t.first) {
    ++t.round;
    if (t.rules.max_rounds > 0 && t.round > t.rules.max_rounds) {
      finish_by_points(t);
      return;
    }
  }
  push(t, work_kind::turn_start);
}

void populate_start(table &t, pos tile) {
  const int def = t.tiles[tile].def;
  const auto &info = tile_table()[def];
  const int chooser = t.populate_override >= 0 ? t.populate_override : t.current;
  t.populate_override = -1;
  if (info.skeletons >= 0) {
    if (info.skeletons == 0 && info.life_tokens == 0)
      return;
    populate_state pp;
    pp.mode = populate_mode::named;
    pp.tile = tile;
    pp.chooser = chooser;
    pp.skeletons_left = info.skeletons;
    pp.life_left = info.life_tokens;
    t.populate = pp;
    populate_check(t);
    return;
  }
  t.dice.clear();
  t.last_roll_combat = false;
  const int v = roll_die(t, chooser, "skeletons", "", pos_key(tile));
  log_public(
      t, "{0} rolls " + std::to_string(v) + " for the skeletons on the " + std::string(info.name),
      {chooser}, "roll", {{"value", v}, {"for", "skeletons"}});
  push(t, work_kind::populate_roll_result, tile, chooser);
  open_window(t, window_about::roll, chooser);
}

void populate_roll_result(table &t, pos tile, int chooser) {
  populate_state pp;
  pp.mode = populate_mode::rolled;
  pp.tile = tile;
  pp.chooser = chooser;
  t.populate = pp;
  t.populate->target = nearest_total(t.dice.back().value, free_populate_squares(t), t.supply);
  populate_check(t);
}

void arrive(table &t, pos square, int flags) {
  const int seat = t.current;
  if (t.seats[seat].square != square)
    return;
  if (flags & arrive_fight) {
    auto sk = t.skeletons.find(square);
    if (sk != t.skeletons.end()) {
      combat_state c;
      c.seat = seat;
      c.square = square;
      c.colour = sk->second;
      c.bonus = mace_bonus(t, seat);
      c.origin = combat_origin::move_enter;
      t.combat = c;
      push(t, work_kind::arrive, square, flags & ~arrive_fight);
      push(t, work_kind::combat_start);
      return;
    }
  }
  if (t.book_holder < 0 && t.book_square && *t.book_square == square) {
    t.book_holder = seat;
    t.book_square.reset();
    log_public(t, "{0} takes the Necronomicon", {seat}, "bookTaken");
  }
  push(t, work_kind::arrive_book, square);
  if ((flags & arrive_entered) && any_pickup(pickups_at(t, seat, square))) {
    t.pickup = square;
    t.dec = decision::pickup;
  }
}

void arrive_book(table &t, pos square) {
  const int seat = t.current;
  if (t.seats[seat].square == square && t.book_holder >= 0 && t.book_holder != seat &&
      t.seats[t.book_holder].square == square)
    start_book_fight(t, t.book_holder);
}

void combat_check(table &t) {
  t.combat->roll = t.dice.back().value;
  combat_outcome(t);
}

} // namespace

void combat_outcome(table &t) {
  const auto &c = *t.combat;
  const int total = c.roll + c.bonus + (c.axe_declared ? 2 : 0);
  if (total >= 4) {
    kill_skeleton(t);
    return;
  }
  const auto &p = t.seats[c.seat];
  if (p.life > 0 || !minimal_spends(p.trophies, 4 - total).empty()) {
    t.dec = decision::combat_miss;
    return;
  }
  log_public(t, "{0} misses and has no life token left", {c.seat}, "miss");
  die(t, c.seat);
}

namespace {

void area_result(table &t, pos tile, int weapon) {
  const int v = t.dice.back().value;
  const int seat = t.current;
  int mask = 0;
  if (v >= 4) {
    colours got{};
    for (auto it = t.skeletons.begin(); it != t.skeletons.end();) {
      if (tile_of(it->first) == tile) {
        ++got[it->second];
        mask |= 1 << it->second;
        it = t.skeletons.erase(it);
      } else {
        ++it;
      }
    }
    for (int c = 0; c < colour_count; ++c)
      t.seats[seat].trophies[c] += got[c];
    log_public(t, "{0} kills " + trophies_text(got) + " on the tile at " + pos_key(tile), {seat},
               "areaKill");
  } else {
    log_public(t, "{0} misses the tile at " + pos_key(tile), {seat}, "areaMiss");
  }
  if (weapon == static_cast<int>(card_type::explosives))
    for (int s = 0; s < t.players(); ++s) {
      auto &p = t.seats[s];
      if (tile_of(p.square) == tile && p.life > 0) {
        --p.life;
        ++t.life_supply;
        log_public(t, "{0} loses a life token to the explosion", {s}, "lifeLost");
      }
    }
  if (mask)
    open_window(t, window_about::kill, seat, mask);
}

void resolve_card(table &t, const played_card &pc);

void resolve_cards(table &t) {
  int nevermind = 0;
  while (!t.stack.empty() && card_of(t.stack.back().id) == card_type::nevermind) {
    discard_card(t, t.stack.back().id);
    t.stack.pop_back();
    ++nevermind;
  }
  if (t.stack.empty())
    return;
  const played_card base = t.stack.back();
  t.stack.pop_back();
  if (nevermind % 2 == 1) {
    discard_card(t, base.id);
    log_public(t, "{0}'s " + std::string(card_name(base.id)) + " is cancelled", {base.seat},
               "cancelled", {{"card", card_key(base.id)}});
    return;
  }
  resolve_card(t, base);
}

} // namespace

void reroll_die(table &t, int seat, int index) {
  // One die of the last roll is rolled again ("ritirare un dado"); a fresh
  // window opens for it.
  if (index < 0 || index >= static_cast<int>(t.dice.size()))
    return;
  if (!t.work.empty() && t.work.back().kind == work_kind::reopen_window)
    t.work.pop_back();
  for (auto &d : t.dice)
    d.fresh = false;
  auto &d = t.dice[index];
  d.value = next_die(t);
  d.fresh = true;
  log_public(t, "{0} makes {1} roll again: " + std::to_string(d.value), {seat, d.seat}, "reroll",
             {{"value", d.value}, {"die", index}});
  open_window(t, window_about::roll, d.seat);
}

namespace {

// The die a reaction rolls again: the one it names, else the first it may.
int reroll_target(const table &t, const played_card &pc) {
  if (pc.params.contains("die"))
    return pc.params["die"].get<int>();
  for (int i = 0; i < static_cast<int>(t.dice.size()); ++i)
    if (t.dice[i].fresh && (card_of(pc.id) == card_type::what || t.dice[i].seat != pc.seat))
      return i;
  return -1;
}

// A card that rolls its own die keeps the roll it interrupts: that roll is
// the last one again once the card is done (its result may still be pending).
void roll_for_card(table &t) {
  t.dice_saved.push_back({t.dice, t.last_roll_combat});
  push(t, work_kind::restore_dice);
  t.dice.clear();
  t.last_roll_combat = false;
}

void resolve_card(table &t, const played_card &pc) {
  const card_type type = card_of(pc.id);
  const auto &info = card_info(type);
  auto &p = t.seats[pc.seat];
  const int target = pc.params.contains("seat") ? pc.params["seat"].get<int>() : -1;
  if (info.timing == card_timing::after_kill) {
    p.in_play.push_back(pc.id);
    log_public(t, "{0} puts the " + std::string(info.name) + " in play", {pc.seat}, "inPlay",
               {{"card", info.key}});
    return;
  }
  discard_card(t, pc.id);
  switch (type) {
  case card_type::what:
  case card_type::swing_and_miss:
    reroll_die(t, pc.seat, reroll_target(t, pc));
    return;
  case card_type::all_about_me:
    t.populate_override = pc.seat;
    log_public(t, "{0} will place the skeletons on the new tile", {pc.seat}, "allAboutMe");
    return;
  case card_type::give_me_that: {
    t.reveal_to = pc.seat;
    t.reveal_of = target;
    json hand = json::array();
    std::string names;
    for (int id : t.seats[target].hand) {
      hand.push_back({{"id", id}, {"card", card_key(id)}});
      names += (names.empty() ? "" : ", ") + std::string(card_name(id));
    }
    log_private(t, pc.seat, "{1}'s hand: " + (names.empty() ? std::string("empty") : names),
                "handRevealed", {{"of", target}, {"hand", hand}});
    log_entry revealed = t.log.back();
    revealed.entry["seats"] = {pc.seat, target};
    t.log.replace(t.log.size() - 1, std::move(revealed));
    t.dec = decision::take;
    return;
  }
  case card_type::how_many: {
    populate_state pp;
    pp.mode = populate_mode::how_many;
    pp.chooser = pc.seat;
    t.populate = pp;
    t.populate->target = nearest_total(5, free_populate_squares(t), t.supply);
    populate_check(t);
    return;
  }
  case card_type::flesh_wound: {
    populate_state pp;
    pp.mode = populate_mode::flesh_wound;
    pp.chooser = pc.seat;
    pp.skeletons_left = std::min(5, t.removed[0] + t.removed[1] + t.removed[2]);
    t.populate = pp;
    populate_check(t);
    return;
  }
  case card_type::look_nothing:
    p.free_plays = true;
    log_public(t, "{0} may play every card in hand", {pc.seat}, "freePlays");
    return;
  case card_type::lost: {
    const pos to = parse_pos(pc.params["square"].get<std::string>());
    t.seats[target].square = to;
    if (!inside(t, to))
      t.seats[target].stay_there = false;
    log_public(t, "{0} moves {1} to " + pos_key(to), {pc.seat, target}, "lost");
    return;
  }
  case card_type::my_precious: {
    const int steal = pc.params["steal"].get<int>();
    auto &from = t.seats[target].in_play;
    auto it = std::find(from.begin(), from.end(), steal);
    if (it != from.end() && !has_in_play(t, pc.seat, card_of(steal)) &&
        p.square == t.seats[target].square) {
      from.erase(it);
      p.in_play.push_back(steal);
      log_public(t, "{0} takes {1}'s " + std::string(card_name(steal)), {pc.seat, target},
                 "stolen");
    }
    return;
  }
  case card_type::theyre_all_mine: {
    for (const auto &f : pc.params["from"]) {
      const int s = f["seat"].get<int>();
      int c = -1;
      for (int k = 0; k < colour_count; ++k)
        if (colour_key(k) == f["colour"].get<std::string>())
          c = k;
      if (c >= 0 && t.seats[s].trophies[c] > 0) {
        --t.seats[s].trophies[c];
        ++p.trophies[c];
        log_public(t, "{0} takes " + colour_text(c) + " from {1}", {pc.seat, s}, "taken");
      }
    }
    if (pc.seat == t.current) {
      // "Gioca questa carta per saltare il tuo turno": played before the
      // tile is drawn, the whole turn is skipped.
      t.work.clear();
      t.populate.reset();
      t.populate_suspended.clear();
      t.dice_saved.clear();
      t.dec = decision::none;
      log_public(t, "{0} skips the turn", {pc.seat}, "skip");
      push(t, work_kind::end_turn);
    }
    return;
  }
  case card_type::what_am_i_gonna_do: {
    for (int id : p.hand)
      discard_card(t, id);
    p.hand.clear();
    draw_cards(t, pc.seat, 3);
    return;
  }
  case card_type::yoink:
  case card_type::got_nothin: {
    // "Lancia un dado e scegli un giocatore": the player is chosen after the roll.
    roll_for_card(t);
    const bool yoink = type == card_type::yoink;
    const int v = roll_die(t, pc.seat, yoink ? "yoink" : "gotNothin");
    log_public(t, "{0} rolls " + std::to_string(v) + " for " + std::string(info.name), {pc.seat},
               "roll", {{"value", v}, {"for", info.key}});
    push(t, yoink ? work_kind::yoink_result : work_kind::nothin_result);
    open_window(t, window_about::roll, pc.seat);
    return;
  }
  case card_type::stay_there:
    t.seats[target].stay_there = true;
    log_public(t, "{1} must roll 3 or more to leave the building", {pc.seat, target}, "stayThere");
    return;
  default:
    return;
  }
}

void choice_result(table &t, card_type kind) {
  const int v = t.dice.back().value;
  const int actor = t.dice.back().seat;
  // Someone else has a trophy to lose, or one worth no more than the roll to take.
  bool any = false;
  for (int s = 0; s < t.players(); ++s) {
    if (s == actor)
      continue;
    for (int c = 0; c < colour_count; ++c)
      any = any || (t.seats[s].trophies[c] > 0 &&
                    (kind == card_type::got_nothin || colour_points[c] <= v));
  }
  if (!any) {
    log_public(t,
               kind == card_type::yoink
                   ? "Nobody else has a trophy worth " + std::to_string(v) + " or less"
                   : std::string("Nobody else has a trophy"),
               {actor}, "choiceNothing");
    return;
  }
  choice_state ch;
  ch.kind = kind;
  ch.chooser = actor;
  ch.value = v;
  t.choice = ch;
  t.dec = decision::choice;
}

} // namespace

bool skeleton_can_move(const table &t, pos from) {
  if (std::find(t.skeletons_moved.begin(), t.skeletons_moved.end(), from) !=
      t.skeletons_moved.end())
    return false;
  for (const pos to : steps_from(t, from))
    if (!t.skeletons.count(to))
      return true;
  return false;
}

namespace {

// Back to the decision a card or an attack interrupted, as things now stand.
void resume(table &t, decision was) {
  switch (was) {
  case decision::start:
    if (!t.seats[t.current].hand.empty() && may_play(t, t.current))
      t.dec = decision::start;
    return;
  case decision::place:
    if (t.drawn_tile)
      t.dec = decision::place;
    return;
  case decision::populate:
    if (!t.populate_suspended.empty()) {
      t.populate = t.populate_suspended.back();
      t.populate_suspended.pop_back();
    }
    populate_check(t);
    return;
  case decision::fight_pre:
    if (t.combat)
      t.dec = decision::fight_pre;
    return;
  case decision::combat_miss:
    if (t.combat)
      combat_outcome(t);
    return;
  case decision::book_pre:
    if (t.book_fight)
      t.dec = decision::book_pre;
    return;
  case decision::book:
    if (t.book_fight)
      book_check(t);
    return;
  case decision::move:
    if (t.move_left > 0)
      t.dec = decision::move;
    return;
  case decision::pickup:
    pickup_check(t);
    return;
  case decision::skeletons:
    skeleton_roll_result(t);
    return;
  case decision::discard:
    if (!t.seats[t.current].hand.empty())
      t.dec = decision::discard;
    return;
  default:
    return; // handLimit: the end of the turn, still to run, asks again
  }
}

std::string_view step_of(work_kind k) {
  switch (k) {
  case work_kind::turn_start:
    return "start";
  case work_kind::tile_step:
    return "place";
  case work_kind::populate_start:
    return "populate";
  case work_kind::fight_step:
  case work_kind::draw_step:
    return "fight";
  case work_kind::move_roll_step:
    return "move";
  case work_kind::skeleton_roll_step:
    return "skeletons";
  case work_kind::discard_step:
    return "discard";
  default:
    return {};
  }
}

void run(table &t, const work_item &item) {
  if (const auto step = step_of(item.kind); !step.empty())
    t.step = step;
  switch (item.kind) {
  case work_kind::turn_start:
    turn_start(t);
    return;
  case work_kind::tile_step:
    tile_step(t);
    return;
  case work_kind::fight_step:
    // "Ogni volta che cominci il turno su di una casella insieme ad uno
    // scheletro Ha luogo un combattimento" (no pick-up: he did not move in).
    arrive(t, t.seats[t.current].square, arrive_fight);
    if (t.combat)
      t.combat->origin = combat_origin::fight_step;
    return;
  case work_kind::draw_step: {
    const int have = static_cast<int>(t.seats[t.current].hand.size());
    if (have < 3)
      draw_cards(t, t.current, 3 - have);
    return;
  }
  case work_kind::move_roll_step: {
    auto &p = t.seats[t.current];
    if (item.value == 0 && p.stay_there && inside(t, p.square)) {
      t.dice.clear();
      t.last_roll_combat = false;
      const int v = roll_die(t, t.current, "stayThere");
      log_public(t, "{0} rolls " + std::to_string(v) + " to leave the building", {t.current},
                 "roll", {{"value", v}, {"for", "stayThere"}});
      push(t, work_kind::move_roll_step, {}, 1);
      push(t, work_kind::stay_there_result);
      open_window(t, window_about::roll, t.current);
      return;
    }
    t.dice.clear();
    t.last_roll_combat = false;
    const bool horse = has_in_play(t, t.current, card_type::horse);
    int total = roll_die(t, t.current, "move");
    if (horse)
      total += roll_die(t, t.current, "move");
    log_public(t,
               "{0} rolls " + std::to_string(total) + " for movement" +
                   (horse ? " (Horse: two dice)" : ""),
               {t.current}, "roll", {{"value", total}, {"for", "move"}});
    push(t, work_kind::move_roll_result);
    open_window(t, window_about::roll, t.current);
    return;
  }
  case work_kind::stay_there_result: {
    if (t.dice.back().value >= 3) {
      t.seats[t.current].stay_there = false;
      log_public(t, "{0} may leave the building", {t.current}, "stayThereEnds");
    } else {
      log_public(t, "{0} must stay inside this turn", {t.current}, "stayThereHolds");
    }
    return;
  }
  case work_kind::move_roll_result: {
    int total = 0;
    for (const auto &d : t.dice)
      total += d.value;
    t.move_points = total;
    t.move_left = total;
    push(t, work_kind::move_decision);
    return;
  }
  case work_kind::move_decision:
    if (t.move_left > 0)
      t.dec = decision::move;
    else
      t.move_points = 0;
    return;
  case work_kind::skeleton_roll_step: {
    t.move_points = t.move_left = 0;
    t.dice.clear();
    t.last_roll_combat = false;
    const int v = roll_die(t, t.current, "skeletonMove");
    log_public(t, "{0} rolls " + std::to_string(v) + " to move skeletons", {t.current}, "roll",
               {{"value", v}, {"for", "skeletonMove"}});
    push(t, work_kind::skeleton_roll_result);
    open_window(t, window_about::roll, t.current);
    return;
  }
  case work_kind::skeleton_roll_result:
    t.skeleton_moves_left = t.dice.back().value;
    t.skeletons_moved.clear();
    skeleton_roll_result(t);
    return;
  case work_kind::discard_step:
    t.skeleton_moves_left = 0;
    t.skeletons_moved.clear();
    if (!t.seats[t.current].hand.empty())
      t.dec = decision::discard;
    return;
  case work_kind::end_turn:
    end_turn(t);
    return;
  case work_kind::populate_start:
    populate_start(t, item.square);
    return;
  case work_kind::populate_roll_result:
    populate_roll_result(t, item.square, item.value);
    return;
  case work_kind::combat_start:
    if (axe_ready(t, t.combat->seat)) {
      t.dec = decision::fight_pre;
      return;
    }
    start_combat_roll(t);
    return;
  case work_kind::combat_check:
    combat_check(t);
    return;
  case work_kind::arrive:
    arrive(t, item.square, item.value);
    return;
  case work_kind::arrive_book:
    arrive_book(t, item.square);
    return;
  case work_kind::book_declare:
    book_declare(t);
    return;
  case work_kind::book_roll:
    book_roll(t);
    return;
  case work_kind::book_check:
    book_check(t);
    return;
  case work_kind::resolve_cards:
    resolve_cards(t);
    return;
  case work_kind::area_result:
    area_result(t, item.square, item.value);
    return;
  case work_kind::yoink_result:
    choice_result(t, card_type::yoink);
    return;
  case work_kind::nothin_result:
    choice_result(t, card_type::got_nothin);
    return;
  case work_kind::reopen_window:
    open_window(t, static_cast<window_about>(item.value), item.square.x, item.square.y);
    return;
  case work_kind::resume:
    resume(t, static_cast<decision>(item.value));
    return;
  case work_kind::restore_dice:
    if (!t.dice_saved.empty()) {
      t.dice = std::move(t.dice_saved.back().dice);
      t.last_roll_combat = t.dice_saved.back().combat;
      t.dice_saved.pop_back();
    }
    return;
  }
}

} // namespace

void skeleton_roll_result(table &t) {
  if (t.skeleton_moves_left <= 0)
    return;
  for (const auto &[sq, _] : t.skeletons)
    if (skeleton_can_move(t, sq)) {
      t.dec = decision::skeletons;
      return;
    }
  t.skeleton_moves_left = 0;
}

void start_combat_roll(table &t) {
  auto &c = *t.combat;
  t.dice.clear();
  t.last_roll_combat = true;
  const int v = roll_die(t, c.seat, "combat", std::string(colour_key(c.colour)), pos_key(c.square));
  const int bonus = c.bonus + (c.axe_declared ? 2 : 0);
  log_public(t,
             "{0} rolls " + std::to_string(v) + " for combat against " + colour_text(c.colour) +
                 (bonus ? " (+" + std::to_string(bonus) + ")" : ""),
             {c.seat}, "roll",
             {{"value", v}, {"for", "combat"}, {"against", colour_key(c.colour)}});
  push(t, work_kind::combat_check);
  open_window(t, window_about::roll, c.seat);
}

void kill_skeleton(table &t) {
  const auto c = *t.combat;
  t.combat.reset();
  t.skeletons.erase(c.square);
  ++t.seats[c.seat].trophies[c.colour];
  log_public(t, "{0} kills " + colour_text(c.colour), {c.seat}, "kill",
             {{"colour", colour_key(c.colour)}, {"square", pos_key(c.square)}});
  open_window(t, window_about::kill, c.seat, 1 << c.colour);
}

void die(table &t, int seat) {
  auto &p = t.seats[seat];
  log_public(t, "{0} dies and returns to the Altar", {seat}, "death");
  if (t.book_holder == seat) {
    t.book_holder = -1;
    t.book_square = p.square;
    log_public(t, "The Necronomicon drops on " + pos_key(p.square), {}, "bookDropped");
  }
  for (int c = 0; c < colour_count; ++c) {
    t.removed[c] += p.trophies[c];
    p.trophies[c] = 0;
  }
  for (int id : p.in_play)
    discard_card(t, id);
  p.in_play.clear();
  discard_waiting_horses(t, seat);
  p.square = altar_centre();
  p.stay_there = false;
  // His life tokens come back "Al tuo prossimo turno".
  t.life_supply += p.life;
  p.life = 0;
  p.revive = true;
  if (t.combat && t.combat->seat == seat)
    t.combat.reset();
  if (seat == t.current) {
    t.work.clear();
    t.book_fight.reset();
    t.combat.reset();
    t.populate.reset();
    t.populate_suspended.clear();
    t.dice_saved.clear();
    t.pickup.reset();
    t.move_left = t.move_points = 0;
    t.dec = decision::none;
    push(t, work_kind::end_turn);
  }
}

void advance(table &t) {
  settle_horses(t);
  check_wins(t);
  while (t.dec == decision::none && !t.window && !t.work.empty()) {
    const work_item item = t.work.back();
    t.work.pop_back();
    run(t, item);
    settle_horses(t);
    check_wins(t);
  }
}

} // namespace tavern::games::midevil
