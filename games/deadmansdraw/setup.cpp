#include "setup.hpp"
#include "json/json_object.hpp"

#include "game_log.hpp"
#include "turn.hpp"

#include <algorithm>

namespace tavern::games::deadmansdraw {

namespace {

void start_play(table &t) {
  t.ph = phase::play;
  begin_turn(t, t.first_player);
}

void reveal_traits(table &t) {
  t.traits_revealed = true;
  for (int s = 0; s < t.players(); ++s) {
    const trait tr = *t.chosen[s];
    say.log_public(t.log,
                   {"deadmansdraw.log.traitRevealed",
                    json_object("player", seat_param(s), "trait", trait_param(tr), "effect",
                                trait_effect_param(tr))},
                   {s}, "trait_revealed", json_object("trait", trait_key(tr)));
  }
  // With one opponent there is nothing to choose.
  if (t.players() == 2)
    for (int s = 0; s < 2; ++s)
      if (t.has_trait(s, trait::davy_jones_locker)) {
        t.locker_target[s] = 1 - s;
        say.log_public(t.log,
                       {"deadmansdraw.log.lockerHaunts",
                        json_object("player", seat_param(s), "target", seat_param(1 - s))},
                       {s, 1 - s}, "locker", json_object("target", 1 - s));
      }
  if (locker_chooser(t))
    t.ph = phase::locker;
  else
    start_play(t);
}

} // namespace

table new_table(const rules_config &rules, std::uint64_t seed) {
  table t;
  t.rules = rules;
  t.random = rng(seed);
  const int n = rules.players;
  t.banks.resize(n);
  t.dealt.resize(n);
  t.chosen.resize(n);
  t.locker_target.assign(n, -1);
  t.deal_log.assign(n, -1);
  t.choice_log.assign(n, -1);

  for (int set = 0; set < rules.sets(); ++set)
    for (const card &c : loot_deck(rules.mermaid_variant))
      (starts_in_discard(c, rules.mermaid_variant) ? t.discard_pile : t.draw_pile).push_back(c);
  t.random.shuffle(t.discard_pile);
  t.random.shuffle(t.draw_pile);
  t.first_player = static_cast<int>(t.random.below(static_cast<std::uint64_t>(n)));
  t.current = t.first_player;
  say.log_public(
      t.log,
      {"deadmansdraw.log.setup", json_object("drawPile", number_param(t.draw_pile.size()),
                                             "discardPile", number_param(t.discard_pile.size()))},
      {}, "setup",
      json_object("drawPile", t.draw_pile.size(), "discardPile", t.discard_pile.size()));
  say.log_public(t.log,
                 {"deadmansdraw.log.playsFirst", json_object("player", seat_param(t.first_player))},
                 {t.first_player}, "first_player");

  if (!rules.traits) {
    t.traits_revealed = true; // nothing to hide: nobody has a trait
    start_play(t);
    return t;
  }
  for (int set = 0; set < rules.sets(); ++set)
    for (trait tr : trait_deck(rules.mermaid_variant))
      t.traits_undealt.push_back(tr);
  t.random.shuffle(t.traits_undealt);
  for (int s = 0; s < n; ++s) {
    for (int k = 0; k < 2; ++k) {
      t.dealt[s].push_back(t.traits_undealt.back());
      t.traits_undealt.pop_back();
    }
    t.deal_log[s] = say.log_private(
        t.log, s,
        {"deadmansdraw.log.dealt",
         json_object("first", trait_param(t.dealt[s][0]), "second", trait_param(t.dealt[s][1]))},
        "deal", json_object("traits", json{trait_key(t.dealt[s][0]), trait_key(t.dealt[s][1])}));
  }
  t.ph = phase::traits;
  return t;
}

void choose_trait(table &t, int seat, trait chosen) {
  t.chosen[seat] = chosen;
  t.choice_log[seat] = say.log_private(
      t.log, seat, {"deadmansdraw.log.chose", json_object("trait", trait_param(chosen))},
      "trait_choice", json_object("trait", trait_key(chosen)));
  say.log_public(t.log, {"deadmansdraw.log.hasChosen", json_object("player", seat_param(seat))},
                 {seat}, "trait_chosen");
  if (std::all_of(t.chosen.begin(), t.chosen.end(), [](const auto &c) { return c.has_value(); }))
    reveal_traits(t);
}

std::optional<int> locker_chooser(const table &t) {
  if (t.players() < 3)
    return std::nullopt;
  for (int i = 0; i < t.players(); ++i) {
    const int s = (t.first_player + i) % t.players();
    if (t.has_trait(s, trait::davy_jones_locker) && t.locker_target[s] < 0)
      return s;
  }
  return std::nullopt;
}

void choose_locker(table &t, int owner, int target) {
  t.locker_target[owner] = target;
  say.log_public(t.log,
                 {"deadmansdraw.log.lockerHaunts",
                  json_object("player", seat_param(owner), "target", seat_param(target))},
                 {owner, target}, "locker", json_object("target", target));
  if (!locker_chooser(t))
    start_play(t);
}

} // namespace tavern::games::deadmansdraw
