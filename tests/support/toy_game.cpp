#include "toy_game.hpp"

#include "games/options.hpp"

namespace tavern::testing {

using games::game_error;
using games::json;

namespace {

class toy_state : public games::game_state {
public:
  toy_state(int players, int target, bool simultaneous, int choice_seconds, std::uint64_t seed,
            toy_view_builds *builds)
      : players_(players), target_(target), choice_seconds_(choice_seconds), rng_(seed),
        builds_(builds) {
    for (int p = 0; p < players; ++p)
      secrets_.push_back(static_cast<int>(rng_.below(100)));
    if (simultaneous)
      colours_.assign(static_cast<std::size_t>(players), "");
  }

  std::unique_ptr<games::game_state> clone() const override {
    return std::make_unique<toy_state>(*this);
  }
  int players() const override { return players_; }

  bool choosing() const {
    return std::any_of(colours_.begin(), colours_.end(), [](const auto &c) { return c.empty(); });
  }

  std::vector<int> awaiting() const override {
    if (finished())
      return {};
    if (choosing()) {
      std::vector<int> seats;
      for (int p = 0; p < players_; ++p)
        if (colours_[static_cast<std::size_t>(p)].empty())
          seats.push_back(p);
      return seats;
    }
    return {turn_};
  }

  json legal_actions(int seat) const override {
    json out = json::array();
    const auto waiting = awaiting();
    if (std::find(waiting.begin(), waiting.end(), seat) == waiting.end())
      return out;
    if (choosing()) {
      for (const char *c : {"red", "blue"})
        out.push_back({{"type", "colour"}, {"colour", c}, {"label", std::string("Choose ") + c}});
      return out;
    }
    out.push_back({{"type", "add"}, {"amount", 1}, {"label", "Add 1"}});
    out.push_back({{"type", "add"}, {"amount", 2}, {"label", "Add 2"}});
    out.push_back({{"type", "peek"}, {"label", "Peek at your secret"}});
    return out;
  }

  std::optional<game_error> apply(int seat, const json &action) override {
    if (seat < 0 || seat >= players_)
      return game_error{"not_your_turn", "no such seat"};
    const auto waiting = awaiting();
    if (std::find(waiting.begin(), waiting.end(), seat) == waiting.end())
      return game_error{"not_your_turn", "it is not your turn"};
    json bare = action;
    if (bare.is_object())
      bare.erase("label");
    for (json legal : legal_actions(seat)) {
      legal.erase("label");
      if (legal != bare)
        continue;
      const std::string type = bare["type"];
      if (type == "colour") {
        colours_[static_cast<std::size_t>(seat)] = bare["colour"];
        ++choices_; // the others' time to choose starts again, like a reaction window
        log_.push_back({{{"text", "{0} chose a colour"}, {"seats", {seat}}}, {}, {}});
      } else if (type == "peek") {
        log_.push_back(
            {{{"text", "{0} peeked: " + std::to_string(secrets_[static_cast<std::size_t>(seat)])},
              {"seats", {seat}}},
             {seat},
             {}});
        log_.push_back({{{"text", "{0} peeked"}, {"seats", {seat}}}, {}, {seat}});
      } else {
        counter_ += bare["amount"].get<int>();
        log_.push_back({{{"text", "{0} added " + std::to_string(bare["amount"].get<int>())},
                         {"seats", {seat}}},
                        {},
                        {}});
        if (counter_ >= target_)
          winner_ = seat;
        else
          turn_ = (turn_ + 1) % players_;
      }
      return std::nullopt;
    }
    return game_error{"illegal_action", "that move is not offered now"};
  }

  // Split like a real game's, so rooms are tested with a shared public part.
  json view(int viewer) const override {
    return games::join_views(public_view(), private_view(viewer));
  }

  json public_view() const override {
    return games::join_views(public_view_section(0), public_view_section(1));
  }

  int public_view_sections() const override { return 2; }
  // The target never changes; the rest is rebuilt every time.
  std::uint64_t public_section_revision(int section) const override { return section == 1 ? 1 : 0; }
  std::uint64_t private_view_revision(int) const override { return finished() ? 2 : 1; }

  json public_view_section(int section) const override {
    if (section == 1) {
      if (builds_)
        ++builds_->target_section;
      return {{"target", target_}};
    }
    json v = {{"counter", counter_}, {"turn", turn_}};
    if (finished())
      v["secrets"] = secrets_;
    if (!colours_.empty()) {
      json chosen = json::object();
      for (int p = 0; p < players_; ++p)
        chosen[std::to_string(p)] = !colours_[static_cast<std::size_t>(p)].empty();
      v["chosen"] = chosen;
    }
    return v;
  }

  json private_view(int viewer) const override {
    if (builds_)
      ++builds_->private_views;
    json v = json::object();
    if (viewer >= 0 && !finished())
      v["secret"] = secrets_[static_cast<std::size_t>(viewer)];
    return v;
  }

  int timeout_seconds(int) const override { return choosing() ? choice_seconds_ : 0; }
  std::uint64_t decision_serial() const override { return choices_; }

  json default_action(int seat) const override {
    const auto legal = legal_actions(seat);
    return legal.empty() ? json(nullptr) : legal[0];
  }
  bool finished() const override { return winner_ >= 0; }
  games::game_result result() const override {
    games::game_result r;
    r.winners = {winner_};
    r.scores.assign(static_cast<std::size_t>(players_), 0);
    r.scores[static_cast<std::size_t>(winner_)] = 1;
    r.reason = "reached the target";
    return r;
  }
  const games::game_log &log() const override { return log_; }

  std::unique_ptr<games::game_state> resample_hidden(int viewer, games::rng &r) const override {
    auto copy = std::make_unique<toy_state>(*this);
    for (int p = 0; p < players_; ++p)
      if (p != viewer)
        copy->secrets_[static_cast<std::size_t>(p)] = static_cast<int>(r.below(100));
    return copy;
  }

private:
  int players_;
  int target_;
  int choice_seconds_;
  std::uint64_t choices_ = 0;
  games::rng rng_;
  std::vector<int> secrets_;
  std::vector<std::string> colours_;
  int counter_ = 0;
  int turn_ = 0;
  int winner_ = -1;
  games::game_log log_;
  toy_view_builds *builds_;
};

class toy_game : public games::game {
public:
  explicit toy_game(toy_view_builds *builds) : builds_(builds) {}

  std::string_view id() const override { return "toy"; }
  std::string_view name() const override { return "Toy"; }
  int min_players() const override { return 2; }
  int max_players() const override { return 4; }
  const std::vector<games::option_descriptor> &options() const override { return options_; }
  create_result create(const json &options, int players, std::uint64_t seed) const override {
    auto normalized = games::normalize_options(options_, options);
    if (auto *err = std::get_if<game_error>(&normalized))
      return *err;
    if (players < 2 || players > 4)
      return game_error{"bad_options", "2 to 4 players"};
    const json &o = std::get<json>(normalized);
    return std::make_unique<toy_state>(players, o["target"].get<int>(),
                                       o["simultaneous"].get<bool>(), o["choiceSeconds"].get<int>(),
                                       seed, builds_);
  }

private:
  std::vector<games::option_descriptor> options_ = {
      {"target", "int", json{{"min", 1}, {"max", 1000}}, 10, "Counter value that wins"},
      {"simultaneous", "bool", nullptr, false, "Start with a simultaneous colour choice"},
      {"choiceSeconds", "int", json{{"min", 0}, {"max", 60}}, 0,
       "Engine timeout of the colour choice; each choice restarts the others' (0: none)"},
  };
  toy_view_builds *builds_;
};

} // namespace

std::unique_ptr<games::game> make_toy_game(toy_view_builds *builds) {
  return std::make_unique<toy_game>(builds);
}

} // namespace tavern::testing
