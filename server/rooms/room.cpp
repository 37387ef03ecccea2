#include "room.hpp"

#include "protocol/server_message.hpp"
#include "secure_random.hpp"
#include "token_hash.hpp"

#include <algorithm>

namespace tavern::server {

using protocol::error;
using protocol::error_code;

namespace {
constexpr int close_policy_violation = 1008;

frame_ptr make_frame(std::string text) {
  return std::make_shared<const std::string>(std::move(text));
}

std::int64_t epoch_ms(wall_clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
}

// Names as people tell them apart: "Ann", "ann" and " Ann " are one name.
std::string name_key(std::string_view name) {
  const auto first = name.find_first_not_of(' ');
  if (first == std::string_view::npos)
    return {};
  name = name.substr(first, name.find_last_not_of(' ') - first + 1);
  std::string key(name);
  for (char &c : key)
    if (c >= 'A' && c <= 'Z')
      c = static_cast<char>(c - 'A' + 'a');
  return key;
}
} // namespace

room::room(std::string code, const games::game &rules, int seats, json options,
           room_settings settings, room_environment env)
    : code_(std::move(code)), rules_(&rules), options_(std::move(options)), settings_(settings),
      env_(std::move(env)), bot_rng_(env_.new_seed()),
      documents_(code_, rules.id(), options_, settings_, seats, env_.stats,
                 settings_.delay.active() ? audience::players : audience::everyone),
      seats_(static_cast<std::size_t>(seats)), searching_(static_cast<std::size_t>(seats)) {
  empty_since_ = env_.now();
  // Pinned seeds commit to a fixed secret, so that drawing one does not move
  // the seeds the tests pin.
  next_secret_ = env_.pin_game_seeds
                     ? protocol::fair_secret{std::string(64, '0'), std::string(32, '0')}
                     : draw_fair_secret(env_.new_seed);
  refresh_fairness();
  publish();
  persist_room_if_changed();
}

room::restore_result room::restore(const stored_room &stored, const games::game &rules,
                                   room_settings settings, room_environment env) {
  const auto &rec = stored.room;
  // The constructor would write the room: it is already stored.
  auto *journal = env.journal;
  env.journal = nullptr;
  auto r =
      std::make_unique<room>(rec.code, rules, rec.seats, rec.options, settings, std::move(env));
  r->env_.journal = journal;
  for (std::size_t i = 0; i < r->seats_.size() && i < rec.seat_list.size(); ++i) {
    auto &s = r->seats_[i];
    s.taken = rec.seat_list[i].taken;
    s.name = rec.seat_list[i].name;
    s.token_hash = rec.seat_list[i].token_hash;
    s.bot = rec.seat_list[i].bot;
    // Everyone is away after a restart; the clock for absence starts now.
    if (s.taken && !s.bot && settings.absent_seconds > 0)
      s.absence_due = r->env_.now() + std::chrono::seconds(settings.absent_seconds);
  }
  r->host_ = rec.host;
  r->game_id_ = rec.game_id;
  r->bot_level_ = bot::parse_level(rec.bot_level).value_or(bot::level::normal);
  if (stored.game) {
    const auto &g = *stored.game;
    auto started = games::match::start(rules, g.options, rec.seats, g.seed);
    if (auto *err = std::get_if<games::game_error>(&started))
      return "its game " + g.game_id + " no longer starts: " + err->message;
    r->match_.emplace(std::move(std::get<games::match>(started)));
    ++r->match_serial_;
    for (const auto &a : stored.actions) {
      if (a.seq != r->match_->history().size() + 1)
        return "its game " + g.game_id + " misses action " +
               std::to_string(r->match_->history().size() + 1);
      if (auto err = r->match_->replay(a.seat, a.action))
        return "its game " + g.game_id + " no longer replays: action " + std::to_string(a.seq) +
               " by seat " + std::to_string(a.seat) + " (" + a.action.dump() +
               ") is refused: " + err->message;
      r->action_times_.push_back(wall_clock::time_point(std::chrono::milliseconds(a.at_ms)));
    }
    r->status_ = r->match_->state().finished() ? room_status::finished : room_status::playing;
    r->game_fairness_ = game_fairness::from_record(g.fairness);
    r->refresh_fairness();
  }
  r->seats_changed_ = false;
  r->written_host_ = r->host_;
  r->written_status_ = r->status_;
  r->after_change();
  return r;
}

// ---- membership -----------------------------------------------------------

const room::member *room::find_member(participant &who) const {
  const auto it = members_.find(&who);
  return it == members_.end() ? nullptr : &it->second;
}

bool room::name_in_use(std::string_view name) const {
  const std::string key = name_key(name);
  return std::any_of(seats_.begin(), seats_.end(),
                     [&](const seat_state &s) { return s.taken && name_key(s.name) == key; });
}

bool room::played_by_bot(int seat) const {
  const auto &s = seats_[static_cast<std::size_t>(seat)];
  return s.bot || s.absent;
}

int room::connected_count() const {
  return static_cast<int>(members_.size());
}

bool room::paused() const {
  return status_ == room_status::playing &&
         std::none_of(seats_.begin(), seats_.end(),
                      [](const seat_state &s) { return s.connection != nullptr; });
}

participant_ptr room::pointer_to(participant &who) const {
  const auto it = members_.find(&who);
  return it == members_.end() ? nullptr : it->second.connection;
}

void room::admit(const participant_ptr &who, std::optional<int> seat, const json &id,
                 const std::string &token) {
  if (seat) {
    const bool was_paused = paused();
    auto &s = seats_[static_cast<std::size_t>(*seat)];
    s.connection = who;
    s.absence_due.reset();
    s.absent = false;
    // The first player back in a game nobody was at finds it as it was left,
    // with its clocks started afresh: the awaited seats get their full time
    // (update_clocks), the bots their delay, and the players still away
    // their full absentSeconds from now.
    if (was_paused)
      for (auto &other : seats_)
        if (other.absence_due)
          other.absence_due = env_.now() + std::chrono::seconds(settings_.absent_seconds);
    // A host away too long with nobody to hand the role to keeps it until
    // someone comes.
    if (!host_ || seats_[static_cast<std::size_t>(*host_)].absent)
      host_ = *seat;
  } else {
    ++spectators_;
  }
  empty_since_.reset();
  // The others learn of the newcomer by patch; the newcomer is added after,
  // so its first frames are `joined` and a `state` of the current version.
  after_change();
  members_[who.get()] = member{who, seat};
  send(who, make_frame(protocol::encode_joined(id, code_, seat.has_value(), seat, token)));
  send_state(who, seat ? *seat : spectator_class(), id);
  for (const auto &line : chat_history_)
    send(who, line);
}

std::optional<error> room::create_seat_for_host(const participant_ptr &who, std::string name,
                                                const json &id,
                                                std::optional<std::string> entropy) {
  host_ = 0;
  return join(who, std::move(name), 0, id, std::move(entropy));
}

std::optional<error> room::join(const participant_ptr &who, std::string name,
                                std::optional<int> seat, const json &id,
                                std::optional<std::string> entropy) {
  if (closed_)
    return error{error_code::unknown_room, "room " + code_ + " has closed"};
  if (is_member(*who))
    return error{error_code::already_in_room, "you are already in room " + code_};
  if (status_ != room_status::waiting)
    return error{error_code::room_full,
                 "the game in room " + code_ + " has started; you can watch it instead"};
  if (seat) {
    if (*seat < 0 || *seat >= static_cast<int>(seats_.size()))
      return error{error_code::bad_message,
                   "seat must be between 0 and " + std::to_string(seats_.size() - 1)};
    if (seats_[static_cast<std::size_t>(*seat)].taken)
      return error{error_code::room_full, "seat " + std::to_string(*seat) + " is taken"};
  } else {
    for (std::size_t i = 0; i < seats_.size() && !seat; ++i)
      if (!seats_[i].taken)
        seat = static_cast<int>(i);
    if (!seat)
      return error{error_code::room_full, "room " + code_ + " has no free seat"};
  }
  if (name_in_use(name))
    return error{error_code::name_taken, "someone in room " + code_ + " is already called " + name +
                                             "; choose another name"};
  auto &s = seats_[static_cast<std::size_t>(*seat)];
  s = seat_state{};
  s.taken = true;
  s.name = std::move(name);
  s.entropy = std::move(entropy).value_or(std::string());
  // The token goes to its player once, in `joined`; the room keeps its hash.
  const std::string token = env_.new_token();
  s.token_hash = hash_seat_token(token);
  seats_changed_ = true;
  admit(who, seat, id, token);
  return std::nullopt;
}

std::optional<error> room::spectate(const participant_ptr &who, const json &id) {
  if (closed_)
    return error{error_code::unknown_room, "room " + code_ + " has closed"};
  if (is_member(*who))
    return error{error_code::already_in_room, "you are already in room " + code_};
  if (!settings_.spectators)
    return error{error_code::spectators_disabled, "room " + code_ + " does not allow spectators"};
  admit(who, std::nullopt, id, std::string());
  return std::nullopt;
}

std::optional<error> room::resume(const participant_ptr &who, const std::string &token,
                                  const json &id, std::optional<std::string> entropy) {
  if (closed_)
    return error{error_code::unknown_room, "room " + code_ + " has closed"};
  if (is_member(*who))
    return error{error_code::already_in_room, "you are already in room " + code_};
  const std::string hash = hash_seat_token(token);
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    auto &s = seats_[i];
    if (!s.taken || s.bot || !tokens_equal(s.token_hash, hash))
      continue;
    if (s.connection) {
      // The newer connection wins: a reload or a second device takes over.
      auto old = s.connection;
      members_.erase(old.get());
      send(old,
           make_frame(protocol::encode_error(nullptr, error_code::replaced,
                                             "your seat was resumed from another connection")),
           close_policy_violation);
      old->detached_from_room();
      s.connection.reset();
    }
    if (entropy)
      s.entropy = std::move(*entropy);
    admit(who, static_cast<int>(i), id, token);
    return std::nullopt;
  }
  return error{error_code::bad_token, "that token does not hold a seat in room " + code_};
}

void room::disconnect(participant &who) {
  const auto it = members_.find(&who);
  if (it == members_.end())
    return;
  const auto seat = it->second.seat;
  members_.erase(it);
  if (seat) {
    auto &s = seats_[static_cast<std::size_t>(*seat)];
    s.connection.reset();
    if (settings_.absent_seconds > 0)
      s.absence_due = env_.now() + std::chrono::seconds(settings_.absent_seconds);
    rematch_after_departure(*seat);
  } else {
    --spectators_;
  }
  if (members_.empty())
    empty_since_ = env_.now();
  after_change();
}

std::optional<error> room::leave(participant &who, const json &id) {
  const member *m = find_member(who);
  if (!m)
    return error{error_code::not_in_room, "you are not in a room"};
  const auto seat = m->seat;
  const auto self = m->connection;
  members_.erase(&who);
  if (seat) {
    auto &s = seats_[static_cast<std::size_t>(*seat)];
    if (status_ == room_status::waiting) {
      s = seat_state{}; // frees the seat
      seats_changed_ = true;
    } else {
      s.connection.reset();
      s.absence_due.reset(); // absent at once, or (absentSeconds 0) never
      s.absent = settings_.absent_seconds > 0 || s.absent;
    }
    if (host_ == *seat)
      pass_host_from(*seat);
    rematch_after_departure(*seat);
  } else {
    --spectators_;
  }
  if (members_.empty())
    empty_since_ = env_.now();
  reply_ok(self, id);
  after_change();
  return std::nullopt;
}

void room::pass_host_from(int seat) {
  const int n = static_cast<int>(seats_.size());
  for (int k = 1; k <= n; ++k) {
    const int candidate = (seat + k) % n;
    const auto &s = seats_[static_cast<std::size_t>(candidate)];
    if (s.taken && !s.bot && s.connection) {
      host_ = candidate;
      return;
    }
  }
  if (status_ == room_status::waiting && !seats_[static_cast<std::size_t>(seat)].taken)
    host_.reset();
}

// ---- messages from members ------------------------------------------------

std::optional<error> room::start(participant &who, bool bots, const json &id,
                                 std::string_view bot_level, std::optional<std::string> entropy) {
  const auto level = bot::parse_level(bot_level);
  if (!level)
    return error{error_code::bad_message,
                 "field 'botLevel' must be \"easy\", \"normal\" or \"hard\""};
  const member *m = find_member(who);
  if (!m)
    return error{error_code::not_in_room, "you are not in a room"};
  if (!m->seat)
    return error{error_code::not_host, "spectators cannot start a game"};
  if (status_ == room_status::finished)
    return propose_or_accept(*m, bots, *level, id, std::move(entropy));
  if (host_ != *m->seat)
    return error{error_code::not_host, "only the host can start the game"};
  if (status_ == room_status::playing)
    return error{error_code::already_started, "the game has already started"};
  const bool all_taken =
      std::all_of(seats_.begin(), seats_.end(), [](const seat_state &s) { return s.taken; });
  if (!all_taken && !bots)
    return error{error_code::seats_not_filled,
                 "every seat must be taken, or start with bots to fill the empty ones"};

  if (entropy)
    seats_[static_cast<std::size_t>(*m->seat)].entropy = std::move(*entropy);
  const auto self = m->connection;
  if (auto err = launch_game(*level))
    return err;
  reply_ok(self, id);
  return std::nullopt;
}

std::optional<error> room::propose_or_accept(const member &m, bool bots, bot::level level,
                                             const json &id, std::optional<std::string> entropy) {
  const int seat = *m.seat;
  if (!rematch_) {
    const bool all_taken =
        std::all_of(seats_.begin(), seats_.end(), [](const seat_state &s) { return s.taken; });
    if (!all_taken && !bots)
      return error{error_code::seats_not_filled,
                   "every seat must be taken, or start with bots to fill the empty ones"};
    rematch_ = rematch_proposal{seat, level, {}};
  }
  if (entropy)
    seats_[static_cast<std::size_t>(seat)].entropy = std::move(*entropy);
  auto &accepted = rematch_->accepted;
  if (std::find(accepted.begin(), accepted.end(), seat) == accepted.end()) {
    accepted.push_back(seat);
    std::sort(accepted.begin(), accepted.end());
  }
  const auto self = m.connection;
  if (!start_rematch_if_agreed()) {
    if (rematch_) {
      after_change(); // shows the proposal, or this seat's acceptance
    } else {
      // The game would not start (its options no longer do): nobody waits for it.
      after_change();
      return error{error_code::bad_options, "the rematch could not start"};
    }
  }
  reply_ok(self, id);
  return std::nullopt;
}

bool room::start_rematch_if_agreed() {
  if (!rematch_ || status_ != room_status::finished)
    return false;
  const auto &accepted = rematch_->accepted;
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const auto &s = seats_[i];
    const bool must_accept = s.taken && !s.bot && s.connection;
    if (must_accept &&
        std::find(accepted.begin(), accepted.end(), static_cast<int>(i)) == accepted.end())
      return false;
  }
  const auto proposal = std::move(*rematch_);
  rematch_.reset();
  return !launch_game(proposal.level).has_value();
}

void room::rematch_after_departure(int seat) {
  if (!rematch_)
    return;
  if (rematch_->by == seat)
    rematch_.reset(); // nobody is left to ask for it
  else
    start_rematch_if_agreed();
}

std::optional<error> room::launch_game(bot::level level) {
  // The seed comes from the secret committed to before this start and every
  // seat's value (protocol.md, "Fair shuffles"); empty seats, filled with
  // bots below, contribute "".
  std::optional<game_fairness> fairness;
  if (!env_.pin_game_seeds) {
    fairness.emplace();
    fairness->secret = next_secret_;
    for (const auto &s : seats_)
      fairness->values.push_back(s.taken ? s.entropy : std::string());
  }
  const std::uint64_t seed = fairness ? fairness->game_seed() : env_.new_seed();
  auto started = games::match::start(*rules_, options_, static_cast<int>(seats_.size()), seed);
  if (auto *err = std::get_if<games::game_error>(&started))
    return error{error_code::bad_options, err->message};
  game_fairness_ = std::move(fairness);
  if (game_fairness_)
    next_secret_ = draw_fair_secret(env_.new_seed);
  for (std::size_t i = 0; i < seats_.size(); ++i)
    if (!seats_[i].taken) {
      // A player may already be called "Bot 2": the bot then takes a mark.
      std::string name = "Bot " + std::to_string(i + 1);
      while (name_in_use(name))
        name += "'";
      seats_[i].taken = true;
      seats_[i].bot = true;
      seats_[i].name = std::move(name);
    }
  seats_changed_ = true;
  match_.emplace(std::move(std::get<games::match>(started)));
  ++match_serial_;
  action_times_.clear();
  status_ = room_status::playing;
  bot_level_ = level;
  // Answers searched in the last game are dropped; this one's bots wait
  // their usual delay.
  std::fill(searching_.begin(), searching_.end(), std::nullopt);
  if (env_.journal) {
    game_id_ = env_.new_game_id();
    game_started_record g{game_id_,
                          code_,
                          std::string(rules_->id()),
                          match_->options(),
                          {},
                          match_->seed(),
                          epoch_ms(env_.now()),
                          game_fairness_ ? game_fairness_->record() : json(nullptr)};
    for (const auto &s : seats_)
      g.players.push_back(s.name);
    write(std::move(g));
  }
  for (auto &s : seats_)
    s.deadline.reset();
  refresh_fairness();
  documents_.restart_logs();
  after_change();
  return std::nullopt;
}

std::optional<error> room::apply_for(int seat, const json &action) {
  if (auto err = match_->apply(seat, action)) {
    const auto code =
        protocol::error_code_from_string(err->code).value_or(error_code::illegal_action);
    return error{code, err->message};
  }
  action_times_.push_back(env_.now());
  if (env_.journal)
    write(action_record{game_id_, match_->history().size(), seat, match_->history().back().action,
                        epoch_ms(env_.now())});
  if (match_->state().finished()) {
    status_ = room_status::finished;
    refresh_fairness(); // the secret is revealed
    if (env_.journal)
      write(
          game_finished_record{game_id_, match_->state().result().to_json(), epoch_ms(env_.now())});
  }
  return std::nullopt;
}

std::optional<error> room::act(participant &who, const protocol::action_request &req,
                               const json &id) {
  const auto started_at = std::chrono::steady_clock::now();
  const member *m = find_member(who);
  if (!m)
    return error{error_code::not_in_room, "you are not in a room"};
  if (!m->seat)
    return error{error_code::not_your_turn, "spectators cannot play"};
  if (status_ == room_status::waiting)
    return error{error_code::not_started, "the game has not started yet"};
  if (status_ == room_status::finished)
    return error{error_code::illegal_action, "the game is over"};
  const int seat = *m->seat;
  const auto &channel = documents_.channel(seat);
  if (req.version && *req.version < channel.actions_version())
    return error{error_code::stale_version,
                 "your choices changed at version " + std::to_string(channel.actions_version()) +
                     "; you sent version " + std::to_string(*req.version)};
  const auto self = m->connection;
  if (auto err = apply_for(seat, req.action))
    return err;
  after_change();
  reply_ok(self, id);
  if (env_.stats)
    env_.stats->observe_action_latency(std::chrono::steady_clock::now() - started_at);
  return std::nullopt;
}

std::optional<error> room::sync(participant &who, const json &id) {
  const member *m = find_member(who);
  if (!m)
    return error{error_code::not_in_room, "you are not in a room"};
  send_state(m->connection, class_of(*m), id);
  return std::nullopt;
}

std::optional<error> room::chat(participant &who, const std::string &text, const json &id) {
  const member *m = find_member(who);
  if (!m)
    return error{error_code::not_in_room, "you are not in a room"};
  if (!settings_.chat)
    return error{error_code::chat_disabled, "chat is off in this room"};
  const json from = m->seat ? json(*m->seat) : json("spectator");
  const std::string name = m->seat ? seats_[static_cast<std::size_t>(*m->seat)].name : "Spectator";
  const auto frame = make_frame(protocol::encode_chat(from, name, text));
  chat_history_.push_back(frame);
  if (chat_history_.size() > chat_kept)
    chat_history_.pop_front();
  const auto self = m->connection;
  for (const auto &[ptr, member] : members_)
    send(member.connection, frame);
  reply_ok(self, id);
  return std::nullopt;
}

void room::reply_ok(const participant_ptr &who, const json &id) {
  if (!id.is_null())
    send(who, make_frame(protocol::encode_ok(id)));
}

void room::send(const participant_ptr &who, frame_ptr frame, int close_code) {
  // Once one frame waits for the disk, every later one waits behind it.
  if (env_.journal && (!held_.empty() || last_ticket_ > env_.journal->durable_ticket())) {
    held_.push_back({who, std::move(frame), close_code, last_ticket_});
    return;
  }
  who->deliver(std::move(frame));
  if (close_code != 0)
    who->close_after_send(close_code);
}

void room::send_reply(participant &who, frame_ptr frame) {
  if (const auto ptr = pointer_to(who))
    send(ptr, std::move(frame));
  else
    who.deliver(std::move(frame));
}

void room::flush_durable() {
  if (!env_.journal)
    return;
  const auto durable = env_.journal->durable_ticket();
  while (!held_.empty() && held_.front().ticket <= durable) {
    auto h = std::move(held_.front());
    held_.pop_front();
    h.to->deliver(std::move(h.frame));
    if (h.close_code != 0)
      h.to->close_after_send(h.close_code);
  }
}

void room::write(journal_entry entry) {
  std::visit([this](auto &e) { e.epoch = env_.ownership_epoch; }, entry);
  last_ticket_ = env_.journal->write(code_, std::move(entry));
}

room_record room::record() const {
  room_record r;
  r.code = code_;
  r.game = std::string(rules_->id());
  r.seats = static_cast<int>(seats_.size());
  r.options = options_;
  r.settings = settings_.to_json();
  r.host = host_;
  r.status = std::string(to_string(status_));
  for (const auto &s : seats_)
    r.seat_list.push_back({s.taken, s.name, s.token_hash, s.bot});
  r.game_id = game_id_;
  r.at_ms = epoch_ms(env_.now());
  r.bot_level = bot::level_name(bot_level_);
  return r;
}

void room::persist_room_if_changed() {
  if (!env_.journal)
    return;
  if (!seats_changed_ && written_host_ == host_ && written_status_ == status_)
    return;
  write(record());
  seats_changed_ = false;
  written_host_ = host_;
  written_status_ = status_;
}

// ---- documents ------------------------------------------------------------

room_part_inputs room::room_part_inputs_now() const {
  room_part_inputs in;
  in.status = status_;
  in.bot_level = bot_level_;
  in.host = host_;
  in.spectators = spectators_;
  in.seats.reserve(seats_.size());
  for (const auto &s : seats_)
    in.seats.push_back({.taken = s.taken,
                        .name = s.taken ? s.name : std::string(),
                        .connected = s.connection != nullptr,
                        .bot = s.bot,
                        .absent = s.absent,
                        .deadline = s.deadline});
  if (status_ == room_status::playing)
    in.awaiting = match_->state().awaiting();
  if (rematch_)
    in.rematch = room_part_inputs::rematch_part{rematch_->by, rematch_->accepted};
  in.fairness = fairness_document_;
  return in;
}

void room::refresh_fairness() {
  fairness_document_ = std::make_shared<const json>(fairness_document(
      next_secret_, game_fairness_ ? &*game_fairness_ : nullptr, status_ == room_status::finished));
}

void room::publish() {
  auto inputs = room_part_inputs_now();
  if (settings_.delay.active())
    publish_delayed(inputs);
  const auto patches = documents_.publish(std::move(inputs), current_match(), match_serial_);
  for (std::size_t c = 0; c < patches.size(); ++c)
    if (const auto patch = std::move(patches[c]))
      send_to_class(static_cast<int>(c), patch);
}

delayed_spectators::live_game room::live_game() const {
  return {current_match(), match_serial_, action_times_};
}

void room::publish_delayed(const room_part_inputs &inputs) {
  if (spectators_ == 0 || closed_) {
    delayed_.reset();
    return;
  }
  if (!delayed_)
    delayed_.emplace(code_, rules_->id(), options_, settings_, static_cast<int>(seats_.size()),
                     env_.stats);
  if (auto patch = delayed_->publish(inputs, live_game(), env_.now()))
    send_to_class(spectator_class(), patch);
}

void room::send_to_class(int viewer_class, const frame_ptr &frame) {
  for (const auto &[ptr, m] : members_)
    if (class_of(m) == viewer_class)
      send(m.connection, frame);
}

void room::send_state(const participant_ptr &who, int viewer_class, const json &id) {
  if (viewer_class == spectator_class() && delayed_) {
    send(who, make_frame(delayed_->state(id, room_part_inputs_now())));
    return;
  }
  send(who,
       make_frame(documents_.state(id, viewer_class, room_part_inputs_now(), current_match())));
}

// ---- time -----------------------------------------------------------------

void room::update_clocks() {
  // Clocks stop while no player is there, and start afresh when one returns.
  if (status_ != room_status::playing || paused()) {
    for (auto &s : seats_)
      s.deadline.reset();
    bots_due_.reset();
    // No bot moves now: answers still to come are dropped, and the bots
    // search afresh once the game moves again.
    std::fill(searching_.begin(), searching_.end(), std::nullopt);
    return;
  }
  const auto now = env_.now();
  const auto awaiting = match_->state().awaiting();
  if (const auto serial = match_->state().decision_serial(); serial != decision_serial_) {
    decision_serial_ = serial;
    for (auto &s : seats_)
      s.deadline.reset();
  }
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const int seat = static_cast<int>(i);
    const bool awaited = std::find(awaiting.begin(), awaiting.end(), seat) != awaiting.end();
    if (!awaited) {
      seats_[i].deadline.reset();
      continue;
    }
    if (seats_[i].deadline)
      continue; // a seat keeps its deadline while it stays awaited
    int seconds = match_->state().timeout_seconds(seat);
    if (seconds <= 0)
      seconds = settings_.turn_seconds;
    if (seconds > 0)
      seats_[i].deadline = now + std::chrono::seconds(seconds);
  }
  // A seat whose search is under way needs no wake-up: its answer comes.
  const bool bot_awaited = std::any_of(awaiting.begin(), awaiting.end(), [&](int seat) {
    return played_by_bot(seat) && !searching_[static_cast<std::size_t>(seat)];
  });
  if (!bot_awaited)
    bots_due_.reset();
  else if (!bots_due_)
    bots_due_ = now + env_.bot_delay;
}

void room::after_change() {
  ++changes_;
  // Clocks first: the room document shows the deadlines.
  update_clocks();
  // The room's record is queued before the patches that show the change.
  persist_room_if_changed();
  publish();
}

void room::play_bots(wall_clock::time_point now) {
  if (!bots_due_ || *bots_due_ > now)
    return;
  bots_due_.reset();
  if (status_ != room_status::playing)
    return;
  for (int seat : match_->state().awaiting()) {
    if (!played_by_bot(seat) || status_ != room_status::playing)
      continue;
    if (bot_search_)
      request_bot_move(seat);
    else
      play_random_action(seat);
  }
}

bool room::awaits(int seat) const {
  if (status_ != room_status::playing)
    return false;
  const auto awaiting = match_->state().awaiting();
  return std::find(awaiting.begin(), awaiting.end(), seat) != awaiting.end();
}

bot::level room::level_of(int seat) const {
  return seats_[static_cast<std::size_t>(seat)].bot ? bot_level_ : bot::level::easy;
}

void room::request_bot_move(int seat) {
  auto &pending = searching_[static_cast<std::size_t>(seat)];
  if (pending)
    return;
  pending = pending_search{++last_bot_ticket_, match_serial_, match_->history().size()};
  // The search gets the whole state: a bot is fair because the search only
  // ever looks at it through resample_hidden from the bot's own seat.
  bot_search_(bot_move_request{std::string(rules_->id()), match_->state().clone(), seat,
                               level_of(seat), bot_rng_.next(), pending->ticket});
}

void room::play_random_action(int seat) {
  // A random bot is fair: it only knows its own seat's document.
  const json &actions = documents_.channel(seat).actions();
  if (actions.empty())
    return;
  const json choice = actions[static_cast<std::size_t>(bot_rng_.below(actions.size()))];
  apply_for(seat, choice);
  after_change();
}

void room::take_bot_move(const bot_move &move) {
  if (move.seat < 0 || move.seat >= static_cast<int>(seats_.size()))
    return;
  auto &pending = searching_[static_cast<std::size_t>(move.seat)];
  if (!pending || pending->ticket != move.ticket)
    return; // a request the room has forgotten (paused, new game)
  const auto asked = *pending;
  pending.reset();
  if (status_ != room_status::playing || paused() || !played_by_bot(move.seat) ||
      !awaits(move.seat))
    return;
  if (asked.match_serial != match_serial_ || asked.moves != match_->history().size()) {
    // Searched in a state the game has left: its bot delay was waited, so it
    // searches again at once.
    if (env_.stats)
      env_.stats->bot_searches_discarded.fetch_add(1, std::memory_order_relaxed);
    request_bot_move(move.seat);
    return;
  }
  if (move.action.is_null() || apply_for(move.seat, move.action)) {
    play_random_action(move.seat);
    return;
  }
  after_change();
}

int room::bot_searches_in_flight() const {
  return static_cast<int>(std::count_if(searching_.begin(), searching_.end(),
                                        [](const auto &p) { return p.has_value(); }));
}

void room::play_expired_clocks(wall_clock::time_point now) {
  if (status_ != room_status::playing)
    return;
  for (std::size_t i = 0; i < seats_.size() && status_ == room_status::playing; ++i) {
    if (!seats_[i].deadline || *seats_[i].deadline > now)
      continue;
    seats_[i].deadline.reset();
    const json fallback = match_->state().default_action(static_cast<int>(i));
    if (fallback.is_null())
      continue;
    apply_for(static_cast<int>(i), fallback);
    after_change();
  }
}

void room::mark_absent_players(wall_clock::time_point now) {
  // A game nobody is at keeps its absences for when someone comes back.
  if (paused())
    return;
  bool changed = false;
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    auto &s = seats_[i];
    if (!s.absence_due || *s.absence_due > now)
      continue;
    s.absence_due.reset();
    s.absent = true;
    // Nobody can start a game while its host is away: hand the role on.
    if (host_ == static_cast<int>(i))
      pass_host_from(static_cast<int>(i));
    changed = true;
  }
  if (changed)
    after_change();
}

wake_report room::wake() {
  const auto now = env_.now();
  const auto changes = changes_;
  mark_absent_players(now);
  play_expired_clocks(now);
  play_bots(now);
  // What spectators watching in seconds behind may see by now; not a change
  // of the room's state, and what it consumed is no longer due.
  if (delayed_)
    if (const auto due = delayed_->next_due(live_game()); due && *due <= now)
      publish_delayed(room_part_inputs_now());
  // Its expiry is consumed too: an expired room closes, and offers no more.
  if (expired())
    close();
  return {now, changes_ != changes};
}

std::optional<wakeup> room::next_wakeup() const {
  if (closed_)
    return std::nullopt;
  std::optional<wakeup> next;
  auto consider = [&](const std::optional<wall_clock::time_point> &t, wakeup::source what,
                      int seat) {
    if (t && (!next || *t < next->at))
      next = wakeup{*t, what, seat};
  };
  consider(bots_due_, wakeup::source::bots, -1);
  const bool absences_run = !paused();
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    consider(seats_[i].deadline, wakeup::source::turn_clock, static_cast<int>(i));
    if (absences_run)
      consider(seats_[i].absence_due, wakeup::source::absence, static_cast<int>(i));
  }
  if (empty_since_ && members_.empty())
    consider(*empty_since_ + env_.expiry, wakeup::source::expiry, -1);
  if (delayed_)
    consider(delayed_->next_due(live_game()), wakeup::source::spectator_delay, -1);
  return next;
}

void room::release_members() {
  closed_ = true;
  delayed_.reset();
  members_.clear();
  for (auto &s : seats_)
    s.connection.reset();
}

void room::move_members(const frame_ptr &redirect) {
  for (auto &[who, m] : members_) {
    m.connection->deliver(redirect);
    m.connection->close_after_send(1012);
  }
  held_.clear();
  release_members();
}

bool room::expired() const {
  return members_.empty() && empty_since_ && env_.now() - *empty_since_ >= env_.expiry;
}

room_summary room::summary() const {
  const int taken = static_cast<int>(
      std::count_if(seats_.begin(), seats_.end(), [](const seat_state &s) { return s.taken; }));
  return {code_, std::string(rules_->id()),      status_, settings_.listed,
          taken, static_cast<int>(seats_.size())};
}

} // namespace tavern::server
