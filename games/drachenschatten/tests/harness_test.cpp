// DrachenSchatten through the generic engine checks (replay determinism,
// rejection of illegal input, hidden information), and proof that the leak
// check catches a view showing pile contents and a resample forgetting peeks.
#include "test_support.hpp"
#include "tests/engine_harness.hpp"

using namespace ds_test;
namespace harness = tavern::harness;
using tavern::games::game;
using tavern::games::game_error;
using tavern::games::game_log;
using tavern::games::game_result;
using tavern::games::log_entry;
using tavern::games::option_descriptor;
using tavern::games::rng;

namespace {

harness::config config_for(int players, std::uint64_t seed) {
  harness::config c;
  c.players = players;
  c.seed = seed;
  return c;
}

struct flaws {
  bool show_piles = false;   // the view lists every pile's cards
  bool forget_peeks = false; // resampling redraws the cards the viewer has seen
};

// The real engine with one deliberate flaw, to prove the leak check fails.
class flawed_state final : public game_state {
public:
  flawed_state(std::unique_ptr<game_state> inner, flaws f) : inner_(std::move(inner)), f_(f) {}
  std::unique_ptr<game_state> clone() const override {
    return std::make_unique<flawed_state>(inner_->clone(), f_);
  }
  int players() const override { return inner_->players(); }
  std::optional<game_error> apply(int seat, const json &a) override {
    return inner_->apply(seat, a);
  }
  json view(int viewer) const override {
    json v = inner_->view(viewer);
    if (f_.show_piles)
      for (int p = 0; p < ds::pile_count; ++p)
        v["piles"][ds::pile_id(p)]["cards"] = data(*inner_).piles[p];
    return v;
  }
  json legal_actions(int seat) const override { return inner_->legal_actions(seat); }
  std::vector<int> awaiting() const override { return inner_->awaiting(); }
  json default_action(int seat) const override { return inner_->default_action(seat); }
  bool finished() const override { return inner_->finished(); }
  game_result result() const override { return inner_->result(); }
  const game_log &log() const override { return inner_->log(); }
  std::unique_ptr<game_state> resample_hidden(int viewer, rng &r) const override {
    // Resampling for the spectator forgets nothing, so it stands in for the
    // forgetful version.
    return std::make_unique<flawed_state>(
        inner_->resample_hidden(f_.forget_peeks ? spectator : viewer, r), f_);
  }

private:
  std::unique_ptr<game_state> inner_;
  flaws f_;
};

class flawed_game final : public game {
public:
  explicit flawed_game(flaws f) : f_(f) {}
  std::string_view id() const override { return "flawed"; }
  std::string_view name() const override { return "Flawed"; }
  int min_players() const override { return 2; }
  int max_players() const override { return 4; }
  const std::vector<option_descriptor> &options() const override { return inner_->options(); }
  create_result create(const json &o, int players, std::uint64_t seed) const override {
    auto created = inner_->create(o, players, seed);
    return std::make_unique<flawed_state>(std::move(std::get<std::unique_ptr<game_state>>(created)),
                                          f_);
  }

private:
  flaws f_;
  std::unique_ptr<game> inner_ = ds::make_game();
};

} // namespace

TEST_SUITE("drachenschatten engine harness") {

  TEST_CASE("Determinism: replaying the seed and the actions gives byte-identical views") {
    const auto g = ds::make_game();
    for (int players = 2; players <= 4; ++players)
      for (std::uint64_t seed : {11, 12}) {
        const auto r =
            harness::check_replay(*g, config_for(players, seed * 10 + std::uint64_t(players)));
        CAPTURE(players);
        CHECK(r.failures.empty());
        if (!r.failures.empty())
          MESSAGE(r.failures.front());
        CHECK(r.actions > 10);
      }
  }

  TEST_CASE("Rejections: wrong seats, arbitrary JSON and mutated actions are refused and change "
            "nothing") {
    const auto g = ds::make_game();
    int probes = 0;
    for (int players = 2; players <= 4; ++players) {
      const auto r =
          harness::check_rejections(*g, config_for(players, 300 + std::uint64_t(players)), 2);
      CHECK(r.failures.empty());
      if (!r.failures.empty())
        MESSAGE(r.failures.front());
      probes += r.probes;
    }
    CHECK(probes > 1000);
  }

  TEST_CASE("Leaks: resampled states look the same to the viewer and redraw the piles in most "
            "trials") {
    const auto g = ds::make_game();
    for (int players = 2; players <= 4; ++players) {
      harness::leak_options o;
      o.stride = 2;
      o.hidden_fingerprint = [](const game_state &s) { return ds::debug_dump(s); };
      o.min_changed = 0.8;
      const auto r = harness::check_leaks(*g, config_for(players, 400 + std::uint64_t(players)), o);
      CAPTURE(players);
      CHECK(r.failures.empty());
      if (!r.failures.empty())
        MESSAGE(r.failures.front());
      CHECK(r.trials > 50);
      MESSAGE("resampling changed " << r.changed << " of " << r.trials << " states");
    }
  }

  TEST_CASE("Leaks: what the looker still sees is kept, everything else in the row is redrawn") {
    picker k;
    const int torch = k.item_card(item::torch, symbol::look2);
    std::vector<std::vector<int>> piles(16);
    int next = 32; // the cave cards, in deck order: dragons, hydras, treasures, items
    for (int p = 8; p < 16; ++p)
      for (int i = 0; i < 3; ++i)
        piles[p].push_back(next++);
    piles[0] = {k.item_card(item::key, symbol::restore)};
    auto s = ds::make_scenario(position(2, piles, {{{torch, false}}, {}}));
    act(*s, 0, {{"type", "look"}, {"card", torch}});
    act(*s, 0, {{"type", "peek"}, {"pile", "c1"}});
    act(*s, 0, {{"type", "peek"}, {"pile", "c1"}});
    rng r(9);
    int changed_for_looker = 0, changed_seen_for_other = 0;
    for (int i = 0; i < 40; ++i) {
      auto mine = s->resample_hidden(0, r);
      CHECK(mine->view(0).dump() == s->view(0).dump());
      const auto &a = data(*mine).piles[c1];
      CHECK(a[2] == data(*s).piles[c1][2]);
      CHECK(a[1] == data(*s).piles[c1][1]);
      changed_for_looker += data(*mine).piles != data(*s).piles;
      auto theirs = s->resample_hidden(1, r);
      CHECK(theirs->view(1).dump() == s->view(1).dump());
      changed_seen_for_other += data(*theirs).piles[c1][2] != data(*s).piles[c1][2];
    }
    CHECK(changed_for_looker > 30);
    CHECK(changed_seen_for_other > 20);
  }

  TEST_CASE("Leak check self-test: a view showing pile contents fails") {
    flaws f;
    f.show_piles = true;
    const flawed_game g(f);
    const auto r = harness::check_leaks(g, config_for(2, 7));
    REQUIRE_FALSE(r.failures.empty());
  }

  TEST_CASE("Leak check self-test: a resample that forgets the viewer's peeks fails") {
    flaws f;
    f.forget_peeks = true;
    const flawed_game g(f);
    bool caught = false;
    for (std::uint64_t seed = 1; seed <= 10 && !caught; ++seed)
      caught = !harness::check_leaks(g, config_for(3, seed)).failures.empty();
    CHECK(caught);
  }

} // TEST_SUITE
