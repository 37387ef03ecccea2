// A long run of the real server as people use it, then what it must be once
// they are gone. The server runs with storage (a data directory in a temporary
// folder); people come and go for UPTIME_SECONDS:
// - someone creates a room, looks at the list of public rooms, maybe joins one
//   and leaves it, and leaves his own room waiting (closing the tab, or with
//   `leave`);
// - friends sit at a table (two to four seats, bots for the rest now and then,
//   a turn clock now and then), play with a little thought before each move,
//   chat, close the tab and come back a few seconds later with their token,
//   play to the end and start a rematch, or all walk away in the middle;
// - someone plays alone against bots and closes the tab, and may come back
//   much later (the token is kept; the room may have expired by then);
// - someone watches a game in progress, chats, and leaves.
// Every client that resumed must hold, after applying the patches it
// received, exactly what a fresh `sync` returns.
//
// When everyone has gone, with the abandoned rooms still there:
// - idle CPU: the server's utime + stime from /proc over IDLE_WINDOW seconds,
//   after every absence has come due, is under 1 % of a core;
// then, once every room has expired:
// - memory: RSS within start + 20 MiB (the allocator keeps some of what the
//   run used; a leak of rooms or connections grows with the run);
// - open file descriptors: no more than at the start, once the database's
//   files were all open (every connection's descriptor is closed);
// - storage: the file is no larger than empty + 512 B per entry the server
//   wrote (rooms, games, actions: /metrics), it holds the finished games as
//   replays (read back through /api/rooms/CODE/replays), and a restart on it
//   finds no room to restore (every expired room was removed);
// - the server stopped with SIGTERM exits 0 and logged no error.
//
//   TAVERN_BIN=build/server/tavern node tests/soak/uptime.mjs      # about 2.5 minutes
//   UPTIME_SECONDS=14400 UPTIME_PEOPLE=60 node tests/soak/uptime.mjs  # four hours
// UPTIME_SECONDS (default 110): how long people come and go; UPTIME_PEOPLE
// (24): how many at once; UPTIME_EXPIRY_SECONDS (25): the server's room
// expiry, short so that rooms expire during the run and all of them at the
// end (a player who comes back later than that finds the room gone);
// TAVERN_SANITIZED=ON skips the memory bound.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  Player, cpuPercentOver, defaultBinary, metricValue, metricsText, openFds, pick, roomsByStatus,
  rssMiB, sleep, startServer,
} from './harness.mjs';

const BIN = defaultBinary;
const SECONDS = Number(process.env.UPTIME_SECONDS ?? 110);
const PEOPLE = Number(process.env.UPTIME_PEOPLE ?? 24);
const EXPIRY_SECONDS = Number(process.env.UPTIME_EXPIRY_SECONDS ?? 25);
const MAX_ABSENT_SECONDS = 6;
const IDLE_WINDOW = 10;
const CPU_BOUND_PERCENT = 1;
const MEMORY_BOUND_MIB = 20;
const BYTES_PER_ENTRY_BOUND = 512;
const SANITIZED = /^(on|1|true)$/i.test(process.env.TAVERN_SANITIZED ?? '');

const between = (low, high) => low + Math.random() * (high - low);
const chance = (p) => Math.random() < p;

const stats = {
  rooms: 0, moves: 0, stale: 0, finished: 0, rematches: 0, chats: 0, drops: 0,
  resumes: 0, lateReturns: 0, tooLate: 0, watchers: 0, leaves: 0, syncChecks: 0,
};
const roomCodes = new Set(); // every room created, for the replays at the end
const liveGames = new Set(); // rooms with a game in play, for watchers
const comeBackLater = []; // {room, token, name} of players who walked away

let url;
let games;

/** A person's client: a Player that counts finished games and checks itself when it resumed. */
class Client extends Player {
  constructor(name) {
    super(url, name);
    this.resumed = false;
    this.onMessage = (message) => {
      if (message.type === 'patch' && this.doc?.room.status === 'finished' && this.lastStatus === 'playing') {
        if (this.seat === this.doc.room.host) stats.finished += 1;
      }
      if (this.doc) this.lastStatus = this.doc.room.status;
    };
  }

  async resumeSeat() {
    const reply = await this.request({ type: 'resume', room: this.room, token: this.token });
    if (reply.type !== 'joined') return reply;
    this.resumed = true;
    stats.resumes += 1;
    return reply;
  }

  /** Every resumed client must hold what a fresh sync returns. */
  async checkIfResumed() {
    if (!this.resumed || !this.open) return;
    const { same, fresh } = await this.checkInSync();
    if (fresh.type === 'closed') return;
    assert.ok(same, `${this.name} (room ${this.room}, resumed): its patched document differs from a fresh sync`);
    assert.ok(!this.gap, `${this.name}: saw a version gap`);
    stats.syncChecks += 1;
  }

  async play() {
    if (!this.open || !this.doc || this.doc.actions.length === 0) return false;
    const reply = await this.request({ type: 'action', action: pick(this.doc.actions), version: this.version });
    if (reply.type === 'ok') stats.moves += 1;
    else if (reply.type === 'error') {
      assert.equal(reply.code, 'stale_version', `${this.name}: ${JSON.stringify(reply)}`);
      stats.stale += 1;
    }
    return true;
  }

  async chat(text) {
    if (!this.open) return;
    const reply = await this.request({ type: 'chat', text });
    if (reply.type === 'ok') stats.chats += 1;
  }

  /** Goes away: `leave`, or the tab closes. */
  async goAway() {
    if (!this.open) return;
    await this.checkIfResumed();
    if (chance(0.3)) {
      await this.request({ type: 'leave' });
      stats.leaves += 1;
    }
    this.drop();
  }
}

async function newClient(name) {
  const c = new Client(name);
  await c.connect();
  return c;
}

function randomGame() {
  return pick(games);
}

function settings() {
  return {
    absentSeconds: Math.floor(between(2, MAX_ABSENT_SECONDS + 1)),
    turnSeconds: chance(0.3) ? 8 : 0,
    public: chance(0.5),
  };
}

async function createRoom(host, game, seats) {
  await host.enter({ type: 'create', game: game.id, seats, name: host.name, room: settings() });
  roomCodes.add(host.room);
  stats.rooms += 1;
}

// ---- people ---------------------------------------------------------------

/** Creates a room, looks around, and leaves it waiting. */
async function browser(id) {
  const me = await newClient(`browser${id}`);
  const listed = await me.request({ type: 'rooms' });
  const game = randomGame();
  if (chance(0.4) && listed.rooms?.length) {
    // Sits in someone's public room for a moment, then leaves it.
    const other = pick(listed.rooms);
    const joined = await me.request({ type: 'join', room: other.code, name: me.name });
    if (joined.type === 'joined') {
      await sleep(between(200, 1500));
      await me.request({ type: 'leave' });
      stats.leaves += 1;
    }
  }
  await createRoom(me, game, Math.min(game.maxPlayers, 3));
  await sleep(between(300, 3000));
  await me.goAway();
}

/** Friends at a table: they play, chat, drop and come back, finish or walk away. */
async function table(id, deadline) {
  const game = randomGame();
  const seats = Math.min(game.maxPlayers, Math.max(game.minPlayers, Math.floor(between(2, 5))));
  const humans = chance(0.4) ? Math.max(1, seats - 1) : seats;
  const friends = [];
  const host = await newClient(`t${id}host`);
  await createRoom(host, game, seats);
  friends.push(host);
  for (let s = 1; s < humans; s += 1) {
    const f = await newClient(`t${id}p${s}`);
    await f.enter({ type: 'join', room: host.room, name: f.name });
    friends.push(f);
  }
  await sleep(between(200, 1500)); // waiting for everyone to be ready
  const started = await host.request({ type: 'start', bots: humans < seats });
  if (started.type !== 'ok') {
    for (const f of friends) await f.goAway();
    return;
  }
  liveGames.add(host.room);
  const returns = [];
  const until = Math.min(deadline, Date.now() + between(10000, 60000));
  const walkAwayMidGame = chance(0.25);
  while (Date.now() < until) {
    const status = host.doc?.room.status ?? friends.find((f) => f.open)?.doc?.room.status;
    if (status === 'finished') {
      liveGames.delete(host.room);
      const h = friends.find((f) => f.open && f.seat === f.doc?.room.host);
      if (!h || chance(0.5)) break;
      // The host proposes the rematch; every other player still here accepts it.
      for (const f of [h, ...friends.filter((g) => g !== h)]) {
        if (!f.open || f.doc?.room.status !== 'finished') continue;
        const again = await f.request({ type: 'start', bots: humans < seats });
        if (again.type === 'ok' && f.doc?.room.status === 'playing') {
          stats.rematches += 1;
          liveGames.add(host.room);
        }
      }
    }
    if (walkAwayMidGame && chance(0.01)) break;
    const f = pick(friends);
    if (chance(0.02) && f.open) {
      // The tab closes; the player comes back a few seconds later.
      f.drop();
      stats.drops += 1;
      returns.push((async () => {
        await sleep(between(1000, 10000));
        await f.connect();
        f.doc = null;
        f.gap = false;
        await f.resumeSeat();
      })());
    } else if (chance(0.02)) {
      await f.chat('gg');
    } else {
      await f.play();
    }
    await sleep(between(50, 600)); // thinking
  }
  await Promise.all(returns);
  liveGames.delete(host.room);
  for (const f of friends) {
    // Some walk away for good, and may come back much later.
    if (f.open && chance(0.3)) comeBackLater.push({ room: f.room, token: f.token, name: f.name });
    await f.goAway();
  }
}

/** Plays alone against bots for a while, then closes the tab. */
async function solo(id) {
  const game = randomGame();
  const seats = Math.min(game.maxPlayers, Math.max(game.minPlayers, 3));
  const me = await newClient(`solo${id}`);
  await createRoom(me, game, seats);
  await me.request({ type: 'start', bots: true });
  const until = Date.now() + between(2000, 15000);
  while (Date.now() < until && me.doc.room.status === 'playing') {
    await me.play();
    await sleep(between(100, 800));
  }
  comeBackLater.push({ room: me.room, token: me.token, name: me.name });
  await me.goAway();
}

/** Comes back to a game left earlier, with the token, and plays on a little. */
async function returner(id) {
  if (comeBackLater.length === 0) return;
  const [back] = comeBackLater.splice(Math.floor(Math.random() * comeBackLater.length), 1);
  const me = await newClient(`${back.name}-back${id}`);
  me.room = back.room;
  me.token = back.token;
  const reply = await me.resumeSeat();
  if (reply.type !== 'joined') {
    // The room expired, or (a waiting room left) the seat is someone's else.
    assert.ok(['unknown_room', 'bad_token'].includes(reply.code), `${me.name}: ${JSON.stringify(reply)}`);
    stats.tooLate += 1;
    me.drop();
    return;
  }
  me.seat = reply.seat;
  stats.lateReturns += 1;
  const until = Date.now() + between(1000, 8000);
  while (Date.now() < until) {
    if (me.doc.room.status === 'finished') break;
    await me.play();
    await sleep(between(100, 600));
  }
  await me.goAway();
}

/** Watches a game in play, says something, leaves. */
async function watcher(id) {
  const code = pick([...liveGames]);
  if (!code) return;
  const me = await newClient(`watcher${id}`);
  const reply = await me.request({ type: 'spectate', room: code });
  if (reply.type !== 'joined') {
    me.drop();
    return;
  }
  stats.watchers += 1;
  await sleep(between(1000, 8000));
  if (chance(0.5)) await me.chat('nice move');
  const { same } = await me.checkInSync();
  assert.ok(same, `${me.name}: its patched document differs from a fresh sync`);
  me.drop();
}

async function person(id, deadline) {
  for (let n = 0; Date.now() < deadline; n += 1) {
    const roll = Math.random();
    const turn = `${id}.${n}`;
    if (roll < 0.15) await browser(turn);
    else if (roll < 0.55) await table(turn, deadline);
    else if (roll < 0.7) await solo(turn);
    else if (roll < 0.85) await returner(turn);
    else await watcher(turn);
    await sleep(between(200, 2000));
  }
}

// ---- the run --------------------------------------------------------------

function databaseBytes(dataDir) {
  let bytes = 0;
  for (const f of ['tavern.db', 'tavern.db-wal']) {
    const p = path.join(dataDir, f);
    if (fs.existsSync(p)) bytes += fs.statSync(p).size;
  }
  return bytes;
}

async function keptReplays(base) {
  let gamesKept = 0;
  let actionsKept = 0;
  for (const code of roomCodes) {
    const list = await (await fetch(`${base}/api/rooms/${code}/replays`)).json();
    for (const g of list.games ?? []) {
      const replay = await (await fetch(`${base}/api/replays/${g.id}`)).json();
      gamesKept += 1;
      actionsKept += replay.actions.length;
    }
  }
  return { gamesKept, actionsKept };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavern-uptime-'));
  const serverArgs = (logLevel) => ['--data-dir', dataDir, '--bot-delay-ms', '300', '--log-level', logLevel,
    '--room-expiry-seconds', String(EXPIRY_SECONDS),
    '--room-creations-per-minute', '100000', '--unknown-room-joins-per-minute', '100000',
    '--messages-per-second', '100', '--message-burst', '200'];
  const server = await startServer({ binary: BIN, args: serverArgs('warn') });
  url = server.url;
  // The replays' reader opens the database's log on its first read: once.
  await (await fetch(`${server.base}/api/rooms/NONE/replays`)).text();
  const start = { rss: rssMiB(server.pid), fds: openFds(server.pid), db: databaseBytes(dataDir) };

  const lobby = new Player(url, 'lobby');
  await lobby.connect();
  games = (await lobby.request({ type: 'games' })).games;
  lobby.drop();

  const began = Date.now();
  const deadline = began + SECONDS * 1000;
  const timeline = [];
  let peakRss = start.rss;
  const sampler = setInterval(async () => {
    peakRss = Math.max(peakRss, rssMiB(server.pid));
    const rooms = roomsByStatus(await metricsText(server.base));
    timeline.push(`${Math.round((Date.now() - began) / 1000)} s: ${rooms.waiting}/${rooms.playing}/${rooms.finished} rooms, ` +
      `RSS ${rssMiB(server.pid).toFixed(1)} MiB, ${openFds(server.pid)} fds`);
  }, Math.max(10, Math.min(600, SECONDS / 10)) * 1000);

  const people = Array.from({ length: PEOPLE }, (_, i) => sleep(i * 200).then(() => person(i, deadline)));
  await Promise.all(people);
  clearInterval(sampler);
  const playedFor = (Date.now() - began) / 1000;

  // Everyone has gone. Every absence comes due, then the server must idle.
  await sleep((MAX_ABSENT_SECONDS + 2) * 1000);
  const abandoned = roomsByStatus(await metricsText(server.base));
  const idleCpu = await cpuPercentOver(server.pid, IDLE_WINDOW);

  // Then every room expires.
  let roomsLeft = Infinity;
  for (let i = 0; i < EXPIRY_SECONDS + 30 && roomsLeft > 0; i += 1) {
    const r = roomsByStatus(await metricsText(server.base));
    roomsLeft = r.waiting + r.playing + r.finished;
    if (roomsLeft > 0) await sleep(1000);
  }
  const metrics = await metricsText(server.base);
  const entries = metricValue(metrics, 'tavern_store_entries_total');
  const connections = metricValue(metrics, 'tavern_connections');
  const end = { rss: rssMiB(server.pid), fds: openFds(server.pid) };
  const { gamesKept, actionsKept } = await keptReplays(server.base);

  const { code, signal } = await server.stop();
  const output = server.output();
  const dbBytes = databaseBytes(dataDir);
  // A restart on the same data finds nothing to restore: expired rooms are gone.
  const again = await startServer({ binary: BIN, args: serverArgs('info') });
  await sleep(200);
  const { code: againCode } = await again.stop();
  const restoreLine = /storage: .*: (\d+) rooms restored/.exec(again.output());
  fs.rmSync(dataDir, { recursive: true, force: true });

  const dbBound = start.db + entries * BYTES_PER_ENTRY_BOUND;
  console.log(`uptime: ${playedFor.toFixed(0)} s of ${PEOPLE} people: ${stats.rooms} rooms, ${stats.moves} moves (${stats.stale} stale), ` +
    `${stats.finished} games finished, ${stats.rematches} rematches, ${stats.chats} chat lines, ${stats.drops} tabs closed mid-game, ` +
    `${stats.resumes} resumes (${stats.lateReturns} much later, ${stats.tooLate} too late), ${stats.watchers} watchers, ` +
    `${stats.leaves} leaves, ${stats.syncChecks} resumed clients checked against a fresh sync`);
  for (const line of timeline) console.log(`uptime:   ${line}`);
  console.log(`uptime: abandoned rooms when everyone had gone: ${abandoned.waiting} waiting, ${abandoned.playing} playing, ${abandoned.finished} finished`);
  console.log(`uptime: idle CPU ${idleCpu.toFixed(3)} % of a core over ${IDLE_WINDOW} s (bound ${CPU_BOUND_PERCENT} %)`);
  console.log(`uptime: RSS ${start.rss.toFixed(1)} MiB at start, ${peakRss.toFixed(1)} MiB peak, ${end.rss.toFixed(1)} MiB once every room expired (bound: start + ${MEMORY_BOUND_MIB} MiB${SANITIZED ? ', not applied under sanitizers' : ''})`);
  console.log(`uptime: ${start.fds} fds at start, ${end.fds} at the end, ${connections} connections open; ${roomsLeft} rooms left`);
  console.log(`uptime: database ${(dbBytes / 1024).toFixed(0)} KiB for ${entries} entries written ` +
    `(${entries ? (dbBytes / entries).toFixed(0) : '-'} B each; bound ${(dbBound / 1024).toFixed(0)} KiB), ` +
    `${gamesKept} finished games kept as replays with ${actionsKept} actions; ${restoreLine?.[1] ?? '?'} rooms restored on restart`);

  assert.equal(signal, null, `the server died of ${signal}`);
  assert.equal(code, 0, `the server exited with ${code}:\n${output.slice(-3000)}`);
  assert.ok(!/\[error\]|\[critical\]/.test(output), `the server logged errors:\n${output.slice(-3000)}`);
  assert.ok(stats.moves > PEOPLE, `only ${stats.moves} moves were played`);
  assert.ok(stats.resumes > 0 && stats.syncChecks > 0, 'no client resumed');
  assert.ok(idleCpu < CPU_BOUND_PERCENT, `idle CPU ${idleCpu} % with nobody connected`);
  assert.equal(roomsLeft, 0, 'rooms did not expire');
  assert.equal(connections, 0, 'connections are still open');
  if (!SANITIZED) assert.ok(end.rss < start.rss + MEMORY_BOUND_MIB, `memory stayed at ${end.rss} MiB`);
  assert.ok(end.fds <= start.fds, `${end.fds} descriptors open, ${start.fds} at start`);
  assert.ok(dbBytes <= dbBound, `the database is ${dbBytes} bytes for ${entries} entries`);
  assert.ok(gamesKept > 0 && actionsKept > 0 && actionsKept < entries, `replays: ${gamesKept} games, ${actionsKept} actions`);
  assert.equal(againCode, 0);
  assert.equal(restoreLine?.[1], '0', `a restart restored rooms that had expired:\n${again.output()}`);
  console.log('uptime: 1 passed, 0 failed');
}

main().catch((error) => {
  console.error(error);
  console.log('uptime: 0 passed, 1 failed');
  process.exit(1);
});
