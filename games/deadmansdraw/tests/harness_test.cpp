// Dead Man's Draw through the generic engine checks (replay determinism,
// rejection of illegal input, hidden information), and self-tests showing
// that those checks fail on engines with deliberate flaws.
#include "engine_harness.hpp"
#include "test_support.hpp"

using namespace dmd_test;
namespace harness = tavern::harness;
using tavern::games::game;
using tavern::games::game_error;
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

// A toy game with one secret digit per seat, in which the seats pass in turn
// until everyone has passed twice; the digits are shown to all at the end.
// Its flaws are switched on one at a time to prove each check can fail.
struct toy_flaws {
  bool leak_view = false;        // every seat sees every secret
  bool accept_anything = false;  // apply takes any JSON as a pass
  bool resample_nothing = false; // resample_hidden returns a plain copy
  bool ignore_seed = false;      // the secrets do not come from the seed
};

class toy_state final : public game_state {
public:
  toy_state(int players, std::uint64_t seed, toy_flaws flaws) : flaws_(flaws) {
    rng r(flaws.ignore_seed ? reinterpret_cast<std::uintptr_t>(this) : seed);
    for (int s = 0; s < players; ++s) {
      secrets_.push_back(static_cast<int>(r.below(10)));
      log_.push_back({secret_entry(s), {s}, {}});
    }
  }

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
    json v = {{"turns", turns_}, {"current", current_}};
    if (viewer >= 0 && viewer < players())
      v["mine"] = secrets_[viewer];
    if (flaws_.leak_view || finished())
      v["all"] = secrets_;
    return v;
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
  const std::vector<log_entry> &log() const override { return log_; }

  std::unique_ptr<game_state> resample_hidden(int viewer, rng &r) const override {
    auto copy = std::make_unique<toy_state>(*this);
    if (flaws_.resample_nothing || finished())
      return copy;
    for (int s = 0; s < players(); ++s)
      if (s != viewer) {
        copy->secrets_[s] = static_cast<int>(r.below(10));
        copy->log_[s].entry = copy->secret_entry(s);
      }
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
  int turns_ = 0;
  int current_ = 0;
  std::vector<log_entry> log_;
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
  }

  TEST_CASE("Harness self-test: a view that shows another seat's secret fails the leak check") {
    toy_flaws flaws;
    flaws.leak_view = true;
    const toy_game toy(flaws);
    const auto r = harness::check_leaks(toy, toy_config());
    REQUIRE_FALSE(r.failures.empty());
    CHECK(r.failures.front().find("a leak") != std::string::npos);
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

} // TEST_SUITE
