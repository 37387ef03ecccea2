#include "moves.hpp"
#include "json/json_object.hpp"

#include "phrases.hpp"

#include "flow.hpp"
#include "keep.hpp"
#include "schemin.hpp"
#include "setup.hpp"
#include "station.hpp"
#include "stealin.hpp"
#include "targets.hpp"
#include "train.hpp"

#include <algorithm>

namespace tavern::games::coltexpress {

namespace {

// A card in labels: "Move", or with two players, whose two bandits each have
// a deck, "Move (Tuco)".
json card_label(const table &t, int id) {
  const card &c = t.cards[static_cast<std::size_t>(id)];
  if (!t.rules.two_player())
    return action_card_param(c.act);
  return kit::msg_param(
      {"coltexpress.action.cardOf", json_object("card", action_card_param(c.act), "character",
                                                character_param(bandit_at(t, c.bandit).ch))});
}

// The first step several actions share (protocol.md, "Choices on the
// table"): choosing a bandit, playing a card, discarding one, then which.
// A single one is no first step: it stays a plain choice.
std::string_view type_of(const json &action) {
  const auto it = action.find("type");
  return it != action.end() && it->is_string()
             ? std::string_view(it->get_ref<const std::string &>())
             : std::string_view();
}

// `types[i]` is the type of `actions[i]`, read once for the three groups.
void group_alike(json &actions, const std::vector<std::string_view> &types, std::string_view type,
                 std::string_view message) {
  if (std::count(types.begin(), types.end(), type) < 2)
    return;
  json g = json_object("key", type);
  say.label(g, {std::string(message)});
  for (std::size_t i = 0; i < types.size(); ++i)
    if (types[i] == type)
      actions[i]["group"] = g;
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
  std::vector<int> hand = sc.hand;
  std::sort(hand.begin(), hand.end());
  for (int id : hand) {
    if (t.cards[static_cast<std::size_t>(id)].bullet)
      continue;
    out.push_back(json_object("type", "play", "card", id));
    if (ghost_may_hide(t, seat, id))
      out.push_back(json_object("type", "play", "card", id, "faceDown", true));
  }
  if (can_draw(t, seat))
    out.push_back(json_object("type", "draw"));
  if (out.empty())
    out.push_back(json_object("type", "pass"));
}

// "the strongbox ($1000)", "a jewel ($500)", "the $450 purse" (its value
// known to this player), "a purse of unknown value".
json loot_text(const loot_choice &c) {
  switch (c.kind) {
  case loot_kind::strongbox:
    return kit::msg_param(
        {"coltexpress.action.strongbox", json_object("value", number_param(strongbox_value))});
  case loot_kind::jewel:
    return kit::msg_param(
        {"coltexpress.action.jewel", json_object("value", number_param(jewel_value))});
  case loot_kind::purse:
    break;
  }
  if (c.value < 0)
    return kit::msg_param({"coltexpress.action.unknownPurse"});
  return kit::msg_param(
      {"coltexpress.action.knownPurse", json_object("value", number_param(c.value))});
}

// A loot choice as an action: `kind`, and `value` for a purse whose value
// the player knows.
json loot_action(std::string_view type, const loot_choice &c) {
  json a = json_object("type", type, "kind", loot_keys[static_cast<std::size_t>(c.kind)]);
  if (c.kind == loot_kind::purse && c.value >= 0)
    a["value"] = c.value;
  return a;
}

void stealin_moves(const table &t, json &out) {
  for (const stealin_choice &c : stealin_choices(t)) {
    switch (c.at) {
    case step::none:
      break;
    case step::move:
      out.push_back(json_object("type", "move", "car", c.a));
      break;
    case step::marshal:
      out.push_back(json_object("type", "marshal", "car", c.a));
      break;
    case step::fire:
      out.push_back(json_object("type", "fire", "bandit", c.a));
      break;
    case step::punch_target:
      out.push_back(json_object("type", "punch", "bandit", c.a));
      break;
    case step::punch_loot:
      out.push_back(loot_action("punchLoot", {static_cast<loot_kind>(c.a), c.b}));
      break;
    case step::cheyenne:
      out.push_back(json_object("type", "cheyenne", "take", c.flag));
      break;
    case step::push:
      out.push_back(json_object("type", "push", "car", c.a));
      break;
    case step::rob:
      out.push_back(loot_action("rob", {static_cast<loot_kind>(c.a), c.b}));
      break;
    }
  }
}

// What a legal move says to `seat`, read back from its fields and the table
// it was offered in.
kit::message label_of(const table &t, int seat, const json &a) {
  const std::string &type = a["type"].get_ref<const std::string &>();
  auto with_loot = [](kit::message m, const loot_choice &c) {
    m.params["loot"] = loot_text(c);
    return m;
  };
  if (type == "character") {
    for (const character_row &row : character_table)
      if (row.key == a["character"].get_ref<const std::string &>())
        return {"coltexpress.action.character", json_object("character", character_param(row.ch),
                                                            "ability", ability_param(row.ch))};
  }
  if (type == "play") {
    const int id = a["card"].get<int>();
    if (a.contains("faceDown"))
      return {"coltexpress.action.playGhost", json_object("card", card_label(t, id))};
    return {t.current_turn() == turn_kind::tunnel ? "coltexpress.action.playTunnel"
                                                  : "coltexpress.action.play",
            json_object("card", card_label(t, id))};
  }
  if (type == "draw")
    return {"coltexpress.action.draw"};
  if (type == "pass")
    return {"coltexpress.action.pass"};
  if (type == "discard")
    return {"coltexpress.action.discard", json_object("card", card_label(t, a["card"].get<int>()))};
  if (type == "keep")
    return {"coltexpress.action.keep",
            json_object("count", number_param(static_cast<long long>(
                                     t.seats[static_cast<std::size_t>(seat)].hand.size())))};
  if (type == "move") {
    const int b = t.res.bandit;
    return {bandit_at(t, b).roof ? "coltexpress.action.moveOnRoof"
                                 : "coltexpress.action.moveInside",
            json_object("bandit", bandit_label_param(t, b, seat), "car",
                        car_param(t, a["car"].get<int>()))};
  }
  if (type == "marshal")
    return {"coltexpress.action.marshal", json_object("car", car_param(t, a["car"].get<int>()))};
  if (type == "fire") {
    const int b = a["bandit"].get<int>();
    const bandit &target = bandit_at(t, b);
    return {target.roof ? "coltexpress.action.shootOnRoof" : "coltexpress.action.shootInside",
            json_object("bandit", bandit_label_param(t, b, seat), "car", car_param(t, target.car))};
  }
  if (type == "punch")
    return {"coltexpress.action.punch",
            json_object("bandit", bandit_label_param(t, a["bandit"].get<int>(), seat))};
  if (type == "punchLoot")
    return with_loot({"coltexpress.action.knockLoose",
                      json_object("bandit", bandit_label_param(t, t.res.target, seat))},
                     loot_of(a));
  if (type == "cheyenne")
    return {a["take"].get<bool>() ? "coltexpress.action.cheyenneTake"
                                  : "coltexpress.action.cheyenneLeave"};
  if (type == "push")
    return {"coltexpress.action.push",
            json_object("bandit", bandit_label_param(t, t.res.target, seat), "car",
                        car_param(t, a["car"].get<int>()))};
  if (type == "rob")
    return with_loot({"coltexpress.action.rob"}, loot_of(a));
  // A pickpocket takes only purses: its action names no kind.
  if (a["take"].get<bool>())
    return with_loot({"coltexpress.action.pickpocket",
                      json_object("bandit", bandit_label_param(t, t.station_queue.front(), seat))},
                     {loot_kind::purse, a.value("value", -1)});
  return {"coltexpress.action.pickpocketLeave"};
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
        out.push_back(json_object("type", "character", "character", row.key));
    }
    break;
  case phase::schemin:
    schemin_moves(t, seat, out);
    break;
  case phase::keep: {
    std::vector<int> hand = t.seats[static_cast<std::size_t>(seat)].hand;
    std::sort(hand.begin(), hand.end());
    for (int id : hand)
      out.push_back(json_object("type", "discard", "card", id));
    out.push_back(json_object("type", "keep"));
    break;
  }
  case phase::stealin:
    stealin_moves(t, out);
    break;
  case phase::station:
    for (const loot_choice &c : pickpocket_choices(t)) {
      json a = loot_action("pickpocket", c);
      a.erase("kind");
      a["take"] = true;
      out.push_back(std::move(a));
    }
    out.push_back(json_object("type", "pickpocket", "take", false));
    break;
  case phase::finished:
    break;
  }
  return out;
}

void label_action(const table &t, int seat, json &action) {
  say.label(action, label_of(t, seat, action));
}

void present_actions(const table &t, int seat, json &actions) {
  // The views point into the actions' own strings, which stay where they
  // are while members are added beside them.
  std::vector<std::string_view> types;
  types.reserve(actions.size());
  for (json &a : actions) {
    types.push_back(type_of(a));
    if (std::string target = target_of(t, seat, a); !target.empty())
      a["target"] = std::move(target);
  }
  group_alike(actions, types, "character", "coltexpress.action.characterOne");
  group_alike(actions, types, "play", "coltexpress.action.playOne");
  group_alike(actions, types, "discard", "coltexpress.action.discardOne");
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
