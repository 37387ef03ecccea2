// Every room timer settles, and a game nobody is connected to stands still.
//
// Rooms of every shipped game (and of the toy game, whose engine times its own
// decisions) are driven through random sequences of joins, spectators, leaves,
// dropped connections, resumes (replacing a live connection too), starts with
// and without bots, moves, games played out, rematches, chat and clock
// advances, on a fake clock. After every step the room's timer is run the way
// room_host runs it: while the room offers a time at or before now, it is
// woken at now. Then, after every wake:
// - something a viewer sees changed, or what was due was consumed (the room
//   offers another time, or none): otherwise the timer would fire again at
//   once, for ever;
// - when the room says the wake changed nothing, it offers no time at or
//   before now (the contract room_host's guard relies on, server/wakeup.hpp);
// - within a bounded number of wakes at one instant, nothing is due any more.
// And while a game is in play with no seat connected (spectators aside), time
// passes without a move being played and the room offers no time but its
// expiry. Each game's sequences must have shown every source of a deadline
// firing, games ending, rematches, host changes and such pauses.
//
// The toy game is driven a second time with its bots' moves searched the way
// the bot pool does it: a request waits while the room goes on, and its
// answer comes at a random later step, often after the game has moved on.
// The timer must settle then too: a search under way never leaves the bots'
// delay offered at or before now.
#include "games/options.hpp"
#include "games/registry.hpp"
#include "server/rooms/room.hpp"
#include "tests/support/recording_participant.hpp"
#include "tests/support/toy_game.hpp"

#include <doctest/doctest.h>

#include <array>
#include <deque>

using namespace tavern;
using namespace tavern::server;
using tavern::testing::recording_participant;
using json = tavern::json;
using namespace std::chrono_literals;

namespace {

constexpr wall_clock::time_point start_of_time{std::chrono::seconds(1'700'000'000)};

// What the sequences of one game went through, so that the test fails when
// they stop reaching what they are meant to check.
struct coverage {
  std::array<int, 5> changing_wakes{}; // by wakeup::source
  int games_finished = 0;
  int rematches = 0;
  int host_changes = 0;
  int paused_advances = 0;
  int expiries = 0;
  int steps = 0;
  int bot_answers = 0;   // with searched bots: answers handed to the room
  int stale_answers = 0; // of which the room searched again
  int delayed_views = 0; // wakes that showed delayed spectators a later action
};

struct person {
  std::shared_ptr<recording_participant> connection; // null: not connected
  std::string token;                                 // the seat's; empty for spectators
  std::optional<int> seat;
};

class room_driver {
public:
  room_driver(const games::game &rules, int seats, json options, room_settings settings,
              std::chrono::milliseconds bot_delay, std::uint64_t seed, coverage &cov,
              bool searched_bots)
      : choose_(seed), coverage_(cov) {
    room_environment env;
    env.now = [this] { return now_; };
    env.new_seed = [this] { return next_seed_++; };
    env.new_token = [this] { return "token-" + std::to_string(next_token_++); };
    env.bot_delay = bot_delay;
    env.expiry = 30min;
    env.stats = &stats_;
    room_ = std::make_unique<room>("TIME", rules, seats, std::move(options), settings, env);
    if (searched_bots)
      room_->set_bot_search([this](bot_move_request q) { bot_requests_.push_back(std::move(q)); });
    seats_ = seats;
    auto host = std::make_shared<recording_participant>();
    REQUIRE_FALSE(room_->create_seat_for_host(host, "P0", nullptr));
    people_.push_back({host, host->last("joined")["token"], 0});
    settle();
  }

  // One random step, then the timer; false once the room has expired.
  bool step() {
    ++coverage_.steps;
    const auto host_before = host();
    const auto status_before = room_->summary().status;
    const auto roll = choose_.below(100);
    if (!bot_requests_.empty() && choose_.below(3) == 0)
      answer_a_bot();
    else if (roll < 8)
      join();
    else if (roll < 12)
      spectate();
    else if (roll < 18)
      leave();
    else if (roll < 28)
      disconnect();
    else if (roll < 38)
      resume();
    else if (roll < 46)
      start(status_before);
    else if (roll < 70)
      act();
    else if (roll < 73)
      play_out();
    else if (roll < 75)
      chat();
    else if (roll < 78)
      check_someone_in_sync();
    else
      advance(random_duration());
    if (closed_)
      return false;
    settle();
    if (closed_)
      return false;
    check_pause_offers_nothing();
    if (status_before != room_status::finished && room_->summary().status == room_status::finished)
      ++coverage_.games_finished;
    const auto host_after = host();
    if (host_before && host_after && *host_before != *host_after)
      ++coverage_.host_changes;
    return true;
  }

  void check_everyone_in_sync() {
    for (auto &p : people_)
      if (p.connection)
        check_in_sync(*p.connection);
  }

private:
  // ---- the timer, as room_host runs it ------------------------------------

  std::vector<std::uint64_t> versions() const {
    std::vector<std::uint64_t> out;
    for (int c = 0; c <= seats_; ++c)
      out.push_back(room_->version_of_seat(c));
    return out;
  }

  static std::string describe(const std::optional<wakeup> &w) {
    return w ? w->describe() : std::string("nothing");
  }

  void settle() {
    for (int wakes = 0;; ++wakes) {
      REQUIRE_MESSAGE(wakes < 20000, "the room keeps offering times at or before now");
      const auto next = room_->next_wakeup();
      if (!next || next->at > now_)
        return;
      const auto seen = versions();
      const auto report = room_->wake();
      REQUIRE(report.now == now_);
      if (room_->expired()) {
        // As room_host does, the room is gone; it closed itself.
        closed_ = true;
        ++coverage_.expiries;
        CHECK_FALSE(room_->next_wakeup());
        return;
      }
      const auto after = room_->next_wakeup();
      const bool moved = versions() != seen;
      if (moved && next->what == wakeup::source::spectator_delay)
        ++coverage_.delayed_views;
      const bool consumed =
          !after || after->at != next->at || after->what != next->what || after->seat != next->seat;
      INFO("due: ", next->describe(), "; offered after the wake: ", describe(after));
      REQUIRE_MESSAGE((moved || consumed), "a wake neither changed a document nor consumed what "
                                           "was due: the timer would fire again at once");
      if (!report.changed)
        REQUIRE_MESSAGE((!after || after->at > now_),
                        "a wake that changed nothing left a time at or before now");
      else
        ++coverage_.changing_wakes[static_cast<std::size_t>(next->what)];
    }
  }

  // The timer fires at each time offered on the way, as a real one would.
  void advance(std::chrono::milliseconds by) {
    const auto target = now_ + by;
    const bool paused = game_paused();
    const auto played = paused ? room_->current_match()->history().size() : 0;
    for (;;) {
      const auto next = room_->next_wakeup();
      if (!next || next->at > target)
        break;
      now_ = std::max(now_, next->at);
      settle();
      if (closed_)
        return;
    }
    now_ = target;
    settle();
    if (paused && !closed_) {
      ++coverage_.paused_advances;
      INFO("advanced by ", by.count(), " ms with no player connected");
      CHECK(room_->current_match()->history().size() == played);
    }
  }

  std::chrono::milliseconds random_duration() {
    static constexpr std::array<std::chrono::milliseconds, 9> steps = {0ms, 1ms, 100ms, 700ms, 3s,
                                                                       11s, 61s, 5min,  31min};
    // The room's expiry (31 min) ends a sequence: it comes rarely.
    const auto i = choose_.below(steps.size() * 4);
    return i < steps.size() * 4 - 1 ? steps[i % (steps.size() - 1)] : steps.back();
  }

  // ---- what the world knows, from its own bookkeeping -----------------------

  bool game_paused() const {
    if (room_->summary().status != room_status::playing)
      return false;
    return std::none_of(people_.begin(), people_.end(),
                        [](const person &p) { return p.seat && p.connection; });
  }

  void check_pause_offers_nothing() {
    if (!game_paused())
      return;
    const auto next = room_->next_wakeup();
    INFO("offered with no player connected: ", describe(next));
    // Spectators watching seconds behind still come up to the last action
    // played: a wake for each, then nothing.
    CHECK((!next || next->what == wakeup::source::expiry ||
           next->what == wakeup::source::spectator_delay));
  }

  const json *any_document() const {
    for (const auto &p : people_)
      if (p.connection)
        return &p.connection->document;
    return nullptr;
  }

  std::optional<int> host() const {
    const json *doc = any_document();
    if (!doc || (*doc)["room"]["host"].is_null())
      return std::nullopt;
    return (*doc)["room"]["host"].get<int>();
  }

  template <class Pred> person *pick(Pred pred) {
    std::vector<person *> candidates;
    for (auto &p : people_)
      if (pred(p))
        candidates.push_back(&p);
    if (candidates.empty())
      return nullptr;
    return candidates[static_cast<std::size_t>(choose_.below(candidates.size()))];
  }

  // ---- steps ----------------------------------------------------------------

  void join() {
    auto p = std::make_shared<recording_participant>();
    const std::string name = "P" + std::to_string(people_.size());
    if (room_->join(p, name, std::nullopt, nullptr))
      return; // full, or started: refused, nothing changed
    people_.push_back({p, p->last("joined")["token"], p->last("joined")["seat"].get<int>()});
  }

  void spectate() {
    auto p = std::make_shared<recording_participant>();
    if (!room_->spectate(p, nullptr))
      people_.push_back({p, "", std::nullopt});
  }

  void leave() {
    person *p = pick([](const person &q) { return q.connection != nullptr; });
    if (!p)
      return;
    const bool frees_seat = room_->summary().status == room_status::waiting;
    REQUIRE_FALSE(room_->leave(*p->connection, nullptr));
    p->connection.reset();
    if (frees_seat) {
      p->seat.reset();
      p->token.clear();
    }
  }

  void disconnect() {
    person *p = pick([](const person &q) { return q.connection != nullptr; });
    if (!p)
      return;
    room_->disconnect(*p->connection);
    p->connection.reset();
  }

  // Mostly a player who was away; sometimes a second tab taking over.
  void resume() {
    const bool take_over = choose_.below(5) == 0;
    person *p = pick([&](const person &q) {
      return !q.token.empty() && (take_over || q.connection == nullptr);
    });
    if (!p)
      return;
    auto again = std::make_shared<recording_participant>();
    if (auto err = room_->resume(again, p->token, nullptr)) {
      CHECK(err->code == protocol::error_code::bad_token);
      return;
    }
    if (p->connection)
      CHECK(p->connection->closed_with == 1008);
    p->connection = again;
  }

  // A waiting room is started by its host; in a finished one any player's
  // start proposes a rematch or accepts the one proposed.
  void start(room_status before) {
    person *p = nullptr;
    if (before == room_status::finished) {
      p = pick([](const person &q) { return q.connection && q.seat; });
    } else if (const auto h = host()) {
      p = pick([&](const person &q) { return q.connection && q.seat == *h; });
    }
    if (!p)
      return;
    const bool bots = choose_.below(3) != 0;
    if (!room_->start(*p->connection, bots, nullptr) && before == room_status::finished &&
        room_->summary().status == room_status::playing)
      ++coverage_.rematches;
  }

  // A connected player with something to do plays one of the moves offered in
  // his own document, as a client does.
  bool act() {
    person *p = pick([](const person &q) {
      return q.connection && q.seat && !q.connection->document["actions"].empty();
    });
    if (!p)
      return false;
    const json &offered = p->connection->document["actions"];
    const json choice = offered[static_cast<std::size_t>(choose_.below(offered.size()))];
    REQUIRE_FALSE(
        room_->act(*p->connection, protocol::action_request{choice, std::nullopt}, nullptr));
    return true;
  }

  // Plays on until the game ends or nobody can move: the connected players
  // move, and time runs on for the others (bots, clocks, absences).
  void play_out() {
    for (int i = 0; i < 4000 && room_->summary().status == room_status::playing; ++i) {
      if (!act() && !answer_a_bot()) {
        const auto next = room_->next_wakeup();
        if (!next || next->what == wakeup::source::expiry)
          return;
        advance(std::chrono::duration_cast<std::chrono::milliseconds>(next->at - now_) + 1ms);
        if (closed_)
          return;
      }
      settle();
    }
  }

  // Answers one waiting request, not always the oldest, with a random legal
  // move of the state it was asked in: what is checked is the room's timing,
  // not the move's quality.
  bool answer_a_bot() {
    if (bot_requests_.empty())
      return false;
    const auto i = static_cast<std::size_t>(choose_.below(bot_requests_.size()));
    auto q = std::move(bot_requests_[i]);
    bot_requests_.erase(bot_requests_.begin() + static_cast<std::ptrdiff_t>(i));
    const json legal = q.state->legal_actions(q.seat);
    REQUIRE_FALSE(legal.empty());
    const auto stale_before = stats_.bot_searches_discarded.load();
    room_->take_bot_move(
        {q.seat, q.ticket, legal[static_cast<std::size_t>(choose_.below(legal.size()))]});
    ++coverage_.bot_answers;
    coverage_.stale_answers +=
        static_cast<int>(stats_.bot_searches_discarded.load() - stale_before);
    return true;
  }

  void chat() {
    person *p = pick([](const person &q) { return q.connection != nullptr; });
    if (p)
      REQUIRE_FALSE(room_->chat(*p->connection, "still there?", nullptr));
  }

  void check_someone_in_sync() {
    person *p = pick([](const person &q) { return q.connection != nullptr; });
    if (p)
      check_in_sync(*p->connection);
  }

  void check_in_sync(recording_participant &p) {
    const json patched = p.document;
    const auto version = p.version;
    REQUIRE_FALSE(room_->sync(p, "check"));
    const json &reply = p.messages.back();
    REQUIRE(reply["type"] == "state");
    CHECK(reply["version"] == version);
    CHECK(reply["state"] == patched);
    CHECK_FALSE(p.version_gap);
  }

  metrics stats_;
  std::deque<bot_move_request> bot_requests_;
  wall_clock::time_point now_ = start_of_time;
  std::uint64_t next_seed_ = 1;
  int next_token_ = 0;
  games::rng choose_;
  coverage &coverage_;
  std::unique_ptr<room> room_;
  int seats_ = 0;
  std::vector<person> people_;
  bool closed_ = false;
};

room_settings random_settings(games::rng &r) {
  static constexpr std::array<int, 3> turn = {0, 10, 60};
  static constexpr std::array<int, 3> absent = {0, 2, 60};
  room_settings s;
  s.turn_seconds = turn[static_cast<std::size_t>(r.below(turn.size()))];
  s.absent_seconds = absent[static_cast<std::size_t>(r.below(absent.size()))];
  // Spectators live, 2 actions behind, or 5 seconds behind (the timer's own).
  switch (r.below(3)) {
  case 1:
    s.delay = {2, spectator_delay::unit::actions};
    break;
  case 2:
    s.delay = {5, spectator_delay::unit::seconds};
    break;
  default:
    break;
  }
  return s;
}

coverage drive(const games::game &rules, json options, int sequences, int steps,
               bool searched_bots = false) {
  coverage cov;
  games::rng setup(0x5eed0000 + rules.id().size());
  for (int s = 0; s < sequences; ++s) {
    const int seats =
        rules.min_players() + static_cast<int>(setup.below(static_cast<std::uint64_t>(
                                  std::min(rules.max_players(), 4) - rules.min_players() + 1)));
    const auto settings = random_settings(setup);
    const auto bot_delay = setup.below(2) == 0 ? 0ms : 700ms;
    const std::uint64_t seed = setup.next();
    CAPTURE(rules.id());
    CAPTURE(s);
    CAPTURE(seed);
    CAPTURE(seats);
    CAPTURE(settings.to_json().dump());
    CAPTURE(bot_delay.count());
    room_driver driver(rules, seats, options, settings, bot_delay, seed, cov, searched_bots);
    for (int i = 0; i < steps; ++i) {
      CAPTURE(i);
      if (!driver.step())
        break;
    }
    driver.check_everyone_in_sync();
  }
  return cov;
}

void check_coverage(const coverage &cov, std::string_view game, bool searched_bots = false) {
  INFO(game, ": ", cov.steps, " steps; changing wakes: bots ", cov.changing_wakes[0],
       ", turn clocks ", cov.changing_wakes[1], ", absences ", cov.changing_wakes[2],
       "; games finished ", cov.games_finished, ", rematches ", cov.rematches, ", host changes ",
       cov.host_changes, ", advances with no player ", cov.paused_advances, ", expiries ",
       cov.expiries);
  MESSAGE(game, ": ", cov.steps, " steps; changing wakes: bots ", cov.changing_wakes[0],
          ", turn clocks ", cov.changing_wakes[1], ", absences ", cov.changing_wakes[2],
          "; games finished ", cov.games_finished, ", rematches ", cov.rematches, ", host changes ",
          cov.host_changes, ", advances with no player ", cov.paused_advances, ", expiries ",
          cov.expiries, "; bot answers ", cov.bot_answers, ", stale ", cov.stale_answers,
          "; delayed spectators shown more ", cov.delayed_views);
  if (searched_bots) {
    CHECK(cov.bot_answers > 0);
    CHECK(cov.stale_answers > 0);
  } else {
    CHECK(cov.changing_wakes[static_cast<std::size_t>(wakeup::source::bots)] > 0);
  }
  CHECK(cov.changing_wakes[static_cast<std::size_t>(wakeup::source::turn_clock)] > 0);
  CHECK(cov.changing_wakes[static_cast<std::size_t>(wakeup::source::absence)] > 0);
  CHECK(cov.games_finished > 0);
  CHECK(cov.delayed_views > 0);
  CHECK(cov.rematches > 0);
  CHECK(cov.host_changes > 0);
  CHECK(cov.paused_advances > 0);
  CHECK(cov.expiries > 0);
}

} // namespace

TEST_CASE("every shipped game: after every step the room's timer settles, and a game with no "
          "player connected stands still") {
  const auto registry = games::make_shipped_registry();
  REQUIRE_FALSE(registry.all().empty());
  for (const auto *g : registry.all()) {
    json options = std::get<json>(games::normalize_options(g->options(), json::object()));
    if (options.contains("maxRounds"))
      options["maxRounds"] = 1; // games that end within a sequence
    check_coverage(drive(*g, options, 24, 200), g->id());
  }
}

TEST_CASE("the toy game, whose engine times its own decisions: the timer settles") {
  const auto toy = testing::make_toy_game();
  const json options = std::get<json>(games::normalize_options(
      toy->options(), json{{"simultaneous", true}, {"choiceSeconds", 5}, {"target", 30}}));
  check_coverage(drive(*toy, options, 24, 200), toy->id());
}

TEST_CASE("the toy game with its bots' moves searched: answers come late, often after the game "
          "moved on, and the timer settles") {
  const auto toy = testing::make_toy_game();
  const json options = std::get<json>(games::normalize_options(
      toy->options(), json{{"simultaneous", true}, {"choiceSeconds", 5}, {"target", 30}}));
  check_coverage(drive(*toy, options, 24, 200, true), toy->id(), true);
}

TEST_CASE("room_host's guard: a time at or before a wake that changed nothing is refused once "
          "reported, and the timer waits a second instead of spinning") {
  wakeup_guard guard;
  const auto now = start_of_time;
  const wakeup stuck{now - 3s, wakeup::source::absence, 2};

  // A time in the future, or any time after a wake that changed something,
  // is armed as offered.
  auto d = guard.after_wake({now, false}, wakeup{now + 5s, wakeup::source::bots, -1});
  CHECK(d.arm_at == now + 5s);
  CHECK_FALSE(d.error);
  d = guard.after_wake({now, true}, wakeup{now, wakeup::source::bots, -1});
  CHECK(d.arm_at == now);
  CHECK_FALSE(d.error);
  d = guard.after_wake({now, false}, std::nullopt);
  CHECK_FALSE(d.arm_at);

  // Stuck: refused, said once with what offered it, retried a second later.
  d = guard.after_wake({now, false}, stuck);
  CHECK(d.arm_at == now + wakeup_guard::retry_after);
  REQUIRE(d.error);
  CHECK(d.error->find("the absence of seat 2") != std::string::npos);
  CHECK(d.error->find("3000 ms in the past") != std::string::npos);
  d = guard.after_wake({now + 1s, false}, stuck);
  CHECK(d.arm_at == now + 1s + wakeup_guard::retry_after);
  CHECK_FALSE(d.error); // not repeated every second

  // Once the room settles, a later fault is reported again.
  d = guard.after_wake({now + 2s, false}, wakeup{now + 1h, wakeup::source::expiry, -1});
  CHECK(d.arm_at == now + 1h);
  d = guard.after_wake({now + 3s, false}, stuck);
  CHECK(d.error);
}
