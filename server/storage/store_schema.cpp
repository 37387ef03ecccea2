#include "store_schema.hpp"

namespace tavern::server {

const std::vector<std::string_view> &store_migrations() {
  static const std::vector<std::string_view> migrations = {
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
  updated_at INTEGER NOT NULL,
  broken     TEXT            -- why its game no longer replays; such rooms are not loaded
);
CREATE TABLE games (
  id          TEXT PRIMARY KEY,
  room_code   TEXT NOT NULL,
  game        TEXT NOT NULL,
  options     TEXT NOT NULL,
  players     TEXT NOT NULL, -- JSON array of names by seat
  seed        TEXT NOT NULL, -- decimal: SQLite integers are signed
  started_at  INTEGER NOT NULL,
  finished_at INTEGER,
  result      TEXT
);
CREATE INDEX games_by_finish ON games(finished_at);
CREATE INDEX games_by_room ON games(room_code, started_at);
CREATE TABLE actions (
  game_id TEXT NOT NULL,
  seq     INTEGER NOT NULL,
  seat    INTEGER NOT NULL,
  action  TEXT NOT NULL,
  at      INTEGER NOT NULL,
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
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
  };
  return migrations;
}

} // namespace tavern::server
