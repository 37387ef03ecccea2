#pragma once
// What `tavern-cli load` was asked to do.
#include "bot_table.hpp"
#include "ws_url.hpp"

#include <boost/asio/ip/tcp.hpp>

#include <cstdint>
#include <string>

namespace tavern::cli {

// What the rooms speak: tavern's protocol, or the bare broadcast of
// baseline_server (same frame sizes and fan-out, no game and no JSON).
enum class load_wire { tavern, baseline };

// Frame sizes a baseline run imitates: averages measured in a tavern run.
struct frame_sizes {
  std::size_t action = 0;    // an action request
  std::size_t recipient = 0; // what each member of the room receives per action
  std::size_t ok = 0;        // the actor's reply
};

struct load_options {
  ws_url url;
  boost::asio::ip::tcp::endpoint endpoint;
  load_wire wire = load_wire::tavern;
  frame_sizes baseline_sizes;
  std::string game = "deadmansdraw";
  std::string game_options = "{}"; // JSON object for `create`
  int rooms = 10;
  int players = 4;
  int spectators = 1;
  double rate = 10; // actions per second offered to each room
  double warmup_seconds = 1;
  double duration_seconds = 10;
  int threads = 2;
  int connect_concurrency = 256; // handshakes in flight at once
  std::string policy = "random";
  bool verify = false;
  // Actions without `id`: no `ok` is sent, the actor's patch is its answer.
  bool without_ok = false;
  std::uint64_t seed = 1;
  // Report per cluster node (also done when a redirect was followed or the
  // server's /metrics has per-node counters).
  bool cluster = false;
  // Tables of one person and the server's bots, playing beside the measured
  // rooms (their own moves are not measured).
  int bot_rooms = 0;
  bot_table_options bot_tables;
};

} // namespace tavern::cli
