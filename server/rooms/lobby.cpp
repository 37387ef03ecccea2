#include "lobby.hpp"

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
  const std::string code = unused_code_locked();
  // Built under the lobby's lock and listed before it is released, so the
  // journal's first "durable" call for this room always finds it.
  auto r = std::make_unique<room>(code, *rules, request.seats, std::get<games::json>(options),
                                  std::get<room_settings>(settings), environment());
  auto host = std::make_shared<room_host>(
      executor_, std::move(r), [this](const std::string &c) { remove(c); }, config_.bots);
  rooms_.emplace(code, host);
  spdlog::info("room {} created: {} for {} players", code, rules->id(), request.seats);
  return host;
}

room_environment lobby::environment() const {
  room_environment env;
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
  for (const auto &s : stored) {
    const games::game *rules = games_.find(s.room.game);
    if (!rules) {
      broken.emplace_back(s.room.code, "its game '" + s.room.game + "' is not in this build");
      continue;
    }
    auto settings = parse_room_settings(s.room.settings);
    if (auto *err = std::get_if<games::game_error>(&settings)) {
      broken.emplace_back(s.room.code, "its settings are refused: " + err->message);
      continue;
    }
    auto restored = room::restore(s, *rules, std::get<room_settings>(settings), environment());
    if (auto *why = std::get_if<std::string>(&restored)) {
      broken.emplace_back(s.room.code, *why);
      continue;
    }
    auto host = std::make_shared<room_host>(
        executor_, std::move(std::get<0>(restored)), [this](const std::string &c) { remove(c); },
        config_.bots);
    // Arms the room's timers: clocks and bots carry on.
    host->with_room([](room &) {});
    std::lock_guard lock(mutex_);
    rooms_.emplace(s.room.code, std::move(host));
  }
  return broken;
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
  std::lock_guard lock(mutex_);
  rooms_.erase(code);
  if (journal_)
    journal_->write(code, room_removed_record{code});
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
      out.push_back({{"code", s.code}, {"game", s.game}, {"taken", s.taken}, {"seats", s.seats}});
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
