#include "engine_harness.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <memory>
#include <set>
#include <sstream>

namespace tavern::harness {

using games::game_error;
using games::rng;
using games::spectator;

namespace {

// The harness's own choices come from a stream separate from the game's.
constexpr std::uint64_t choice_stream = 0x6a09e667f3bcc909ULL;

std::string dump(const json &j) {
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

json without_label(const json &action) {
  json bare = action;
  if (bare.is_object()) {
    bare.erase("label");
    bare.erase("msg");
    bare.erase("target");
    bare.erase("group");
  }
  return bare;
}

// An action's `target` and `group` (protocol.md, "Choices on the table"): the
// pointer names a place in the seat's own document, and a group's actions
// carry the same group.
void check_presentation(const json &legal, const json &view, const std::string &prefix,
                        std::vector<std::string> &failures) {
  std::map<std::string, json> groups;
  for (const auto &a : legal) {
    if (!a.is_object())
      continue;
    if (const auto target = a.find("target"); target != a.end()) {
      const std::string pointer = target->is_string() ? target->get<std::string>() : "";
      bool found = false;
      if (pointer.rfind("/game", 0) == 0)
        try {
          found = view.contains(json::json_pointer(pointer.substr(5)));
        } catch (const json::exception &) {
        }
      if (!found)
        failures.push_back(prefix + "target names no place of the seat's view: " + dump(a));
    }
    if (const auto group = a.find("group"); group != a.end()) {
      const bool well_formed = group->is_object() && group->contains("key") &&
                               (*group)["key"].is_string() && group->contains("label") &&
                               (*group)["label"].is_string() &&
                               !(*group)["label"].get<std::string>().empty();
      if (!well_formed) {
        failures.push_back(prefix + "group without a key and a label: " + dump(a));
        continue;
      }
      const auto [it, fresh] = groups.emplace((*group)["key"].get<std::string>(), *group);
      if (!fresh && it->second != *group)
        failures.push_back(prefix + "one group key, two groups: " + dump(a));
    }
  }
}

bool contains(const std::vector<int> &v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

std::string where(const config &c, int actions) {
  std::ostringstream s;
  s << "[players " << c.players << ", options " << dump(c.options) << ", seed " << c.seed
    << ", after " << actions << " actions] ";
  return s.str();
}

std::unique_ptr<game_state> create(const game &g, const config &c,
                                   std::vector<std::string> &failures) {
  auto created = g.create(c.options, c.players, c.seed);
  if (auto *err = std::get_if<game_error>(&created)) {
    failures.push_back(where(c, 0) + "create failed: " + err->code + ": " + err->message);
    return nullptr;
  }
  return std::move(std::get<std::unique_ptr<game_state>>(created));
}

std::vector<std::string> visible_log(const game_state &s, int viewer) {
  std::vector<std::string> out;
  for (const auto &e : s.log())
    if (e.visible_to(viewer))
      out.push_back(dump(e.entry));
  return out;
}

// Everything the server could send anyone: each viewer's view, each seat's
// legal actions, who is awaited, and the log with its visibility.
std::string observable(const game_state &s) {
  std::string out;
  for (int v : viewers(s.players())) {
    out += dump(s.view(v));
    out += '\n';
    if (v != spectator) {
      out += dump(s.legal_actions(v));
      out += '\n';
    }
  }
  for (int a : s.awaiting())
    out += std::to_string(a) + ",";
  out += '\n';
  for (const auto &e : s.log()) {
    out += dump(e.entry);
    for (int o : e.only)
      out += " only" + std::to_string(o);
    for (int x : e.except)
      out += " except" + std::to_string(x);
    out += '\n';
  }
  return out;
}

// Top-level keys seen in public and in private views during one game: a key
// must stay on its side, or the public patch (sent first) and the private one
// would undo each other when it moves.
struct view_sides {
  std::set<std::string> shared;
  std::set<std::string> own;
  // What each revision of each public section, and of each viewer's private
  // part, stood for when first seen: a revision stands for one content.
  std::map<std::pair<int, std::uint64_t>, std::string> sections;
  std::map<std::pair<int, std::uint64_t>, std::string> privates;
  // Each public section's revision when last seen (to ask for its changes).
  std::map<int, std::uint64_t> section_seen;
  int section_changes_checked = 0;
  // Each viewer's view under each fingerprint, and each view's fingerprint.
  std::map<std::pair<int, std::uint64_t>, std::string> view_of_fingerprint;
  std::map<std::pair<int, std::string>, std::uint64_t> fingerprint_of_view;
};

// view_fingerprint(viewer) stands for one view, and a view has one: the first
// fails when it misses part of what the view shows, the second when it reads
// what the view does not show (a search keyed by it would peek).
void check_fingerprint(const game_state &s, int viewer, const std::string &prefix,
                       std::vector<std::string> &failures, view_sides &sides) {
  const std::string seen = dump(s.view(viewer));
  const std::uint64_t fingerprint = s.view_fingerprint(viewer);
  const std::string name = "view_fingerprint(" + std::to_string(viewer) + ")";
  if (const auto [it, added] = sides.view_of_fingerprint.try_emplace({viewer, fingerprint}, seen);
      !added && it->second != seen)
    failures.push_back(prefix + name + " is the same for two different views");
  if (const auto [it, added] = sides.fingerprint_of_view.try_emplace({viewer, seen}, fingerprint);
      !added && it->second != fingerprint)
    failures.push_back(prefix + name + " differs for the same view");
}

// Records `content` under a non-zero `revision` of `part`; false when that
// revision already stood for other content.
bool revision_holds(std::map<std::pair<int, std::uint64_t>, std::string> &seen, int part,
                    std::uint64_t revision, const std::string &content) {
  if (revision == 0)
    return true;
  const auto [it, added] = seen.try_emplace({part, revision}, content);
  return added || it->second == content;
}

// A keyed section's changes since the revision last seen turn the section
// as it stood then into the section now.
void check_section_changes(const game_state &s, int i, const json &section,
                           const std::string &prefix, std::vector<std::string> &failures,
                           view_sides &sides) {
  const auto revision = s.public_section_revision(i);
  const auto seen = sides.section_seen.find(i);
  const std::uint64_t since = seen == sides.section_seen.end() ? 0 : seen->second;
  sides.section_seen[i] = revision;
  if (since == 0 || revision == since)
    return;
  const auto changes = s.public_section_changes(i, since);
  const auto before = sides.sections.find({i, since});
  if (!changes || before == sides.sections.end())
    return;
  const std::string name =
      "public_section_changes(" + std::to_string(i) + ", " + std::to_string(since) + ")";
  json patched = json::parse(before->second);
  const auto object = patched.find(changes->object);
  if (object == patched.end() || !object->is_object()) {
    failures.push_back(prefix + name + " names " + changes->object + ", not an object there");
    return;
  }
  for (const auto &[key, value] : changes->members)
    if (value)
      (*object)[key] = *value;
    else
      object->erase(key);
  ++sides.section_changes_checked;
  if (dump(patched) != dump(section))
    failures.push_back(prefix + name + " does not turn the section then into the section now");
}

// The public view's sections add up to public_view() without overlapping,
// and an unchanged revision means an unchanged section.
void check_sections(const game_state &s, const json &shared, const std::string &prefix,
                    std::vector<std::string> &failures, view_sides &sides) {
  const int count = s.public_view_sections();
  if (count < 1) {
    failures.push_back(prefix + "public_view_sections() is " + std::to_string(count));
    return;
  }
  json joined = json::object();
  for (int i = 0; i < count; ++i) {
    const json section = s.public_view_section(i);
    const std::string name = "public_view_section(" + std::to_string(i) + ")";
    if (!section.is_object()) {
      failures.push_back(prefix + name + " is not an object");
      continue;
    }
    for (auto it = section.begin(); it != section.end(); ++it)
      if (joined.contains(it.key()))
        failures.push_back(prefix + name + " repeats the key " + it.key());
    joined = games::join_views(std::move(joined), section);
    const auto revision = s.public_section_revision(i);
    if (!revision_holds(sides.sections, i, revision, dump(section)))
      failures.push_back(prefix + name + " changed, its revision " + std::to_string(revision) +
                         " did not");
    check_section_changes(s, i, section, prefix, failures, sides);
  }
  if (dump(joined) != dump(shared))
    failures.push_back(prefix + "the public view's sections joined are not public_view()");
}

// One contract check of a state; appends failures.
void check_state(const game_state &s, const config &c, int actions, bool try_all,
                 std::vector<std::string> &failures, view_sides &sides) {
  const auto prefix = where(c, actions);
  const auto awaited = s.awaiting();
  if (s.finished() && !awaited.empty())
    failures.push_back(prefix + "awaiting() is not empty after the game finished");
  if (!s.finished() && awaited.empty())
    failures.push_back(prefix + "awaiting() is empty while the game is not finished");
  for (int a : awaited)
    if (a < 0 || a >= c.players)
      failures.push_back(prefix + "awaiting() names seat " + std::to_string(a));

  std::vector<int> seats;
  for (int v = 0; v < c.players; ++v)
    seats.push_back(v);
  seats.push_back(spectator);
  // The split view the server fans out must add up to view(), with the
  // private part never overwriting a public key.
  const json shared = s.public_view();
  if (!shared.is_object())
    failures.push_back(prefix + "public_view() is not an object");
  else
    for (auto it = shared.begin(); it != shared.end(); ++it) {
      sides.shared.insert(it.key());
      if (sides.own.count(it.key()))
        failures.push_back(prefix + "key " + it.key() +
                           " moved from the private view to the public");
    }
  if (shared.is_object())
    check_sections(s, shared, prefix, failures, sides);
  for (int seat : seats) {
    const json own = s.private_view(seat);
    if (!own.is_object()) {
      failures.push_back(prefix + "private_view(" + std::to_string(seat) + ") is not an object");
      continue;
    }
    if (const auto revision = s.private_view_revision(seat);
        !revision_holds(sides.privates, seat, revision, dump(own)))
      failures.push_back(prefix + "private_view(" + std::to_string(seat) +
                         ") changed, its revision " + std::to_string(revision) + " did not");
    for (auto it = own.begin(); it != own.end(); ++it) {
      sides.own.insert(it.key());
      if (sides.shared.count(it.key()))
        failures.push_back(prefix + "private_view(" + std::to_string(seat) + ") has the key " +
                           it.key() + ", public now or earlier");
    }
    check_fingerprint(s, seat, prefix, failures, sides);
    if (shared.is_object() && dump(games::join_views(shared, own)) != dump(s.view(seat)))
      failures.push_back(prefix + "public_view() joined with private_view(" + std::to_string(seat) +
                         ") is not view(" + std::to_string(seat) + ")");
  }
  for (int seat : seats) {
    const json legal = s.legal_actions(seat);
    const json fallback = s.default_action(seat);
    if (!legal.is_array()) {
      failures.push_back(prefix + "legal_actions(" + std::to_string(seat) + ") is not an array");
      continue;
    }
    if (!contains(awaited, seat)) {
      if (!legal.empty())
        failures.push_back(prefix + "seat " + std::to_string(seat) +
                           " is not awaited but has legal actions");
      if (!fallback.is_null())
        failures.push_back(prefix + "default_action of a seat not awaited is not null");
      continue;
    }
    if (legal.empty())
      failures.push_back(prefix + "awaited seat " + std::to_string(seat) + " has no legal action");
    check_presentation(legal, s.view(seat), prefix, failures);
    bool default_found = false;
    for (const auto &a : legal) {
      if (!a.is_object() || !a.contains("type") || !a["type"].is_string())
        failures.push_back(prefix + "legal action without a string type: " + dump(a));
      else if (!a.contains("label") || !a["label"].is_string() ||
               a["label"].get<std::string>().empty())
        failures.push_back(prefix + "legal action without a label: " + dump(a));
      if (without_label(a) == without_label(fallback))
        default_found = true;
      if (try_all) {
        auto copy = s.clone();
        if (auto err = copy->apply(seat, a))
          failures.push_back(prefix + "legal action refused: " + dump(a) + ": " + err->message);
      }
    }
    if (!default_found)
      failures.push_back(prefix + "default_action is not a legal action: " + dump(fallback));
    // What a search walks: the same actions, in the same order, and never a
    // word for people (a label rendered there is wasted on every step).
    // A game whose moves are their labelled JSON keeps the labels there, and
    // may leave out the pointers it draws on the table (kit::has_presentation).
    const json choices = s.legal_choices(seat);
    json bare = json::array();
    json undrawn = json::array();
    for (const auto &a : legal) {
      bare.push_back(without_label(a));
      json kept = a;
      if (kept.is_object()) {
        kept.erase("target");
        kept.erase("group");
      }
      undrawn.push_back(std::move(kept));
    }
    if (dump(choices) != dump(bare) && dump(choices) != dump(legal) &&
        dump(choices) != dump(undrawn))
      failures.push_back(prefix + "legal_choices(" + std::to_string(seat) +
                         ") is not legal_actions without their labels: " + dump(choices));
  }
  if (s.finished()) {
    const auto r = s.result();
    if (r.winners.empty())
      failures.push_back(prefix + "finished without winners");
    if (static_cast<int>(r.scores.size()) != c.players)
      failures.push_back(prefix + "result has " + std::to_string(r.scores.size()) + " scores");
  }
}

// A uniformly random (awaited seat, legal action) pair; false when none.
bool choose(const game_state &s, rng &r, int &seat, json &action) {
  const auto awaited = s.awaiting();
  if (awaited.empty())
    return false;
  seat = awaited[r.below(awaited.size())];
  const json legal = s.legal_actions(seat);
  if (!legal.is_array() || legal.empty())
    return false;
  action = legal[r.below(legal.size())];
  return true;
}

// The continuation test for a changed hidden state: the same fixed policy on
// both states; any difference in what anyone sees means the states differed.
bool continuations_differ(const game_state &a, const game_state &b, int lookahead) {
  auto x = a.clone();
  auto y = b.clone();
  for (int i = 0; i < lookahead; ++i) {
    for (int v : viewers(x->players()))
      if (dump(x->view(v)) != dump(y->view(v)))
        return true;
    const auto awaited = x->awaiting();
    if (awaited.empty() || awaited != y->awaiting())
      return awaited != y->awaiting();
    const int seat = awaited.front();
    const json lx = x->legal_actions(seat);
    const json ly = y->legal_actions(seat);
    if (dump(lx) != dump(ly))
      return true;
    if (lx.empty())
      return false;
    const bool ex = x->apply(seat, lx[0]).has_value();
    const bool ey = y->apply(seat, ly[0]).has_value();
    if (ex || ey)
      return ex != ey;
  }
  for (int v : viewers(x->players()))
    if (dump(x->view(v)) != dump(y->view(v)))
      return true;
  return false;
}

} // namespace

std::uint64_t fnv1a64(std::string_view bytes) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char ch : bytes) {
    h ^= ch;
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::vector<int> viewers(int players) {
  std::vector<int> out;
  for (int v = 0; v < players; ++v)
    out.push_back(v);
  out.push_back(spectator);
  return out;
}

playout_report random_playout(const game &g, const config &c, const playout_options &o) {
  playout_report report;
  auto state = create(g, c, report.failures);
  if (!state)
    return report;
  report.created = true;
  rng r(c.seed ^ choice_stream);
  view_sides sides;
  std::set<long long> rounds;
  const auto count_round = [&] {
    if (state->finished())
      return; // a game may show the round it would have started next
    const json shown = state->view(spectator);
    if (const auto it = shown.find("round"); it != shown.end() && it->is_number_integer())
      rounds.insert(it->get<long long>());
  };
  check_state(*state, c, 0, o.try_all_actions, report.failures, sides);
  count_round();
  if (o.observe)
    o.observe(*state, report);
  while (!state->finished() && report.failures.empty()) {
    if (report.actions >= c.max_actions) {
      report.failures.push_back(where(c, report.actions) + "the game did not end");
      break;
    }
    int seat = 0;
    json action;
    if (!choose(*state, r, seat, action)) {
      report.failures.push_back(where(c, report.actions) + "no awaited seat with an action");
      break;
    }
    if (auto err = state->apply(seat, action)) {
      report.failures.push_back(where(c, report.actions) + "legal action refused: " + dump(action) +
                                ": " + err->message);
      break;
    }
    ++report.actions;
    report.history.push_back({seat, action});
    check_state(*state, c, report.actions, o.try_all_actions, report.failures, sides);
    count_round();
    if (o.observe)
      o.observe(*state, report);
  }
  report.finished = state->finished();
  report.rounds = static_cast<int>(rounds.size());
  report.section_changes_checked = sides.section_changes_checked;
  if (report.finished)
    report.end_reason = state->result().reason;
  return report;
}

replay_report check_replay(const game &g, const config &c) {
  replay_report report;
  auto first = create(g, c, report.failures);
  if (!first)
    return report;
  rng r(c.seed ^ choice_stream);
  std::vector<step> history;
  std::vector<std::uint64_t> fingerprints{fnv1a64(observable(*first))};
  std::unique_ptr<game_state> halfway;
  std::size_t halfway_at = 0;
  while (!first->finished() && static_cast<int>(history.size()) < c.max_actions) {
    int seat = 0;
    json action;
    if (!choose(*first, r, seat, action) || first->apply(seat, action)) {
      report.failures.push_back(where(c, int(history.size())) + "the random game got stuck");
      return report;
    }
    history.push_back({seat, action});
    fingerprints.push_back(fnv1a64(observable(*first)));
    if (!halfway && history.size() >= 20) {
      halfway = first->clone();
      halfway_at = history.size();
    }
  }
  report.actions = static_cast<int>(history.size());

  auto second = create(g, c, report.failures);
  if (!second)
    return report;
  if (fnv1a64(observable(*second)) != fingerprints[0])
    report.failures.push_back(where(c, 0) + "a second creation with the same seed differs");
  for (std::size_t i = 0; i < history.size() && report.failures.empty(); ++i) {
    // Replays send the action as recorded, without its label.
    if (auto err = second->apply(history[i].seat, without_label(history[i].action))) {
      report.failures.push_back(where(c, int(i)) + "replayed action refused: " + err->message);
      break;
    }
    if (fnv1a64(observable(*second)) != fingerprints[i + 1])
      report.failures.push_back(where(c, int(i + 1)) + "the replay differs from the original");
    if (halfway && i + 1 == halfway_at) {
      // The clone must be a full, independent copy: replaying the rest on it
      // must give the original's final state.
      for (std::size_t k = halfway_at; k < history.size(); ++k)
        if (halfway->apply(history[k].seat, history[k].action)) {
          report.failures.push_back(where(c, int(k)) + "an action refused by the clone");
          break;
        }
      if (fnv1a64(observable(*halfway)) != fingerprints.back())
        report.failures.push_back(where(c, int(history.size())) +
                                  "the clone taken halfway ends differently");
    }
  }
  return report;
}

rejection_report check_rejections(const game &g, const config &c, int stride) {
  rejection_report report;
  auto state = create(g, c, report.failures);
  if (!state)
    return report;
  rng r(c.seed ^ choice_stream);
  rng mutate(c.seed + 17);
  std::vector<std::string> types_seen;
  int actions = 0;

  const auto expect_error = [&](int seat, const json &action, std::string_view code,
                                const std::string &before) {
    ++report.probes;
    const auto err = state->apply(seat, action);
    const auto prefix =
        where(c, actions) + "seat " + std::to_string(seat) + " sent " + dump(action) + ": ";
    if (!err) {
      report.failures.push_back(prefix + "accepted, expected " + std::string(code));
      return false;
    }
    if (err->code != code)
      report.failures.push_back(prefix + "error code " + err->code + ", expected " +
                                std::string(code));
    if (err->message.empty())
      report.failures.push_back(prefix + "an error without a message");
    if (observable(*state) != before) {
      report.failures.push_back(prefix + "the refused action changed the state");
      return false;
    }
    return true;
  };

  while (!state->finished() && actions < c.max_actions && report.failures.empty()) {
    const auto awaited = state->awaiting();
    if (awaited.empty())
      break;
    if (actions % stride == 0) {
      const std::string before = observable(*state);
      const int seat = awaited[mutate.below(awaited.size())];
      const json legal = state->legal_actions(seat);
      std::vector<std::string> legal_bare;
      for (const auto &a : legal) {
        legal_bare.push_back(dump(without_label(a)));
        const std::string t = a.is_object() ? a.value("type", "") : "";
        if (std::find(types_seen.begin(), types_seen.end(), t) == types_seen.end())
          types_seen.push_back(t);
      }
      const auto is_legal = [&](const json &a) {
        return std::find(legal_bare.begin(), legal_bare.end(), dump(without_label(a))) !=
               legal_bare.end();
      };
      const json sample = legal.empty() ? json::object() : legal[mutate.below(legal.size())];

      // Seats that are not awaited, spectators and seats that do not exist.
      for (int other = -1; other <= c.players; ++other)
        if (!contains(awaited, other))
          expect_error(other, sample, games::error_codes::not_your_turn, before);
      expect_error(99, sample, games::error_codes::not_your_turn, before);

      // Arbitrary values and objects.
      const json junk[] = {nullptr,
                           42,
                           "draw",
                           json::array(),
                           json::object(),
                           true,
                           3.5,
                           json::array({sample}),
                           {{"type", nullptr}},
                           {{"type", 7}},
                           {{"type", ""}},
                           {{"type", "no-such-action"}},
                           {{"label", "Draw a card"}},
                           {{"bogus", 1}}};
      for (const auto &j : junk)
        if (!is_legal(j))
          expect_error(seat, j, games::error_codes::illegal_action, before);

      // Mutations of a legal action that are not legal actions themselves.
      std::vector<json> mutations;
      for (const auto &base : legal) {
        json plus = base;
        plus["bogus"] = mutate.below(2) ? json(1) : json("x");
        mutations.push_back(plus);
        for (const auto &t : types_seen) {
          json retyped = base;
          retyped["type"] = t;
          mutations.push_back(retyped);
        }
        for (auto it = base.begin(); it != base.end(); ++it) {
          if (it.key() == "label")
            continue;
          json removed = base;
          removed.erase(it.key());
          mutations.push_back(removed);
          const json replacements[] = {
              nullptr, json::array(), json::object(), 1.5, true, "zz", -1, 999, "", -2147483648LL};
          for (const auto &v : replacements) {
            json changed = base;
            changed[it.key()] = v;
            mutations.push_back(changed);
          }
          if (it->is_number_integer()) {
            json up = base;
            up[it.key()] = it->get<long long>() + 1;
            mutations.push_back(up);
            json as_text = base;
            as_text[it.key()] = std::to_string(it->get<long long>());
            mutations.push_back(as_text);
          }
          if (it->is_string()) {
            json upper = base;
            std::string s = it->get<std::string>();
            std::transform(s.begin(), s.end(), s.begin(),
                           [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
            upper[it.key()] = s;
            mutations.push_back(upper);
          }
        }
      }
      // A random sample keeps long games affordable.
      for (int k = 0; k < 12 && !mutations.empty(); ++k) {
        const json &m = mutations[mutate.below(mutations.size())];
        if (!is_legal(m))
          expect_error(seat, m, games::error_codes::illegal_action, before);
      }
      if (!report.failures.empty())
        break;
    }
    int seat = 0;
    json action;
    if (!choose(*state, r, seat, action) || state->apply(seat, action)) {
      report.failures.push_back(where(c, actions) + "the random game got stuck");
      break;
    }
    ++actions;
  }
  return report;
}

leak_report check_leaks(const game &g, const config &c, const leak_options &o) {
  leak_report report;
  auto state = create(g, c, report.failures);
  if (!state)
    return report;
  rng r(c.seed ^ choice_stream);
  rng resampler(c.seed * 31 + 7);
  int actions = 0;
  while (report.failures.empty()) {
    if (actions % o.stride == 0) {
      for (int v : viewers(c.players)) {
        const std::string view = dump(state->view(v));
        const auto log = visible_log(*state, v);
        const std::string legal = v == spectator ? "" : dump(state->legal_actions(v));
        for (int k = 0; k < o.resamples; ++k) {
          auto other = state->resample_hidden(v, resampler);
          const auto prefix = where(c, actions) + "viewer " + std::to_string(v) + ": ";
          if (!other) {
            report.failures.push_back(prefix + "resample_hidden returned nothing");
            continue;
          }
          ++report.trials;
          if (dump(other->view(v)) != view)
            report.failures.push_back(prefix + "the view changed under resampling: a leak\n  " +
                                      view + "\n  " + dump(other->view(v)));
          if (other->view_fingerprint(v) != state->view_fingerprint(v))
            report.failures.push_back(prefix + "view_fingerprint changed under resampling: a leak");
          // What v could not see was redrawn, so the other viewers' views may
          // differ now, in their secrets most of all: their fingerprints
          // must differ exactly when their views do.
          for (int u : viewers(c.players))
            if (u != v && (dump(other->view(u)) == dump(state->view(u))) !=
                              (other->view_fingerprint(u) == state->view_fingerprint(u)))
              report.failures.push_back(prefix + "view_fingerprint(" + std::to_string(u) +
                                        ") does not follow view(" + std::to_string(u) +
                                        ") of a resampled state");
          if (visible_log(*other, v) != log)
            report.failures.push_back(prefix + "the visible log changed under resampling");
          if (v != spectator && dump(other->legal_actions(v)) != legal)
            report.failures.push_back(prefix + "the legal actions changed under resampling");
          if (other->awaiting() != state->awaiting() || other->finished() != state->finished())
            report.failures.push_back(prefix + "awaiting() changed under resampling");
          const bool changed = o.hidden_fingerprint
                                   ? o.hidden_fingerprint(*other) != o.hidden_fingerprint(*state)
                                   : continuations_differ(*state, *other, o.lookahead);
          if (changed)
            ++report.changed;
        }
      }
    }
    if (state->finished() || actions >= c.max_actions)
      break;
    int seat = 0;
    json action;
    if (!choose(*state, r, seat, action) || state->apply(seat, action)) {
      report.failures.push_back(where(c, actions) + "the random game got stuck");
      break;
    }
    ++actions;
  }
  if (o.min_changed > 0 && report.trials > 0 &&
      static_cast<double>(report.changed) < o.min_changed * report.trials)
    report.failures.push_back(where(c, actions) + "resampling changed the hidden state in only " +
                              std::to_string(report.changed) + " of " +
                              std::to_string(report.trials) + " trials");
  if (o.prove_chance) {
    report.chance = check_chance(g, c, o.chance);
    std::vector<std::string> chance_failures;
    for (const auto &failure : report.chance.failures)
      chance_failures.push_back("chance: " + failure);
    if (o.min_changed > 0 && report.chance.informative == 0)
      chance_failures.push_back(where(c, 0) +
                                "chance: no resample changed what a viewer sees or learns, so "
                                "nothing showed that the resampled states were random");
    report.failures.insert(report.failures.begin(), chance_failures.begin(), chance_failures.end());
  }
  return report;
}

} // namespace tavern::harness
