#pragma once
// One room: its seats, spectators, host, the match being played, its clocks
// and bots; what each viewer class sees of it is room_documents' part.
// Single-threaded by design: its owner (room_host) serializes every call,
// which gives the room one total order of changes. Time comes from an
// injected clock so tests drive timers without waiting.
#include "bot_moves.hpp"
#include "delayed_spectators.hpp"
#include "games/match.hpp"
#include "metrics.hpp"
#include "participant.hpp"
#include "protocol/client_message.hpp"
#include "room_documents.hpp"
#include "room_fairness.hpp"
#include "room_journal.hpp"
#include "room_settings.hpp"
#include "wakeup.hpp"

#include <chrono>
#include <deque>
#include <functional>
#include <optional>
#include <stdexcept>
#include <unordered_map>

namespace tavern::server {

using json = tavern::json;

struct room_environment {
  std::function<wall_clock::time_point()> now = [] { return wall_clock::now(); };
  // Random 64-bit words: the bots' generator, and the server secret of each
  // game (room_fairness.hpp).
  std::function<std::uint64_t()> new_seed;
  // Tests that pin a game's seed set this: the game's seed is then new_seed()
  // itself instead of being derived from the server secret and the players'
  // values, and the document's `room.fairness.game` stays null. The server
  // never sets it.
  bool pin_game_seeds = false;
  std::function<std::string()> new_token;
  std::function<std::string()> new_game_id;
  // Optional: where the room writes what must survive a restart. Frames wait
  // for their writes to be durable.
  room_journal *journal = nullptr;
  // The epoch of this server's ownership of the room, stamped on every entry
  // the room writes (room_journal.hpp): the store refuses entries older than
  // the room's stored epoch. Whoever owns rooms decides it; a single server
  // keeps 0.
  std::uint64_t ownership_epoch = 0;
  std::chrono::milliseconds bot_delay{1200};
  std::chrono::seconds expiry{30 * 60};
  metrics *stats = nullptr; // optional
};

struct room_summary {
  std::string code;
  std::string game;
  room_status status;
  bool listed;
  int taken;
  int seats;
};

// What a room is rebuilt from after a restart.
struct stored_room {
  room_record room;
  std::optional<game_started_record> game;
  std::vector<action_record> actions;
};

class room {
public:
  room(std::string code, const games::game &rules, int seats, json options, room_settings settings,
       room_environment env);

  // Rebuilds a room by replaying its game; the error says why it no longer
  // replays (a rule changed, say). Writes nothing to the journal.
  using restore_result = std::variant<std::unique_ptr<room>, std::string>;
  static restore_result restore(const stored_room &stored, const games::game &rules,
                                room_settings settings, room_environment env);

  // Entering the room. On success the room has sent `joined` and `state` to
  // `who`; on failure nothing was sent and the error is for the caller to send.
  // `entropy` is the player's value for fair shuffles (protocol.md, "Fair
  // shuffles"), already checked by the parser; a later one replaces it.
  std::optional<protocol::error> create_seat_for_host(const participant_ptr &who, std::string name,
                                                      const json &id,
                                                      std::optional<std::string> entropy = {});
  std::optional<protocol::error> join(const participant_ptr &who, std::string name,
                                      std::optional<int> seat, const json &id,
                                      std::optional<std::string> entropy = {});
  std::optional<protocol::error> spectate(const participant_ptr &who, const json &id);
  std::optional<protocol::error> resume(const participant_ptr &who, const std::string &token,
                                        const json &id, std::optional<std::string> entropy = {});

  // Messages from a member. Errors come back to the caller; replies and
  // patches go out through the participants.
  // `bot_level` is the level of the bots that fill empty seats: "easy",
  // "normal" or "hard". In a waiting room only the host starts; in a finished
  // room any player's start proposes a rematch, or accepts the one proposed,
  // and the game starts once every connected human seat has accepted.
  std::optional<protocol::error> start(participant &who, bool bots, const json &id,
                                       std::string_view bot_level = "normal",
                                       std::optional<std::string> entropy = {});
  std::optional<protocol::error> act(participant &who, const protocol::action_request &req,
                                     const json &id);
  std::optional<protocol::error> sync(participant &who, const json &id);
  std::optional<protocol::error> leave(participant &who, const json &id);
  std::optional<protocol::error> chat(participant &who, const std::string &text, const json &id);

  // The connection is gone (no more frames can reach it).
  void disconnect(participant &who);

  // A reply the caller built (an error): sent after the frames already queued
  // for `who`, so it never overtakes them.
  void send_reply(participant &who, frame_ptr frame);
  // Sends the frames whose journal writes have become durable.
  void flush_durable();

  // Bots move through `search` from now on: the room sends it a request when
  // a bot is due and plays the answer given to take_bot_move(). Without one
  // (tests that do not look at bots), a bot plays a random legal action.
  void set_bot_search(bot_search search) { bot_search_ = std::move(search); }
  // An answer to a request sent to the bot search. One for a request the
  // room no longer waits for is dropped; one searched in a state the game
  // has since left is dropped and searched again.
  void take_bot_move(const bot_move &move);
  // Requests sent to the bot search whose answer the room waits for.
  int bot_searches_in_flight() const;

  // Plays what is due: bot moves, expired turn clocks, absent players; an
  // expired room closes. Each deadline handled is consumed or moved: after a
  // wake that changed nothing, next_wakeup() offers no time at or before it
  // (server/wakeup.hpp).
  wake_report wake();
  // The earliest deadline, and whose it is; none once the room is closed.
  std::optional<wakeup> next_wakeup() const;
  bool expired() const;
  // After this, nobody can enter the room any more (it expired).
  void close() {
    closed_ = true;
    delayed_.reset();
  }
  // Forgets every connection: at shutdown, so that sessions and rooms, which
  // hold each other, can be freed.
  void release_members();
  // The room now lives on another node (a cluster's drain or takeover):
  // each member gets `redirect` at once and its connection is closed with
  // 1012 (service restart), then as release_members(). Frames still waiting
  // for their writes are dropped: nobody saw them acknowledged, and the new
  // owner rebuilds the room from what was stored.
  void move_members(const frame_ptr &redirect);
  // The epoch of this node's ownership (room_environment::ownership_epoch).
  std::uint64_t ownership_epoch() const { return env_.ownership_epoch; }

  bool is_member(participant &who) const { return members_.count(&who) != 0; }
  room_summary summary() const;
  const std::string &code() const { return code_; }
  const std::string &game_id() const { return game_id_; }
  const games::match *current_match() const { return match_ ? &*match_ : nullptr; }
  // The commit-and-reveal record of the game in play or last played; null
  // before the first game and for pinned seeds.
  const game_fairness *fairness() const { return game_fairness_ ? &*game_fairness_ : nullptr; }
  // The version of a viewer class's document; the class after the last seat
  // is the spectators'.
  std::uint64_t version_of_seat(int viewer_class) const {
    if (viewer_class < 0 || viewer_class > static_cast<int>(seats_.size()))
      throw std::out_of_range("no viewer class " + std::to_string(viewer_class));
    if (viewer_class == spectator_class() && delayed_)
      return delayed_->version();
    return documents_.channel(viewer_class).version();
  }
  // With a spectator delay and someone watching: how many of the game's
  // actions the spectators' document shows.
  std::optional<std::size_t> shown_to_spectators() const {
    return delayed_ ? std::optional(delayed_->shown()) : std::nullopt;
  }

private:
  struct seat_state {
    bool taken = false;
    std::string name;
    std::string token_hash;
    bool bot = false;
    participant_ptr connection;
    // When its away player is to be marked absent; reset once that is done,
    // so that an absence is offered to the timer once.
    std::optional<wall_clock::time_point> absence_due;
    // Away longer than absentSeconds (or left during a game): a bot plays the
    // seat in a game, and the host role moves on, until its player resumes.
    bool absent = false;
    std::optional<wall_clock::time_point> deadline;
    std::string entropy; // the value it contributes to the next game; "" for none
  };
  struct member {
    participant_ptr connection;
    std::optional<int> seat; // nullopt: spectator
  };

  int spectator_class() const { return static_cast<int>(seats_.size()); }
  int class_of(const member &m) const { return m.seat ? *m.seat : spectator_class(); }
  const member *find_member(participant &who) const;
  bool played_by_bot(int seat) const;
  // Whether a taken seat has this name, as people would tell names apart.
  bool name_in_use(std::string_view name) const;
  int connected_count() const;
  // A game in play with no seat connected (spectators aside) stands still:
  // no bot moves, no clock runs, no absence comes due.
  bool paused() const;

  participant_ptr pointer_to(participant &who) const;

  void admit(const participant_ptr &who, std::optional<int> seat, const json &id,
             const std::string &token);
  void send(const participant_ptr &who, frame_ptr frame, int close_code = 0);
  void send_state(const participant_ptr &who, int viewer_class, const json &id);
  void send_to_class(int viewer_class, const frame_ptr &frame);
  void reply_ok(const participant_ptr &who, const json &id);
  void pass_host_from(int seat);
  // Starts a game now, for the seats as they are; the caller checked who may.
  std::optional<protocol::error> launch_game(bot::level level);
  // A start in a finished room: proposes the rematch or accepts it.
  std::optional<protocol::error> propose_or_accept(const member &m, bool bots, bot::level level,
                                                   const json &id,
                                                   std::optional<std::string> entropy);
  // Starts the proposed rematch once no connected human seat is left to
  // accept it; whether it started.
  bool start_rematch_if_agreed();
  // A seat's player left or lost its connection while a rematch is proposed.
  void rematch_after_departure(int seat);

  // What the changing part of the `room` document is built from, now.
  room_part_inputs room_part_inputs_now() const;
  // Brings every class's document up to date and sends each changed one its
  // patch.
  void publish();
  // The spectators' part of publish() when they watch with a delay; keeps
  // their trailing game only while someone watches.
  void publish_delayed(const room_part_inputs &inputs);
  delayed_spectators::live_game live_game() const;
  void update_clocks();
  std::optional<protocol::error> apply_for(int seat, const json &action);
  void play_bots(wall_clock::time_point now);
  bool awaits(int seat) const;
  // The level a seat's bot plays at: the room's for a bot's seat, easy for
  // an absent player's.
  bot::level level_of(int seat) const;
  void request_bot_move(int seat);
  void play_random_action(int seat);
  void play_expired_clocks(wall_clock::time_point now);
  void mark_absent_players(wall_clock::time_point now);
  void after_change();

  // Rebuilds `room.fairness` after the secret, the game or its status changed.
  void refresh_fairness();

  void write(journal_entry entry);
  room_record record() const;
  void persist_room_if_changed();

  std::string code_;
  const games::game *rules_;
  json options_;
  room_settings settings_;
  room_environment env_;
  games::rng bot_rng_;
  room_documents documents_;
  // With a spectator delay, the spectators' documents (documents_ then
  // serves the players only); present only while someone watches.
  std::optional<delayed_spectators> delayed_;

  room_status status_ = room_status::waiting;
  std::optional<int> host_;
  // A rematch proposed in the finished room: who proposed it, the start it
  // asks for (the proposer's), and the seats that accepted, proposer included.
  // Not stored: after a restart it has to be proposed again.
  struct rematch_proposal {
    int by;
    bot::level level;
    std::vector<int> accepted; // ascending
  };
  std::optional<rematch_proposal> rematch_;
  std::vector<seat_state> seats_;
  std::unordered_map<const participant *, member> members_;
  int spectators_ = 0;
  std::optional<games::match> match_;
  // When each action of the game in play was played: what a spectator
  // delay in seconds counts from.
  std::vector<wall_clock::time_point> action_times_;
  // The secret the next game will use, committed to in the document before
  // that game starts; the game in play's record; `room.fairness` as built
  // from both (shared, so the documents compare it by pointer).
  protocol::fair_secret next_secret_;
  std::optional<game_fairness> game_fairness_;
  std::shared_ptr<const json> fairness_document_;
  // Counts games started: the documents replace `/game` whole after a new
  // one, and a bot's answer searched in an earlier game is dropped.
  std::uint64_t match_serial_ = 0;
  std::optional<wall_clock::time_point> bots_due_;
  bot::level bot_level_ = bot::level::normal;
  bot_search bot_search_;
  // Per seat: the search the room waits for, and the state it was asked in.
  struct pending_search {
    std::uint64_t ticket;
    std::uint64_t match_serial;
    std::size_t moves;
  };
  std::vector<std::optional<pending_search>> searching_;
  std::uint64_t last_bot_ticket_ = 0;
  std::uint64_t decision_serial_ = 0;
  std::optional<wall_clock::time_point> empty_since_;
  // The room's last chat lines, sent again to whoever enters, so that a
  // reload or a late arrival reads the conversation.
  static constexpr std::size_t chat_kept = 50;
  std::deque<frame_ptr> chat_history_;
  bool closed_ = false;
  std::uint64_t changes_ = 0; // after_change() calls: whether a wake changed anything

  // Storage: the current game's id, what was last written of the room, and
  // the frames waiting for their writes to be durable.
  struct held_frame {
    participant_ptr to;
    frame_ptr frame;
    int close_code; // 0: none
    std::uint64_t ticket;
  };
  std::string game_id_;
  bool seats_changed_ = true;
  std::optional<int> written_host_;
  room_status written_status_ = room_status::waiting;
  std::uint64_t last_ticket_ = 0;
  std::deque<held_frame> held_;
};

} // namespace tavern::server
