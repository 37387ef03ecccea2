#include "train.hpp"
#include "json/json_object.hpp"

#include "phrases.hpp"

#include <algorithm>

namespace tavern::games::coltexpress {

bandit &bandit_at(table &t, int b) {
  return t.bandits[static_cast<std::size_t>(b)];
}
const bandit &bandit_at(const table &t, int b) {
  return t.bandits[static_cast<std::size_t>(b)];
}
std::vector<int> &floor_of(table &t, int car, bool roof) {
  return (roof ? t.roof : t.inside)[static_cast<std::size_t>(car)];
}
const std::vector<int> &floor_of(const table &t, int car, bool roof) {
  return (roof ? t.roof : t.inside)[static_cast<std::size_t>(car)];
}

void give_neutral_bullet(table &t, int b) {
  bandit &x = bandit_at(t, b);
  if (t.neutral.empty())
    return; // the neutral bullets ran out: the effect happens without a card
  t.seats[static_cast<std::size_t>(x.seat)].deck.push_back(t.neutral.back());
  t.neutral.pop_back();
  ++x.hits;
}

namespace {
void flee_marshal(table &t, int b) {
  bandit &x = bandit_at(t, b);
  x.roof = true;
  give_neutral_bullet(t, b);
  std::vector<int> seats;
  json who = bandit_param(t, b, seats);
  say.log_public(t.log,
                 {"coltexpress.log.marshalShoots",
                  json_object("bandit", std::move(who), "car", car_param(t, x.car))},
                 seats, "marshalShot", json_object("bandit", b, "car", x.car));
}
} // namespace

void place_bandit(table &t, int b, int car, bool roof) {
  bandit &x = bandit_at(t, b);
  x.car = car;
  x.roof = roof;
  if (!roof && car == t.marshal_car)
    flee_marshal(t, b);
}

void move_marshal(table &t, int car) {
  t.marshal_car = car;
  for (int b = 0; b < static_cast<int>(t.bandits.size()); ++b)
    if (!bandit_at(t, b).roof && bandit_at(t, b).car == car)
      flee_marshal(t, b);
}

void fire_at(table &t, int shooter, int target) {
  bandit &s = bandit_at(t, shooter);
  bandit &v = bandit_at(t, target);
  t.seats[static_cast<std::size_t>(v.seat)].deck.push_back(s.bullets.back());
  s.bullets.pop_back();
  ++v.hits;
  if (s.seat == v.seat)
    ++v.team_hits;
}

std::vector<int> move_destinations(const table &t, int b) {
  const bandit &x = bandit_at(t, b);
  const int reach = x.roof ? 3 : 1;
  std::vector<int> out;
  for (int c = x.car - reach; c <= x.car + reach; ++c)
    if (c != x.car && c >= 0 && c <= t.caboose())
      out.push_back(c);
  return out;
}

std::vector<int> marshal_destinations(const table &t) {
  std::vector<int> out;
  if (t.marshal_car > 0)
    out.push_back(t.marshal_car - 1);
  if (t.marshal_car < t.caboose())
    out.push_back(t.marshal_car + 1);
  return out;
}

bool in_spot(const bandit &x, int car, bool roof) {
  return x.car == car && x.roof == roof;
}

namespace {
bool teammates(const table &t, int a, int b) {
  return bandit_at(t, a).seat == bandit_at(t, b).seat;
}

// "Scegli uno dei tuoi avversari": a Fire's target is an opponent. With 2
// players the shooter's teammate is none; the rulebook warns that he may be
// shot all the same, which happens when no opponent can be.
std::vector<int> opponents_first(const table &t, int b, std::vector<int> targets) {
  const bool opponent =
      std::any_of(targets.begin(), targets.end(), [&](int o) { return !teammates(t, b, o); });
  if (opponent)
    std::erase_if(targets, [&](int o) { return teammates(t, b, o); });
  return targets;
}

// Belle hides behind anyone else who could be chosen.
std::vector<int> apply_belle(const table &t, std::vector<int> targets) {
  const bool other = std::any_of(targets.begin(), targets.end(),
                                 [&](int b) { return bandit_at(t, b).ch != character::belle; });
  if (other)
    std::erase_if(targets, [&](int b) { return bandit_at(t, b).ch == character::belle; });
  return targets;
}
} // namespace

std::vector<int> fire_targets(const table &t, int b) {
  const bandit &me = bandit_at(t, b);
  std::vector<int> out;
  if (me.bullets.empty())
    return out;
  const int n = static_cast<int>(t.bandits.size());
  if (!me.roof) {
    for (int o = 0; o < n; ++o)
      if (o != b && !bandit_at(t, o).roof && std::abs(bandit_at(t, o).car - me.car) == 1)
        out.push_back(o);
  } else {
    for (int dir : {-1, 1})
      for (int c = me.car + dir; c >= 0 && c <= t.caboose(); c += dir) {
        bool found = false;
        for (int o = 0; o < n; ++o)
          if (o != b && in_spot(bandit_at(t, o), c, true)) {
            out.push_back(o);
            found = true;
          }
        if (found)
          break;
      }
  }
  if (me.ch == character::tuco)
    for (int o = 0; o < n; ++o)
      if (o != b && in_spot(bandit_at(t, o), me.car, !me.roof))
        out.push_back(o);
  std::sort(out.begin(), out.end());
  return apply_belle(t, opponents_first(t, b, out));
}

std::vector<int> punch_targets(const table &t, int b) {
  const bandit &me = bandit_at(t, b);
  std::vector<int> out;
  // "Scegliete un avversario": never one's own teammate (2 players).
  for (int o = 0; o < static_cast<int>(t.bandits.size()); ++o)
    if (!teammates(t, b, o) && in_spot(bandit_at(t, o), me.car, me.roof))
      out.push_back(o);
  return apply_belle(t, out);
}

std::vector<int> push_destinations(const table &t, int victim) {
  const int c = bandit_at(t, victim).car;
  std::vector<int> out;
  if (c > 0)
    out.push_back(c - 1);
  if (c < t.caboose())
    out.push_back(c + 1);
  return out;
}

int first_loot_of(const std::vector<int> &ids, const table &t, loot_kind k) {
  for (int id : ids)
    if (t.loot[static_cast<std::size_t>(id)].kind == k)
      return id;
  return -1;
}

bool knows_value(const table &t, int id, int viewer) {
  if (t.ph == phase::finished)
    return true;
  const unsigned known = t.loot[static_cast<std::size_t>(id)].known;
  // A spectator knows the public values only, not those that every player
  // happens to have seen.
  return viewer >= 0 ? ((known >> viewer) & 1u) != 0 : known == ~0u;
}

namespace {

bool is_purse(const table &t, int id) {
  return t.loot[static_cast<std::size_t>(id)].kind == loot_kind::purse;
}

// What a purse he has not seen is worth to `seat`: the mean of the printed
// purses less those he has seen.
double unseen_purse_worth(const table &t, int seat) {
  int sum = 0, count = 0;
  for (int v : purse_values) {
    sum += v;
    ++count;
  }
  for (int id = 0; id < static_cast<int>(t.loot.size()); ++id)
    if (is_purse(t, id) && knows_value(t, id, seat)) {
      sum -= t.loot[static_cast<std::size_t>(id)].value;
      --count;
    }
  return count > 0 ? static_cast<double>(sum) / count : 0.0;
}

double worth(const loot_choice &c, double unseen_purse) {
  switch (c.kind) {
  case loot_kind::strongbox:
    return strongbox_value;
  case loot_kind::jewel:
    return jewel_value;
  case loot_kind::purse:
    break;
  }
  return c.value >= 0 ? c.value : unseen_purse;
}

bool matches(const table &t, int id, int seat, const loot_choice &c) {
  const loot_token &l = t.loot[static_cast<std::size_t>(id)];
  if (l.kind != c.kind)
    return false;
  if (c.kind != loot_kind::purse)
    return true;
  return c.value >= 0 ? knows_value(t, id, seat) && l.value == c.value : !knows_value(t, id, seat);
}

} // namespace

std::vector<loot_choice> loot_choices(const table &t, const std::vector<int> &ids, int seat) {
  std::vector<loot_choice> out;
  const auto add = [&](const loot_choice &c) {
    if (std::find(out.begin(), out.end(), c) == out.end())
      out.push_back(c);
  };
  for (loot_kind k : {loot_kind::strongbox, loot_kind::jewel})
    if (first_loot_of(ids, t, k) >= 0)
      add({k, -1});
  for (int id : ids)
    if (is_purse(t, id) && knows_value(t, id, seat))
      add({loot_kind::purse, t.loot[static_cast<std::size_t>(id)].value});
  for (int id : ids)
    if (is_purse(t, id) && !knows_value(t, id, seat))
      add({loot_kind::purse, -1});
  const double unseen = unseen_purse_worth(t, seat);
  std::stable_sort(out.begin(), out.end(), [&](const loot_choice &a, const loot_choice &b) {
    return worth(a, unseen) > worth(b, unseen);
  });
  return out;
}

int loot_for_choice(const table &t, const std::vector<int> &ids, int seat, const loot_choice &c) {
  for (int id : ids)
    if (matches(t, id, seat, c))
      return id;
  return -1;
}

void take_loot(table &t, int b, int id) {
  bandit &x = bandit_at(t, b);
  x.loot.push_back(id);
  t.loot[static_cast<std::size_t>(id)].known |= 1u << x.seat;
}

} // namespace tavern::games::coltexpress
