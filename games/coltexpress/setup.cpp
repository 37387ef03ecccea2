#include "setup.hpp"
#include "json/json_object.hpp"

#include "phrases.hpp"

#include "round.hpp"
#include "train.hpp"

#include <algorithm>
#include <numeric>

namespace tavern::games::coltexpress {

namespace {

int add_loot(table &t, loot_kind k, int value, unsigned known) {
  t.loot.push_back({k, value, known, false});
  return static_cast<int>(t.loot.size()) - 1;
}

void deal_cards(table &t) {
  const int nb = static_cast<int>(t.bandits.size());
  for (int b = 0; b < nb; ++b) {
    const int seat = t.bandits[static_cast<std::size_t>(b)].seat;
    const bool first_of_team = t.bandits_of(seat).front() == b;
    for (const action_row &row : action_table) {
      int copies = row.copies;
      if (t.rules.two_player()) // one of each, one Marshal per team
        copies = row.kind == action_kind::marshal && !first_of_team ? 0 : 1;
      for (int i = 0; i < copies; ++i) {
        t.cards.push_back({false, row.kind, b, seat});
        t.seats[static_cast<std::size_t>(seat)].deck.push_back(static_cast<int>(t.cards.size()) -
                                                               1);
      }
    }
  }
  for (int b = 0; b < nb; ++b)
    for (int i = 0; i < bullets_per_bandit; ++i) {
      t.cards.push_back({true, action_kind::fire, b, -1});
      t.bandits[static_cast<std::size_t>(b)].bullets.push_back(static_cast<int>(t.cards.size()) -
                                                               1);
    }
  for (int i = 0; i < neutral_bullet_count; ++i) {
    t.cards.push_back({true, action_kind::fire, -1, -1});
    t.neutral.push_back(static_cast<int>(t.cards.size()) - 1);
  }
}

void load_loot(table &t) {
  // Ids are handed out in a shuffled order, so an id says nothing of a value.
  std::vector<int> values(purse_values.begin(), purse_values.end());
  t.random.shuffle(values);
  std::vector<int> purses;
  for (int v : values)
    purses.push_back(add_loot(t, loot_kind::purse, v, 0));
  // Every bandit's own $250 purse: public knowledge.
  for (bandit &b : t.bandits) {
    auto it = std::find_if(purses.begin(), purses.end(), [&](int id) {
      return t.loot[static_cast<std::size_t>(id)].value == 250;
    });
    t.loot[static_cast<std::size_t>(*it)].known = ~0u;
    b.loot.push_back(*it);
    purses.erase(it);
  }
  std::vector<int> kinds{0, 1, 2, 3, 4, 5};
  t.random.shuffle(kinds);
  const int cars = t.rules.cars();
  t.car_kinds.assign(1, -1);
  t.inside.assign(static_cast<std::size_t>(cars + 1), {});
  t.roof.assign(static_cast<std::size_t>(cars + 1), {});
  int jewels = jewel_count;
  for (int c = 1; c <= cars; ++c) {
    const int kind = kinds[static_cast<std::size_t>(c - 1)];
    t.car_kinds.push_back(kind);
    for (int i = 0; i < car_table[static_cast<std::size_t>(kind)].purses; ++i) {
      t.inside[static_cast<std::size_t>(c)].push_back(purses.front());
      purses.erase(purses.begin());
    }
    for (int i = 0; i < car_table[static_cast<std::size_t>(kind)].jewels; ++i, --jewels)
      t.inside[static_cast<std::size_t>(c)].push_back(
          add_loot(t, loot_kind::jewel, jewel_value, ~0u));
  }
  for (; jewels > 0; --jewels)
    t.reserve_loot.push_back(add_loot(t, loot_kind::jewel, jewel_value, ~0u));
  t.inside[0].push_back(add_loot(t, loot_kind::strongbox, strongbox_value, ~0u));
  t.reserve_loot.push_back(add_loot(t, loot_kind::strongbox, strongbox_value, ~0u));
  t.reserve_loot.insert(t.reserve_loot.end(), purses.begin(), purses.end());
}

void place_bandits(table &t) {
  const int caboose = t.rules.cars();
  if (t.rules.two_player()) {
    for (int s = 0; s < 2; ++s) {
      const auto team = t.bandits_of(s);
      t.bandits[static_cast<std::size_t>(team[0])].car = caboose;
      t.bandits[static_cast<std::size_t>(team[1])].car = caboose - 1;
    }
    return;
  }
  // Numbered from the first player: odd numbers in the caboose, even in front.
  for (int k = 0; k < t.players(); ++k) {
    const int b = t.bandits_of((t.first_player + k) % t.players()).front();
    t.bandits[static_cast<std::size_t>(b)].car = k % 2 == 0 ? caboose : caboose - 1;
  }
}

// After the characters are chosen: cards, bullets, loot, positions, round 1.
void board_train(table &t) {
  deal_cards(t);
  load_loot(t);
  place_bandits(t);
  t.marshal_car = 0;
  start_round(t);
}

} // namespace

table new_table(const rules_config &rules, std::uint64_t seed) {
  table t;
  t.rules = rules;
  t.random = rng(seed);
  t.seats.resize(static_cast<std::size_t>(rules.players));
  for (int k = 0; k < rules.bandits_per_seat(); ++k)
    for (int s = 0; s < rules.players; ++s)
      t.choose_order.push_back(s);
  t.first_player = static_cast<int>(t.random.below(static_cast<std::uint64_t>(rules.players)));
  // Four round cards for the player count, then a station.
  std::vector<int> plain{0, 1, 2, 3, 4, 5, 6};
  t.random.shuffle(plain);
  t.round_cards.assign(plain.begin(), plain.begin() + 4);
  t.round_cards.push_back(7 + static_cast<int>(t.random.below(3)));
  t.ph = phase::choose;
  say.log_public(t.log, {"coltexpress.log.start"}, {}, "start");
  return t;
}

void choose_character(table &t, int seat, character c) {
  bandit b;
  b.ch = c;
  b.seat = seat;
  t.bandits.push_back(b);
  ++t.choose_index;
  say.log_public(t.log,
                 {"coltexpress.log.character",
                  json_object("player", seat_param(seat), "character", character_param(c))},
                 {seat}, "character", json_object("character", character_key(c)));
  if (t.choose_index == static_cast<int>(t.choose_order.size()))
    board_train(t);
}

void apply_choose_action(table &t, int seat, const json &action) {
  for (const character_row &row : character_table)
    if (row.key == action["character"].get<std::string>())
      choose_character(t, seat, row.ch);
}

} // namespace tavern::games::coltexpress
