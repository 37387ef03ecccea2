#include "store_schema.hpp"

#include <array>
#include <string_view>
#include <utility>

namespace tavern::server {

namespace {

// Seeds are decimal TEXT: SQLite's and PostgreSQL's integers are signed, a
// seed is an unsigned 64-bit number.
constexpr std::array<std::string_view, 4> migrations = {
    // 0 -> 1: rooms, games, actions.
    R"sql(
CREATE TABLE rooms (
  code       TEXT PRIMARY KEY,
  game       TEXT NOT NULL,
  seats      INTEGER NOT NULL,
  options    TEXT NOT NULL,  -- JSON, normalized
  settings   TEXT NOT NULL,  -- JSON
  host       INTEGER,
  status     TEXT NOT NULL,  -- waiting | playing | finished
  seat_list  TEXT NOT NULL,  -- JSON: [{taken, name, tokenHash, bot}], never a token
  game_id    TEXT,           -- the current or last game
  updated_at {bigint} NOT NULL,
  broken     TEXT            -- why its game no longer replays; such rooms are not loaded
);
CREATE TABLE games (
  id          TEXT PRIMARY KEY,
  room_code   TEXT NOT NULL,
  game        TEXT NOT NULL,
  options     TEXT NOT NULL,
  players     TEXT NOT NULL, -- JSON array of names by seat
  seed        TEXT NOT NULL, -- decimal: SQL integers are signed
  started_at  {bigint} NOT NULL,
  finished_at {bigint},
  result      TEXT
);
CREATE INDEX games_by_finish ON games(finished_at);
CREATE INDEX games_by_room ON games(room_code, started_at);
CREATE TABLE actions (
  game_id TEXT NOT NULL,
  seq     {bigint} NOT NULL,
  seat    INTEGER NOT NULL,
  action  TEXT NOT NULL,
  at      {bigint} NOT NULL,
  PRIMARY KEY (game_id, seq)
){without_rowid};
)sql",
    // 1 -> 2: the level of the room's bots (start's botLevel).
    R"sql(
ALTER TABLE rooms ADD COLUMN bot_level TEXT NOT NULL DEFAULT 'normal';
)sql",
    // 2 -> 3: the commit-and-reveal record of each game's seed (JSON:
    // commitment, serverSeed, nonce, values); null for older games.
    R"sql(
ALTER TABLE games ADD COLUMN fairness TEXT;
)sql",
    // 3 -> 4: the epoch of the room's ownership (its fencing token): a write
    // carrying an older epoch than the stored one comes from a node that lost
    // the room, and is refused. 0 for every room of a single server.
    R"sql(
ALTER TABLE rooms ADD COLUMN epoch {bigint} NOT NULL DEFAULT 0;
)sql",
};
static_assert(migrations.size() == store_schema_version);

void replace_all(std::string &text, std::string_view from, std::string_view to) {
  for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
}

} // namespace

std::vector<std::string> store_migrations(sql_dialect dialect) {
  const bool sqlite = dialect == sql_dialect::sqlite;
  std::vector<std::string> out;
  for (const auto m : migrations) {
    std::string sql(m);
    replace_all(sql, "{bigint}", sqlite ? "INTEGER" : "BIGINT");
    replace_all(sql, "{without_rowid}", sqlite ? " WITHOUT ROWID" : "");
    out.push_back(std::move(sql));
  }
  return out;
}

} // namespace tavern::server
