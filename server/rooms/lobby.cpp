#include "lobby.hpp"
#include "json/json_object.hpp"

#include "games/options.hpp"
#include "secure_random.hpp"

#include <spdlog/spdlog.h>

namespace tavern::server {

using protocol::error;
using protocol::error_code;

namespace {
// No I or O: they read as 1 and 0.
constexpr std::string_view code_letters = "ABCDEFGHJKLMNPQRSTUVWXYZ";
} // namespace

lobby::lobby(boost::asio::any_io_executor executor, const games::registry &games,
             lobby_config config, metrics &stats)
    : executor_(std::move(executor)), games_(games), config_(config), stats_(stats) {
  games_list_ = games::json::array();
  for (const auto *g : games_.all())
    games_list_.push_back(g->describe());
  room_settings_json_ = games::json::array();
  for (const auto &d : room_setting_descriptors())
    room_settings_json_.push_back(games::describe_option(d));
}

std::variant<std::shared_ptr<room_host>, error>
lobby::create_room(const protocol::create_request &request) {
  const games::game *rules = games_.find(request.game);
  if (!rules)
    return error{error_code::unknown_game, "there is no game called '" + request.game + "'"};
  if (request.seats < rules->min_players() || request.seats > rules->max_players())
    return error{error_code::bad_options, std::string(rules->name()) + " is played by " +
                                              std::to_string(rules->min_players()) + " to " +
                                              std::to_string(rules->max_players()) + " players"};
  auto options = games::normalize_options(rules->options(), request.options);
  if (auto *err = std::get_if<games::game_error>(&options))
    return error{error_code::bad_options, err->message};
  // Some option combinations are only refused by the engine itself.
  if (auto trial = rules->create(std::get<games::json>(options), request.seats, 1);
      std::holds_alternative<games::game_error>(trial))
    return error{error_code::bad_options, std::get<games::game_error>(trial).message};
  auto settings = parse_room_settings(request.room);
  if (auto *err = std::get_if<games::game_error>(&settings))
    return error{error_code::bad_options, err->message};

  std::lock_guard lock(mutex_);
  if (rooms_.size() >= config_.max_rooms)
    return error{error_code::too_many_rooms, "the server has too many rooms; try again later"};
  std::string code = unused_code_locked();
  std::uint64_t epoch = 0;
  if (cluster_) {
    // A code free here may be another node's: the directory decides. Few
    // tries, since a random code rarely collides.
    for (int attempt = 0;; ++attempt) {
      const auto placed = cluster_->place_here(code);
      if (const auto *e = std::get_if<std::uint64_t>(&placed)) {
        epoch = *e;
        break;
      }
      if (const auto *u = std::get_if<room_unreachable>(&placed)) {
        spdlog::warn("room not created: {}", u->why);
        return error{error_code::unavailable,
                     "the cluster's directory cannot be reached; try again in a moment"};
      }
      if (attempt == 8)
        return error{error_code::unavailable, "no free room code was found; try again"};
      code = unused_code_locked();
    }
  }
  // Built under the lobby's lock and listed before it is released, so the
  // journal's first "durable" call for this room always finds it.
  auto r = std::make_unique<room>(code, *rules, request.seats, std::get<games::json>(options),
                                  std::get<room_settings>(settings), environment(epoch));
  auto host = std::make_shared<room_host>(
      executor_, std::move(r), [this](const std::string &c) { remove(c); }, config_.bots);
  rooms_.emplace(code, host);
  spdlog::info("room {} created: {} for {} players", code, rules->id(), request.seats);
  return host;
}

room_environment lobby::environment(std::uint64_t ownership_epoch) const {
  room_environment env;
  env.ownership_epoch = ownership_epoch;
  env.new_seed = secure_random_u64;
  env.new_token = new_seat_token;
  env.new_game_id = new_game_id;
  env.bot_delay = config_.bot_delay;
  env.expiry = config_.room_expiry;
  env.stats = &stats_;
  env.journal = journal_;
  return env;
}

std::vector<std::pair<std::string, std::string>>
lobby::restore(const std::vector<stored_room> &stored) {
  std::vector<std::pair<std::string, std::string>> broken;
  for (const auto &s : stored)
    if (auto why = restore_one(s, 0))
      broken.emplace_back(s.room.code, std::move(*why));
  return broken;
}

std::optional<std::string> lobby::adopt(const stored_room &stored, std::uint64_t epoch) {
  if (find(stored.room.code))
    return std::nullopt;
  return restore_one(stored, epoch);
}

std::optional<std::string> lobby::restore_one(const stored_room &s, std::uint64_t epoch) {
  const games::game *rules = games_.find(s.room.game);
  if (!rules)
    return "its game '" + s.room.game + "' is not in this build";
  auto settings = parse_room_settings(s.room.settings);
  if (auto *err = std::get_if<games::game_error>(&settings))
    return "its settings are refused: " + err->message;
  auto restored = room::restore(s, *rules, std::get<room_settings>(settings), environment(epoch));
  if (auto *why = std::get_if<std::string>(&restored))
    return *why;
  auto host = std::make_shared<room_host>(
      executor_, std::move(std::get<0>(restored)), [this](const std::string &c) { remove(c); },
      config_.bots);
  {
    std::lock_guard lock(mutex_);
    if (!rooms_.emplace(s.room.code, host).second)
      return std::nullopt; // taken over by another thread meanwhile
  }
  // Arms the room's timers: clocks and bots carry on.
  host->with_room([](room &) {});
  return std::nullopt;
}

void lobby::move_out(const std::vector<std::string> &codes, const frame_ptr &redirect) {
  for (const auto &code : codes) {
    std::shared_ptr<room_host> host;
    {
      std::lock_guard lock(mutex_);
      const auto it = rooms_.find(code);
      if (it == rooms_.end())
        continue;
      host = std::move(it->second);
      rooms_.erase(it);
    }
    host->with_room([&](room &r) { r.move_members(redirect); });
    spdlog::info("room {} moved to another node", code);
  }
}

std::vector<std::pair<std::string, std::uint64_t>> lobby::owned() const {
  std::vector<std::pair<std::string, std::uint64_t>> out;
  for (const auto &host : snapshot())
    out.emplace_back(host->code(), host->ownership_epoch());
  return out;
}

void lobby::release_durable(const std::vector<std::string> &codes) {
  for (const auto &code : codes)
    if (auto host = find(code))
      host->with_room([](room &r) { r.flush_durable(); });
}

std::string lobby::unused_code_locked() {
  // 24^4 = 331,776 four-letter codes; lengthen once a random pick is likely
  // to collide, so creating a room never loops for long.
  std::size_t length = 4;
  std::size_t space = 331776;
  while (rooms_.size() * 4 > space && length < 6) {
    ++length;
    space *= code_letters.size();
  }
  for (;;) {
    std::string code;
    std::uint64_t bits = secure_random_u64();
    for (std::size_t i = 0; i < length; ++i) {
      code += code_letters[bits % code_letters.size()];
      bits /= code_letters.size();
    }
    if (!rooms_.count(code))
      return code;
  }
}

std::shared_ptr<room_host> lobby::find(const std::string &code) const {
  std::lock_guard lock(mutex_);
  const auto it = rooms_.find(code);
  return it == rooms_.end() ? nullptr : it->second;
}

void lobby::remove(const std::string &code) {
  auto host = find(code);
  if (!host)
    return; // moved to another node meanwhile
  const auto epoch = host->ownership_epoch();
  // Released in the directory first, so that no node sees the code still
  // this node's after the room has left the lobby. A node that takes the
  // room over in between raises its epoch, and the removal below is refused.
  if (cluster_)
    cluster_->room_ended(code, epoch);
  std::lock_guard lock(mutex_);
  rooms_.erase(code);
  if (journal_) {
    room_removed_record removal{code};
    removal.epoch = epoch;
    journal_->write(code, std::move(removal));
  }
  spdlog::info("room {} expired: nobody connected", code);
}

std::size_t lobby::size() const {
  std::lock_guard lock(mutex_);
  return rooms_.size();
}

void lobby::close_all() {
  for (const auto &host : snapshot())
    host->with_room([](room &r) { r.release_members(); });
  std::lock_guard lock(mutex_);
  rooms_.clear();
}

std::vector<std::shared_ptr<room_host>> lobby::snapshot() const {
  std::lock_guard lock(mutex_);
  std::vector<std::shared_ptr<room_host>> out;
  out.reserve(rooms_.size());
  for (const auto &[code, host] : rooms_)
    out.push_back(host);
  return out;
}

games::json lobby::public_rooms() const {
  games::json out = games::json::array();
  for (const auto &host : snapshot()) {
    const auto s = host->with_room([](room &r) { return r.summary(); });
    if (s.listed && s.status == room_status::waiting && s.taken < s.seats)
      out.push_back(
          json_object("code", s.code, "game", s.game, "taken", s.taken, "seats", s.seats));
  }
  return out;
}

room_census lobby::census() const {
  room_census out;
  for (const auto *g : games_.all())
    for (auto status : {room_status::waiting, room_status::playing, room_status::finished})
      out[{std::string(g->id()), std::string(to_string(status))}] = 0;
  for (const auto &host : snapshot()) {
    const auto s = host->with_room([](room &r) { return r.summary(); });
    ++out[{s.game, std::string(to_string(s.status))}];
  }
  return out;
}

} // namespace tavern::server
