#include "replay_check.hpp"

#include "games/match.hpp"
#include "protocol/fair_seed.hpp"

#include <algorithm>

namespace tavern::cli {

using json = tavern::json;

bool replay_check::passed() const {
  return !steps.empty() &&
         std::all_of(steps.begin(), steps.end(), [](const step &s) { return s.passed; });
}

namespace {

const json *field(const json &object, const char *key) {
  const auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

bool is_string(const json *v) {
  return v && v->is_string();
}

// The recorded seed, or nothing when it is not a decimal 64-bit integer.
std::optional<std::uint64_t> recorded_seed(const json &replay) {
  const json *seed = field(replay, "seed");
  if (!is_string(seed))
    return std::nullopt;
  const auto text = seed->get<std::string>();
  if (text.empty() || text.size() > 20 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  try {
    return std::stoull(text);
  } catch (...) {
    return std::nullopt;
  }
}

void check_fairness(const json &replay, std::optional<std::uint64_t> seed, replay_check &out) {
  const json *f = field(replay, "fairness");
  if (!f || !f->is_object()) {
    out.steps.push_back({"commitment", false, "the replay has no fairness record"});
    return;
  }
  const json *commitment = field(*f, "commitment");
  const json *server_seed = field(*f, "serverSeed");
  const json *nonce = field(*f, "nonce");
  const json *values = field(*f, "values");
  if (!is_string(commitment) || !is_string(server_seed) || !is_string(nonce) || !values ||
      !values->is_array()) {
    out.steps.push_back(
        {"commitment", false, "the fairness record lacks commitment, serverSeed, nonce or values"});
    return;
  }
  protocol::fair_secret secret{server_seed->get<std::string>(), nonce->get<std::string>()};
  const bool well_formed =
      protocol::is_lower_hex(secret.server_seed, 64) && protocol::is_lower_hex(secret.nonce, 32);
  const auto computed = protocol::fair_commitment(secret);
  const bool commitment_ok = well_formed && computed == commitment->get<std::string>();
  out.steps.push_back({"commitment", commitment_ok,
                       commitment_ok
                           ? "SHA-256 of serverSeed and nonce is " + computed
                           : "SHA-256 of serverSeed and nonce is " + computed +
                                 ", not the commitment " + commitment->get<std::string>()});
  std::vector<std::string> contributed;
  bool values_ok = values->size() == field(replay, "players")->size();
  for (const auto &v : *values) {
    if (!v.is_string() ||
        (!v.get<std::string>().empty() && protocol::check_entropy(v.get<std::string>())))
      values_ok = false;
    else
      contributed.push_back(v.get<std::string>());
  }
  if (!values_ok) {
    out.steps.push_back({"seed", false, "the players' values are not one valid value per seat"});
    return;
  }
  const auto derived = protocol::fair_game_seed(secret, contributed);
  const bool seed_ok = seed && *seed == derived;
  out.steps.push_back(
      {"seed", seed_ok,
       "derived from serverSeed, nonce and " + std::to_string(contributed.size()) +
           " values: " + std::to_string(derived) +
           (seed_ok ? "" : "; the replay's seed is " + field(replay, "seed")->dump())});
}

void check_game(const json &replay, std::optional<std::uint64_t> seed, const games::registry &games,
                replay_check &out) {
  const json *game = field(replay, "game");
  const games::game *rules = is_string(game) ? games.find(game->get<std::string>()) : nullptr;
  if (!rules) {
    out.steps.push_back({"replay", false, "its game is not in this build"});
    return;
  }
  const json *options = field(replay, "options");
  const json *players = field(replay, "players");
  const json *actions = field(replay, "actions");
  const json *result = field(replay, "result");
  if (!seed || !options || !players || !players->is_array() || !actions || !actions->is_array() ||
      !result) {
    out.steps.push_back(
        {"replay", false, "the replay lacks seed, options, players, actions or result"});
    return;
  }
  auto started = games::match::start(*rules, *options, static_cast<int>(players->size()), *seed);
  if (auto *err = std::get_if<games::game_error>(&started)) {
    out.steps.push_back({"replay", false, "the game does not start: " + err->message});
    return;
  }
  auto &m = std::get<games::match>(started);
  std::size_t n = 0;
  for (const auto &a : *actions) {
    ++n;
    const json *seat = a.is_object() ? field(a, "seat") : nullptr;
    const json *action = a.is_object() ? field(a, "action") : nullptr;
    if (!seat || !seat->is_number_integer() || !action) {
      out.steps.push_back({"replay", false, "action " + std::to_string(n) + " is malformed"});
      return;
    }
    if (auto err = m.apply(seat->get<int>(), *action)) {
      out.steps.push_back({"replay", false,
                           "action " + std::to_string(n) + " (" + action->dump() +
                               ") is refused: " + err->message});
      return;
    }
  }
  out.steps.push_back({"replay", true, std::to_string(n) + " actions accepted"});
  if (!m.state().finished()) {
    out.steps.push_back({"result", false, "the game is not over after its recorded actions"});
    return;
  }
  const json rerun = m.state().result().to_json();
  const bool same = rerun == *result;
  out.steps.push_back(
      {"result", same, same ? rerun.dump() : rerun.dump() + ", recorded " + result->dump()});
}

} // namespace

replay_check check_replay(const json &replay, const games::registry &games) {
  replay_check out;
  if (!replay.is_object() || !field(replay, "players") || !field(replay, "players")->is_array()) {
    out.steps.push_back({"replay", false, "not a replay"});
    return out;
  }
  const auto seed = recorded_seed(replay);
  check_fairness(replay, seed, out);
  check_game(replay, seed, games, out);
  return out;
}

} // namespace tavern::cli
