#pragma once
// Small games whose best moves are known, for testing the search: Nim, a
// gamble on a hidden card, a three-seat game where the seat that moves last
// decides who wins, and a simultaneous choice; and a hidden-card game for
// the fairness check's own tests.
#include "games/engine.hpp"

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace bot_test {

using tavern::games::game_error;
using tavern::games::game_log;
using tavern::games::game_result;
using tavern::games::game_state;
using tavern::games::json;
using tavern::games::log_entry;
using tavern::games::rng;

// What every toy game shares: no log, a view of nothing secret, the first
// legal action as the default.
class toy_state : public game_state {
public:
  json view(int) const override { return json::object(); }
  json default_action(int seat) const override {
    const json legal = legal_actions(seat);
    return legal.empty() ? json(nullptr) : legal[0];
  }
  const game_log &log() const override { return log_; }

protected:
  static json action(const std::string &type, int value) {
    return {{"type", type}, {"value", value}, {"label", type + " " + std::to_string(value)}};
  }
  static std::optional<game_error> refuse() {
    return game_error{"illegal_action", "not an action of this game"};
  }

  game_log log_;
};

// Two players take 1 to 3 stones in turn; whoever takes the last one wins.
// From n stones the winning move takes n mod 4 (none exists when it is 0).
// Its offered actions carry a label and its choices do not, so the search
// must know them as the same actions.
class nim final : public toy_state {
public:
  explicit nim(int stones) : stones_(stones) {}
  std::unique_ptr<game_state> clone() const override { return std::make_unique<nim>(*this); }
  int players() const override { return 2; }
  std::optional<game_error> apply(int seat, const json &a) override {
    if (finished() || seat != current_)
      return game_error{"not_your_turn", "not your turn"};
    const int take = a.value("value", 0);
    if (a.value("type", "") != "take" || take < 1 || take > 3 || take > stones_)
      return refuse();
    stones_ -= take;
    winner_ = stones_ == 0 ? current_ : -1;
    current_ = 1 - current_;
    return std::nullopt;
  }
  json legal_actions(int seat) const override {
    json out = json::array();
    if (!finished() && seat == current_)
      for (int take = 1; take <= 3 && take <= stones_; ++take)
        out.push_back(action("take", take));
    return out;
  }
  // As the shipped engines do: the same actions without their words.
  json legal_choices(int seat) const override {
    json out = legal_actions(seat);
    for (auto &a : out)
      a.erase("label");
    return out;
  }
  std::vector<int> awaiting() const override {
    return finished() ? std::vector<int>{} : std::vector<int>{current_};
  }
  bool finished() const override { return stones_ == 0; }
  game_result result() const override { return {{winner_}, {0.0, 0.0}, "last stone"}; }
  std::unique_ptr<game_state> resample_hidden(int, rng &) const override { return clone(); }

private:
  int stones_;
  int current_ = 0;
  int winner_ = -1;
};

// Seat 0 holds one card face down that nobody has seen, drawn from a deck of
// `deck` cards of which one is the ace. He may gamble (he wins if the card is
// the ace) or play safe, which wins when the engine's own die, rolled inside
// apply(), shows 1 to `safe_in_six`. With a deck of 3 and safe_in_six 3, safe
// wins half the time and the gamble a third: safe is right, whatever the
// card is, and only a player who peeks at the ace would gamble.
class hidden_gamble final : public toy_state {
public:
  hidden_gamble(int deck, int card, int safe_in_six, std::uint64_t seed)
      : deck_(deck), card_(card), safe_in_six_(safe_in_six), random_(seed) {}
  std::unique_ptr<game_state> clone() const override {
    return std::make_unique<hidden_gamble>(*this);
  }
  int players() const override { return 2; }
  std::optional<game_error> apply(int seat, const json &a) override {
    if (finished() || seat != 0)
      return game_error{"not_your_turn", "not your turn"};
    const std::string type = a.value("type", "");
    if (type == "gamble")
      won_ = card_ == 0;
    else if (type == "safe")
      won_ = static_cast<int>(random_.below(6)) < safe_in_six_;
    else
      return refuse();
    done_ = true;
    return std::nullopt;
  }
  json legal_actions(int seat) const override {
    if (finished() || seat != 0)
      return json::array();
    return json::array({action("gamble", 0), action("safe", 0)});
  }
  std::vector<int> awaiting() const override {
    return finished() ? std::vector<int>{} : std::vector<int>{0};
  }
  bool finished() const override { return done_; }
  game_result result() const override { return {{won_ ? 0 : 1}, {0.0, 0.0}, "gamble"}; }
  // The card is redrawn from the deck and the die's future from `r`: neither
  // depends on the card this state holds.
  std::unique_ptr<game_state> resample_hidden(int, rng &r) const override {
    auto copy = std::make_unique<hidden_gamble>(*this);
    if (!peek_)
      copy->card_ = static_cast<int>(r.below(static_cast<std::uint64_t>(deck_)));
    copy->random_ = rng(r.next());
    return copy;
  }
  // A broken resampling that keeps the real card: a search over it peeks.
  void resample_by_peeking() { peek_ = true; }

private:
  int deck_;
  int card_; // 0 is the ace
  int safe_in_six_;
  rng random_;
  bool peek_ = false;
  bool done_ = false;
  bool won_ = false;
};

// Seat 0 holds a coin face down (0 or 1) that nobody has seen. He may play
// safe, which wins when the engine's die, rolled inside apply(), shows 1 to 6
// of ten, or look at the coin and then guess it, winning when he guesses
// right. Looking wins every time for a player who uses what he saw; in a tree
// that does not tell the coins apart the guess after a look is one node for
// both coins, worth a half, and safe (0.6) looks better.
class look_then_guess final : public toy_state {
public:
  look_then_guess(int coin, std::uint64_t seed) : coin_(coin), random_(seed) {}
  std::unique_ptr<game_state> clone() const override {
    return std::make_unique<look_then_guess>(*this);
  }
  int players() const override { return 2; }
  std::optional<game_error> apply(int seat, const json &a) override {
    if (finished() || seat != 0)
      return game_error{"not_your_turn", "not your turn"};
    const std::string type = a.value("type", "");
    if (!looked_ && type == "look") {
      looked_ = true;
      return std::nullopt;
    }
    if (!looked_ && type == "safe")
      won_ = random_.below(10) < 6;
    else if (looked_ && type == "guess")
      won_ = a.value("value", -1) == coin_;
    else
      return refuse();
    done_ = true;
    return std::nullopt;
  }
  json legal_actions(int seat) const override {
    if (finished() || seat != 0)
      return json::array();
    if (looked_)
      return json::array({action("guess", 0), action("guess", 1)});
    return json::array({action("look", 0), action("safe", 0)});
  }
  json view(int viewer) const override {
    return viewer == 0 && looked_ ? json{{"coin", coin_}} : json::object();
  }
  std::vector<int> awaiting() const override {
    return finished() ? std::vector<int>{} : std::vector<int>{0};
  }
  bool finished() const override { return done_; }
  game_result result() const override { return {{won_ ? 0 : 1}, {0.0, 0.0}, "guess"}; }
  // Seat 0 keeps the coin once he has looked; anyone else, or before the
  // look, gets a coin drawn from `r`.
  std::unique_ptr<game_state> resample_hidden(int viewer, rng &r) const override {
    auto copy = std::make_unique<look_then_guess>(*this);
    if (!(viewer == 0 && looked_))
      copy->coin_ = static_cast<int>(r.below(2));
    copy->random_ = rng(r.next());
    return copy;
  }

private:
  int coin_;
  rng random_;
  bool looked_ = false;
  bool done_ = false;
  bool won_ = false;
};

// Three seats. Seat 0 hands the decision to seat 1 or seat 2, who then picks
// between two endings. Seat 1 would pick its own win; seat 2 cannot win and
// picks the ending where it finishes second, which is seat 0's win. A search
// that models every seat by its own reward hands over to seat 2.
class kingmaker final : public toy_state {
public:
  std::unique_ptr<game_state> clone() const override { return std::make_unique<kingmaker>(*this); }
  int players() const override { return 3; }
  std::optional<game_error> apply(int seat, const json &a) override {
    if (finished() || seat != current_)
      return game_error{"not_your_turn", "not your turn"};
    const std::string type = a.value("type", "");
    const int value = a.value("value", -1);
    if (current_ == 0 && type == "handTo" && (value == 1 || value == 2))
      current_ = value;
    else if (current_ != 0 && type == "end" && (value == 0 || value == 1))
      ending_ = value;
    else
      return refuse();
    return std::nullopt;
  }
  json legal_actions(int seat) const override {
    json out = json::array();
    if (finished() || seat != current_)
      return out;
    if (current_ == 0) {
      out.push_back(action("handTo", 1));
      out.push_back(action("handTo", 2));
    } else {
      out.push_back(action("end", 0));
      out.push_back(action("end", 1));
    }
    return out;
  }
  std::vector<int> awaiting() const override {
    return finished() ? std::vector<int>{} : std::vector<int>{current_};
  }
  bool finished() const override { return ending_ >= 0; }
  game_result result() const override {
    // Ending 0: seat 0 wins and seat 2 is second; ending 1: seat 1 wins
    // and seat 2 is last.
    return ending_ == 1 ? game_result{{1}, {1.0, 3.0, 0.0}, "handed"}
                        : game_result{{0}, {3.0, 0.0, 2.0}, "handed"};
  }
  std::unique_ptr<game_state> resample_hidden(int, rng &) const override { return clone(); }

private:
  int current_ = 0;
  int ending_ = -1;
};

// Two seats each pick 1, 2 or 3 at the same time (both awaited); the higher
// number wins and a tie goes to seat 1. Neither sees the other's pick before
// the end. Seat 0's only winning hope is 3; seat 1 wins with 3 whatever
// seat 0 picked.
class simultaneous_pick final : public toy_state {
public:
  std::unique_ptr<game_state> clone() const override {
    return std::make_unique<simultaneous_pick>(*this);
  }
  int players() const override { return 2; }
  std::optional<game_error> apply(int seat, const json &a) override {
    if (finished() || seat < 0 || seat > 1 || picks_[seat] > 0)
      return game_error{"not_your_turn", "not your turn"};
    const int value = a.value("value", 0);
    if (a.value("type", "") != "pick" || value < 1 || value > 3)
      return refuse();
    picks_[seat] = value;
    return std::nullopt;
  }
  json legal_actions(int seat) const override {
    json out = json::array();
    if (!finished() && seat >= 0 && seat <= 1 && picks_[seat] == 0)
      for (int v = 1; v <= 3; ++v)
        out.push_back(action("pick", v));
    return out;
  }
  std::vector<int> awaiting() const override {
    std::vector<int> out;
    for (int s = 0; s < 2; ++s)
      if (picks_[s] == 0)
        out.push_back(s);
    return out;
  }
  bool finished() const override { return picks_[0] > 0 && picks_[1] > 0; }
  game_result result() const override {
    return {{picks_[0] > picks_[1] ? 0 : 1},
            {static_cast<double>(picks_[0]), static_cast<double>(picks_[1])},
            "picked"};
  }
  // The other seat's pick, if made, is redrawn: the viewer has not seen it.
  std::unique_ptr<game_state> resample_hidden(int viewer, rng &r) const override {
    auto copy = std::make_unique<simultaneous_pick>(*this);
    for (int s = 0; s < 2; ++s)
      if (s != viewer && picks_[s] > 0)
        copy->picks_[s] = 1 + static_cast<int>(r.below(3));
    return copy;
  }
  void set_pick(int seat, int value) { picks_[seat] = value; }

private:
  int picks_[2] = {0, 0};
};

// Two seats each hold one card face down, dealt from six (0-5) whose order
// nobody knows. In turn, twice each, a seat keeps its card or swaps it for
// the top of the deck; then the higher card wins. Each seat sees its own
// card only. Its resampling can be broken in the way the fairness check must
// catch: the unseen cards shuffled from the order they had.
class card_swap final : public toy_state {
public:
  explicit card_swap(std::uint64_t seed) {
    rng r(seed);
    deck_ = {0, 1, 2, 3, 4, 5};
    r.shuffle(deck_);
    for (int &h : hands_) {
      h = deck_.back();
      deck_.pop_back();
    }
  }
  std::unique_ptr<game_state> clone() const override { return std::make_unique<card_swap>(*this); }
  int players() const override { return 2; }
  json view(int viewer) const override {
    json v = {{"turns", turns_}, {"deck", deck_.size()}};
    if (viewer == 0 || viewer == 1)
      v["mine"] = hands_[viewer];
    if (finished())
      v["hands"] = {hands_[0], hands_[1]};
    return v;
  }
  std::optional<game_error> apply(int seat, const json &a) override {
    if (finished() || seat != turns_ % 2)
      return game_error{"not_your_turn", "not your turn"};
    const std::string type = a.value("type", "");
    if (type == "swap") {
      std::swap(hands_[seat], deck_.back());
    } else if (type != "keep") {
      return refuse();
    }
    ++turns_;
    return std::nullopt;
  }
  json legal_actions(int seat) const override {
    if (finished() || seat != turns_ % 2)
      return json::array();
    return json::array({action("keep", 0), action("swap", 0)});
  }
  std::vector<int> awaiting() const override {
    return finished() ? std::vector<int>{} : std::vector<int>{turns_ % 2};
  }
  bool finished() const override { return turns_ >= 4; }
  game_result result() const override {
    return {{hands_[0] > hands_[1] ? 0 : 1},
            {static_cast<double>(hands_[0]), static_cast<double>(hands_[1])},
            "higher card"};
  }
  std::unique_ptr<game_state> resample_hidden(int viewer, rng &r) const override {
    auto copy = std::make_unique<card_swap>(*this);
    std::vector<int> unseen = deck_;
    const int other = viewer == 0 ? 1 : 0;
    const bool seat = viewer == 0 || viewer == 1;
    if (seat)
      unseen.push_back(hands_[other]);
    else
      unseen.insert(unseen.end(), std::begin(hands_), std::end(hands_));
    if (!order_dependent_)
      std::sort(unseen.begin(), unseen.end());
    r.shuffle(unseen);
    std::size_t next = 0;
    for (int &c : copy->deck_)
      c = unseen[next++];
    for (int s = 0; s < 2; ++s)
      if (!seat || s == other)
        copy->hands_[s] = unseen[next++];
    return copy;
  }
  void resample_from_the_old_order() { order_dependent_ = true; }

private:
  std::vector<int> deck_; // back is the top
  int hands_[2] = {0, 0};
  int turns_ = 0;
  bool order_dependent_ = false;
};

// A game of any of the toys above, for checks that take a game.
class toy_game final : public tavern::games::game {
public:
  using factory = std::function<std::unique_ptr<game_state>(std::uint64_t seed)>;
  explicit toy_game(factory make) : make_(std::move(make)) {}
  std::string_view id() const override { return "toy"; }
  std::string_view name() const override { return "Toy"; }
  int min_players() const override { return 2; }
  int max_players() const override { return 2; }
  const std::vector<tavern::games::option_descriptor> &options() const override { return options_; }
  create_result create(const json &, int, std::uint64_t seed) const override { return make_(seed); }

private:
  factory make_;
  std::vector<tavern::games::option_descriptor> options_;
};

} // namespace bot_test
