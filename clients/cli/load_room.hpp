#pragma once
// One room of a load run: its players and spectators, each on its own
// connection, all on one io thread. Actions are sent open-loop: the k-th is
// due at begin + phase + k / rate whatever happened before; within a room they
// are sequential (the game waits for one seat), so an action whose
// predecessor is late goes out as soon as that one is complete, and its
// latency still counts from when it was due. An action is complete when the
// actor has its `ok` and every member has received the version it caused.
#include "action_policy.hpp"
#include "client_connection.hpp"
#include "load_options.hpp"
#include "load_stats.hpp"
#include "patch_applier.hpp"
#include "server_frame.hpp"
#include "json/json_value.hpp"

#include <boost/asio/steady_timer.hpp>

#include <atomic>
#include <chrono>
#include <optional>
#include <vector>

namespace tavern::cli {

class load_room {
public:
  using clock = std::chrono::steady_clock;
  struct schedule {
    clock::time_point begin;        // when every room starts acting
    clock::time_point measure_from; // after the warm-up
    clock::time_point end;          // no action is due at or after this
  };
  // How far the room has come, for the run to wait on.
  struct progress {
    std::atomic<int> ready{0}; // set up (or failed while setting up)
    std::atomic<int> done{0};  // finished and closed (or failed)
    std::atomic<int> failed{0};
  };

  load_room(boost::asio::io_context &ioc, const load_options &options, load_stats &stats,
            progress &progress, int index);

  // Both post to the room's io thread.
  void start();
  void begin(schedule when);

private:
  enum class phase {
    connecting,
    syncing,
    starting,
    ready,
    running,
    draining,
    verifying,
    closing,
    over
  };

  struct member {
    std::shared_ptr<client_connection> connection;
    std::optional<int> seat; // nullopt for a spectator
    bool open = false;
    bool has_state = false;
    tavern::json document;
    std::int64_t version = -1;
    bool received = false;   // got its frame for the pending operation
    std::string token;       // a player's seat token, to resume after the room moved
    std::string path;        // the node path it is connected at (the address's if none)
    bool reentering = false; // its room moved: the next document is its way back
  };

  // The one operation in flight: an action, or a `start` (first game or rematch).
  struct pending {
    std::uint64_t seq = 0;
    int actor = 0;
    bool is_start = false;
    clock::time_point due;
    bool actor_ok = false;
    int waiting = 0; // members yet to receive
    clock::time_point last_receipt;
    bool barrier = false; // some member was asked for a sync after the grace
  };

  void open_member(std::size_t index);
  void on_open(std::size_t index);
  void on_message(std::size_t index, std::string_view text);
  void on_closed(std::size_t index, std::string_view why);
  void on_tavern_message(std::size_t index, std::string_view text);
  void on_baseline_message(std::size_t index, std::string_view text);

  void check_set_up();
  void send_start();
  int next_starter() const;
  void on_receipt(std::size_t index);
  void on_actor_ok();
  void on_operation_error(const std::string &code);
  void check_complete();
  void complete();
  void schedule_next();
  void send_action();
  void finish_running();
  void check_verified();
  void close_all();
  void fail(const std::string &code);
  void count_error(const std::string &code) { ++stats_.errors[code]; }
  void send_json(std::size_t index, const tavern::json &message);
  void send_text(std::size_t index, std::string text);
  int awaited_seat() const;
  bool game_finished() const;

  boost::asio::io_context &ioc_;
  const load_options &options_;
  load_stats &stats_;
  progress &progress_;
  int index_;
  action_policy policy_;
  boost::asio::steady_timer timer_;
  std::vector<member> members_;
  phase phase_ = phase::connecting;
  std::string code_; // the room's code, once created
  std::string reenter_request(std::size_t index);
  std::optional<pending> pending_;
  std::uint64_t next_seq_ = 1;
  schedule schedule_{};
  clock::duration interval_{};
  clock::time_point next_due_;
  // When this room's last barrier was answered. The grace before a barrier is
  // the load generator's own wait, not the server's: actions it held back are
  // timed from here, not from their place in the schedule.
  clock::time_point resumed_at_{};
  int actor_waits_ = 0; // 25 ms waits so far for a seat to be offered actions
  int syncs_left_ = 0;
  int open_members_ = 0;
  frame_ptr baseline_action_frame_;
  bool reported_ready_ = false;
  server_frame frame_;
  patch_applier patcher_;
  // What each member applies of its patches (see the constructor).
  patch_scope player_scope_;
  patch_scope spectator_scope_;
};

} // namespace tavern::cli
