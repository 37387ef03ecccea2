#include "rules.hpp"
#include "json/json_object.hpp"

#include "phrases.hpp"

#include <algorithm>

namespace tavern::games::drachenschatten {

namespace {

line_card *find_mut(table &t, int seat, int card) {
  for (line_card &c : t.lines[seat])
    if (c.id == card)
      return &c;
  return nullptr;
}

void tap(table &t, int seat, int card) {
  if (line_card *c = find_mut(t, seat, card))
    c->tapped = true;
}

line_card take_from_line(table &t, int seat, int card) {
  auto &line = t.lines[seat];
  const auto it =
      std::find_if(line.begin(), line.end(), [&](const auto &c) { return c.id == card; });
  const line_card out = *it;
  line.erase(it);
  return out;
}

// Taking a pile's top card moves every card below it up one place: whoever
// had seen the cards under it still knows them, one place higher.
int pop_pile(table &t, int pile) {
  const int card = t.piles[pile].back();
  t.piles[pile].pop_back();
  for (auto &k : t.known)
    k[pile] = std::max(0, k[pile] - 1);
  return card;
}

std::vector<double> line_sizes(const table &t) {
  std::vector<double> scores;
  for (int s = 0; s < t.players(); ++s)
    scores.push_back(static_cast<double>(t.lines[s].size()));
  return scores;
}

void finish_by_most_cards(table &t) {
  const std::vector<double> scores = line_sizes(t);
  const double best = *std::max_element(scores.begin(), scores.end());
  std::vector<int> winners;
  for (int s = 0; s < t.players(); ++s)
    if (scores[s] == best)
      winners.push_back(s);
  const bool alone = winners.size() == 1;
  t.result.winners = winners;
  t.result.scores = scores;
  say.reason(t.result,
             {alone ? "drachenschatten.result.mostCards" : "drachenschatten.result.tiedMostCards"});
  t.ph = phase::finished;
  say.log_public(
      t.log,
      {alone ? "drachenschatten.log.pilesEmptyWin" : "drachenschatten.log.pilesEmptyDraw",
       json_object("winners", seats_param(winners))},
      winners, "end", json_object("winners", winners, "reason", t.result.reason));
}

void defeat(table &t, int seat, int creature) {
  json lost = json::array();
  for (const line_card &c : t.lines[seat]) {
    t.removed.push_back(c.id);
    lost.push_back(c.id);
  }
  t.lines[seat].clear();
  t.removed.push_back(creature);
  say.log_public(t.log,
                 {"drachenschatten.log.defeat",
                  json_object("player", seat_param(seat), "creature", card_param(creature), "count",
                              number_param(lost.size()))},
                 {seat}, "defeat", json_object("creature", card_json(creature), "lost", lost));
  end_turn(t);
}

} // namespace

table new_table(int players, std::uint64_t seed) {
  rng r(seed);
  table t;
  t.player_count = players;
  t.lines.resize(players);
  t.known.assign(players, {});
  for (row w : {row::village, row::cave}) {
    std::vector<int> cards;
    for (int id = 0; id < deck_size; ++id)
      if (info(id).where == w)
        cards.push_back(id);
    r.shuffle(cards);
    const int base = w == row::village ? 0 : piles_per_row;
    for (std::size_t i = 0; i < cards.size(); ++i)
      t.piles[base + static_cast<int>(i % piles_per_row)].push_back(cards[i]);
  }
  t.first_player = static_cast<int>(r.below(static_cast<std::uint64_t>(players)));
  t.ph = phase::setup;
  t.current = 0;
  say.log_public(t.log,
                 {"drachenschatten.log.start", json_object("player", seat_param(t.first_player))},
                 {t.first_player}, "start", json_object("firstPlayer", t.first_player));
  return t;
}

void take_start_card(table &t, int seat, int pile) {
  const int card = pop_pile(t, pile);
  t.lines[seat].push_back({card, false});
  say.log_public(
      t.log,
      {"drachenschatten.log.startCard",
       json_object("player", seat_param(seat), "card", card_param(card), "pile", pile_param(pile))},
      {seat}, "startCard", json_object("pile", pile_id(pile), "card", card_json(card)));
  if (seat + 1 < t.players()) {
    t.current = seat + 1;
    return;
  }
  t.ph = phase::play;
  t.current = t.first_player;
  t.revealed = false;
}

std::vector<int> protectors(const table &t, int seat, int creature) {
  std::vector<int> out;
  for (const line_card &c : t.lines[seat])
    if (!c.tapped && info(c.id).k == kind::item &&
        protects_against(info(c.id).sym, info(creature).k))
      out.push_back(c.id);
  return out;
}

void reveal(table &t, int pile, int by_item) {
  const int seat = t.current;
  const bool mandatory = by_item < 0;
  if (!mandatory)
    tap(t, seat, by_item);
  if (mandatory)
    t.revealed = true;
  const int card = pop_pile(t, pile);
  json fields = json_object("pile", pile_id(pile), "card", card_json(card), "mandatory", mandatory);
  if (!mandatory)
    fields["with"] = card_json(by_item);
  json params = {
      {"player", seat_param(seat)}, {"card", card_param(card)}, {"pile", pile_param(pile)}};
  if (!mandatory)
    params["item"] = card_param(by_item);
  say.log_public(
      t.log, {mandatory ? "drachenschatten.log.reveal" : "drachenschatten.log.revealWith", params},
      {seat}, "reveal", fields);
  if (!is_creature(card)) {
    t.lines[seat].push_back({card, false});
    return;
  }
  if (protectors(t, seat, card).empty()) {
    defeat(t, seat, card);
    return;
  }
  t.ph = phase::battle;
  t.creature = card;
  t.battle_is_mandatory = mandatory;
}

void fight(table &t, int protector) {
  const int seat = t.current;
  tap(t, seat, protector);
  t.lines[seat].push_back({t.creature, false});
  say.log_public(t.log,
                 {"drachenschatten.log.slay",
                  json_object("player", seat_param(seat), "creature", card_param(t.creature),
                              "item", card_param(protector))},
                 {seat}, "slay",
                 json_object("creature", card_json(t.creature), "with", card_json(protector)));
  t.creature = -1;
  t.ph = phase::play;
}

void end_turn(table &t) {
  t.creature = -1;
  t.look_card = -1;
  t.look_left = 0;
  // The end of the cards is not "immediate" like the goals: the player who
  // took the last card plays out his turn (see RULES.md, "End").
  if (t.all_piles_empty()) {
    finish_by_most_cards(t);
    return;
  }
  t.current = (t.current + 1) % t.players();
  t.revealed = false;
  t.ph = phase::play;
}

void start_look(table &t, int torch) {
  tap(t, t.current, torch);
  t.look_card = torch;
  t.look_left = look_count(info(torch).sym);
  t.look_depth = {};
  t.ph = phase::look;
  say.log_public(t.log,
                 {"drachenschatten.log.look",
                  json_object("player", seat_param(t.current), "item", card_param(torch))},
                 {t.current}, "look", json_object("card", card_json(torch)));
}

void peek(table &t, int pile) {
  const int seat = t.current;
  const int depth = t.look_depth[pile]++;
  const auto &cards = t.piles[pile];
  const int card = cards[cards.size() - 1 - static_cast<std::size_t>(depth)];
  t.known[seat][pile] = std::max(t.known[seat][pile], depth + 1);
  --t.look_left;
  const bool top = depth == 0;
  json params = json_object("player", seat_param(seat), "pile", pile_param(pile));
  if (!top)
    params["depth"] = number_param(depth + 1);
  say.log_public(t.log,
                 {top ? "drachenschatten.log.peekTop" : "drachenschatten.log.peekDeep", params},
                 {seat}, "peek", json_object("pile", pile_id(pile), "depth", depth));
  params.erase("player");
  params["card"] = card_param(card);
  say.log_private(
      t.log, seat,
      {top ? "drachenschatten.log.peekSeenTop" : "drachenschatten.log.peekSeenDeep", params},
      "peekSeen", json_object("pile", pile_id(pile), "depth", depth, "card", card_json(card)));
  bool more = false;
  for (int p = 0; p < pile_count; ++p)
    more = more || static_cast<int>(t.piles[p].size()) > t.look_depth[p];
  if (t.look_left == 0 || !more) {
    t.ph = phase::play;
    t.look_card = -1;
    t.look_left = 0;
  }
}

void stop_look(table &t) {
  say.log_public(t.log,
                 {"drachenschatten.log.stopLook",
                  json_object("player", seat_param(t.current), "count", number_param(t.look_left))},
                 {t.current}, "stopLook", json_object("left", t.look_left));
  t.ph = phase::play;
  t.look_card = -1;
  t.look_left = 0;
}

void swap_items(table &t, int card, int give, int take) {
  const int seat = t.current;
  tap(t, seat, card);
  const int other = t.owner_of(take);
  line_card mine = take_from_line(t, seat, give);
  line_card theirs = take_from_line(t, other, take);
  t.lines[seat].push_back(theirs);
  t.lines[other].push_back(mine);
  say.log_public(
      t.log,
      {"drachenschatten.log.swap",
       json_object("player", seat_param(seat), "item", card_param(card), "give", card_param(give),
                   "other", seat_param(other), "take", card_param(take))},
      {seat, other}, "swap",
      json_object("card", card_json(card), "give", card_json(give), "take", card_json(take)));
}

void steal_item(table &t, int card, int take) {
  const int seat = t.current;
  tap(t, seat, card);
  const int other = t.owner_of(take);
  t.lines[seat].push_back(take_from_line(t, other, take));
  say.log_public(t.log,
                 {"drachenschatten.log.steal",
                  json_object("player", seat_param(seat), "item", card_param(card), "other",
                              seat_param(other), "take", card_param(take))},
                 {seat, other}, "steal",
                 json_object("card", card_json(card), "take", card_json(take)));
}

void destroy_item(table &t, int card, int target) {
  const int seat = t.current;
  tap(t, seat, card);
  const int other = t.owner_of(target);
  take_from_line(t, other, target);
  t.removed.push_back(target);
  say.log_public(t.log,
                 {"drachenschatten.log.destroy",
                  json_object("player", seat_param(seat), "item", card_param(card), "other",
                              seat_param(other), "target", card_param(target))},
                 {seat, other}, "destroy",
                 json_object("card", card_json(card), "target", card_json(target)));
}

void restore_item(table &t, int key, int target) {
  const int seat = t.current;
  tap(t, seat, key);
  find_mut(t, seat, target)->tapped = false;
  say.log_public(
      t.log,
      {"drachenschatten.log.restore", json_object("player", seat_param(seat), "item",
                                                  card_param(key), "target", card_param(target))},
      {seat}, "restore", json_object("card", card_json(key), "target", card_json(target)));
}

void start_decay(table &t, int card) {
  const int seat = t.current;
  tap(t, seat, card);
  t.decay_card = card;
  t.decay_choice.assign(t.players(), -1);
  std::vector<int> who;
  for (int s = 0; s < t.players(); ++s)
    if (s != seat && t.items_tapped(s) > 0) {
      t.decay_choice[s] = -2;
      who.push_back(s);
    }
  t.ph = phase::decay;
  say.log_public(t.log,
                 {"drachenschatten.log.decay",
                  json_object("player", seat_param(seat), "item", card_param(card))},
                 {seat}, "decay", json_object("card", card_json(card), "choosing", who));
}

void choose_decay(table &t, int seat, int target) {
  t.decay_choice[seat] = target;
  say.log_public(t.log,
                 {"drachenschatten.log.decayChosen", json_object("player", seat_param(seat))},
                 {seat}, "decayChosen");
  if (std::any_of(t.decay_choice.begin(), t.decay_choice.end(), [](int c) { return c == -2; }))
    return;
  // Everyone has answered: the choices are carried out together.
  for (int s = 0; s < t.players(); ++s) {
    const int c = t.decay_choice[s];
    if (c < 0)
      continue;
    take_from_line(t, s, c);
    t.removed.push_back(c);
    say.log_public(t.log,
                   {"drachenschatten.log.decayed",
                    json_object("player", seat_param(s), "card", card_param(c))},
                   {s}, "decayed", json_object("card", card_json(c)));
  }
  t.decay_choice.clear();
  t.decay_card = -1;
  t.ph = phase::play;
}

void use_without_effect(table &t, int card) {
  tap(t, t.current, card);
  say.log_public(t.log,
                 {"drachenschatten.log.useless",
                  json_object("player", seat_param(t.current), "item", card_param(card))},
                 {t.current}, "use", json_object("card", card_json(card)));
}

void check_goals(table &t) {
  if (t.ph == phase::finished || t.ph == phase::setup)
    return;
  std::vector<int> winners;
  // Several winners share one goal: only the current player gains cards, but
  // by a swap, which can give another player his seventh item only.
  std::string goal;
  for (int s = 0; s < t.players(); ++s) {
    std::string why;
    if (t.distinct_item_types(s) >= 7)
      why = "drachenschatten.result.sevenItems";
    else if (t.count_kind(s, kind::dragon) + t.count_kind(s, kind::hydra) >= 3)
      why = "drachenschatten.result.threeCreatures";
    else if (t.count_kind(s, kind::treasure) >= 3)
      why = "drachenschatten.result.threeTreasures";
    if (!why.empty()) {
      winners.push_back(s);
      if (goal.empty() || s == t.current)
        goal = why;
    }
  }
  if (winners.empty())
    return;
  t.result.winners = winners;
  t.result.scores = line_sizes(t);
  say.reason(t.result, {goal});
  t.ph = phase::finished;
  say.log_public(
      t.log,
      {winners.size() == 1 ? "drachenschatten.log.goalWin" : "drachenschatten.log.goalWinMany",
       json_object("winners", seats_param(winners), "goal", kit::msg_param({goal}))},
      winners, "end", json_object("winners", winners, "reason", t.result.reason));
}

} // namespace tavern::games::drachenschatten
