// The chance check of the engine harness (engine_harness.hpp): real states
// against their resamples across seeds, and shuffled piles against a
// chi-square test.
#include "engine_harness.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <sstream>
#include <tuple>
#include <unordered_map>

namespace tavern::harness {

using games::game_error;
using games::rng;
using games::spectator;

namespace {

// Keeps the resampler's draws apart from the game's own seeds.
constexpr std::uint64_t resample_stream = 0x3c6ef372fe94f82bULL;

std::string dump(const json &j) {
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string describe(const config &c) {
  std::ostringstream s;
  s << "[players " << c.players << ", options " << dump(c.options) << "] ";
  return s.str();
}

std::string viewer_name(int v) {
  return v == spectator ? "the spectator" : "seat " + std::to_string(v);
}

// What `to` shows that `from` does not: the members and elements that differ,
// recursively, with removed ones marked. Equal values give an empty object.
json changes(const json &from, const json &to) {
  static const json removed = "(removed)";
  if (from.is_object() && to.is_object()) {
    json out = json::object();
    for (auto it = to.begin(); it != to.end(); ++it) {
      const auto before = from.find(it.key());
      if (before == from.end())
        out[it.key()] = *it;
      else if (*before != *it)
        out[it.key()] = changes(*before, *it);
    }
    for (auto it = from.begin(); it != from.end(); ++it)
      if (!to.contains(it.key()))
        out[it.key()] = removed;
    return out;
  }
  if (from.is_array() && to.is_array()) {
    json out = json::object();
    for (std::size_t i = 0; i < std::max(from.size(), to.size()); ++i) {
      const std::string key = "[" + std::to_string(i) + "]";
      if (i >= to.size())
        out[key] = removed;
      else if (i >= from.size())
        out[key] = to[i];
      else if (from[i] != to[i])
        out[key] = changes(from[i], to[i]);
    }
    return out;
  }
  return from == to ? json::object() : to;
}

// What viewers see of a state, split so that public chance cannot mask hidden
// content: the spectator's view, and (where taken) each seat's secret, what
// its view shows beyond the spectator's. Secrets are taken only where they are
// compared: private views can be costly to build.
struct sight {
  json shared;
  std::vector<json> secrets;
};

sight look(const game_state &s, bool with_secrets) {
  sight out;
  const json others = s.private_view(spectator);
  out.shared = games::join_views(s.public_view(), others);
  if (with_secrets)
    for (int seat = 0; seat < s.players(); ++seat)
      out.secrets.push_back(changes(others, s.private_view(seat)));
  return out;
}

// The fixed policy: the first awaited seat plays its first legal action.
std::optional<step> policy(const game_state &s) {
  if (s.finished())
    return std::nullopt;
  const auto awaited = s.awaiting();
  if (awaited.empty())
    return std::nullopt;
  const json legal = s.legal_actions(awaited.front());
  if (!legal.is_array() || legal.empty())
    return std::nullopt;
  return step{awaited.front(), legal[0]};
}

// Whether the policy's next choice is the same whatever is hidden from the
// spectator: the same seat is to act, with the same legal actions, in the
// state and in its resample.
bool public_choice(const game_state &s, const game_state &resampled) {
  const auto awaited = s.awaiting();
  if (awaited.empty() || awaited != resampled.awaiting())
    return false;
  return s.legal_actions(awaited.front()) == resampled.legal_actions(awaited.front());
}

bool play(game_state &s) {
  const auto next = policy(s);
  return next && !s.apply(next->seat, next->action);
}

// One observation's name: which look, by whom, from which origin, how far on.
struct observation {
  std::string what; // "secret" or "learns"
  int viewer = 0;
  bool opening = true; // taken at the opening, or where the public actions end
  int ahead = 0;       // actions played on from there
  bool operator<(const observation &o) const {
    return std::tie(what, viewer, opening, ahead) < std::tie(o.what, o.viewer, o.opening, o.ahead);
  }
};

std::string describe(const observation &o) {
  const std::string when =
      o.opening ? "the opening"
                : "the last state reached by public actions (that nothing hidden could change)";
  if (o.what == "secret")
    return viewer_name(o.viewer) + "'s secret (its view beyond the spectator's) at " + when;
  return "what " + viewer_name(o.viewer) + " learns in the " + std::to_string(o.ahead) +
         " actions after " + when;
}

// Per seed: the real and the resampled value of one observation.
struct pair_of_values {
  std::uint64_t real = 0;
  std::uint64_t fresh = 0;
};
using samples = std::vector<std::optional<pair_of_values>>; // indexed by seed

// What the viewers learn on the way from `base` to `later`: the spectator
// (public) first, then each seat's secret where both sights have them.
std::vector<std::uint64_t> learned(const sight &base, const sight &later) {
  std::vector<std::uint64_t> out{fnv1a64(dump(changes(base.shared, later.shared)))};
  if (base.secrets.size() == later.secrets.size())
    for (std::size_t s = 0; s < base.secrets.size(); ++s)
      out.push_back(fnv1a64(dump(changes(base.secrets[s], later.secrets[s]))));
  return out;
}

int viewer_of(std::size_t index) {
  return index == 0 ? spectator : static_cast<int>(index) - 1;
}

// A resample taken at step `origin` of the real game, and its sights as the
// fixed policy plays on from it: with secrets at the origin and at the end.
struct fresh_line {
  int origin = 0;
  std::vector<sight> sights; // [0] at the origin
};

fresh_line play_on(const game_state &resampled, int origin, int horizon) {
  fresh_line line{origin, {look(resampled, true)}};
  auto fresh = resampled.clone();
  for (int d = 1; d <= horizon && play(*fresh); ++d)
    line.sights.push_back(look(*fresh, d == horizon));
  return line;
}

void check_piles(const game &g, const config &c, const chance_options &o, chance_report &report) {
  // Per pile: observed top-card counts, and the expected ones summed seed by
  // seed from the pile's composition.
  struct tally {
    int seeds = 0;
    std::map<std::string, int> observed;
    std::map<std::string, double> expected;
  };
  std::map<std::string, tally> tallies;
  for (int i = 0; i < o.pile_seeds; ++i) {
    auto created = g.create(c.options, c.players, o.seed_base + 0x100000 + std::uint64_t(i));
    if (auto *err = std::get_if<game_error>(&created)) {
      report.failures.push_back(describe(c) + "create failed: " + err->message);
      return;
    }
    for (const auto &p : o.shuffled_piles(*std::get<std::unique_ptr<game_state>>(created))) {
      if (p.cards.empty())
        continue;
      tally &t = tallies[p.name];
      ++t.seeds;
      ++t.observed[p.cards.front()];
      for (const auto &card : p.cards)
        t.expected[card] += 1.0 / static_cast<double>(p.cards.size());
    }
  }
  for (const auto &[name, t] : tallies) {
    pile_statistic stat;
    stat.name = name;
    stat.seeds = t.seeds;
    stat.categories = static_cast<int>(t.expected.size());
    for (const auto &[card, expected] : t.expected) {
      const auto seen = t.observed.find(card);
      const double d = (seen == t.observed.end() ? 0.0 : seen->second) - expected;
      stat.chi_square += d * d / expected;
    }
    stat.p_value =
        stat.categories > 1 ? chi_square_upper_tail(stat.chi_square, stat.categories - 1) : 1.0;
    std::ostringstream top;
    int most = 0;
    for (const auto &[card, n] : t.observed)
      if (n > most) {
        most = n;
        top.str("");
        top << card << " (" << n << " times, " << t.expected.at(card) << " expected)";
      }
    if (stat.p_value < o.pile_significance) {
      std::ostringstream s;
      s << describe(c) << "the top card of the pile '" << name
        << "' is not uniform over its cards: chi-square " << stat.chi_square << " with "
        << stat.categories - 1 << " degrees of freedom over " << t.seeds
        << " seeds, p = " << stat.p_value << "; most often on top: " << top.str();
      report.failures.push_back(s.str());
    }
    report.piles.push_back(stat);
  }
  if (tallies.empty())
    report.failures.push_back(describe(c) + "the shuffled_piles hook named no pile");
}

} // namespace

std::vector<json> choice_values(const games::option_descriptor &d) {
  if (d.type == "bool")
    return {false, true};
  if (d.type == "enum")
    return {d.values.begin(), d.values.end()};
  return {};
}

std::vector<json> option_product(
    const game &g,
    const std::function<std::vector<json>(const games::option_descriptor &)> &values_of) {
  std::vector<json> sets = {json::object()};
  for (const auto &d : g.options()) {
    const std::vector<json> values = values_of(d);
    if (values.empty())
      continue;
    std::vector<json> next;
    for (const auto &partial : sets)
      for (const auto &v : values) {
        json s = partial;
        s[d.name] = v;
        next.push_back(std::move(s));
      }
    sets = std::move(next);
  }
  return sets;
}

std::vector<json> option_sets(const game &g) {
  return option_product(g, [](const games::option_descriptor &d) -> std::vector<json> {
    if (d.type == "int")
      return {d.values["min"], d.values["max"]};
    return choice_values(d);
  });
}

double binomial_upper_tail(int n, int k) {
  if (k <= 0)
    return 1.0;
  if (k > n)
    return 0.0;
  double sum = 0;
  for (int j = k; j <= n; ++j)
    sum += std::exp(std::lgamma(n + 1.0) - std::lgamma(j + 1.0) - std::lgamma(n - j + 1.0) -
                    n * std::log(2.0));
  return std::min(1.0, sum);
}

double chi_square_upper_tail(double x, int df) {
  // The regularized upper incomplete gamma function Q(df/2, x/2): a series
  // below a + 1, a continued fraction (modified Lentz) above.
  if (x <= 0 || df <= 0)
    return 1.0;
  const double a = df / 2.0;
  const double h = x / 2.0;
  const double log_prefix = a * std::log(h) - h - std::lgamma(a);
  if (h < a + 1) {
    double term = 1.0 / a;
    double sum = term;
    for (int n = 1; n < 1000; ++n) {
      term *= h / (a + n);
      sum += term;
      if (term < sum * 1e-15)
        break;
    }
    return std::max(0.0, 1.0 - sum * std::exp(log_prefix));
  }
  constexpr double tiny = 1e-300;
  double b = h + 1 - a;
  double cc = 1 / tiny;
  double d = 1 / b;
  double f = d;
  for (int i = 1; i < 1000; ++i) {
    const double an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (std::fabs(d) < tiny)
      d = tiny;
    cc = b + an / cc;
    if (std::fabs(cc) < tiny)
      cc = tiny;
    d = 1 / d;
    const double delta = d * cc;
    f *= delta;
    if (std::fabs(delta - 1) < 1e-15)
      break;
  }
  return std::exp(log_prefix) * f;
}

chance_report check_chance(const game &g, const config &c, const chance_options &o) {
  chance_report report;
  const int seeds = o.seeds - o.seeds % 2;
  report.seeds = seeds;
  std::map<observation, samples> table;
  // Per seat, the hash of its whole view along the real game, per seed.
  std::vector<std::vector<std::uint64_t>> traces(static_cast<std::size_t>(c.players));

  for (int i = 0; i < seeds; ++i) {
    const std::uint64_t seed = o.seed_base + static_cast<std::uint64_t>(i);
    auto created = g.create(c.options, c.players, seed);
    if (auto *err = std::get_if<game_error>(&created)) {
      report.failures.push_back(describe(c) + "create failed: " + err->message);
      return report;
    }
    auto state = std::move(std::get<std::unique_ptr<game_state>>(created));
    rng resampler(seed ^ resample_stream);

    // The real game is resampled after every action while the policy's
    // choices are public; resamples are played on from the opening and from
    // the last state so reached (where dealt cards are best seen), and the
    // real game is played `horizon` actions further than that. Its secrets
    // are taken where the resamples' are.
    std::vector<sight> real;
    std::vector<fresh_line> lines;
    int end = std::max(o.steps, o.horizon);
    bool public_so_far = true;
    for (int t = 0; t <= end; ++t) {
      real.push_back(look(*state, false));
      if (public_so_far) {
        auto fresh = state->resample_hidden(spectator, resampler);
        if (!fresh) {
          report.failures.push_back(describe(c) + "resample_hidden returned nothing");
          return report;
        }
        public_so_far = t < o.steps && public_choice(*state, *fresh);
        if (t == 0 || !public_so_far) {
          lines.push_back(play_on(*fresh, t, o.horizon));
          end = std::max(end, t + o.horizon);
        }
      }
      for (const auto &line : lines)
        if (t == line.origin || t == line.origin + o.horizon) {
          real.back() = look(*state, true);
          break;
        }
      if (t == end || !play(*state))
        break;
    }

    for (const auto &line : lines) {
      const sight &truth = real[static_cast<std::size_t>(line.origin)];
      const sight &seen = line.sights.front();
      for (int seat = 0; seat < c.players; ++seat) {
        auto &column = table[{"secret", seat, line.origin == 0, 0}];
        column.resize(static_cast<std::size_t>(seeds));
        column[static_cast<std::size_t>(i)] =
            pair_of_values{fnv1a64(dump(truth.secrets[static_cast<std::size_t>(seat)])),
                           fnv1a64(dump(seen.secrets[static_cast<std::size_t>(seat)]))};
      }
      for (int d = 1; d < static_cast<int>(line.sights.size()) &&
                      line.origin + d < static_cast<int>(real.size());
           ++d) {
        const auto r = learned(truth, real[static_cast<std::size_t>(line.origin + d)]);
        const auto f = learned(seen, line.sights[static_cast<std::size_t>(d)]);
        for (std::size_t k = 0; k < std::min(r.size(), f.size()); ++k) {
          auto &column = table[{"learns", viewer_of(k), line.origin == 0, d}];
          column.resize(static_cast<std::size_t>(seeds));
          column[static_cast<std::size_t>(i)] = pair_of_values{r[k], f[k]};
        }
      }
    }

    // What each seat saw: the public views along the game, and its secrets
    // where they were taken.
    std::string shared;
    for (int t = 0; t <= o.steps && t < static_cast<int>(real.size()); ++t)
      shared += dump(real[static_cast<std::size_t>(t)].shared);
    for (int seat = 0; seat < c.players; ++seat) {
      std::string views = shared;
      for (const auto &line : lines)
        views += dump(
            real[static_cast<std::size_t>(line.origin)].secrets[static_cast<std::size_t>(seat)]);
      traces[static_cast<std::size_t>(seat)].push_back(fnv1a64(views));
    }
  }

  for (const auto &[what, column] : table) {
    int both = 0;       // pairs with both seeds observed
    int real_only = 0;  // pairs colliding in the real games only
    int fresh_only = 0; // in the resamples only
    int changed = 0;    // seeds whose resample changed the observation
    int observed = 0;
    for (int k = 0; k + 1 < seeds; k += 2) {
      const auto &a = column[static_cast<std::size_t>(k)];
      const auto &b = column[static_cast<std::size_t>(k + 1)];
      for (const auto *x : {&a, &b})
        if (*x) {
          ++observed;
          changed += (*x)->real != (*x)->fresh;
        }
      if (!a || !b)
        continue;
      ++both;
      const bool real_same = a->real == b->real;
      const bool fresh_same = a->fresh == b->fresh;
      real_only += real_same && !fresh_same;
      fresh_only += fresh_same && !real_same;
    }
    ++report.statistics;
    if (changed * 2 > observed)
      ++report.informative;
    const double p = binomial_upper_tail(real_only + fresh_only, real_only);
    if (p < o.significance) {
      std::ostringstream s;
      s << describe(c) << describe(what) << " is the same for " << real_only
        << " pairs of seeds where fresh shuffles make it differ, and differs for " << fresh_only
        << " where they make it the same (of " << both << " pairs; p = " << p
        << "): what it hides was not shuffled";
      report.failures.push_back(s.str());
    }
  }

  for (int seat = 0; seat < c.players; ++seat) {
    std::unordered_map<std::uint64_t, int> counts;
    int most = 0;
    for (auto h : traces[static_cast<std::size_t>(seat)])
      most = std::max(most, ++counts[h]);
    if (seeds > 0 && most * 2 >= seeds)
      report.failures.push_back(describe(c) + viewer_name(seat) +
                                " saw the same views in its first actions for " +
                                std::to_string(most) + " of " + std::to_string(seeds) +
                                " seeds: the game does not use its seed");
  }

  if (o.shuffled_piles)
    check_piles(g, c, o, report);
  return report;
}

} // namespace tavern::harness
