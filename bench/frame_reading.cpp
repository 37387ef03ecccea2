// What the load generator spends reading the server's frames: the frames of
// real games are recorded from rooms run in this process (4 players and 1
// spectator, random legal actions, as `tavern-cli load` plays), then each
// member's stream is replayed through the load generator's own reading,
// frame by frame as load_room does: the top level, then the patch applied
// to the member's document (or a fresh `state` read). Printed per game:
// nanoseconds per frame and megabytes per second, with the scopes of a load
// run (players apply `/actions` and `/room/status`, the spectator nothing)
// and of --verify (everything).
//
//   frame_reading [ACTIONS per game, default 3000] [ROUNDS, default 5] [GAME]
// A benchmark, not a test: it prints figures and never fails on speed.
#include "clients/cli/patch_applier.hpp"
#include "clients/cli/server_frame.hpp"
#include "games/match.hpp"
#include "games/options.hpp"
#include "games/registry.hpp"
#include "server/rooms/room.hpp"
#include "server/rooms/secure_random.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

using namespace tavern;
using json = tavern::json;

namespace {

class recording_participant : public server::participant {
public:
  void deliver(server::frame_ptr frame) override { frames.push_back(std::move(frame)); }
  void close_after_send(int) override {}
  std::vector<server::frame_ptr> frames;
};

struct member_stream {
  bool player = true;
  std::vector<server::frame_ptr> frames;
};

// Every frame each member of one room receives while `actions` actions are
// played, rematches included.
std::vector<member_stream> record(const games::game &rules, int players, std::size_t actions) {
  std::uint64_t seed = 42;
  server::room_environment env;
  env.new_game_id = server::new_game_id;
  env.new_seed = [&seed] { return seed++; };
  env.pin_game_seeds = true;
  env.new_token = [] { return std::string("t"); };
  env.bot_delay = std::chrono::milliseconds(0);
  server::room r("BENCH", rules, players,
                 std::get<json>(games::normalize_options(rules.options(), json::object())),
                 server::room_settings{}, env);
  std::vector<std::shared_ptr<recording_participant>> seats;
  for (int s = 0; s < players; ++s) {
    seats.push_back(std::make_shared<recording_participant>());
    if (s == 0)
      (void)r.create_seat_for_host(seats[0], "P0", nullptr);
    else
      (void)r.join(seats.back(), std::string("P").append(std::to_string(s)), s, nullptr);
  }
  auto spectator = std::make_shared<recording_participant>();
  (void)r.spectate(spectator, nullptr);
  (void)r.start(*seats[0], false, nullptr);

  games::rng choose(7);
  for (std::size_t done = 0; done < actions;) {
    r.flush_durable();
    const auto *m = r.current_match();
    if (m->state().finished()) {
      (void)r.start(*seats[0], false, nullptr);
      continue;
    }
    const int seat = m->state().awaiting().front();
    const json legal = m->state().legal_actions(seat);
    const json choice = legal[static_cast<std::size_t>(choose.below(legal.size()))];
    if (!r.act(*seats[static_cast<std::size_t>(seat)],
               protocol::action_request{choice, std::nullopt}, nullptr))
      ++done;
  }
  r.flush_durable();
  std::vector<member_stream> streams;
  for (const auto &s : seats)
    streams.push_back({true, s->frames});
  streams.push_back({false, spectator->frames});
  return streams;
}

// One member as load_room keeps it.
struct member {
  json document;
  std::int64_t version = -1;
};

// load_room::on_tavern_message's reading, without the bookkeeping.
bool consume(cli::server_frame &frame, cli::patch_applier &patcher, member &m,
             std::string_view text, const cli::patch_scope &scope) {
  if (!frame.read(text))
    return false;
  if (frame.type == "patch") {
    if (!frame.version || frame.patch.empty())
      return false;
    if (*frame.version <= m.version)
      return true;
    if (!frame.apply_patch(patcher, m.document, scope))
      return false;
    m.version = *frame.version;
    return true;
  }
  if (frame.type == "state") {
    json state;
    if (!frame.version || !frame.read_state(state))
      return false;
    m.document = std::move(state);
    m.version = *frame.version;
  }
  return true;
}

struct figures {
  double ns_per_frame;
  double mb_per_s;
};

figures replay(const std::vector<member_stream> &streams, bool verify, int rounds,
               std::size_t &failures) {
  const auto player_scope = verify ? cli::patch_scope::everything()
                                   : cli::patch_scope::only({"/actions", "/room/status"});
  const auto spectator_scope = verify ? cli::patch_scope::everything() : cli::patch_scope::only({});
  cli::server_frame frame;
  cli::patch_applier patcher;
  std::size_t frames = 0;
  std::size_t bytes = 0;
  double best_ns = 0;
  // The best of a few rounds: the machine is shared.
  for (int round = 0; round < rounds; ++round) {
    std::vector<member> members(streams.size());
    frames = 0;
    bytes = 0;
    const auto started = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < streams.size(); ++i) {
      const auto &scope = streams[i].player ? player_scope : spectator_scope;
      for (const auto &f : streams[i].frames) {
        if (!consume(frame, patcher, members[i], *f, scope))
          ++failures;
        ++frames;
        bytes += f->size();
      }
    }
    const double ns =
        std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - started)
            .count();
    if (round == 0 || ns < best_ns)
      best_ns = ns;
  }
  return {best_ns / static_cast<double>(frames), static_cast<double>(bytes) * 1e3 / best_ns};
}

} // namespace

int main(int argc, char **argv) {
  const std::size_t actions = argc > 1 ? std::stoul(argv[1]) : 3000;
  const int rounds = argc > 2 ? std::max(1, std::stoi(argv[2])) : 5;
  const std::string only_game = argc > 3 ? argv[3] : "";
  const auto registry = games::make_shipped_registry();
  std::printf("%-14s %8s %10s %10s %12s %10s %12s %10s\n", "game", "frames", "bytes/fr",
              "run ns/fr", "run MB/s", "all ns/fr", "all MB/s", "failures");
  for (const auto *g : registry.all()) {
    if (!only_game.empty() && g->id() != only_game)
      continue;
    const auto streams = record(*g, std::min(4, g->max_players()), actions);
    std::size_t frames = 0;
    std::size_t bytes = 0;
    for (const auto &s : streams)
      for (const auto &f : s.frames) {
        ++frames;
        bytes += f->size();
      }
    std::size_t failures = 0;
    const auto run = replay(streams, false, rounds, failures);
    const auto all = replay(streams, true, rounds, failures);
    std::printf("%-14s %8zu %10.0f %10.0f %12.1f %10.0f %12.1f %10zu\n",
                std::string(g->id()).c_str(), frames,
                static_cast<double>(bytes) / static_cast<double>(frames), run.ns_per_frame,
                run.mb_per_s, all.ns_per_frame, all.mb_per_s, failures);
  }
  std::puts("run: the scopes of a load run (players: /actions and /room/status; spectator: "
            "nothing); all: every patch applied whole (--verify). Best of the rounds.");
  return 0;
}
