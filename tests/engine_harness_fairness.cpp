#include "engine_harness_fairness.hpp"

#include <algorithm>

namespace tavern::harness {

using games::game_error;
using games::rng;
using games::spectator;

namespace {

constexpr std::uint64_t choice_stream = 0x3c6ef372fe94f82bULL;

std::string dump(const json &j) {
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string where(const config &c, int actions) {
  return "[players " + std::to_string(c.players) + ", options " + dump(c.options) + ", seed " +
         std::to_string(c.seed) + ", after " + std::to_string(actions) + " actions] ";
}

json without_label(const json &action) {
  json bare = action;
  if (bare.is_object()) {
    bare.erase("label");
    bare.erase("msg");
  }
  return bare;
}

// Everything anyone could be shown of a state, each part named, so that a
// difference says where it is.
std::vector<std::pair<std::string, std::string>> everything_shown(const game_state &s) {
  std::vector<std::pair<std::string, std::string>> parts;
  for (int v : viewers(s.players())) {
    parts.push_back({"view(" + std::to_string(v) + ")", dump(s.view(v))});
    if (v != spectator)
      parts.push_back({"legal_actions(" + std::to_string(v) + ")", dump(s.legal_actions(v))});
  }
  std::string awaited;
  for (int a : s.awaiting())
    awaited += std::to_string(a) + ",";
  parts.push_back({"awaiting()", awaited});
  std::string log;
  for (const auto &e : s.log())
    log += dump(e.entry) + "\n";
  parts.push_back({"log()", log});
  return parts;
}

// Empty when `a` and `b` show the same now and after the same random actions;
// else what differed first.
std::string first_difference(const game_state &a, const game_state &b, int steps,
                             std::uint64_t seed) {
  auto x = a.clone();
  auto y = b.clone();
  rng r(seed);
  for (int step = 0;; ++step) {
    const auto px = everything_shown(*x);
    const auto py = everything_shown(*y);
    for (std::size_t i = 0; i < px.size(); ++i)
      if (px[i].second != py[i].second)
        return px[i].first + " differs after " + std::to_string(step) + " equal actions";
    const auto awaited = x->awaiting();
    if (step >= steps || awaited.empty())
      return {};
    const int seat = awaited[r.below(awaited.size())];
    const json legal = x->legal_actions(seat);
    const json &action = legal[r.below(legal.size())];
    const auto ex = x->apply(seat, action);
    const auto ey = y->apply(seat, action);
    if (ex.has_value() != ey.has_value())
      return "the same action was accepted by one copy only";
  }
}

} // namespace

fairness_report check_fairness(const game &g, const config &c, const fairness_options &o) {
  fairness_report report;
  auto created = g.create(c.options, c.players, c.seed);
  if (auto *err = std::get_if<game_error>(&created)) {
    report.failures.push_back(where(c, 0) + "create failed: " + err->message);
    return report;
  }
  auto state = std::move(std::get<std::unique_ptr<game_state>>(created));
  rng choices(c.seed ^ choice_stream);
  rng resampler(c.seed * 0x9e3779b97f4a7c15ULL + 3);
  int actions = 0;
  while (!state->finished() && actions < c.max_actions && report.states < o.max_states &&
         report.failures.empty()) {
    const auto awaited = state->awaiting();
    if (awaited.empty())
      break;
    if (actions % o.stride == 0) {
      ++report.states;
      for (int seat : awaited) {
        std::optional<json> chosen;
        if (o.choose)
          chosen = without_label(o.choose(*state, seat));
        for (int k = 0; k < o.resamples; ++k) {
          const auto prefix = where(c, actions) + "seat " + std::to_string(seat) + ": ";
          const auto other = state->resample_hidden(seat, resampler);
          ++report.resamples;
          const std::uint64_t stream = resampler.next();
          rng from_real(stream);
          rng from_other(stream);
          const auto a = state->resample_hidden(seat, from_real);
          const auto b = other->resample_hidden(seat, from_other);
          const auto difference = first_difference(*a, *b, o.continuation, stream);
          if (!difference.empty())
            report.failures.push_back(prefix +
                                      "resampling two states the seat cannot tell apart with "
                                      "equal streams gives different states: " +
                                      difference);
          if (!chosen)
            continue;
          ++report.decisions;
          if (state->legal_actions(seat).size() > 1)
            ++report.choice_sets;
          const json again = without_label(o.choose(*other, seat));
          if (again != *chosen)
            report.failures.push_back(prefix + "chose " + dump(*chosen) +
                                      " in the real state and " + dump(again) +
                                      " in a state it cannot tell from it");
        }
      }
    }
    const int seat = awaited[choices.below(awaited.size())];
    const json legal = state->legal_actions(seat);
    if (legal.empty() || state->apply(seat, legal[choices.below(legal.size())])) {
      report.failures.push_back(where(c, actions) + "the random game got stuck");
      break;
    }
    ++actions;
  }
  return report;
}

} // namespace tavern::harness
