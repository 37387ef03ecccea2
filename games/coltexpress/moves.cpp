#include "moves.hpp"

#include "flow.hpp"
#include "keep.hpp"
#include "schemin.hpp"
#include "setup.hpp"
#include "station.hpp"
#include "stealin.hpp"
#include "train.hpp"

#include <algorithm>

namespace tavern::games::coltexpress {

namespace {

std::string seat_label(int seat) {
  return "{" + std::to_string(seat) + "}";
}

// Bandit names in labels: "Belle" or, for another seat's bandit, "Belle ({2})".
std::string bandit_label(const table &t, int b, int seat) {
  const bandit &x = bandit_at(t, b);
  std::string name(character_name(x.ch));
  if (x.seat != seat)
    name += " (" + seat_label(x.seat) + ")";
  return name;
}

std::string card_label(const table &t, int id) {
  const card &c = t.cards[static_cast<std::size_t>(id)];
  std::string text(action_name(c.act));
  if (t.rules.two_player())
    text += " (" + std::string(character_name(bandit_at(t, c.bandit).ch)) + ")";
  return text;
}

bool ghost_may_hide(const table &t, int seat, int id) {
  if (t.current_turn() == turn_kind::tunnel)
    return false;
  if (t.seats[static_cast<std::size_t>(seat)].plays_this_round > 0)
    return false;
  return bandit_at(t, t.cards[static_cast<std::size_t>(id)].bandit).ch == character::ghost;
}

void schemin_moves(const table &t, int seat, json &out) {
  const seat_cards &sc = t.seats[static_cast<std::size_t>(seat)];
  const bool tunnel = t.current_turn() == turn_kind::tunnel;
  std::vector<int> hand = sc.hand;
  std::sort(hand.begin(), hand.end());
  for (int id : hand) {
    if (t.cards[static_cast<std::size_t>(id)].bullet)
      continue;
    out.push_back({{"type", "play"},
                   {"card", id},
                   {"label", "Play " + card_label(t, id) + (tunnel ? " face down (tunnel)" : "")}});
    if (ghost_may_hide(t, seat, id))
      out.push_back({{"type", "play"},
                     {"card", id},
                     {"faceDown", true},
                     {"label", "Play " + card_label(t, id) + " face down (Ghost)"}});
  }
  if (can_draw(t, seat))
    out.push_back({{"type", "draw"}, {"label", "Draw 3 cards"}});
  if (out.empty())
    out.push_back({{"type", "pass"}, {"label", "Pass (no card to play or draw)"}});
}

// "the strongbox ($1000)", "a jewel ($500)", "the $450 purse" (its value
// known to this player), "a purse of unknown value".
std::string loot_text(const loot_choice &c) {
  switch (c.kind) {
  case loot_kind::strongbox:
    return "the strongbox ($1000)";
  case loot_kind::jewel:
    return "a jewel ($500)";
  case loot_kind::purse:
    break;
  }
  return c.value >= 0 ? "the $" + std::to_string(c.value) + " purse" : "a purse of unknown value";
}

// A loot choice as an action: `kind`, and `value` for a purse whose value
// the player knows.
json loot_action(std::string_view type, const loot_choice &c, const std::string &label) {
  json a = {{"type", type}, {"kind", loot_keys[static_cast<std::size_t>(c.kind)]}};
  if (c.kind == loot_kind::purse && c.value >= 0)
    a["value"] = c.value;
  a["label"] = label + loot_text(c);
  return a;
}

void stealin_moves(const table &t, int seat, json &out) {
  const int b = t.res.bandit;
  const bandit &me = bandit_at(t, b);
  for (const stealin_choice &c : stealin_choices(t)) {
    switch (c.at) {
    case step::none:
      break;
    case step::move:
      out.push_back(
          {{"type", "move"},
           {"car", c.a},
           {"label", "Move " + bandit_label(t, b, seat) + " " + spot_name(t, c.a, me.roof)}});
      break;
    case step::marshal:
      out.push_back({{"type", "marshal"},
                     {"car", c.a},
                     {"label", "Send the Marshal to " + car_name(t, c.a)}});
      break;
    case step::fire:
      out.push_back({{"type", "fire"},
                     {"bandit", c.a},
                     {"label", "Shoot " + bandit_label(t, c.a, seat) + " " +
                                   spot_name(t, bandit_at(t, c.a).car, bandit_at(t, c.a).roof)}});
      break;
    case step::punch_target:
      out.push_back(
          {{"type", "punch"}, {"bandit", c.a}, {"label", "Punch " + bandit_label(t, c.a, seat)}});
      break;
    case step::punch_loot:
      out.push_back(loot_action("punchLoot", {static_cast<loot_kind>(c.a), c.b},
                                "Knock loose: " + bandit_label(t, t.res.target, seat) + " drops "));
      break;
    case step::cheyenne:
      out.push_back({{"type", "cheyenne"},
                     {"take", c.flag},
                     {"label", c.flag ? "Take the purse" : "Let the purse fall"}});
      break;
    case step::push:
      out.push_back(
          {{"type", "push"},
           {"car", c.a},
           {"label", "Push " + bandit_label(t, t.res.target, seat) + " to " + car_name(t, c.a)}});
      break;
    case step::rob:
      out.push_back(loot_action("rob", {static_cast<loot_kind>(c.a), c.b}, "Take "));
      break;
    }
  }
}

// Each action type a seat may ever send.
constexpr std::string_view action_types[] = {
    "character", "play",  "draw",      "pass",     "discard", "keep", "move",      "marshal",
    "fire",      "punch", "punchLoot", "cheyenne", "push",    "rob",  "pickpocket"};

constexpr std::string_view step_texts[] = {"",
                                           "a move",
                                           "the Marshal's move",
                                           "a shot",
                                           "whom to punch",
                                           "the loot a punch knocks loose",
                                           "Cheyenne's purse",
                                           "where the punched bandit lands",
                                           "the loot to take"};

} // namespace

json legal_moves(const table &t, int seat) {
  json out = json::array();
  const auto waiting = awaited_seats(t);
  if (std::find(waiting.begin(), waiting.end(), seat) == waiting.end())
    return out;
  switch (t.ph) {
  case phase::choose:
    for (const character_row &row : character_table) {
      const bool taken = std::any_of(t.bandits.begin(), t.bandits.end(),
                                     [&](const bandit &b) { return b.ch == row.ch; });
      if (!taken)
        out.push_back(
            {{"type", "character"},
             {"character", row.key},
             {"label", "Play " + std::string(row.name) + ": " + std::string(row.ability)}});
    }
    break;
  case phase::schemin:
    schemin_moves(t, seat, out);
    break;
  case phase::keep: {
    std::vector<int> hand = t.seats[static_cast<std::size_t>(seat)].hand;
    std::sort(hand.begin(), hand.end());
    for (int id : hand)
      out.push_back({{"type", "discard"}, {"card", id}, {"label", "Discard " + card_label(t, id)}});
    out.push_back({{"type", "keep"},
                   {"label", "Keep " + std::to_string(hand.size()) + " cards for the next round"}});
    break;
  }
  case phase::stealin:
    stealin_moves(t, seat, out);
    break;
  case phase::station: {
    const int b = t.station_queue.front();
    for (const loot_choice &c : pickpocket_choices(t)) {
      json a = loot_action("pickpocket", c, "Pickpocket: " + bandit_label(t, b, seat) + " takes ");
      a.erase("kind");
      a["take"] = true;
      out.push_back(a);
    }
    out.push_back(
        {{"type", "pickpocket"}, {"take", false}, {"label", "Pickpocket: leave the purse"}});
    break;
  }
  case phase::finished:
    break;
  }
  return out;
}

bool is_action_type(std::string_view type) {
  return std::find(std::begin(action_types), std::end(action_types), type) !=
         std::end(action_types);
}

std::string not_awaited_text(const table &t, int /*seat*/) {
  return t.ph == phase::finished ? "the game is over" : "it is not your turn";
}

std::string pending_text(const table &t) {
  switch (t.ph) {
  case phase::choose:
    return "the choice of a character";
  case phase::schemin:
    return "a card played or three drawn (Schemin')";
  case phase::keep:
    return "the cards to keep for the next round";
  case phase::stealin:
    return std::string(step_texts[static_cast<std::size_t>(t.res.at)]) + " (Stealin')";
  case phase::station:
    return "the pickpocket at the station";
  case phase::finished:
    break;
  }
  return "nothing: the game is over";
}

int default_rank(const table &, const json &move) {
  return move["type"] == "keep" ? 0 : 1;
}

void do_apply(table &t, int seat, const json &move) {
  switch (t.ph) {
  case phase::choose:
    apply_choose_action(t, seat, move);
    break;
  case phase::schemin:
    apply_schemin_action(t, seat, move);
    break;
  case phase::keep:
    apply_keep_action(t, seat, move);
    break;
  case phase::stealin:
    apply_stealin_action(t, move);
    break;
  case phase::station:
    apply_station_action(t, move);
    break;
  case phase::finished:
    return;
  }
  advance(t);
}

loot_choice loot_of(const json &action) {
  loot_choice c;
  const std::string key = action["kind"].get<std::string>();
  for (std::size_t i = 0; i < loot_keys.size(); ++i)
    if (loot_keys[i] == key)
      c.kind = static_cast<loot_kind>(i);
  c.value = action.value("value", -1);
  return c;
}

} // namespace tavern::games::coltexpress
