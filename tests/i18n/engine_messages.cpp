// Plays random games of every shipped game and prints what they said to
// people: with --keys, every message key emitted (log entries, actions,
// results, and the messages nested in their parameters) as JSON
// {"game": ["key", ...]}; with --texts, every English text, label and reason,
// one a line, so that a change of the messages can be shown to leave the
// English as it was; with --english, the English template of every key of the
// games that have a phrasebook, as JSON {"key": "template"}.
// Usage: engine_messages --keys|--texts|--english [games] [seeds]
#include "games/coltexpress/coltexpress.hpp"
#include "games/coltexpress/phrases.hpp"
#include "games/coltexpress/table.hpp"
#include "games/deadmansdraw/deadmansdraw.hpp"
#include "games/deadmansdraw/phrases.hpp"
#include "games/drachenschatten/phrases.hpp"
#include "games/midevil/midevil.hpp"
#include "games/midevil/phrases.hpp"
#include "games/registry.hpp"

#include <cstdlib>
#include <iostream>
#include <set>
#include <string>
#include <vector>

namespace {

using tavern::json;
using namespace tavern::games;

void collect_keys(const json &msg, std::set<std::string> &keys);

void collect_param(const json &param, std::set<std::string> &keys) {
  if (!param.is_object())
    return;
  if (auto it = param.find("msg"); it != param.end())
    collect_keys(*it, keys);
  if (auto it = param.find("list"); it != param.end() && it->is_array())
    for (const auto &item : *it)
      collect_param(item, keys);
}

void collect_keys(const json &msg, std::set<std::string> &keys) {
  if (!msg.is_object() || !msg.contains("key"))
    return;
  keys.insert(msg["key"].get<std::string>());
  if (auto it = msg.find("params"); it != msg.end() && it->is_object())
    for (const auto &[name, param] : it->items())
      collect_param(param, keys);
}

void collect_from(const json &thing, std::set<std::string> &keys) {
  if (auto it = thing.find("msg"); it != thing.end())
    collect_keys(*it, keys);
}

// Options drawn at random: each enum value and both booleans get played.
json random_options(const game &g, rng &r) {
  json options = json::object();
  for (const auto &o : g.options()) {
    if (o.type == "enum")
      options[o.name] = o.values[r.below(o.values.size())];
    else if (o.type == "bool")
      options[o.name] = r.below(2) == 1;
  }
  return options;
}

// Positions random games reach too rarely to be waited for, each played on
// at random: a game's rare messages are emitted from them.
std::vector<std::unique_ptr<game_state>> staged_positions(std::string_view game_id) {
  std::vector<std::unique_ptr<game_state>> out;
  if (game_id == "deadmansdraw") {
    namespace dmd = tavern::games::deadmansdraw;
    dmd::scenario map_finds_nothing; // a Map drawn while the discard pile is empty
    map_finds_nothing.draw = {{dmd::suit::map, 3}, {dmd::suit::anchor, 2}, {dmd::suit::hook, 4}};
    out.push_back(dmd::make_scenario(map_finds_nothing));
  }
  if (game_id == "coltexpress") {
    namespace ce = tavern::games::coltexpress;
    // The last round with no card left to anyone: every seat passes, and
    // with no shot fired nor loot taken the bandits share the win.
    ce::scenario s;
    s.characters = {ce::character::belle, ce::character::doc, ce::character::tuco};
    auto staged = ce::make_scenario(s);
    ce::table &t = *ce::edit(*staged);
    t.round = ce::rounds_per_game - 1;
    for (auto &seat : t.seats) {
      seat.hand.clear();
      seat.deck.clear();
    }
    ce::resume(*staged);
    out.push_back(std::move(staged));
  }
  if (game_id == "midevil") {
    namespace mev = tavern::games::midevil;
    mev::scenario last_round; // a game ended by its round limit
    last_round.max_rounds = 1;
    out.push_back(mev::make_scenario(last_round));
  }
  return out;
}

void play_randomly(game_state &s, rng &r, std::string_view id, bool texts,
                   std::set<std::string> &keys) {
  for (int step = 0; step < 3000 && !s.finished(); ++step) {
    const auto awaited = s.awaiting();
    if (awaited.empty())
      break;
    const int seat = awaited[r.below(awaited.size())];
    const json actions = s.legal_actions(seat);
    for (const auto &a : actions) {
      collect_from(a, keys);
      if (auto group = a.find("group"); group != a.end()) // a first step several actions share
        collect_from(*group, keys);
      if (texts)
        std::cout << id << " label " << a["label"].get<std::string>() << "\n";
    }
    s.apply(seat, actions[r.below(actions.size())]);
  }
  for (const auto &e : s.log()) {
    collect_from(e.entry, keys);
    if (texts)
      std::cout << id << " log " << e.entry["text"].get<std::string>() << "\n";
  }
  if (s.finished()) {
    const json result = s.result().to_json();
    collect_from(result, keys);
    if (texts)
      std::cout << id << " result " << result["reason"].get<std::string>() << "\n";
  }
}

} // namespace

int main(int argc, char **argv) {
  const std::string mode = argc > 1 ? argv[1] : "--keys";
  if (mode == "--english") {
    json english = json::object();
    for (const auto *book : {&tavern::games::coltexpress::english_phrases(),
                             &tavern::games::deadmansdraw::english_phrases(),
                             &tavern::games::drachenschatten::english_phrases(),
                             &tavern::games::midevil::english_phrases()})
      for (const auto &p : book->phrases())
        english[std::string(p.key)] = p.english;
    std::cout << english.dump(1) << "\n";
    return 0;
  }
  const int seeds = argc > 3 ? std::atoi(argv[3]) : 40;
  std::set<std::string> only;
  if (argc > 2 && std::string(argv[2]) != "all") {
    std::string list = argv[2];
    for (std::size_t start = 0; start <= list.size();) {
      const auto comma = std::min(list.find(',', start), list.size());
      only.insert(list.substr(start, comma - start));
      start = comma + 1;
    }
  }
  const bool texts = mode == "--texts";
  const auto games = make_shipped_registry();
  json out = json::object();
  for (const game *g : games.all()) {
    if (!only.empty() && !only.count(std::string(g->id())))
      continue;
    std::set<std::string> keys;
    for (int seed = 1; seed <= seeds; ++seed) {
      rng r(static_cast<std::uint64_t>(seed) * 7919);
      const int players =
          g->min_players() + static_cast<int>(r.below(g->max_players() - g->min_players() + 1));
      auto created = g->create(random_options(*g, r), players, seed);
      auto *state = std::get_if<std::unique_ptr<game_state>>(&created);
      if (!state)
        continue;
      play_randomly(**state, r, g->id(), texts, keys);
    }
    if (!texts) {
      rng r(1);
      for (auto &staged : staged_positions(g->id()))
        play_randomly(*staged, r, g->id(), false, keys);
    }
    out[std::string(g->id())] = keys;
  }
  if (!texts)
    std::cout << out.dump(1) << "\n";
}
