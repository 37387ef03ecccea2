// Prints the cost of one action through a room on one core, for every
// shipped game: apply + each viewer class's view, actions and log + diff +
// patch serialization, with 4 players and 1 spectator connected. Also the
// engine alone (apply + whole views + diff to text), to see where time goes.
// With a data directory (or postgresql:// URL) argument, the same again with
// every action written to the SQLite (or PostgreSQL) store (group commit on
// its own thread), in CPU time of the whole process, so the writer's work is
// counted (not the PostgreSQL server's).
// With a room count, that many rooms take turns, one action each, so their
// documents are as cold in the cache as on a server with many rooms.
// A benchmark, not a test: it prints figures and never fails on speed.
#include "games/match.hpp"
#include "games/options.hpp"
#include "games/registry.hpp"
#include "protocol/json_diff.hpp"
#include "server/config.hpp"
#include "server/rooms/room.hpp"
#include "server/rooms/secure_random.hpp"
#include "server/storage/open_store.hpp"
#include "server/storage/store_writer.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

using namespace tavern;
using json = tavern::json;

namespace {

// Counts what a connection would be sent.
class counting_participant : public server::participant {
public:
  void deliver(server::frame_ptr frame) override {
    ++frames;
    bytes += frame->size();
  }
  void close_after_send(int) override {}
  std::size_t frames = 0;
  std::size_t bytes = 0;
};

double process_cpu_ns() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return (static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e9) +
         (static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1e3);
}

struct figures {
  double ns_per_action;
  double cpu_ns_per_action;
  double bytes_per_action;
  std::size_t actions;
};

// One room of the benchmark, with its seats and one spectator.
struct bench_room {
  std::unique_ptr<server::room> r;
  std::vector<std::shared_ptr<counting_participant>> seats;
  std::shared_ptr<counting_participant> spectator = std::make_shared<counting_participant>();

  std::size_t bytes() const {
    std::size_t total = spectator->bytes;
    for (const auto &s : seats)
      total += s->bytes;
    return total;
  }
};

figures through_room(const games::game &rules, int players, std::size_t actions,
                     server::room_journal *journal = nullptr, int room_count = 1) {
  std::uint64_t seed = 42;
  server::room_environment env;
  env.journal = journal;
  env.new_game_id = server::new_game_id;
  env.new_seed = [&seed] { return seed++; };
  env.pin_game_seeds = true; // the same games as before fair shuffles, to compare figures
  env.new_token = [] { return std::string("t"); };
  env.bot_delay = std::chrono::milliseconds(0);
  std::vector<bench_room> rooms(static_cast<std::size_t>(room_count));
  for (std::size_t i = 0; i < rooms.size(); ++i) {
    auto &b = rooms[i];
    b.r = std::make_unique<server::room>(
        std::string("BENCH").append(std::to_string(i)), rules, players,
        std::get<json>(games::normalize_options(rules.options(), json::object())),
        server::room_settings{}, env);
    for (int s = 0; s < players; ++s) {
      b.seats.push_back(std::make_shared<counting_participant>());
      if (s == 0)
        (void)b.r->create_seat_for_host(b.seats[0], "P0", nullptr);
      else
        (void)b.r->join(b.seats[static_cast<std::size_t>(s)],
                        std::string("P").append(std::to_string(s)), s, nullptr);
    }
    (void)b.r->spectate(b.spectator, nullptr);
    (void)b.r->start(*b.seats[0], false, nullptr);
  }

  games::rng choose(7);
  std::size_t done = 0;
  std::size_t bytes_before = 0;
  for (const auto &b : rooms)
    bytes_before += b.bytes();
  const auto started = std::chrono::steady_clock::now();
  const double cpu_started = process_cpu_ns();
  for (std::size_t turn = 0; done < actions; ++turn) {
    auto &b = rooms[turn % rooms.size()];
    // Frames go out as their writes become durable (a no-op without a store).
    b.r->flush_durable();
    const auto *m = b.r->current_match();
    if (m->state().finished()) {
      (void)b.r->start(*b.seats[0], false, nullptr); // rematch, not counted
      continue;
    }
    const int seat = m->state().awaiting().front();
    // Chosen among the actions without their words, as a client sends them:
    // what is counted is the room's work, not the labels of a second list.
    const json legal = m->state().legal_choices(seat);
    const json choice = legal[static_cast<std::size_t>(choose.below(legal.size()))];
    if (!b.r->act(*b.seats[static_cast<std::size_t>(seat)],
                  protocol::action_request{choice, std::nullopt}, nullptr))
      ++done;
  }
  if (journal) {
    // Counted until the last write is on disk.
    const auto last = journal->write("BENCH0", server::room_removed_record{"BENCH0"});
    while (journal->durable_ticket() < last)
      std::this_thread::sleep_for(std::chrono::microseconds(100));
  }
  const double cpu = process_cpu_ns() - cpu_started;
  const auto elapsed = std::chrono::steady_clock::now() - started;
  std::size_t bytes_after = 0;
  for (const auto &b : rooms)
    bytes_after += b.bytes();
  return {std::chrono::duration<double, std::nano>(elapsed).count() / static_cast<double>(done),
          cpu / static_cast<double>(done),
          static_cast<double>(bytes_after - bytes_before) / static_cast<double>(done), done};
}

double engine_only(const games::game &rules, int players, std::size_t actions) {
  games::rng choose(7);
  std::uint64_t seed = 42;
  auto fresh = [&] {
    return std::get<std::unique_ptr<games::game_state>>(
        rules.create(json::object(), players, seed++));
  };
  auto state = fresh();
  std::vector<json> views(static_cast<std::size_t>(players) + 1);
  std::size_t done = 0;
  std::size_t ops = 0;
  const auto started = std::chrono::steady_clock::now();
  while (done < actions) {
    if (state->finished()) {
      state = fresh();
      continue;
    }
    const int seat = state->awaiting().front();
    const json legal = state->legal_actions(seat);
    if (state->apply(seat, legal[static_cast<std::size_t>(choose.below(legal.size()))]))
      continue;
    ++done;
    for (int v = 0; v <= players; ++v) {
      json next = state->view(v == players ? games::spectator : v);
      std::string text;
      ops += protocol::append_diff(views[static_cast<std::size_t>(v)], next, text).operations;
      views[static_cast<std::size_t>(v)] = std::move(next);
    }
  }
  const auto elapsed = std::chrono::steady_clock::now() - started;
  if (ops == 0)
    std::puts("(no diff operations: suspicious)");
  return std::chrono::duration<double, std::nano>(elapsed).count() / static_cast<double>(done);
}

} // namespace

int main(int argc, char **argv) {
  const std::size_t actions = argc > 1 ? std::stoul(argv[1]) : 20000;
  // "-" or nothing: no store; a postgresql:// URL: that database; else a data directory.
  const std::string data_dir = argc > 2 && std::string(argv[2]) != "-" ? argv[2] : "";
  const std::string only_game = argc > 3 && std::string(argv[3]) != "-" ? argv[3] : "";
  const int room_count = argc > 4 ? std::max(1, std::stoi(argv[4])) : 1;
  std::unique_ptr<server::game_store> store;
  std::unique_ptr<server::store_writer> writer;
  server::metrics store_stats;
  if (!data_dir.empty()) {
    const bool url = data_dir.starts_with("postgresql://") || data_dir.starts_with("postgres://");
    auto opened = server::open_store(url ? server::store_options{"", data_dir}
                                         : server::store_options{data_dir, ""});
    if (auto *why = std::get_if<std::string>(&opened)) {
      std::fprintf(stderr, "action_cost: %s\n", why->c_str());
      return 1;
    }
    store = std::move(std::get<std::unique_ptr<server::game_store>>(opened));
    // Group commit as the server does it by default (--commit-interval-us).
    writer = std::make_unique<server::store_writer>(
        *store, nullptr, store_stats,
        std::chrono::microseconds{server::config{}.commit_interval_us});
  }
  const auto registry = games::make_shipped_registry();
  std::printf("%-14s %8s %14s %14s %12s %14s %16s\n", "game", "players", "room us/action",
              "actions/s", "bytes/action", "engine us/act", "stored cpu us/a");
  for (const auto *g : registry.all()) {
    if (!only_game.empty() && g->id() != only_game)
      continue;
    const int players = std::min(4, g->max_players());
    const auto room_figures = through_room(*g, players, actions, nullptr, room_count);
    const double engine_ns = engine_only(*g, players, actions);
    double stored_cpu_ns = 0;
    if (writer)
      stored_cpu_ns =
          through_room(*g, players, actions, writer.get(), room_count).cpu_ns_per_action;
    std::printf("%-14s %8d %14.2f %14.0f %12.0f %14.2f %16s\n", std::string(g->id()).c_str(),
                players, room_figures.ns_per_action / 1000.0, 1e9 / room_figures.ns_per_action,
                room_figures.bytes_per_action, engine_ns / 1000.0,
                writer
                    ? (std::to_string(stored_cpu_ns / 1000.0).substr(0, 7) + " (" +
                       std::to_string(room_figures.cpu_ns_per_action / 1000.0).substr(0, 7) + ")")
                          .c_str()
                    : "-");
  }
  if (writer)
    std::printf("stored: CPU of the whole process per action with every action written to %s "
                "(in brackets: the same without the store); %llu entries in %llu commits.\n",
                store->location().c_str(),
                static_cast<unsigned long long>(store_stats.store_entries.load()),
                static_cast<unsigned long long>(store_stats.store_commits.load()));
  std::printf(
      "room: apply + views, actions and log of every viewer class (4 seats + spectators) + diff + "
      "patch serialization, 1 spectator connected, one core; rooms taking turns: %d.\n",
      room_count);
  std::puts("engine: apply + view of every viewer class + diff, no room.");
  return 0;
}
