#include "sqlite_store.hpp"

#include "seat_list_json.hpp"
#include "store_error.hpp"
#include "store_schema.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <spdlog/spdlog.h>
#include <sqlite3.h>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>

namespace tavern::server {

namespace fs = std::filesystem;
using json = tavern::json;

namespace {

constexpr const char *database_name = "tavern.db";
constexpr const char *lock_name = "tavern.lock";

int report_log_size(void *checkpointer, sqlite3 *, const char *, int pages) {
  static_cast<wal_checkpointer *>(checkpointer)->log_grew(pages);
  return SQLITE_OK;
}

std::string errno_text() {
  return std::strerror(errno);
}

// Holds an exclusive lock on the data directory for the life of the process,
// so a second tavern on the same directory stops instead of sharing the files.
std::variant<int, std::string> lock_directory(const fs::path &dir) {
  const auto path = dir / lock_name;
  const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0)
    return "cannot create " + path.string() + ": " + errno_text();
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    std::string holder;
    std::ifstream(path) >> holder;
    ::close(fd);
    return "the data directory " + dir.string() + " is in use by another tavern process" +
           (holder.empty() ? std::string() : " (pid " + holder + ")");
  }
  const std::string pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(fd, 0) != 0 || ::write(fd, pid.data(), pid.size()) < 0) {
    // The pid is only a courtesy for the message above; the lock is what counts.
  }
  return fd;
}

void migrate(SQLite::Database &db) {
  const auto migrations = store_migrations(sql_dialect::sqlite);
  const int version = db.execAndGet("PRAGMA user_version").getInt();
  if (version > static_cast<int>(migrations.size()))
    throw std::runtime_error("it was written by a newer tavern (schema version " +
                             std::to_string(version) + "; this build knows up to " +
                             std::to_string(migrations.size()) + ")");
  for (int v = version; v < static_cast<int>(migrations.size()); ++v) {
    SQLite::Transaction t(db);
    db.exec(migrations[static_cast<std::size_t>(v)]);
    db.exec("PRAGMA user_version = " + std::to_string(v + 1));
    t.commit();
  }
}

std::string text_column(SQLite::Statement &q, int i) {
  return q.getColumn(i).isNull() ? std::string() : q.getColumn(i).getString();
}

void delete_unfinished_games_of(SQLite::Database &db, const std::string &code) {
  SQLite::Statement actions(db, "DELETE FROM actions WHERE game_id IN (SELECT id FROM games "
                                "WHERE room_code = ? AND finished_at IS NULL)");
  actions.bind(1, code);
  actions.exec();
  SQLite::Statement games(db, "DELETE FROM games WHERE room_code = ? AND finished_at IS NULL");
  games.bind(1, code);
  games.exec();
}

} // namespace

sqlite_store::sqlite_store(fs::path db_path, int lock_fd, std::unique_ptr<SQLite::Database> writer,
                           std::unique_ptr<SQLite::Database> reader,
                           std::unique_ptr<wal_checkpointer> checkpointer)
    : db_path_(std::move(db_path)), lock_fd_(lock_fd), writer_(std::move(writer)),
      fence_([this](const std::string &code) { return stored_epoch(code); },
             [this](const std::string &game_id) { return room_of_game(game_id); }),
      reader_(std::move(reader)), checkpointer_(std::move(checkpointer)) {
  sqlite3_wal_hook(writer_->getHandle(), &report_log_size, checkpointer_.get());
}

sqlite_store::~sqlite_store() {
  sqlite3_wal_hook(writer_->getHandle(), nullptr, nullptr);
  checkpointer_.reset();
  reader_.reset();
  prepared_.clear();
  // Closed last, the writer checkpoints what is left and removes the log.
  writer_.reset();
  if (lock_fd_ >= 0)
    ::close(lock_fd_);
}

sqlite_store::open_result sqlite_store::open(const fs::path &data_dir,
                                             wal_checkpointer::limits checkpoints) {
  std::error_code ec;
  fs::create_directories(data_dir, ec);
  if (ec)
    return "cannot create the data directory " + data_dir.string() + ": " + ec.message();
  if (!fs::is_directory(data_dir, ec))
    return "the data directory " + data_dir.string() + " is not a directory";
  const auto db_path = data_dir / database_name;
  // A directory tavern has used before (it holds the lock file) but without
  // its database has lost it: starting afresh would hide that.
  const bool used_before = fs::exists(data_dir / lock_name, ec);
  const bool has_database = fs::exists(db_path, ec);

  auto locked = lock_directory(data_dir);
  if (auto *why = std::get_if<std::string>(&locked))
    return *why;
  const int fd = std::get<int>(locked);
  auto fail = [&](std::string why) -> open_result {
    ::close(fd);
    return why;
  };
  if (used_before && !has_database)
    return fail("the database " + db_path.string() +
                " is missing from a data directory tavern has used before; restore it, or "
                "remove " +
                (data_dir / lock_name).string() + " to start with an empty one");
  if (::access(data_dir.c_str(), W_OK) != 0)
    return fail("the data directory " + data_dir.string() + " is not writable: " + errno_text());

  try {
    auto writer = std::make_unique<SQLite::Database>(
        db_path.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE, 2000);
    // Checked before anything is written: a damaged file is reported, not
    // patched over.
    const std::string check = writer->execAndGet("PRAGMA quick_check").getString();
    if (check != "ok")
      return fail("the database " + db_path.string() + " is corrupt: " + check);
    // WAL lets HTTP reads run beside the writer. synchronous=NORMAL commits
    // without fsync: a commit survives the process being killed, which is the
    // promise made to clients; a power cut may lose the last moments.
    if (writer->execAndGet("PRAGMA journal_mode = WAL").getString() != "wal")
      return fail("the database " + db_path.string() + " cannot use write-ahead logging");
    writer->exec("PRAGMA synchronous = NORMAL");
    migrate(*writer);
    // Checkpoints happen on a thread of their own (wal_checkpointer.hpp), not
    // inside the commit that crosses the threshold.
    writer->exec("PRAGMA wal_autocheckpoint = 0");
    auto reader = std::make_unique<SQLite::Database>(db_path.string(), SQLite::OPEN_READONLY, 2000);
    auto checkpointer = std::make_unique<wal_checkpointer>(db_path, checkpoints);
    return std::unique_ptr<sqlite_store>(new sqlite_store(
        db_path, fd, std::move(writer), std::move(reader), std::move(checkpointer)));
  } catch (const std::exception &e) {
    return fail("cannot use the database " + db_path.string() + ": " + e.what());
  }
}

namespace {
bool worth_retrying(const SQLite::Exception &e);

constexpr const char *room_columns = "SELECT code, game, seats, options, settings, host, status, "
                                     "seat_list, game_id, updated_at, broken, bot_level, epoch "
                                     "FROM rooms";

// The room of `q`'s current row (columns as room_columns), its game and
// actions; `last_activity` is its latest time. Throws on an unreadable record.
stored_room read_room(SQLite::Database &db, SQLite::Statement &q, std::int64_t &last_activity) {
  stored_room s;
  auto &r = s.room;
  r.code = q.getColumn(0).getString();
  r.game = q.getColumn(1).getString();
  r.seats = q.getColumn(2).getInt();
  r.options = json::parse(q.getColumn(3).getString());
  r.settings = json::parse(q.getColumn(4).getString());
  if (!q.getColumn(5).isNull())
    r.host = q.getColumn(5).getInt();
  r.status = q.getColumn(6).getString();
  r.seat_list = seat_list_from_json(json::parse(q.getColumn(7).getString()));
  r.game_id = text_column(q, 8);
  r.at_ms = q.getColumn(9).getInt64();
  r.bot_level = q.getColumn(11).getString();
  r.epoch = static_cast<std::uint64_t>(q.getColumn(12).getInt64());
  last_activity = r.at_ms;
  if (r.game_id.empty())
    return s;
  SQLite::Statement g(db, "SELECT room_code, game, options, players, seed, started_at, "
                          "fairness FROM games WHERE id = ?");
  g.bind(1, r.game_id);
  if (!g.executeStep())
    throw std::runtime_error("its game " + r.game_id + " is not in the database");
  game_started_record gr;
  gr.game_id = r.game_id;
  gr.room_code = g.getColumn(0).getString();
  gr.game = g.getColumn(1).getString();
  gr.options = json::parse(g.getColumn(2).getString());
  gr.players = json::parse(g.getColumn(3).getString()).get<std::vector<std::string>>();
  gr.seed = std::stoull(g.getColumn(4).getString());
  gr.at_ms = g.getColumn(5).getInt64();
  if (!g.getColumn(6).isNull())
    gr.fairness = json::parse(g.getColumn(6).getString());
  last_activity = std::max(last_activity, gr.at_ms);
  s.game = std::move(gr);
  SQLite::Statement a(db, "SELECT seq, seat, action, at FROM actions WHERE game_id = ? "
                          "ORDER BY seq");
  a.bind(1, r.game_id);
  while (a.executeStep()) {
    action_record ar{r.game_id, static_cast<std::uint64_t>(a.getColumn(0).getInt64()),
                     a.getColumn(1).getInt(), json::parse(a.getColumn(2).getString()),
                     a.getColumn(3).getInt64()};
    last_activity = std::max(last_activity, ar.at_ms);
    s.actions.push_back(std::move(ar));
  }
  return s;
}
} // namespace

sqlite_store::loaded_rooms sqlite_store::load_rooms(std::int64_t idle_cutoff_ms) {
  loaded_rooms out;
  std::vector<std::string> expired;
  std::vector<std::pair<std::string, std::string>> unreadable;
  SQLite::Statement q(*writer_, room_columns);
  while (q.executeStep()) {
    const std::string code = q.getColumn(0).getString();
    if (!q.getColumn(10).isNull()) {
      ++out.broken;
      continue;
    }
    try {
      std::int64_t last_activity = 0;
      auto s = read_room(*writer_, q, last_activity);
      if (last_activity < idle_cutoff_ms) {
        expired.push_back(code);
        continue;
      }
      out.rooms.push_back(std::move(s));
    } catch (const std::exception &e) {
      unreadable.emplace_back(code, std::string("its stored record is unreadable: ") + e.what());
    }
  }
  q.reset();
  for (const auto &[code, why] : unreadable) {
    mark_broken(code, why);
    ++out.broken;
  }
  if (!expired.empty()) {
    SQLite::Transaction t(*writer_);
    for (const auto &code : expired) {
      delete_unfinished_games_of(*writer_, code);
      SQLite::Statement d(*writer_, "DELETE FROM rooms WHERE code = ?");
      d.bind(1, code);
      d.exec();
    }
    t.commit();
    out.expired = expired.size();
  }
  return out;
}

game_store::room_lookup sqlite_store::load_room(const std::string &code) {
  std::lock_guard lock(writer_mutex_);
  try {
    SQLite::Statement q(*writer_, std::string(room_columns) + " WHERE code = ?");
    q.bind(1, code);
    if (!q.executeStep())
      return room_missing{};
    if (!q.getColumn(10).isNull())
      return room_broken{q.getColumn(10).getString()};
    try {
      std::int64_t last_activity = 0;
      return read_room(*writer_, q, last_activity);
    } catch (const SQLite::Exception &) {
      throw;
    } catch (const std::exception &e) {
      return room_broken{std::string("its stored record is unreadable: ") + e.what()};
    }
  } catch (const SQLite::Exception &e) {
    throw store_error(e.what(), worth_retrying(e));
  }
}

void sqlite_store::mark_broken(const std::string &code, const std::string &why) {
  SQLite::Statement q(*writer_, "UPDATE rooms SET broken = ? WHERE code = ?");
  q.bind(1, why);
  q.bind(2, code);
  q.exec();
}

void sqlite_store::bound_log() {
  if (!checkpointer_->log_too_long())
    return;
  // Waits (busy timeout) for HTTP reads still on the old log. Busy at once
  // when a passive pass is running: the next commit tries again.
  const int rc = sqlite3_wal_checkpoint_v2(writer_->getHandle(), nullptr, SQLITE_CHECKPOINT_RESTART,
                                           nullptr, nullptr);
  if (rc == SQLITE_OK)
    checkpointer_->count_restart();
  else if (rc != SQLITE_BUSY)
    spdlog::warn("storage: the log is past its limit and could not start over: {}",
                 sqlite3_errmsg(writer_->getHandle()));
}

namespace {
// The disk may come back (space freed, a lock released); a refused statement
// will not.
bool worth_retrying(const SQLite::Exception &e) {
  switch (e.getErrorCode() & 0xFF) {
  case SQLITE_BUSY:
  case SQLITE_LOCKED:
  case SQLITE_FULL:
  case SQLITE_IOERR:
  case SQLITE_CANTOPEN:
  case SQLITE_READONLY:
  case SQLITE_NOMEM:
  case SQLITE_PROTOCOL:
    return true;
  default:
    return false;
  }
}
} // namespace

game_store::batch_outcome sqlite_store::write_batch(const std::vector<journal_entry> &entries) {
  std::lock_guard lock(writer_mutex_);
  try {
    write_entries(entries);
  } catch (const SQLite::Exception &e) {
    throw store_error(e.what(), worth_retrying(e));
  }
  return {fence_.fenced()};
}

bool sqlite_store::take_over(const std::string &code, std::uint64_t epoch) {
  std::lock_guard lock(writer_mutex_);
  try {
    SQLite::Statement q(*writer_, "UPDATE rooms SET epoch = ? WHERE code = ? AND epoch < ?");
    q.bind(1, static_cast<std::int64_t>(epoch));
    q.bind(2, code);
    q.bind(3, static_cast<std::int64_t>(epoch));
    return q.exec() > 0;
  } catch (const SQLite::Exception &e) {
    throw store_error(e.what(), worth_retrying(e));
  }
}

SQLite::Statement &sqlite_store::prepared(std::string_view sql) {
  auto &slot = prepared_[sql];
  if (!slot)
    slot = std::make_unique<SQLite::Statement>(*writer_, std::string(sql));
  // Also after a batch that failed half-way.
  slot->reset();
  slot->clearBindings();
  return *slot;
}

// Every batch reads the epoch of each room it writes.
std::optional<std::uint64_t> sqlite_store::stored_epoch(const std::string &code) {
  auto &q = prepared("SELECT epoch FROM rooms WHERE code = ?");
  q.bind(1, code);
  std::optional<std::uint64_t> out;
  if (q.executeStep())
    out = static_cast<std::uint64_t>(q.getColumn(0).getInt64());
  q.reset();
  return out;
}

std::optional<std::string> sqlite_store::room_of_game(const std::string &game_id) {
  auto &q = prepared("SELECT room_code FROM games WHERE id = ?");
  q.bind(1, game_id);
  std::optional<std::string> out;
  if (q.executeStep())
    out = q.getColumn(0).getString();
  q.reset();
  return out;
}

void sqlite_store::write_entries(const std::vector<journal_entry> &entries) {
  SQLite::Database &db = *writer_;
  SQLite::Transaction t(db);
  fence_.begin_batch();
  for (const auto &entry : entries) {
    if (!fence_.admits(entry))
      continue;
    if (const auto *a = std::get_if<action_record>(&entry)) {
      SQLite::Statement &insert =
          prepared("INSERT INTO actions (game_id, seq, seat, action, at) VALUES (?, ?, ?, ?, ?)");
      insert.bind(1, a->game_id);
      insert.bind(2, static_cast<std::int64_t>(a->seq));
      insert.bind(3, a->seat);
      insert.bind(4, a->action.dump());
      insert.bind(5, a->at_ms);
      insert.exec();
      insert.reset();
    } else if (const auto *r = std::get_if<room_record>(&entry)) {
      SQLite::Statement &q = prepared(
          "INSERT INTO rooms (code, game, seats, options, settings, host, status, seat_list, "
          "game_id, updated_at, broken, bot_level, epoch) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
          "NULL, ?, ?) "
          "ON CONFLICT(code) DO UPDATE SET game = excluded.game, seats = excluded.seats, "
          "options = excluded.options, settings = excluded.settings, host = excluded.host, "
          "status = excluded.status, seat_list = excluded.seat_list, game_id = "
          "excluded.game_id, updated_at = excluded.updated_at, broken = NULL, bot_level = "
          "excluded.bot_level, epoch = excluded.epoch WHERE rooms.epoch <= excluded.epoch");
      q.bind(1, r->code);
      q.bind(2, r->game);
      q.bind(3, r->seats);
      q.bind(4, r->options.dump());
      q.bind(5, r->settings.dump());
      if (r->host)
        q.bind(6, *r->host);
      else
        q.bind(6);
      q.bind(7, r->status);
      q.bind(8, seat_list_to_json(r->seat_list).dump());
      if (r->game_id.empty())
        q.bind(9);
      else
        q.bind(9, r->game_id);
      q.bind(10, r->at_ms);
      q.bind(11, r->bot_level);
      q.bind(12, static_cast<std::int64_t>(r->epoch));
      // The epoch was checked above; the condition also covers a row that
      // appeared since (the check found none).
      const int written = q.exec();
      q.reset();
      if (written == 0) {
        fence_.fence(r->code);
        continue;
      }
    } else if (const auto *g = std::get_if<game_started_record>(&entry)) {
      SQLite::Statement &q =
          prepared("INSERT INTO games (id, room_code, game, options, players, "
                   "seed, started_at, fairness) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
      q.bind(1, g->game_id);
      q.bind(2, g->room_code);
      q.bind(3, g->game);
      q.bind(4, g->options.dump());
      q.bind(5, json(g->players).dump());
      q.bind(6, std::to_string(g->seed));
      q.bind(7, g->at_ms);
      if (g->fairness.is_null())
        q.bind(8);
      else
        q.bind(8, g->fairness.dump());
      q.exec();
      q.reset();
    } else if (const auto *f = std::get_if<game_finished_record>(&entry)) {
      SQLite::Statement &q = prepared("UPDATE games SET finished_at = ?, result = ? WHERE id = ?");
      q.bind(1, f->at_ms);
      q.bind(2, f->result.dump());
      q.bind(3, f->game_id);
      q.exec();
      q.reset();
    } else if (const auto *broken = std::get_if<room_broken_record>(&entry)) {
      mark_broken(broken->code, broken->why);
    } else if (const auto *gone = std::get_if<room_removed_record>(&entry)) {
      delete_unfinished_games_of(db, gone->code);
      SQLite::Statement q(db, "DELETE FROM rooms WHERE code = ?");
      q.bind(1, gone->code);
      q.exec();
    }
    fence_.written(entry);
  }
  t.commit();
}

std::optional<json> sqlite_store::finished_game(const std::string &game_id) {
  std::lock_guard lock(reader_mutex_);
  SQLite::Statement g(*reader_, "SELECT room_code, game, options, players, seed, started_at, "
                                "finished_at, result, fairness FROM games WHERE id = ? AND "
                                "finished_at IS "
                                "NOT NULL");
  g.bind(1, game_id);
  if (!g.executeStep())
    return std::nullopt;
  json out = {{"id", game_id},
              {"room", g.getColumn(0).getString()},
              {"game", g.getColumn(1).getString()},
              {"options", json::parse(g.getColumn(2).getString())},
              {"players", json::parse(g.getColumn(3).getString())},
              {"seed", g.getColumn(4).getString()},
              {"startedAt", g.getColumn(5).getInt64()},
              {"finishedAt", g.getColumn(6).getInt64()},
              {"result", json::parse(g.getColumn(7).getString())}};
  // The commit-and-reveal record the seed was derived from, secret included:
  // the game is over (protocol.md, "Fair shuffles").
  if (!g.getColumn(8).isNull())
    out["fairness"] = json::parse(g.getColumn(8).getString());
  json actions = json::array();
  SQLite::Statement a(*reader_,
                      "SELECT seat, action, at FROM actions WHERE game_id = ? ORDER BY seq");
  a.bind(1, game_id);
  while (a.executeStep())
    actions.push_back({{"seat", a.getColumn(0).getInt()},
                       {"action", json::parse(a.getColumn(1).getString())},
                       {"at", a.getColumn(2).getInt64()}});
  out["actions"] = std::move(actions);
  return out;
}

json sqlite_store::finished_games_of_room(const std::string &code, int limit) {
  std::lock_guard lock(reader_mutex_);
  SQLite::Statement q(*reader_, "SELECT id, game, started_at, finished_at FROM games WHERE "
                                "room_code = ? AND finished_at IS NOT NULL ORDER BY started_at "
                                "DESC LIMIT ?");
  q.bind(1, code);
  q.bind(2, limit);
  json out = json::array();
  while (q.executeStep())
    out.push_back({{"id", q.getColumn(0).getString()},
                   {"game", q.getColumn(1).getString()},
                   {"startedAt", q.getColumn(2).getInt64()},
                   {"finishedAt", q.getColumn(3).getInt64()}});
  return out;
}

std::size_t sqlite_store::delete_finished_before(std::int64_t cutoff_ms) {
  std::lock_guard lock(writer_mutex_);
  SQLite::Transaction t(*writer_);
  // A room still showing its finished game keeps it: the room is rebuilt from it.
  const std::string old_games = "SELECT id FROM games WHERE finished_at IS NOT NULL AND "
                                "finished_at < ? AND id NOT IN (SELECT game_id FROM rooms WHERE "
                                "game_id IS NOT NULL)";
  SQLite::Statement a(*writer_, "DELETE FROM actions WHERE game_id IN (" + old_games + ")");
  a.bind(1, cutoff_ms);
  a.exec();
  SQLite::Statement g(*writer_, "DELETE FROM games WHERE id IN (" + old_games + ")");
  g.bind(1, cutoff_ms);
  const int removed = g.exec();
  t.commit();
  return static_cast<std::size_t>(removed);
}

} // namespace tavern::server
