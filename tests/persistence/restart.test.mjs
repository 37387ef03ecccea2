// Persistence through the real server binary: a game survives `kill -9`,
// players resume with their old tokens and find the documents they had, the
// game finishes, and its replay shows every document the live spectator saw;
// its fair-shuffle record survives too, and `tavern-cli verify` passes it.
// Also: a database that is corrupt, locked, missing or unwritable stops the
// server at start with a clear message and a non-zero exit.
// The kill -9 scenario runs twice: on SQLite (--data-dir) and on PostgreSQL
// (--database, a server the test starts: tests/support/postgres_test_server.mjs;
// skipped where PostgreSQL is not installed, unless CI=true).
//   TAVERN_BIN=build/server/tavern node --test tests/persistence/
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { applyPatch, deepEqual } from '../../clients/web/js/patch.js';
import {
  freePort,
  locatePostgres,
  postgresRequired,
  startPostgres,
} from '../support/postgres_test_server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = process.env.TAVERN_BIN ?? path.join(repoRoot, 'build', 'server', 'tavern');
const CLI_BIN = process.env.TAVERN_CLI_BIN ?? path.join(repoRoot, 'build', 'clients', 'cli', 'tavern-cli');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A failed assertion must not leave a server or a socket behind: either would
// keep node running until the test runner's timeout.
const running = new Set();
after(() => {
  for (const thing of running) {
    if (typeof thing.kill === 'function') thing.kill('SIGKILL');
    else thing.terminate();
  }
});

function tempDir(name) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `tavern-${name}-`));
}

// Runs the server until `stop(signal)`; `exited` resolves with {code, signal, output}.
// `storage`: a data directory, or the flags that say where the rooms live.
async function startServer(storage, extra = []) {
  const port = await freePort();
  const where = Array.isArray(storage) ? storage : ['--data-dir', storage];
  const child = spawn(BIN, ['--host', '127.0.0.1', '--port', String(port), ...where,
    '--bot-delay-ms', '0', '--log-level', 'info', ...extra], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, output })));
  let done = false;
  exited.then(() => { done = true; running.delete(child); });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (done) return { port, base, child, exited, output: () => output, ready: false };
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch { /* not listening yet */ }
    if (i > 200) throw new Error(`tavern did not start:\n${output}`);
    await sleep(50);
  }
  return { port, base, url: `ws://127.0.0.1:${port}/ws`, child, exited, output: () => output, ready: true };
}

// One WebSocket client that keeps its document up to date from state and patches.
class Client {
  constructor(name) {
    this.name = name;
    this.doc = null;
    this.version = -1;
    this.seen = []; // every document version, for the spectator's comparison
    this.waiters = new Map();
    this.nextId = 1;
  }

  async connect(url) {
    this.ws = new WebSocket(url, { headers: { Origin: url.replace('ws:', 'http:').replace('/ws', '') } });
    running.add(this.ws);
    this.ws.on('message', (data) => this.onMessage(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => { this.ws.once('open', resolve); this.ws.once('error', reject); });
  }

  onMessage(msg) {
    if (msg.type === 'state') {
      // What the patches had built when this state arrived, for `settle`.
      msg.tracked = { doc: this.doc, version: this.version };
      this.doc = msg.state;
      this.version = msg.version;
      this.seen.push(structuredClone(this.doc));
    } else if (msg.type === 'patch') {
      assert.equal(msg.version, this.version + 1, `${this.name}: patches arrive in order`);
      this.doc = applyPatch(this.doc, msg.patch);
      this.version = msg.version;
      this.seen.push(structuredClone(this.doc));
    } else if (msg.type === 'joined') {
      this.joined = msg;
    }
    if (msg.id !== undefined && msg.id !== null && this.waiters.has(msg.id)) {
      const resolve = this.waiters.get(msg.id);
      this.waiters.delete(msg.id);
      resolve(msg);
    }
  }

  request(message) {
    const id = this.nextId++;
    this.ws.send(JSON.stringify({ ...message, id }));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name}: no reply to ${JSON.stringify(message)}`)), 10000);
      this.waiters.set(id, (reply) => { clearTimeout(timer); resolve(reply); });
    });
  }

  async enter(message) {
    const reply = await this.request(message);
    assert.notEqual(reply.type, 'error', `${this.name}: ${JSON.stringify(reply)}`);
    // `state` follows `joined`.
    for (let i = 0; i < 100 && (!this.joined || !this.doc); i += 1) await sleep(10);
    return reply;
  }

  close() {
    this.ws.terminate();
    running.delete(this.ws);
  }
}

async function settle(clients, server) {
  // Each client asks for its whole document: the answer comes after every
  // patch sent before it, so the document those patches built, as it stood
  // when the answer arrived, must equal it. (Compared on arrival, because a
  // patch from another player's action may still be on its way when the
  // request leaves.)
  for (const c of clients) {
    const reply = await c.request({ type: 'sync' });
    assert.equal(reply.type, 'state', `${c.name}: ${JSON.stringify(reply)}`);
    assert.equal(reply.tracked.version, reply.version, `${c.name}: the sync carries the version the patches reached`);
    assert.ok(deepEqual(reply.tracked.doc, reply.state), `${c.name}: patches rebuilt the document a sync gives`);
  }
  void server;
}

// Plays `count` actions (or until the game ends), each by the awaited player,
// choosing among its legal actions with a fixed pattern.
async function play(players, count) {
  let played = 0;
  while (played < count) {
    const actor = players.find((p) => p.doc.actions.length > 0);
    if (!actor) {
      if (players[0].doc.room.status === 'finished') return played;
      await sleep(10);
      continue;
    }
    const choice = actor.doc.actions[played % actor.doc.actions.length];
    const reply = await actor.request({ type: 'action', action: choice, version: actor.version });
    assert.equal(reply.type, 'ok', `${actor.name}: ${JSON.stringify(reply)}`);
    played += 1;
  }
  return played;
}

// Consecutive duplicates removed: a step that changed nothing a viewer sees
// sends that viewer nothing.
function distinct(documents) {
  const out = [];
  for (const d of documents) if (out.length === 0 || !deepEqual(out[out.length - 1], d)) out.push(d);
  return out;
}

// `storage`: the flags of the server's storage, the same for both starts.
async function gameSurvivesKill(storage) {
  let server = await startServer(storage);
  assert.ok(server.ready, server.output());
  const names = ['Ann', 'Bob', 'Cid'];
  const players = names.map((n) => new Client(n));
  const spectator = new Client('spectator');
  for (const c of [...players, spectator]) await c.connect(server.url);
  await players[0].enter({ type: 'create', game: 'deadmansdraw', seats: 3, name: 'Ann', entropy: 'annFirst' });
  const code = players[0].joined.room;
  await players[1].enter({ type: 'join', room: code, name: 'Bob', entropy: 'bob-2' });
  await players[2].enter({ type: 'join', room: code, name: 'Cid' });
  await spectator.enter({ type: 'spectate', room: code });
  const committed = spectator.doc.room.fairness.next;
  assert.equal((await players[0].request({ type: 'start', entropy: 'ann_at_start' })).type, 'ok');
  const before = await play(players, 12);
  assert.equal(before, 12);
  const everyone = [...players, spectator];
  await settle(everyone, server);
  const docsBefore = everyone.map((c) => structuredClone(c.doc));
  const tokens = players.map((p) => p.joined.token);

  // No warning, no flush: the process is gone at once.
  server.child.kill('SIGKILL');
  await server.exited;
  for (const c of everyone) c.close();

  server = await startServer(storage);
  assert.ok(server.ready, server.output());
  assert.match(server.output(), /1 rooms restored/);
  const resumed = names.map((n) => new Client(n));
  const watcher = new Client('spectator');
  watcher.seen = spectator.seen; // one spectator's whole history, across the restart
  for (const c of [...resumed, watcher]) await c.connect(server.url);
  for (let i = 0; i < resumed.length; i += 1) {
    await resumed[i].enter({ type: 'resume', room: code, token: tokens[i] });
    assert.equal(resumed[i].joined.seat, i);
  }
  await watcher.enter({ type: 'spectate', room: code });
  const after = [...resumed, watcher];
  await settle(after, server);
  // The game's fair-shuffle record is kept; the commitment for the game after
  // it is drawn afresh at start (protocol.md, "Fair shuffles"), so it is left out.
  const withoutNext = (doc) => ({ ...doc, room: { ...doc.room, fairness: { ...doc.room.fairness, next: null } } });
  for (let i = 0; i < after.length; i += 1) {
    assert.notEqual(after[i].doc.room.fairness.next, docsBefore[i].room.fairness.next);
    assert.ok(deepEqual(withoutNext(after[i].doc), withoutNext(docsBefore[i])),
      `${after[i].name}: the document after the restart equals the one before the kill\n` +
      `before: ${JSON.stringify(docsBefore[i]).slice(0, 600)}\nafter:  ${JSON.stringify(after[i].doc).slice(0, 600)}`);
  }
  // A token that never held a seat still gets nothing.
  const stranger = new Client('stranger');
  await stranger.connect(server.url);
  const refused = await stranger.request({ type: 'resume', room: code, token: '0'.repeat(32) });
  assert.equal(refused.code, 'bad_token');
  stranger.close();

  const rest = await play(resumed, 5000);
  assert.ok(rest > 0);
  for (let i = 0; i < 200 && resumed.some((p) => !p.doc.result); i += 1) await sleep(20);
  await settle(after, server);
  assert.equal(resumed[0].doc.room.status, 'finished');
  assert.ok(resumed[0].doc.result, 'the game has a result');

  // The replay: found through the room, with seed and every action.
  const list = await (await fetch(`${server.base}/api/rooms/${code}/replays`)).json();
  assert.equal(list.games.length, 1, JSON.stringify(list));
  const id = list.games[0].id;
  const replay = await (await fetch(`${server.base}/api/replays/${id}`)).json();
  assert.equal(replay.game, 'deadmansdraw');
  assert.deepEqual(replay.players, names);
  assert.equal(replay.actions.length, before + rest);
  assert.match(replay.seed, /^\d+$/);
  assert.ok(deepEqual(replay.result, resumed[0].doc.result));
  // The secret committed to before the start, revealed at the end, with the values sent.
  assert.equal(replay.fairness.commitment, committed);
  assert.deepEqual(replay.fairness.values, ['ann_at_start', 'bob-2', '']);
  assert.equal(resumed[0].doc.room.fairness.game.serverSeed, replay.fairness.serverSeed);
  const verify = spawnSync(CLI_BIN, ['verify', `${server.base}/?replay=${id}`], { encoding: 'utf8', timeout: 60000 });
  assert.equal(verify.status, 0, `tavern-cli verify: ${verify.stdout}${verify.stderr}${verify.error ?? ''}`);
  assert.match(verify.stdout, /shuffles verified/);

  // Every document the live spectator saw, step by step.
  const views = await (await fetch(`${server.base}/api/replays/${id}/views?viewer=spectator`)).json();
  assert.equal(views.steps.length, replay.actions.length + 1);
  const live = distinct(watcher.seen.filter((d) => d.game).map((d) => ({ game: d.game, log: d.log })));
  const replayed = distinct(views.steps.map((s) => ({ game: s.game, log: s.log })));
  assert.equal(replayed.length, live.length, 'as many distinct spectator documents live as in the replay');
  for (let i = 0; i < live.length; i += 1) {
    assert.ok(deepEqual(replayed[i], live[i]), `spectator document ${i} of the replay equals the live one`);
  }
  // Once over, everything: each player's own view at the end, hand included.
  for (let seat = 0; seat < names.length; seat += 1) {
    const seatViews = await (await fetch(`${server.base}/api/replays/${id}/views?viewer=${seat}`)).json();
    assert.ok(deepEqual(seatViews.steps.at(-1).game, resumed[seat].doc.game), `seat ${seat}'s last view`);
  }
  const metrics = await (await fetch(`${server.base}/metrics`)).text();
  const commits = Number(metrics.match(/^tavern_store_commits_total (\d+)/m)?.[1]);
  const entries = Number(metrics.match(/^tavern_store_entries_total (\d+)/m)?.[1]);
  assert.ok(commits > 0 && entries >= rest, `storage figures at /metrics: ${commits} commits, ${entries} entries`);
  const missing = await fetch(`${server.base}/api/replays/nosuchgame`);
  assert.equal(missing.status, 404);
  assert.equal((await missing.json()).code, 'unknown_replay');

  for (const c of after) c.close();
  server.child.kill('SIGTERM');
  const { code: exitCode, output } = await server.exited;
  assert.equal(exitCode, 0);
  return output;
}

test('a game survives kill -9: resume with old tokens, same documents, then finish and replay', async () => {
  const dataDir = tempDir('restart');
  await gameSurvivesKill(['--data-dir', dataDir]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// One PostgreSQL for the tests below, started by the first that needs it.
const postgres = locatePostgres();
const postgresSkip = postgres.why && !postgresRequired() ? `no PostgreSQL: ${postgres.why}` : false;
let postgresServer = null;
after(() => postgresServer?.stop());
async function postgresDatabase() {
  if (postgres.why) assert.fail(`CI=true and PostgreSQL cannot be run: ${postgres.why}`);
  postgresServer ??= await startPostgres(postgres.binDir);
  return postgresServer.createDatabase();
}

test('on PostgreSQL (--database): a game survives kill -9, resumes, finishes and replays', { skip: postgresSkip }, async () => {
  const database = await postgresDatabase();
  const output = await gameSurvivesKill(['--database', postgresServer.url(database, 's3cret-pw')]);
  assert.match(output, new RegExp(`storage: postgresql://127\\.0\\.0\\.1:${postgresServer.port}/${database}: 1 rooms restored`));
  assert.doesNotMatch(output, /s3cret/, 'the password is never logged');
  // The rows are in PostgreSQL: one finished game with every action.
  assert.equal(postgresServer.query(database, 'SELECT count(*) FROM games WHERE finished_at IS NOT NULL'), '1');
  assert.ok(Number(postgresServer.query(database, 'SELECT count(*) FROM actions')) > 12);
  assert.equal(postgresServer.query(database, 'SELECT version FROM schema_version'), '4');
});

test('--database: a bad URL, an absent server, or --data-dir beside it stop the server at start', { skip: postgresSkip }, async () => {
  const database = await postgresDatabase();
  const dataDir = tempDir('both');
  const refused = async (storage, expected) => {
    const server = await startServer(storage);
    if (server.ready) {
      server.child.kill('SIGKILL');
      assert.fail(`the server started with ${storage.join(' ')}:\n${server.output()}`);
    }
    const { code, signal, output } = await server.exited;
    assert.equal(signal, null, `no crash: ${output}`);
    assert.notEqual(code, 0, 'a non-zero exit');
    assert.match(output, expected);
    assert.doesNotMatch(output, /s3cret/, 'the password is never printed');
  };
  await refused(['--database', postgresServer.url(database), '--data-dir', dataDir], /--data-dir excludes --database|--database excludes --data-dir/);
  await refused(['--database', 'mysql://u:s3cret@127.0.0.1/x'], /--database: must be a PostgreSQL URL/);
  await refused(['--database', 'postgresql://u:s3cret@127.0.0.1/x?nosuchoption=1'], /--database is not a valid PostgreSQL URL: invalid URI query parameter/);
  await refused(['--database', 'postgresql://u:s3cret@127.0.0.1:notaport/x'], /cannot connect to postgresql:\/\/127\.0\.0\.1:notaport\/x: invalid integer value/);
  // Nobody listens on port 1.
  await refused(['--database', 'postgresql://u:s3cret@127.0.0.1:1/x'], /storage: cannot connect to postgresql:\/\/127\.0\.0\.1:1\/x/);
  assert.deepEqual(fs.readdirSync(dataDir), [], 'nothing was written to the data directory');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function refusedAtStart(dataDir, expected) {
  const server = await startServer(dataDir);
  if (server.ready) {
    server.child.kill('SIGKILL');
    assert.fail(`the server started on ${dataDir}:\n${server.output()}`);
  }
  const { code, signal, output } = await server.exited;
  assert.equal(signal, null, `no crash: ${output}`);
  assert.notEqual(code, 0, 'a non-zero exit');
  assert.match(output, expected);
  return output;
}

test('a corrupt database stops the server with a clear error', async () => {
  const dataDir = tempDir('corrupt');
  fs.writeFileSync(path.join(dataDir, 'tavern.db'), 'this is not a database, but someone\'s data '.repeat(200));
  const before = fs.readFileSync(path.join(dataDir, 'tavern.db'));
  await refusedAtStart(dataDir, /storage: cannot use the database .*tavern\.db: file is not a database/);
  assert.ok(before.equals(fs.readFileSync(path.join(dataDir, 'tavern.db'))), 'the file is left as it was');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a data directory in use by another tavern stops the second one', async () => {
  const dataDir = tempDir('locked');
  const first = await startServer(dataDir);
  assert.ok(first.ready, first.output());
  await refusedAtStart(dataDir, /in use by another tavern process \(pid \d+\)/);
  // The first one carries on.
  assert.ok((await fetch(`${first.base}/healthz`)).ok);
  first.child.kill('SIGTERM');
  await first.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a database missing from a directory tavern used before is not replaced by an empty one', async () => {
  const dataDir = tempDir('missing');
  const first = await startServer(dataDir);
  assert.ok(first.ready, first.output());
  first.child.kill('SIGTERM');
  await first.exited;
  for (const f of fs.readdirSync(dataDir)) if (f.startsWith('tavern.db')) fs.rmSync(path.join(dataDir, f));
  await refusedAtStart(dataDir, /database .* is missing from a data directory tavern has used before/);
  assert.ok(!fs.existsSync(path.join(dataDir, 'tavern.db')), 'no fresh database was created');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a data directory that cannot be created stops the server', async () => {
  const dir = tempDir('unwritable');
  const file = path.join(dir, 'a-file');
  fs.writeFileSync(file, 'x');
  // Below a regular file: refused even to root, unlike permission bits.
  await refusedAtStart(path.join(file, 'data'), /cannot create the data directory/);
  fs.rmSync(dir, { recursive: true, force: true });
});
