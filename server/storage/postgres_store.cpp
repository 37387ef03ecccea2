#include "postgres_store.hpp"

#include "pg_connection.hpp"
#include "seat_list_json.hpp"
#include "store_error.hpp"
#include "store_schema.hpp"

#include <libpq-fe.h>

#include <memory>

namespace tavern::server {

using json = tavern::json;

namespace {

// Any number: it only has to be the same in every tavern, so that two
// servers starting on one empty database migrate it one after the other.
constexpr const char *migration_lock = "SELECT pg_advisory_xact_lock(7461766572)";

// postgresql://host:port/database from the URL's parts: the user and the
// password are left out, this text goes to the log.
std::string describe(const PQconninfoOption *options) {
  std::string host, port, dbname, user;
  for (auto *o = options; o->keyword; ++o) {
    const std::string_view key = o->keyword;
    const std::string value = o->val ? o->val : "";
    if (key == "host")
      host = value;
    else if (key == "hostaddr" && host.empty())
      host = value;
    else if (key == "port")
      port = value;
    else if (key == "dbname")
      dbname = value;
    else if (key == "user")
      user = value;
  }
  // libpq's own defaults: the local socket, port 5432, a database named
  // after the user.
  return "postgresql://" + (host.empty() ? "localhost" : host) + ":" +
         (port.empty() ? "5432" : port) + "/" + (dbname.empty() ? user : dbname);
}

void migrate(pg_connection &db) {
  const auto migrations = store_migrations(sql_dialect::postgresql);
  const int known = static_cast<int>(migrations.size());
  // One transaction per migration, as on SQLite: PostgreSQL's DDL is
  // transactional, so a migration and its version number land together.
  for (;;) {
    db.exec("BEGIN");
    try {
      db.exec(migration_lock);
      db.exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
      const auto row = db.exec("SELECT version FROM schema_version");
      if (row.rows() > 1)
        throw std::runtime_error("its schema_version table has " + std::to_string(row.rows()) +
                                 " rows instead of one");
      const int version = row.rows() == 0 ? 0 : row.int32(0, 0);
      if (row.rows() == 0)
        db.exec("INSERT INTO schema_version (version) VALUES (0)");
      if (version > known)
        throw std::runtime_error("it was written by a newer tavern (schema version " +
                                 std::to_string(version) + "; this build knows up to " +
                                 std::to_string(known) + ")");
      if (version == known) {
        db.exec("COMMIT");
        return;
      }
      db.exec(migrations[static_cast<std::size_t>(version)]);
      db.exec("UPDATE schema_version SET version = $1", {std::to_string(version + 1)});
      db.exec("COMMIT");
    } catch (...) {
      db.rollback_quietly();
      throw;
    }
  }
}

std::optional<std::string> nullable(const pg_result &r, int row, int column) {
  if (r.is_null(row, column))
    return std::nullopt;
  return r.text(row, column);
}

} // namespace

bool is_postgres_url(std::string_view text) {
  return text.starts_with("postgresql://") || text.starts_with("postgres://");
}

postgres_store::postgres_store(std::string location, std::unique_ptr<pg_connection> writer,
                               std::unique_ptr<pg_connection> reader)
    : location_(std::move(location)), writer_(std::move(writer)),
      fence_([this](const std::string &code) { return stored_epoch(code); },
             [this](const std::string &game_id) { return room_of_game(game_id); }),
      reader_(std::move(reader)) {}

postgres_store::~postgres_store() = default;

postgres_store::open_result postgres_store::open(const std::string &url) {
  if (!is_postgres_url(url))
    return "--database must be a PostgreSQL URL: postgresql://user:password@host:port/database";
  char *error = nullptr;
  const std::unique_ptr<PQconninfoOption, decltype(&PQconninfoFree)> options(
      PQconninfoParse(url.c_str(), &error), &PQconninfoFree);
  if (!options) {
    std::string why = error ? error : "out of memory";
    PQfreemem(error);
    while (!why.empty() && why.back() == '\n')
      why.pop_back();
    return "--database is not a valid PostgreSQL URL: " + why;
  }
  const std::string location = describe(options.get());
  auto writer = pg_connection::connect(url, location);
  if (auto *why = std::get_if<std::string>(&writer))
    return *why;
  auto &writer_connection = *std::get<std::unique_ptr<pg_connection>>(writer);
  try {
    migrate(writer_connection);
  } catch (const std::exception &e) {
    return "cannot use the database " + location + ": " + e.what();
  }
  auto reader = pg_connection::connect(url, location);
  if (auto *why = std::get_if<std::string>(&reader))
    return *why;
  return std::unique_ptr<postgres_store>(
      new postgres_store(location, std::move(std::get<std::unique_ptr<pg_connection>>(writer)),
                         std::move(std::get<std::unique_ptr<pg_connection>>(reader))));
}

namespace {
constexpr const char *room_columns = "SELECT code, game, seats, options, settings, host, status, "
                                     "seat_list, game_id, updated_at, broken, bot_level, epoch "
                                     "FROM rooms";
} // namespace

stored_room postgres_store::read_room(const pg_result &q, int row, std::int64_t &last_activity) {
  stored_room s;
  auto &r = s.room;
  r.code = q.text(row, 0);
  r.game = q.text(row, 1);
  r.seats = q.int32(row, 2);
  r.options = json::parse(q.text(row, 3));
  r.settings = json::parse(q.text(row, 4));
  if (!q.is_null(row, 5))
    r.host = q.int32(row, 5);
  r.status = q.text(row, 6);
  r.seat_list = seat_list_from_json(json::parse(q.text(row, 7)));
  r.game_id = q.text(row, 8); // empty when NULL
  r.at_ms = q.int64(row, 9);
  r.bot_level = q.text(row, 11);
  r.epoch = static_cast<std::uint64_t>(q.int64(row, 12));
  last_activity = r.at_ms;
  if (r.game_id.empty())
    return s;
  const auto g = writer_->exec_prepared(
      "load_game",
      "SELECT room_code, game, options, players, seed, started_at, fairness FROM games "
      "WHERE id = $1",
      {r.game_id});
  if (g.rows() == 0)
    throw std::runtime_error("its game " + r.game_id + " is not in the database");
  game_started_record gr;
  gr.game_id = r.game_id;
  gr.room_code = g.text(0, 0);
  gr.game = g.text(0, 1);
  gr.options = json::parse(g.text(0, 2));
  gr.players = json::parse(g.text(0, 3)).get<std::vector<std::string>>();
  gr.seed = std::stoull(g.text(0, 4));
  gr.at_ms = g.int64(0, 5);
  if (!g.is_null(0, 6))
    gr.fairness = json::parse(g.text(0, 6));
  last_activity = std::max(last_activity, gr.at_ms);
  s.game = std::move(gr);
  const auto a = writer_->exec_prepared(
      "load_actions", "SELECT seq, seat, action, at FROM actions WHERE game_id = $1 ORDER BY seq",
      {r.game_id});
  for (int i = 0; i < a.rows(); ++i) {
    action_record ar{r.game_id, static_cast<std::uint64_t>(a.int64(i, 0)), a.int32(i, 1),
                     json::parse(a.text(i, 2)), a.int64(i, 3)};
    last_activity = std::max(last_activity, ar.at_ms);
    s.actions.push_back(std::move(ar));
  }
  return s;
}

postgres_store::loaded_rooms postgres_store::load_rooms(std::int64_t idle_cutoff_ms) {
  loaded_rooms out;
  std::vector<std::string> expired;
  std::vector<std::pair<std::string, std::string>> unreadable;
  const auto q = writer_->with_reconnect([&] { return writer_->exec(room_columns); });
  for (int row = 0; row < q.rows(); ++row) {
    const std::string code = q.text(row, 0);
    if (!q.is_null(row, 10)) {
      ++out.broken;
      continue;
    }
    try {
      std::int64_t last_activity = 0;
      auto s = read_room(q, row, last_activity);
      if (last_activity < idle_cutoff_ms) {
        expired.push_back(code);
        continue;
      }
      out.rooms.push_back(std::move(s));
    } catch (const store_error &) {
      throw; // the database, not the record: nothing to mark
    } catch (const std::exception &e) {
      unreadable.emplace_back(code, std::string("its stored record is unreadable: ") + e.what());
    }
  }
  for (const auto &[code, why] : unreadable) {
    mark_broken(code, why);
    ++out.broken;
  }
  if (!expired.empty()) {
    writer_->exec("BEGIN");
    try {
      for (const auto &code : expired) {
        delete_unfinished_games_of(code);
        writer_->exec_prepared("delete_room", "DELETE FROM rooms WHERE code = $1", {code});
      }
      writer_->exec("COMMIT");
    } catch (...) {
      writer_->rollback_quietly();
      throw;
    }
    out.expired = expired.size();
  }
  return out;
}

game_store::room_lookup postgres_store::load_room(const std::string &code) {
  std::lock_guard lock(writer_mutex_);
  const auto q = writer_->with_reconnect([&] {
    return writer_->exec_prepared("load_room", std::string(room_columns) + " WHERE code = $1",
                                  {code});
  });
  if (q.rows() == 0)
    return room_missing{};
  if (!q.is_null(0, 10))
    return room_broken{q.text(0, 10)};
  try {
    std::int64_t last_activity = 0;
    return read_room(q, 0, last_activity);
  } catch (const store_error &) {
    throw;
  } catch (const std::exception &e) {
    return room_broken{std::string("its stored record is unreadable: ") + e.what()};
  }
}

void postgres_store::mark_broken(const std::string &code, const std::string &why) {
  writer_->exec_prepared("mark_broken", "UPDATE rooms SET broken = $1 WHERE code = $2",
                         {why, code});
}

void postgres_store::delete_unfinished_games_of(const std::string &code) {
  writer_->exec_prepared("delete_unfinished_actions",
                         "DELETE FROM actions WHERE game_id IN (SELECT id FROM games WHERE "
                         "room_code = $1 AND finished_at IS NULL)",
                         {code});
  writer_->exec_prepared("delete_unfinished_games",
                         "DELETE FROM games WHERE room_code = $1 AND finished_at IS NULL", {code});
}

game_store::batch_outcome postgres_store::write_batch(const std::vector<journal_entry> &entries) {
  std::lock_guard lock(writer_mutex_);
  // Nothing of the batch has been sent when BEGIN finds the connection lost.
  writer_->with_reconnect([&] { return writer_->exec("BEGIN"); });
  try {
    write_entries(entries);
    // A connection lost during COMMIT leaves it unknown whether the batch
    // landed; the writer's retry then meets its own rows (a duplicate key,
    // refused for good) and falls back to entry by entry, which stores
    // whatever is missing.
    writer_->exec("COMMIT");
  } catch (...) {
    writer_->rollback_quietly();
    throw;
  }
  return {fence_.fenced()};
}

bool postgres_store::take_over(const std::string &code, std::uint64_t epoch) {
  std::lock_guard lock(writer_mutex_);
  const auto q = writer_->with_reconnect([&] {
    return writer_->exec_prepared("take_over",
                                  "UPDATE rooms SET epoch = $1 WHERE code = $2 AND epoch < $1",
                                  {std::to_string(epoch), code});
  });
  return q.affected_rows() > 0;
}

// FOR UPDATE: the row stays locked until the batch commits, so a take_over()
// of the room waits for the batch, or the batch reads the raised epoch.
std::optional<std::uint64_t> postgres_store::stored_epoch(const std::string &code) {
  const auto q = writer_->exec_prepared(
      "select_epoch", "SELECT epoch FROM rooms WHERE code = $1 FOR UPDATE", {code});
  if (q.rows() == 0)
    return std::nullopt;
  return static_cast<std::uint64_t>(q.int64(0, 0));
}

std::optional<std::string> postgres_store::room_of_game(const std::string &game_id) {
  const auto q = writer_->exec_prepared("select_game_room",
                                        "SELECT room_code FROM games WHERE id = $1", {game_id});
  if (q.rows() == 0)
    return std::nullopt;
  return q.text(0, 0);
}

void postgres_store::write_entries(const std::vector<journal_entry> &entries) {
  fence_.begin_batch();
  for (const auto &entry : entries) {
    if (!fence_.admits(entry))
      continue;
    if (const auto *a = std::get_if<action_record>(&entry)) {
      // The common case, prepared once per connection.
      writer_->exec_prepared(
          "insert_action",
          "INSERT INTO actions (game_id, seq, seat, action, at) VALUES ($1, $2, $3, $4, $5)",
          {a->game_id, std::to_string(a->seq), std::to_string(a->seat), a->action.dump(),
           std::to_string(a->at_ms)});
    } else if (const auto *r = std::get_if<room_record>(&entry)) {
      const auto upserted = writer_->exec_prepared(
          "upsert_room",
          "INSERT INTO rooms (code, game, seats, options, settings, host, status, seat_list, "
          "game_id, updated_at, broken, bot_level, epoch) VALUES ($1, $2, $3, $4, $5, $6, $7, "
          "$8, $9, $10, NULL, $11, $12) "
          "ON CONFLICT (code) DO UPDATE SET game = excluded.game, seats = excluded.seats, "
          "options = excluded.options, settings = excluded.settings, host = excluded.host, "
          "status = excluded.status, seat_list = excluded.seat_list, game_id = "
          "excluded.game_id, updated_at = excluded.updated_at, broken = NULL, bot_level = "
          "excluded.bot_level, epoch = excluded.epoch WHERE rooms.epoch <= excluded.epoch",
          {r->code, r->game, std::to_string(r->seats), r->options.dump(), r->settings.dump(),
           r->host ? std::optional(std::to_string(*r->host)) : std::nullopt, r->status,
           seat_list_to_json(r->seat_list).dump(),
           r->game_id.empty() ? std::nullopt : std::optional(r->game_id), std::to_string(r->at_ms),
           r->bot_level, std::to_string(r->epoch)});
      // The epoch was checked above; the condition also covers a row another
      // node inserted since (the check found none, so locked nothing).
      if (upserted.affected_rows() == 0) {
        fence_.fence(r->code);
        continue;
      }
    } else if (const auto *g = std::get_if<game_started_record>(&entry)) {
      writer_->exec_prepared(
          "insert_game",
          "INSERT INTO games (id, room_code, game, options, players, seed, started_at, fairness) "
          "VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
          {g->game_id, g->room_code, g->game, g->options.dump(), json(g->players).dump(),
           std::to_string(g->seed), std::to_string(g->at_ms),
           g->fairness.is_null() ? std::nullopt : std::optional(g->fairness.dump())});
    } else if (const auto *f = std::get_if<game_finished_record>(&entry)) {
      writer_->exec_prepared("finish_game",
                             "UPDATE games SET finished_at = $1, result = $2 WHERE id = $3",
                             {std::to_string(f->at_ms), f->result.dump(), f->game_id});
    } else if (const auto *broken = std::get_if<room_broken_record>(&entry)) {
      mark_broken(broken->code, broken->why);
    } else if (const auto *gone = std::get_if<room_removed_record>(&entry)) {
      delete_unfinished_games_of(gone->code);
      writer_->exec_prepared("delete_room", "DELETE FROM rooms WHERE code = $1", {gone->code});
    }
    fence_.written(entry);
  }
}

std::optional<json> postgres_store::finished_game(const std::string &game_id) {
  std::lock_guard lock(reader_mutex_);
  const auto g = reader_->with_reconnect([&] {
    return reader_->exec_prepared(
        "finished_game",
        "SELECT room_code, game, options, players, seed, started_at, finished_at, result, "
        "fairness FROM games WHERE id = $1 AND finished_at IS NOT NULL",
        {game_id});
  });
  if (g.rows() == 0)
    return std::nullopt;
  json out = {{"id", game_id},
              {"room", g.text(0, 0)},
              {"game", g.text(0, 1)},
              {"options", json::parse(g.text(0, 2))},
              {"players", json::parse(g.text(0, 3))},
              {"seed", g.text(0, 4)},
              {"startedAt", g.int64(0, 5)},
              {"finishedAt", g.int64(0, 6)},
              {"result", json::parse(g.text(0, 7))}};
  // The commit-and-reveal record the seed was derived from, secret included:
  // the game is over (protocol.md, "Fair shuffles").
  if (const auto fairness = nullable(g, 0, 8))
    out["fairness"] = json::parse(*fairness);
  json actions = json::array();
  const auto a = reader_->exec_prepared(
      "finished_actions", "SELECT seat, action, at FROM actions WHERE game_id = $1 ORDER BY seq",
      {game_id});
  for (int i = 0; i < a.rows(); ++i)
    actions.push_back(
        {{"seat", a.int32(i, 0)}, {"action", json::parse(a.text(i, 1))}, {"at", a.int64(i, 2)}});
  out["actions"] = std::move(actions);
  return out;
}

json postgres_store::finished_games_of_room(const std::string &code, int limit) {
  std::lock_guard lock(reader_mutex_);
  const auto q = reader_->with_reconnect([&] {
    return reader_->exec_prepared(
        "finished_games_of_room",
        "SELECT id, game, started_at, finished_at FROM games WHERE room_code = $1 AND "
        "finished_at IS NOT NULL ORDER BY started_at DESC LIMIT $2",
        {code, std::to_string(limit)});
  });
  json out = json::array();
  for (int i = 0; i < q.rows(); ++i)
    out.push_back({{"id", q.text(i, 0)},
                   {"game", q.text(i, 1)},
                   {"startedAt", q.int64(i, 2)},
                   {"finishedAt", q.int64(i, 3)}});
  return out;
}

std::size_t postgres_store::delete_finished_before(std::int64_t cutoff_ms) {
  // A room still showing its finished game keeps it: the room is rebuilt from it.
  const std::string old_games = "SELECT id FROM games WHERE finished_at IS NOT NULL AND "
                                "finished_at < $1 AND id NOT IN (SELECT game_id FROM rooms WHERE "
                                "game_id IS NOT NULL)";
  const std::string cutoff = std::to_string(cutoff_ms);
  std::lock_guard lock(writer_mutex_);
  writer_->with_reconnect([&] { return writer_->exec("BEGIN"); });
  try {
    writer_->exec("DELETE FROM actions WHERE game_id IN (" + old_games + ")", {cutoff});
    const auto removed =
        writer_->exec("DELETE FROM games WHERE id IN (" + old_games + ")", {cutoff});
    writer_->exec("COMMIT");
    return removed.affected_rows();
  } catch (...) {
    writer_->rollback_quietly();
    throw;
  }
}

} // namespace tavern::server
