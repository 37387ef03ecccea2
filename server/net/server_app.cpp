#include "server_app.hpp"

#include "listener.hpp"
#include "protocol/server_message.hpp"
#include "server/node/cluster_node.hpp"
#include "server/rooms/secure_random.hpp"
#include "server/storage/open_store.hpp"
#include "server/storage/store_writer.hpp"
#include "server_state.hpp"

#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

#include <thread>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace tavern::server {

namespace {
lobby_config lobby_config_from(const config &cfg, bot_pool &bots) {
  lobby_config out;
  out.bots = &bots;
  out.max_rooms = static_cast<std::size_t>(cfg.max_rooms);
  out.bot_delay = std::chrono::milliseconds(cfg.bot_delay_ms);
  out.room_expiry = std::chrono::seconds(cfg.room_expiry_seconds);
  return out;
}
int bot_thread_count(const config &cfg) {
  return cfg.bot_threads > 0
             ? cfg.bot_threads
             : std::max(1, static_cast<int>(std::thread::hardware_concurrency()) / 2);
}
int thread_count(const config &cfg) {
  return cfg.threads > 0 ? cfg.threads
                         : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}
} // namespace

server_app::server_app(config cfg, const games::registry &games, std::filesystem::path web_root)
    : config_(std::move(cfg)), threads_(thread_count(config_)), ioc_(threads_),
      bots_(bot_thread_count(config_)),
      lobby_(ioc_.get_executor(), games, lobby_config_from(config_, bots_), stats_),
      state_(std::make_shared<server_state>(config_, std::move(web_root), lobby_, stats_)),
      listener_(std::make_shared<listener>(ioc_, state_)), signals_(ioc_), drain_timer_(ioc_),
      housekeeping_timer_(ioc_) {}

server_app::~server_app() {
  stop_storage();
}

static std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

bool server_app::open_storage() {
  if (config_.data_dir.empty() && config_.database_url.empty()) {
    spdlog::info("storage: none (--in-memory): rooms end with the process");
    return true;
  }
  auto opened = open_store({config_.data_dir, config_.database_url});
  if (auto *why = std::get_if<std::string>(&opened)) {
    spdlog::error("storage: {}", *why);
    return false;
  }
  store_ = std::move(std::get<std::unique_ptr<game_store>>(opened));
  if (!config_.redis_url.empty())
    return join_cluster();
  const auto started = std::chrono::steady_clock::now();
  game_store::loaded_rooms loaded;
  try {
    const auto idle_cutoff = now_ms() - std::int64_t{config_.room_expiry_seconds} * 1000;
    loaded = store_->load_rooms(idle_cutoff);
  } catch (const std::exception &e) {
    spdlog::error("storage: cannot read the rooms of {}: {}", store_->location(), e.what());
    return false;
  }
  // The journal first: restored rooms write to it as soon as they play on.
  journal_ = std::make_unique<store_writer>(
      *store_, [this](const std::vector<std::string> &codes) { release_durable(codes); }, stats_,
      std::chrono::microseconds{config_.commit_interval_us});
  lobby_.set_journal(journal_.get());
  const auto broken = lobby_.restore(loaded.rooms);
  for (const auto &[code, why] : broken) {
    // Kept on disk for a person to look at; the server carries on without it.
    spdlog::error("storage: room {} is not restored and is marked broken: {}", code, why);
    journal_->write(code, room_broken_record{code, why});
  }
  state_->set_store(store_.get());
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                      std::chrono::steady_clock::now() - started)
                      .count();
  spdlog::info("storage: {}: {} rooms restored in {} ms ({} expired while stopped, {} broken)",
               store_->location(), loaded.rooms.size() - broken.size(), ms, loaded.expired,
               loaded.broken + broken.size());
  delete_old_replays();
  return true;
}

void server_app::release_durable(const std::vector<std::string> &codes) {
  // While stopping, the rooms' last frames go out before their members are
  // redirected or closed: at once, as the writer commits.
  if (stopping_.load(std::memory_order_acquire))
    lobby_.release_durable(codes);
  else
    boost::asio::post(ioc_, [this, codes] { lobby_.release_durable(codes); });
}

bool server_app::join_cluster() {
  if (config_.node_id.empty()) {
    static constexpr std::string_view digits = "0123456789abcdef";
    auto bits = secure_random_u64();
    config_.node_id = "node-";
    for (int i = 0; i < 8; ++i, bits >>= 4)
      config_.node_id += digits[bits & 15];
  }
  if (config_.public_path.empty())
    config_.public_path = "/n/" + config_.node_id;
  state_->set_public_path(config_.public_path);
  // A node starts with no rooms: the rooms in the database are other nodes',
  // or will be claimed from dead ones through the directory.
  journal_ = std::make_unique<store_writer>(
      *store_, [this](const std::vector<std::string> &codes) { release_durable(codes); }, stats_,
      std::chrono::microseconds{config_.commit_interval_us},
      [this](const std::vector<std::string> &codes) {
        // Another node took these rooms over while this one was cut off: its
        // clients go back through any node, which finds the owner.
        for (const auto &code : codes)
          lobby_.move_out({code}, std::make_shared<const std::string>(
                                      protocol::encode_redirect(nullptr, "/ws", code, "moved")));
      });
  lobby_.set_journal(journal_.get());
  state_->set_store(store_.get());
  cluster_ = std::make_unique<cluster_node>(
      cluster_settings{config_.redis_url, config_.node_id, config_.public_path}, lobby_, *store_,
      stats_, [this] { return stats_.connections_open.load(std::memory_order_relaxed); });
  lobby_.set_cluster(cluster_.get());
  state_->set_cluster_metrics([this] { return cluster_->metrics_text(); });
  if (!cluster_->start())
    return false;
  spdlog::info("storage: {} (cluster node {})", store_->location(), config_.node_id);
  return true;
}

void server_app::stop_storage() {
  // Commits what is queued; the rooms it tells are still alive.
  journal_.reset();
}

void server_app::delete_old_replays() {
  last_replay_cleanup_ = std::chrono::steady_clock::now();
  if (journal_)
    journal_->delete_finished_before(now_ms() -
                                     std::int64_t{config_.replay_retention_days} * 86'400'000);
}

bool server_app::open() {
  if (!open_storage())
    return false;
  beast::error_code ec;
  const auto address = net::ip::make_address(config_.host, ec);
  if (ec) {
    spdlog::error("--host {} is not an IP address: {}", config_.host, ec.message());
    return false;
  }
  if (!listener_->open(tcp::endpoint(address, config_.port)))
    return false;
  port_ = listener_->local_port();
  listener_->run();
  housekeeping();
  return true;
}

void server_app::housekeeping() {
  // glibc keeps freed memory in its arenas; once rooms have gone, hand it
  // back so the process shrinks after a busy hour instead of staying at peak.
  const auto rooms = lobby_.size();
#if defined(__GLIBC__)
  if (rooms < rooms_seen_)
    malloc_trim(0);
#endif
  rooms_seen_ = rooms;
  if (std::chrono::steady_clock::now() - last_replay_cleanup_ > std::chrono::hours(1))
    delete_old_replays();
  housekeeping_timer_.expires_after(std::chrono::seconds(2));
  housekeeping_timer_.async_wait([this](beast::error_code ec) {
    if (!ec)
      housekeeping();
  });
}

void server_app::stop_on_signals() {
  signals_.add(SIGINT);
  signals_.add(SIGTERM);
  signals_.async_wait([this](beast::error_code ec, int signal) {
    if (ec)
      return;
    spdlog::info("signal {}: closing {} connections", signal, state_->session_count());
    request_stop();
  });
}

void server_app::request_stop() {
  net::post(ioc_, [this] {
    stopping_.store(true, std::memory_order_release);
    listener_->stop();
    // In a cluster the rooms go on elsewhere: their members are redirected
    // there before the remaining connections are closed.
    if (cluster_)
      cluster_->drain([this] {
        if (journal_)
          journal_->flush();
      });
    state_->close_all_sessions();
    drain(60); // up to 3 s for the close handshakes
  });
}

void server_app::drain(int rounds_left) {
  if (state_->session_count() == 0 || rounds_left == 0) {
    signals_.cancel();
    housekeeping_timer_.cancel();
    ioc_.stop();
    return;
  }
  drain_timer_.expires_after(std::chrono::milliseconds(50));
  drain_timer_.async_wait([this, rounds_left](beast::error_code) { drain(rounds_left - 1); });
}

void server_app::run() {
  std::vector<std::thread> workers;
  for (int i = 1; i < threads_; ++i)
    workers.emplace_back([this] { ioc_.run(); });
  ioc_.run();
  for (auto &t : workers)
    t.join();
  // Searches under way end at their next iteration; their answers would go
  // to a stopped io_context.
  bots_.stop();
  if (cluster_)
    cluster_->stop();
  // Sessions still open hold their room and the room holds them: break the
  // cycle so both are freed with the handlers the stopped io_context drops.
  lobby_.close_all();
  stop_storage();
}

} // namespace tavern::server
