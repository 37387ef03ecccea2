// Dead Man's Draw through the generic engine checks (replay determinism,
// rejection of illegal input, hidden information), and self-tests showing
// that those checks fail on engines with deliberate flaws.
#include "games/kit/json_hash.hpp"
#include "test_support.hpp"
#include "tests/engine_harness.hpp"

#include <algorithm>
#include <cmath>

using namespace dmd_test;
namespace harness = tavern::harness;
using tavern::games::game;
using tavern::games::game_error;
using tavern::games::game_log;
using tavern::games::game_result;
using tavern::games::log_entry;
using tavern::games::option_descriptor;
using tavern::games::rng;

namespace {

harness::config config_for(int players, const char *edition, bool traits, bool variant,
                           std::uint64_t seed) {
  harness::config c;
  c.players = players;
  c.options = {{"edition", edition}, {"traits", traits}, {"mermaidVariant", variant}};
  c.seed = seed;
  return c;
}

// A toy game with one secret digit per seat and a face-down deck of the ten
// digits, in which the seats pass in turn until everyone has passed twice;
// each pass turns up the deck's next card, and the secrets are shown to all
// at the end. Its flaws are switched on one at a time to prove each check can
// fail.
struct toy_flaws {
  bool leak_view = false;              // every seat sees every secret
  bool accept_anything = false;        // apply takes any JSON as a pass
  bool resample_nothing = false;       // resample_hidden returns a plain copy
  bool ignore_seed = false;            // the secrets do not come from the seed
  bool fixed_secrets = false;          // every game deals the same secrets (seat s gets 3s mod 10)
  bool unshuffled_deck = false;        // the deck is never shuffled
  bool no_fixed_points = false;        // Sattolo's shuffle: no card stays where it was
  bool fingerprint_of_secrets = false; // view_fingerprint hashes every seat's secret
  bool fingerprint_of_own = false;     // view_fingerprint hashes only the viewer's secret
};

class toy_state final : public game_state {
public:
  toy_state(int players, std::uint64_t seed, toy_flaws flaws) : flaws_(flaws) {
    rng r(flaws.ignore_seed ? reinterpret_cast<std::uintptr_t>(this) : seed);
    for (int s = 0; s < players; ++s) {
      secrets_.push_back(flaws.fixed_secrets ? 3 * s % 10 : static_cast<int>(r.below(10)));
      log_.push_back({secret_entry(s), {s}, {}});
    }
    for (int d = 0; d < 10; ++d)
      deck_.push_back(d);
    if (flaws.no_fixed_points)
      for (std::size_t i = deck_.size() - 1; i > 0; --i)
        std::swap(deck_[i], deck_[r.below(i)]);
    else if (!flaws.unshuffled_deck)
      r.shuffle(deck_);
  }

  // The deck, top first.
  const std::vector<int> &deck() const { return deck_; }

  std::unique_ptr<game_state> clone() const override { return std::make_unique<toy_state>(*this); }
  int players() const override { return static_cast<int>(secrets_.size()); }

  std::optional<game_error> apply(int seat, const json &action) override {
    if (seat != current_ || finished())
      return game_error{"not_your_turn", "not your turn"};
    const bool pass = action.is_object() && action.value("type", json()) == "pass" &&
                      action.size() - action.count("label") == 1;
    if (!pass && !flaws_.accept_anything)
      return game_error{"illegal_action", "only {\"type\":\"pass\"}"};
    log_.push_back({{{"text", "{0} passed"}, {"seats", {seat}}, {"event", "pass"}}, {}, {}});
    ++turns_;
    current_ = (current_ + 1) % players();
    return std::nullopt;
  }

  json view(int viewer) const override {
    json v = {{"turns", turns_},
              {"current", current_},
              {"turnedUp", std::vector<int>(deck_.begin(), deck_.begin() + turns_)}};
    if (viewer >= 0 && viewer < players())
      v["mine"] = secrets_[viewer];
    if (flaws_.leak_view || finished())
      v["all"] = secrets_;
    return v;
  }

  std::uint64_t view_fingerprint(int viewer) const override {
    if (flaws_.fingerprint_of_secrets)
      return tavern::games::kit::hash_json(json{secrets_, turns_});
    if (flaws_.fingerprint_of_own)
      return tavern::games::kit::hash_json(view(viewer)["mine"]);
    return game_state::view_fingerprint(viewer);
  }

  json legal_actions(int seat) const override {
    if (seat != current_ || finished())
      return json::array();
    return json::array({{{"type", "pass"}, {"label", "Pass"}}});
  }
  std::vector<int> awaiting() const override {
    return finished() ? std::vector<int>{} : std::vector<int>{current_};
  }
  json default_action(int seat) const override {
    const json legal = legal_actions(seat);
    return legal.empty() ? json(nullptr) : legal[0];
  }
  bool finished() const override { return turns_ >= 2 * players(); }
  game_result result() const override {
    return {{0}, std::vector<double>(secrets_.size(), 0.0), "passed"};
  }
  const game_log &log() const override { return log_; }

  std::unique_ptr<game_state> resample_hidden(int viewer, rng &r) const override {
    auto copy = std::make_unique<toy_state>(*this);
    if (flaws_.resample_nothing || finished())
      return copy;
    for (int s = 0; s < players(); ++s)
      if (s != viewer) {
        copy->secrets_[s] = static_cast<int>(r.below(10));
        log_entry redrawn = copy->log_[static_cast<std::size_t>(s)];
        redrawn.entry = copy->secret_entry(s);
        copy->log_.replace(static_cast<std::size_t>(s), std::move(redrawn));
      }
    std::vector<int> face_down(copy->deck_.begin() + turns_, copy->deck_.end());
    r.shuffle(face_down);
    std::copy(face_down.begin(), face_down.end(), copy->deck_.begin() + turns_);
    return copy;
  }

private:
  json secret_entry(int seat) const {
    return {{"text", "Your secret is " + std::to_string(secrets_[seat])},
            {"seats", {seat}},
            {"event", "secret"}};
  }

  toy_flaws flaws_;
  std::vector<int> secrets_;
  std::vector<int> deck_; // front is the top
  int turns_ = 0;
  int current_ = 0;
  game_log log_;
};

class toy_game final : public game {
public:
  explicit toy_game(toy_flaws flaws) : flaws_(flaws) {}
  std::string_view id() const override { return "toy"; }
  std::string_view name() const override { return "Toy"; }
  int min_players() const override { return 2; }
  int max_players() const override { return 4; }
  const std::vector<option_descriptor> &options() const override { return options_; }
  create_result create(const json &, int players, std::uint64_t seed) const override {
    return std::make_unique<toy_state>(players, seed, flaws_);
  }

private:
  toy_flaws flaws_;
  std::vector<option_descriptor> options_;
};

harness::config toy_config() {
  harness::config c;
  c.players = 3;
  c.seed = 5;
  return c;
}

// The toy's deck as a shuffled pile for the chi-square check.
std::vector<harness::pile> toy_piles(const game_state &s) {
  harness::pile deck{"deck", {}};
  for (int d : dynamic_cast<const toy_state &>(s).deck())
    deck.cards.push_back(std::to_string(d));
  return {deck};
}

bool mentions(const std::vector<std::string> &failures, const std::string &text) {
  return std::any_of(failures.begin(), failures.end(),
                     [&](const std::string &f) { return f.find(text) != std::string::npos; });
}

} // namespace

TEST_SUITE("deadmansdraw engine harness") {

  TEST_CASE("Determinism: replaying the seed and the actions gives byte-identical views") {
    const auto g = dmd::make_game();
    int games = 0;
    for (int players : {2, 3, 4, 5, 8})
      for (bool variant : {false, true}) {
        const auto c = config_for(players, variant ? "revised" : "classic", true, variant,
                                  900 + std::uint64_t(players) * 2 + (variant ? 1 : 0));
        const auto r = harness::check_replay(*g, c);
        CAPTURE(players);
        CHECK(r.failures.empty());
        if (!r.failures.empty())
          MESSAGE(r.failures.front());
        CHECK(r.actions > 20);
        ++games;
      }
    CHECK(games == 10);
  }

  TEST_CASE("Rejections: wrong seats, arbitrary JSON and mutated actions are refused and change "
            "nothing") {
    const auto g = dmd::make_game();
    int probes = 0;
    for (const auto &c :
         {config_for(2, "classic", true, false, 31), config_for(3, "revised", true, true, 32),
          config_for(4, "classic", false, false, 33), config_for(6, "revised", true, true, 34)}) {
      const auto r = harness::check_rejections(*g, c, c.players > 4 ? 3 : 1);
      CHECK(r.failures.empty());
      if (!r.failures.empty())
        MESSAGE(r.failures.front());
      probes += r.probes;
    }
    CHECK(probes > 3000);
  }

  TEST_CASE("Leaks: for every viewer, resampled states look the same to it, and differ in what it "
            "cannot see in most trials") {
    const auto g = dmd::make_game();
    for (const auto &c :
         {config_for(2, "classic", true, false, 41), config_for(3, "revised", true, true, 42),
          config_for(4, "revised", false, false, 43), config_for(5, "classic", true, true, 44)}) {
      harness::leak_options o;
      o.stride = c.players > 4 ? 4 : 2;
      o.hidden_fingerprint = [](const game_state &s) { return dmd::debug_dump(s); };
      o.min_changed = 0.8;
      const auto r = harness::check_leaks(*g, c, o);
      CAPTURE(c.players);
      CHECK(r.failures.empty());
      if (!r.failures.empty())
        MESSAGE(r.failures.front());
      CHECK(r.trials > 100);
      MESSAGE("resampling changed " << r.changed << " of " << r.trials << " states");
    }
  }

  TEST_CASE("Leaks: the engine-independent continuation test also sees most resamples change") {
    const auto g = dmd::make_game();
    harness::leak_options o;
    o.stride = 3;
    o.min_changed = 0.6;
    const auto r = harness::check_leaks(*g, config_for(3, "classic", true, false, 51), o);
    CHECK(r.failures.empty());
    if (!r.failures.empty())
      MESSAGE(r.failures.front());
    CHECK(r.trials > 50);
  }

  TEST_CASE("Leaks: the revised edition's visible discard top survives resampling") {
    dmd::scenario sc;
    sc.edition = "revised";
    sc.draw = {{key, 3}, {map, 4}, {chest, 5}, {sword, 2}, {hook, 6}, {anchor, 7}};
    sc.discard = {{anchor, 2}, {cannon, 2}, {chest, 2}, {hook, 2}, {key, 2}};
    auto s = start(sc);
    rng r(3);
    int changed_order = 0;
    for (int k = 0; k < 50; ++k) {
      auto other = s->resample_hidden(0, r);
      CHECK(data(*other).discard_pile.back() == card{key, 2});
      CHECK(other->view(0).dump() == s->view(0).dump());
      if (data(*other).draw_pile != data(*s).draw_pile)
        ++changed_order;
    }
    CHECK(changed_order > 40);
  }

  TEST_CASE("Harness self-test: a sound toy engine passes every check") {
    const toy_game toy({});
    CHECK(harness::random_playout(toy, toy_config()).failures.empty());
    CHECK(harness::check_replay(toy, toy_config()).failures.empty());
    CHECK(harness::check_rejections(toy, toy_config()).failures.empty());
    harness::leak_options o;
    o.min_changed = 0.5;
    const auto leaks = harness::check_leaks(toy, toy_config(), o);
    CHECK(leaks.failures.empty());
    CHECK(leaks.changed > 0);
    CHECK(leaks.chance.informative > 0);
    harness::chance_options chance;
    chance.shuffled_piles = toy_piles;
    const auto r = harness::check_chance(toy, toy_config(), chance);
    CHECK(r.failures.empty());
    for (const auto &f : r.failures)
      MESSAGE(f);
    REQUIRE(r.piles.size() == 1);
    CHECK(r.piles[0].categories == 10);
    CHECK(r.piles[0].p_value > 1e-4);
  }

  TEST_CASE("Harness self-test: a view that shows another seat's secret fails the leak check") {
    toy_flaws flaws;
    flaws.leak_view = true;
    const toy_game toy(flaws);
    const auto r = harness::check_leaks(toy, toy_config());
    REQUIRE_FALSE(r.failures.empty());
    CHECK(r.failures.front().find("a leak") != std::string::npos);
  }

  TEST_CASE("Harness self-test: a view fingerprint that reads other seats' secrets fails the leak "
            "check, and one that misses part of the view fails the playout") {
    toy_flaws reads;
    reads.fingerprint_of_secrets = true;
    const auto leaks = harness::check_leaks(toy_game(reads), toy_config());
    CHECK(mentions(leaks.failures, "view_fingerprint changed under resampling"));
    toy_flaws misses;
    misses.fingerprint_of_own = true;
    const auto playout = harness::random_playout(toy_game(misses), toy_config());
    CHECK(mentions(playout.failures, "is the same for two different views"));
  }

  TEST_CASE("Harness self-test: resampling nothing fails the changed-in-most-trials assertion") {
    toy_flaws flaws;
    flaws.resample_nothing = true;
    const toy_game toy(flaws);
    harness::leak_options o;
    o.min_changed = 0.5;
    const auto r = harness::check_leaks(toy, toy_config(), o);
    CHECK(r.changed == 0);
    REQUIRE_FALSE(r.failures.empty());
    CHECK(r.failures.back().find("changed the hidden state in only 0") != std::string::npos);
  }

  TEST_CASE("Harness self-test: an engine that accepts garbage fails the rejection check") {
    toy_flaws flaws;
    flaws.accept_anything = true;
    const toy_game toy(flaws);
    const auto r = harness::check_rejections(toy, toy_config());
    REQUIRE_FALSE(r.failures.empty());
    CHECK(r.failures.front().find("accepted") != std::string::npos);
  }

  TEST_CASE("Harness self-test: an engine that ignores its seed fails the replay check") {
    toy_flaws flaws;
    flaws.ignore_seed = true;
    const toy_game toy(flaws);
    CHECK_FALSE(harness::check_replay(toy, toy_config()).failures.empty());
  }

  TEST_CASE("Harness self-test: secrets dealt alike in every game fail the chance check, and the "
            "leak check, which would pass without it") {
    toy_flaws flaws;
    flaws.fixed_secrets = true;
    const toy_game toy(flaws);
    const auto chance = harness::check_chance(toy, toy_config());
    REQUIRE_FALSE(chance.failures.empty());
    CHECK(mentions(chance.failures, "seat 1's secret (its view beyond the spectator's) at the "
                                    "opening is the same for"));
    CHECK(mentions(chance.failures, "what it hides was not shuffled"));

    harness::leak_options o;
    o.min_changed = 0.5;
    const auto leaks = harness::check_leaks(toy, toy_config(), o);
    REQUIRE_FALSE(leaks.failures.empty());
    CHECK(mentions(leaks.failures, "chance: [players 3, options {}] seat 1's secret"));
    // Resampling redraws the secrets, so the leak check alone sees nothing wrong.
    o.prove_chance = false;
    const auto hidden = harness::check_leaks(toy, toy_config(), o);
    CHECK(hidden.failures.empty());
    CHECK(hidden.changed > 0);
  }

  TEST_CASE("Harness self-test: a face-down deck that is never shuffled fails the chance check "
            "through what the spectator learns, and the chi-square test of its top card") {
    toy_flaws flaws;
    flaws.unshuffled_deck = true;
    const toy_game toy(flaws);
    harness::chance_options o;
    o.shuffled_piles = toy_piles;
    const auto r = harness::check_chance(toy, toy_config(), o);
    CHECK(mentions(r.failures, "what the spectator learns in the 1 actions after the opening"));
    CHECK_FALSE(mentions(r.failures, "secret"));
    REQUIRE(r.piles.size() == 1);
    CHECK(r.piles[0].p_value < 1e-100);
    CHECK(mentions(r.failures, "the top card of the pile 'deck' is not uniform"));
  }

  TEST_CASE("Harness self-test: a game that ignores its seed fails the chance check even without "
            "a resampler to compare with") {
    toy_flaws flaws;
    flaws.fixed_secrets = true;
    flaws.unshuffled_deck = true;
    flaws.resample_nothing = true;
    const toy_game toy(flaws);
    const auto r = harness::check_chance(toy, toy_config());
    CHECK(mentions(r.failures, "seat 0 saw the same views in its first actions for 64 of 64 "
                               "seeds: the game does not use its seed"));
    CHECK(r.informative == 0);
  }

  TEST_CASE("Harness self-test: a shuffle that never leaves a card in place fails the chi-square "
            "test of the top card") {
    toy_flaws flaws;
    flaws.no_fixed_points = true;
    const toy_game toy(flaws);
    harness::chance_options o;
    o.shuffled_piles = toy_piles;
    const auto r = harness::check_chance(toy, toy_config(), o);
    REQUIRE(r.piles.size() == 1);
    CHECK(r.piles[0].p_value < 1e-4);
    // The 0 at the front never stays on top.
    CHECK(mentions(r.failures, "the top card of the pile 'deck' is not uniform"));
  }

  TEST_CASE("Harness self-test: the tail probabilities against closed forms") {
    // Binomial(n, 1/2): P(X >= k).
    CHECK(harness::binomial_upper_tail(10, 8) == doctest::Approx(56.0 / 1024));
    CHECK(harness::binomial_upper_tail(32, 32) == doctest::Approx(std::ldexp(1.0, -32)));
    CHECK(harness::binomial_upper_tail(5, 0) == 1.0);
    CHECK(harness::binomial_upper_tail(0, 0) == 1.0);
    // Chi-square with an even number of degrees of freedom 2m:
    // P(X >= x) = exp(-x/2) * sum_{k<m} (x/2)^k / k!.
    const auto even = [](double x, int df) {
      double term = 1, sum = 0;
      for (int k = 0; k < df / 2; ++k) {
        sum += term;
        term *= x / 2 / (k + 1);
      }
      return std::exp(-x / 2) * sum;
    };
    for (int df : {2, 4, 10, 30, 60})
      for (double x : {0.5, 2.0, 9.0, 30.0, 61.0, 150.0, 400.0}) {
        CAPTURE(df);
        CAPTURE(x);
        CHECK(harness::chi_square_upper_tail(x, df) == doctest::Approx(even(x, df)).epsilon(1e-9));
      }
    // Tabled critical values at odd degrees of freedom.
    CHECK(harness::chi_square_upper_tail(3.841459, 1) == doctest::Approx(0.05).epsilon(1e-5));
    CHECK(harness::chi_square_upper_tail(15.13671, 1) == doctest::Approx(1e-4).epsilon(1e-4));
    CHECK(harness::chi_square_upper_tail(11.0705, 5) == doctest::Approx(0.05).epsilon(1e-4));
  }

} // TEST_SUITE
