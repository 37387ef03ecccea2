// The leak check must catch this engine's secrets: the same engine with a
// view that shows one kind of hidden content (another seat's hand, a tunnel
// card, a purse value) fails it, while the real view passes.
#include "test_support.hpp"
#include "tests/engine_harness.hpp"

using namespace ce_test;
namespace harness = tavern::harness;
using tavern::games::game;
using tavern::games::game_error;
using tavern::games::game_log;
using tavern::games::game_result;
using tavern::games::log_entry;
using tavern::games::option_descriptor;
using tavern::games::rng;

namespace {

enum class leak { none, hands, face_down, purses };

// Forwards everything to the real state, and adds one secret to every view.
class leaky_state final : public game_state {
public:
  leaky_state(std::unique_ptr<game_state> inner, leak l) : inner_(std::move(inner)), leak_(l) {}
  std::unique_ptr<game_state> clone() const override {
    return std::make_unique<leaky_state>(inner_->clone(), leak_);
  }
  int players() const override { return inner_->players(); }
  std::optional<game_error> apply(int seat, const json &action) override {
    return inner_->apply(seat, action);
  }
  json view(int viewer) const override {
    json v = inner_->view(viewer);
    const auto &t = data(*inner_);
    if (t.ph == ce::phase::finished)
      return v;
    json extra = json::array();
    switch (leak_) {
    case leak::none:
      break;
    case leak::hands:
      for (const auto &sc : t.seats)
        extra.push_back(sc.hand);
      break;
    case leak::face_down:
      for (const auto &p : t.pile)
        if (p.face_down)
          extra.push_back(t.cards[static_cast<std::size_t>(p.card)].act);
      break;
    case leak::purses:
      for (const auto &b : t.bandits)
        for (int id : b.loot)
          extra.push_back(t.loot[static_cast<std::size_t>(id)].value);
      for (const auto &floor : t.inside)
        for (int id : floor)
          extra.push_back(t.loot[static_cast<std::size_t>(id)].value);
      break;
    }
    v["leak"] = extra;
    return v;
  }
  json legal_actions(int seat) const override { return inner_->legal_actions(seat); }
  std::vector<int> awaiting() const override { return inner_->awaiting(); }
  json default_action(int seat) const override { return inner_->default_action(seat); }
  bool finished() const override { return inner_->finished(); }
  game_result result() const override { return inner_->result(); }
  const game_log &log() const override { return inner_->log(); }
  std::unique_ptr<game_state> resample_hidden(int viewer, rng &r) const override {
    return std::make_unique<leaky_state>(inner_->resample_hidden(viewer, r), leak_);
  }

private:
  std::unique_ptr<game_state> inner_;
  leak leak_;
};

class leaky_game final : public game {
public:
  explicit leaky_game(leak l) : leak_(l) {}
  std::string_view id() const override { return "coltexpress"; }
  std::string_view name() const override { return "Colt Express (leaky)"; }
  int min_players() const override { return 2; }
  int max_players() const override { return 6; }
  const std::vector<option_descriptor> &options() const override { return real_->options(); }
  create_result create(const json &options, int players, std::uint64_t seed) const override {
    auto created = real_->create(options, players, seed);
    if (auto *err = std::get_if<game_error>(&created))
      return *err;
    return std::make_unique<leaky_state>(std::move(std::get<0>(created)), leak_);
  }

private:
  std::unique_ptr<game> real_ = ce::make_game();
  leak leak_;
};

harness::leak_report run(leak l, int players, std::uint64_t seed) {
  const leaky_game g(l);
  harness::config c;
  c.players = players;
  c.seed = seed;
  harness::leak_options o;
  o.stride = 2;
  return harness::check_leaks(g, c, o);
}

} // namespace

TEST_SUITE("coltexpress leaks") {

  TEST_CASE("The leak check passes the real view through the wrapper") {
    const auto r = run(leak::none, 3, 71);
    if (!r.failures.empty())
      MESSAGE(r.failures.front());
    CHECK(r.failures.empty());
  }

  TEST_CASE("The leak check catches another seat's hand in a view") {
    CHECK_FALSE(run(leak::hands, 3, 72).failures.empty());
  }

  TEST_CASE("The leak check catches a face-down (tunnel or Ghost) card in a view") {
    CHECK_FALSE(run(leak::face_down, 4, 73).failures.empty());
  }

  TEST_CASE("The leak check catches purse values in a view") {
    CHECK_FALSE(run(leak::purses, 4, 74).failures.empty());
  }

} // TEST_SUITE
