#include "load_room.hpp"

#include <algorithm>

#include <boost/asio/post.hpp>

#include <random>

namespace tavern::cli {

namespace net = boost::asio;
using json = tavern::json;

namespace {
// After the actor's answer, how long the other members' patches may take
// before we ask for their documents (sync): an action that changes nothing a
// member sees sends that member nothing. A patch still on its way after the
// sync's answer is older than it, and ignored.
constexpr auto receipt_grace = std::chrono::milliseconds(500);
constexpr auto late_after = std::chrono::milliseconds(1);

// The `actions` of a document, or an empty array if it has none. A lookup
// that does not insert: an inserted `null` would make the document differ
// from the server's at the end-of-run check.
const json &offered_actions(const json &document) {
  static const json none = json::array();
  if (!document.is_object())
    return none;
  const auto found = document.find("actions");
  return found == document.end() ? none : *found;
}

// The id of the sync that stands in for a patch that may never come.
std::string barrier_id(std::uint64_t seq) {
  std::string id = "b";
  id += std::to_string(seq);
  return id;
}
} // namespace

load_room::load_room(net::io_context &ioc, const load_options &options, load_stats &stats,
                     progress &progress, int index)
    : ioc_(ioc), options_(options), stats_(stats), progress_(progress), index_(index),
      policy_(*action_policy::named(options.policy, options.seed * 7919 + index)), timer_(ioc),
      // Applying whole patches cost the load generator as much CPU as the
      // server spent making them, and its queueing showed in the latencies
      // it measured. A run reads only the offered actions and, from the
      // host's document, whether the game is over and who accepted the
      // rematch (next_starter); --verify compares whole
      // documents, so it applies everything.
      player_scope_(options.verify
                        ? patch_scope::everything()
                        : patch_scope::only({"/actions", "/room/status", "/room/rematch"})),
      spectator_scope_(options.verify ? patch_scope::everything() : patch_scope::only({})) {
  members_.resize(static_cast<std::size_t>(options.players + options.spectators));
  for (int i = 0; i < options.players; ++i)
    members_[static_cast<std::size_t>(i)].seat = i;
  if (options.wire == load_wire::baseline) {
    // The actor asks the bare server for the sizes a tavern run measured.
    std::string text = "act r" + std::to_string(index) + " " +
                       std::to_string(options.baseline_sizes.recipient) + " " +
                       std::to_string(options.baseline_sizes.ok) + " ";
    if (text.size() < options.baseline_sizes.action)
      text.append(options.baseline_sizes.action - text.size(), 'x');
    baseline_action_frame_ = std::make_shared<const std::string>(std::move(text));
  }
}

void load_room::start() {
  net::post(ioc_, [this] {
    if (options_.wire == load_wire::tavern)
      open_member(0); // the host first: the others need the room's code
    else
      for (std::size_t i = 0; i < members_.size(); ++i)
        open_member(i);
  });
}

void load_room::begin(schedule when) {
  net::post(ioc_, [this, when] {
    if (phase_ != phase::ready)
      return;
    schedule_ = when;
    interval_ = std::chrono::duration_cast<clock::duration>(
        std::chrono::duration<double>(1.0 / options_.rate));
    // A random phase per room, so that rooms do not all act at the same instant.
    std::mt19937_64 rng(options_.seed * 104729 + static_cast<std::uint64_t>(index_));
    std::uniform_real_distribution<double> offset(0.0, 1.0);
    next_due_ = when.begin + std::chrono::duration_cast<clock::duration>(interval_ * offset(rng));
    phase_ = phase::running;
    schedule_next();
  });
}

// ---- connections ----------------------------------------------------------

void load_room::open_member(std::size_t index) {
  ++open_members_;
  client_connection::callbacks handlers;
  handlers.opened = [this, index] { on_open(index); };
  handlers.message = [this, index](std::string_view text) { on_message(index, text); };
  handlers.closed = [this, index](std::string_view why) { on_closed(index, why); };
  handlers.redirected = [this, index](std::string_view path) {
    members_[index].path = path;
    if (path != options_.url.target) // not a fallback to the address given
      ++stats_.redirects;
  };
  handlers.reenter = [this, index] { return reenter_request(index); };
  members_[index].path = options_.url.target;
  members_[index].connection =
      client_connection::open(ioc_, options_.endpoint, options_.url, std::move(handlers));
}

void load_room::on_open(std::size_t index) {
  auto &m = members_[index];
  m.open = true;
  if (phase_ != phase::connecting)
    return;
  if (options_.wire == load_wire::baseline)
    return send_text(index, "join r" + std::to_string(index_));
  if (index == 0) {
    json create = {{"type", "create"},      {"id", "create"},
                   {"game", options_.game}, {"seats", options_.players},
                   {"name", "Seat 0"},      {"options", json::parse(options_.game_options)}};
    return send_json(index, create);
  }
  if (m.seat)
    send_json(index, {{"type", "join"},
                      {"id", "join"},
                      {"room", code_},
                      {"name", "Seat " + std::to_string(*m.seat)},
                      {"seat", *m.seat}});
  else
    send_json(index, {{"type", "spectate"}, {"id", "spectate"}, {"room", code_}});
}

// After the room moved to another node: a player takes its seat back, a
// spectator watches again.
std::string load_room::reenter_request(std::size_t index) {
  auto &m = members_[index];
  m.reentering = true;
  if (m.seat)
    return json{{"type", "resume"}, {"id", "resume"}, {"room", code_}, {"token", m.token}}.dump();
  return json{{"type", "spectate"}, {"id", "spectate"}, {"room", code_}}.dump();
}

void load_room::on_closed(std::size_t index, std::string_view why) {
  members_[index].open = false;
  --open_members_;
  if (phase_ != phase::closing && phase_ != phase::over) {
    ++stats_.errors["disconnected: " + std::string(why)];
    fail("");
  }
  if (phase_ == phase::closing && open_members_ == 0) {
    phase_ = phase::over;
    progress_.done.fetch_add(1);
  }
}

void load_room::send_json(std::size_t index, const json &message) {
  send_text(index, message.dump());
}

void load_room::send_text(std::size_t index, std::string text) {
  members_[index].connection->send(std::make_shared<const std::string>(std::move(text)));
}

// ---- frames ---------------------------------------------------------------

void load_room::on_message(std::size_t index, std::string_view text) {
  if (phase_ == phase::closing || phase_ == phase::over)
    return;
  if (options_.wire == load_wire::tavern)
    on_tavern_message(index, text);
  else
    on_baseline_message(index, text);
}

void load_room::on_tavern_message(std::size_t index, std::string_view text) {
  auto &m = members_[index];
  // One frame is read at a time on this room's thread: its fields and the
  // applier's buffers are reused from frame to frame.
  if (!frame_.read(text))
    return count_error("unreadable_frame");
  const std::string &type = frame_.type;
  const json &id = frame_.id;

  if (type == "patch") {
    if (!m.has_state)
      return;
    if (!frame_.version || frame_.patch.empty())
      return count_error("unreadable_frame");
    const auto version = *frame_.version;
    if (version <= m.version)
      return;
    if (version != m.version + 1) {
      count_error("version_gap");
      m.has_state = false;
      return send_json(index, {{"type", "sync"}, {"id", "gap"}});
    }
    const auto &scope = m.seat ? player_scope_ : spectator_scope_;
    if (!frame_.apply_patch(patcher_, m.document, scope)) {
      count_error("patch_failed");
      m.has_state = false;
      return send_json(index, {{"type", "sync"}, {"id", "gap"}});
    }
    m.version = version;
    if (pending_ && !pending_->is_start && !m.received) {
      stats_.recipient_bytes += text.size();
      ++stats_.recipient_frames;
    }
    return on_receipt(index);
  }
  if (type == "ok") {
    if (pending_ && id.is_number_unsigned() && id.get<std::uint64_t>() == pending_->seq &&
        static_cast<std::size_t>(pending_->actor) == index) {
      if (!pending_->is_start) {
        stats_.ok_bytes += text.size();
        ++stats_.ok_frames;
      }
      on_actor_ok();
    }
    return;
  }
  if (type == "state") {
    json state;
    if (!frame_.version || !frame_.read_state(state))
      return count_error("unreadable_frame");
    if (id == "verify") {
      if (*frame_.version == m.version && state == m.document)
        ++stats_.members_verified;
      else
        count_error("verify_mismatch");
      --syncs_left_;
      return check_verified();
    }
    m.document = std::move(state);
    m.version = *frame_.version;
    const bool first = !m.has_state;
    m.has_state = true;
    if (m.reentering) {
      // Back after the room moved: this document holds whatever the member
      // missed on the way, and an answer due to it went with the old node
      // (the action may or may not have been applied; the document says).
      m.reentering = false;
      if (!pending_)
        return;
      if (!m.received) {
        m.received = true;
        --pending_->waiting;
      }
      if (!pending_->actor_ok && static_cast<std::size_t>(pending_->actor) == index)
        return on_actor_ok();
      return check_complete();
    }
    if (id == "setup") {
      if (phase_ == phase::syncing && --syncs_left_ == 0)
        send_start();
      return;
    }
    if (id.is_string() && id.get_ref<const std::string &>().starts_with("b")) {
      // The answer to a barrier: whatever this member was sent is in this
      // document, and any patch still on its way is older and ignored.
      if (pending_ && id == barrier_id(pending_->seq) && !m.received) {
        m.received = true;
        --pending_->waiting;
        if (options_.without_ok && !pending_->is_start &&
            static_cast<std::size_t>(pending_->actor) == index)
          return on_actor_ok();
        check_complete();
      }
      return;
    }
    if (id.is_null())
      return on_receipt(index); // a fresh document instead of patches: it counts as one
    if (first && phase_ == phase::connecting) {
      if (index == 0)
        for (std::size_t i = 1; i < members_.size(); ++i)
          open_member(i);
      check_set_up();
    }
    return;
  }
  if (type == "joined") {
    m.token = frame_.token;
    if (index == 0 && code_.empty()) {
      code_ = frame_.room;
      // The node is in the path of a node's address, /n/<id>/ws.
      std::string_view path = m.path;
      std::string node(path);
      if (path.starts_with("/n/")) {
        path.remove_prefix(3);
        node = path.substr(0, path.find('/'));
      }
      ++stats_.rooms_by_node[node];
    }
    return;
  }
  if (type == "error") {
    const std::string code = frame_.code;
    if (pending_ && id.is_number_unsigned() && id.get<std::uint64_t>() == pending_->seq)
      return on_operation_error(code);
    // Without ids, an error to the actor while its action is pending answers it.
    if (pending_ && id.is_null() && options_.without_ok && !pending_->is_start &&
        static_cast<std::size_t>(pending_->actor) == index)
      return on_operation_error(code);
    if (phase_ == phase::connecting || phase_ == phase::syncing)
      return fail(code); // the room could not be set up
    return count_error(code);
  }
  // games, rooms, chat: nothing to do
}

void load_room::on_baseline_message(std::size_t index, std::string_view text) {
  auto &m = members_[index];
  if (text.empty())
    return;
  if (text.front() == 'p') {
    if (pending_ && !m.received) {
      stats_.recipient_bytes += text.size();
      ++stats_.recipient_frames;
    }
    return on_receipt(index);
  }
  if (text.front() == 'k') {
    if (pending_ && static_cast<std::size_t>(pending_->actor) == index) {
      stats_.ok_bytes += text.size();
      ++stats_.ok_frames;
      on_actor_ok();
    }
    return;
  }
  if (text == "joined") {
    m.has_state = true;
    return check_set_up();
  }
  count_error("unreadable_frame");
}

// ---- setting up -----------------------------------------------------------

void load_room::check_set_up() {
  if (phase_ != phase::connecting)
    return;
  for (const auto &m : members_)
    if (!m.has_state)
      return;
  if (options_.wire == load_wire::baseline) {
    phase_ = phase::ready;
    reported_ready_ = true;
    progress_.ready.fetch_add(1);
    return;
  }
  // The patches that told earlier members of later joins may still be on
  // their way; a fresh document for everyone ends setting up, so that no
  // such patch (older than it, hence ignored) is taken for a result.
  phase_ = phase::syncing;
  syncs_left_ = static_cast<int>(members_.size());
  for (std::size_t i = 0; i < members_.size(); ++i)
    send_json(i, {{"type", "sync"}, {"id", "setup"}});
}

// Who sends the next `start`: the host first; in a finished room, once a
// rematch is proposed, each player who has not accepted it yet in turn
// (protocol.md, "Rematch": the game starts when every connected player has).
int load_room::next_starter() const {
  const auto &room = members_[0].document.is_object() ? members_[0].document["room"] : json();
  const json rematch = room.is_object() ? room.value("rematch", json()) : json();
  if (!rematch.is_object())
    return 0;
  const json accepted = rematch.value("accepted", json::array());
  for (int seat = 0; seat < options_.players; ++seat)
    if (std::find(accepted.begin(), accepted.end(), json(seat)) == accepted.end())
      return seat;
  return 0;
}

void load_room::send_start() {
  if (phase_ == phase::syncing)
    phase_ = phase::starting;
  const int starter = next_starter();
  pending_ = pending{};
  pending_->seq = next_seq_++;
  pending_->actor = starter;
  pending_->is_start = true;
  pending_->due = clock::now();
  pending_->waiting = static_cast<int>(members_.size());
  for (auto &m : members_)
    m.received = false;
  send_json(static_cast<std::size_t>(starter), {{"type", "start"}, {"id", pending_->seq}});
}

// ---- operations -----------------------------------------------------------

void load_room::on_receipt(std::size_t index) {
  auto &m = members_[index];
  if (!pending_) {
    if (phase_ == phase::running || phase_ == phase::draining)
      ++stats_.stray_frames;
    return;
  }
  if (m.received) {
    ++stats_.stray_frames; // a second frame for one operation
    return;
  }
  m.received = true;
  --pending_->waiting;
  pending_->last_receipt = clock::now();
  if (options_.without_ok && !pending_->is_start &&
      static_cast<std::size_t>(pending_->actor) == index)
    return on_actor_ok(); // without an `ok`, the actor's patch is its answer
  check_complete();
}

void load_room::on_actor_ok() {
  pending_->actor_ok = true;
  pending_->last_receipt = std::max(pending_->last_receipt, clock::now());
  if (pending_->waiting > 0) {
    const auto seq = pending_->seq;
    timer_.expires_after(receipt_grace);
    timer_.async_wait([this, seq](boost::system::error_code ec) {
      if (ec || !pending_ || pending_->seq != seq || pending_->waiting == 0)
        return;
      ++stats_.barriers;
      pending_->barrier = true;
      for (std::size_t i = 0; i < members_.size(); ++i)
        if (!members_[i].received) {
          if (options_.wire == load_wire::baseline) {
            count_error("missing_broadcast");
            members_[i].received = true;
            --pending_->waiting;
          } else {
            send_json(i, {{"type", "sync"}, {"id", barrier_id(seq)}});
          }
        }
      check_complete();
    });
  }
  check_complete();
}

void load_room::on_operation_error(const std::string &code) {
  count_error(code);
  const bool was_start = pending_->is_start;
  pending_.reset();
  timer_.cancel();
  if (was_start && phase_ == phase::starting)
    return fail("");
  if (!was_start)
    ++stats_.actions_failed;
  if (phase_ == phase::running)
    return schedule_next();
  if (phase_ == phase::draining)
    return finish_running();
}

void load_room::check_complete() {
  if (pending_ && pending_->actor_ok && pending_->waiting == 0)
    complete();
}

void load_room::complete() {
  const pending done = *pending_;
  pending_.reset();
  timer_.cancel();
  if (done.barrier)
    resumed_at_ = clock::now();
  if (done.is_start) {
    if (phase_ == phase::starting) {
      phase_ = phase::ready;
      reported_ready_ = true;
      progress_.ready.fetch_add(1);
      return;
    }
  } else {
    ++stats_.actions_total;
    stats_.recipient_slots += members_.size();
    if (done.due >= schedule_.measure_from && done.due < schedule_.end)
      stats_.latency.record(
          std::chrono::duration_cast<std::chrono::nanoseconds>(done.last_receipt - done.due)
              .count());
    if (done.last_receipt >= schedule_.measure_from && done.last_receipt < schedule_.end)
      ++stats_.actions_in_window;
    if (options_.wire == load_wire::tavern && game_finished())
      ++stats_.games_finished;
  }
  if (phase_ == phase::draining)
    return finish_running();
  if (phase_ != phase::running)
    return;
  // A finished game is followed at once by a rematch, so that the load goes on.
  if (options_.wire == load_wire::tavern && game_finished())
    return send_start();
  schedule_next();
}

void load_room::schedule_next() {
  if (phase_ != phase::running || pending_)
    return;
  if (next_due_ >= schedule_.end)
    return finish_running();
  if (clock::now() >= next_due_)
    return send_action();
  timer_.expires_at(next_due_);
  timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec && phase_ == phase::running && !pending_)
      send_action();
  });
}

// The awaited seat is the one whose document offers actions; -1 if none does.
int load_room::awaited_seat() const {
  for (int i = 0; i < options_.players; ++i)
    if (!offered_actions(members_[static_cast<std::size_t>(i)].document).empty())
      return i;
  return -1;
}

bool load_room::game_finished() const {
  const auto &doc = members_[0].document;
  return doc.is_object() && doc["room"]["status"] == "finished";
}

void load_room::send_action() {
  const int actor = options_.wire == load_wire::tavern ? awaited_seat() : -1;
  if (options_.wire == load_wire::tavern && !game_finished() && actor < 0) {
    // After a room moved, a seat's resumed document may predate an action
    // that reached the server after it, and the patch that offers the next
    // seat its actions is still on its way: it gets a moment to arrive.
    if (++actor_waits_ > 40)
      return fail("no_seat_has_actions");
    timer_.expires_after(std::chrono::milliseconds(25));
    return timer_.async_wait([this](boost::system::error_code ec) {
      if (!ec && phase_ == phase::running && !pending_)
        send_action();
    });
  }
  actor_waits_ = 0;
  const auto now = clock::now();
  pending next{};
  next.seq = next_seq_++;
  next.due = std::max(next_due_, resumed_at_);
  next.waiting = static_cast<int>(members_.size());
  if (options_.wire == load_wire::tavern) {
    if (game_finished())
      return send_start();
    next.actor = actor;
    const auto &m = members_[static_cast<std::size_t>(actor)];
    const json &choice = policy_.choose(offered_actions(m.document));
    json request = {{"type", "action"}, {"action", choice}, {"version", m.version}};
    if (!options_.without_ok)
      request["id"] = next.seq;
    auto frame = std::make_shared<const std::string>(request.dump());
    stats_.action_bytes += frame->size();
    ++stats_.action_frames;
    pending_ = next;
    for (auto &member : members_)
      member.received = false;
    members_[static_cast<std::size_t>(actor)].connection->send(std::move(frame));
    if (options_.without_ok) {
      // An action that changes nothing the actor sees would get no answer
      // at all: after a while, a sync (answered after it) tells.
      const auto seq = next.seq;
      timer_.expires_after(std::chrono::seconds(1));
      timer_.async_wait([this, seq, actor](boost::system::error_code ec) {
        if (ec || !pending_ || pending_->seq != seq || pending_->actor_ok)
          return;
        pending_->barrier = true;
        send_json(static_cast<std::size_t>(actor), {{"type", "sync"}, {"id", barrier_id(seq)}});
      });
    }
  } else {
    next.actor = static_cast<int>(next.seq % static_cast<std::uint64_t>(options_.players));
    stats_.action_bytes += baseline_action_frame_->size();
    ++stats_.action_frames;
    pending_ = next;
    for (auto &member : members_)
      member.received = false;
    members_[static_cast<std::size_t>(next.actor)].connection->send(baseline_action_frame_);
  }
  if (now - next.due > late_after)
    ++stats_.sent_late;
  next_due_ += interval_;
}

// ---- the end --------------------------------------------------------------

void load_room::finish_running() {
  phase_ = phase::draining;
  if (pending_)
    return; // complete() comes back here
  timer_.cancel();
  if (!options_.verify || options_.wire != load_wire::tavern)
    return close_all();
  phase_ = phase::verifying;
  syncs_left_ = static_cast<int>(members_.size());
  for (std::size_t i = 0; i < members_.size(); ++i)
    send_json(i, {{"type", "sync"}, {"id", "verify"}});
}

void load_room::check_verified() {
  if (phase_ == phase::verifying && syncs_left_ == 0)
    close_all();
}

void load_room::fail(const std::string &code) {
  if (phase_ == phase::closing || phase_ == phase::over)
    return;
  if (!code.empty())
    count_error(code);
  progress_.failed.fetch_add(1);
  close_all();
}

void load_room::close_all() {
  if (phase_ == phase::closing || phase_ == phase::over)
    return;
  if (!reported_ready_) {
    reported_ready_ = true;
    progress_.ready.fetch_add(1);
  }
  phase_ = phase::closing;
  pending_.reset();
  timer_.cancel();
  for (auto &m : members_)
    if (m.connection)
      m.connection->close();
  if (open_members_ == 0) {
    phase_ = phase::over;
    progress_.done.fetch_add(1);
  }
}

} // namespace tavern::cli
