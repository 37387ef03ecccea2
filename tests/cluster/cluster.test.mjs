// A cluster on loopback, through the real binaries: PostgreSQL, Redis, three
// tavern nodes and nginx, each started by the test on free ports. Clients
// reach the cluster through nginx only, and follow redirects as the browser
// client does (protocol.md, "Clusters").
//   1. Rooms of every game land on different nodes; players and a spectator
//      play; the node holding the most rooms gets kill -9; everyone comes
//      back through nginx, is redirected, resumes, finds the document they
//      had (equal to a fresh sync), and the games finish.
//   2. The same with SIGTERM: the node hands its rooms over, its clients are
//      redirected without a reload, and it exits cleanly.
//   3. A node paused with SIGSTOP loses its rooms to the others; resumed, it
//      does not accept a single action for them.
//   TAVERN_BIN=build/server/tavern node --test tests/cluster/
// Skipped with a message where PostgreSQL, Redis or nginx is not installed,
// unless CI=true: there they must be.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { applyPatchInPlace, deepEqual } from '../../clients/web/js/patch.js';
import { locateNginx, startNginx } from '../support/nginx_test_server.mjs';
import { freePort, locatePostgres, postgresRequired, startPostgres } from '../support/postgres_test_server.mjs';
import { locateRedis, startRedis } from '../support/redis_test_server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = process.env.TAVERN_BIN ?? path.join(repoRoot, 'build', 'server', 'tavern');
const CLI_BIN = process.env.TAVERN_CLI_BIN ?? path.join(repoRoot, 'build', 'clients', 'cli', 'tavern-cli');
const GAMES = (process.env.CLUSTER_GAMES ?? 'deadmansdraw,coltexpress,drachenschatten,midevil').split(',');
const NODE_IDS = ['a', 'b', 'c'];
// A MidEvil game played at random can run to tens of thousands of actions:
// the game's own round limit keeps it short.
const OPTIONS = { midevil: { maxRounds: 2 } };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const missing = [locatePostgres(), locateRedis(), locateNginx()].map((r) => r.why).filter(Boolean);
const skip = missing.length > 0 && !postgresRequired() ? missing.join('; ') : false;
if (skip) console.log(`# cluster test skipped: ${skip}`);

const running = new Set();
let postgres;
let redis;
let nginx;
let databaseUrl;
const nodes = new Map(); // id -> { port, child, exited, output() }

after(() => {
  for (const thing of running) {
    if (typeof thing.kill === 'function') thing.kill('SIGKILL');
    else thing.terminate();
  }
  nginx?.stop();
  redis?.stop();
  postgres?.stop();
});

async function startNode(id, port) {
  const child = spawn(BIN, ['--host', '127.0.0.1', '--port', String(port), '--database', databaseUrl,
    '--redis', redis.url, '--node-id', id, '--public-path', `/n/${id}`, '--bot-delay-ms', '0',
    '--threads', '1', '--bot-threads', '1', '--log-level', 'info',
    // Every client comes through nginx: one address.
    '--max-connections-per-address', '10000', '--room-creations-per-minute', '10000',
    '--unknown-room-joins-per-minute', '10000', '--messages-per-second', '1000', '--message-burst', '1000'],
  { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => {
    running.delete(child);
    resolve({ code, signal });
  }));
  const node = { id, port, child, exited, output: () => output };
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch { /* not yet */ }
    if (i > 200 || child.exitCode !== null) throw new Error(`node ${id} did not start:\n${output}`);
    await sleep(50);
  }
  nodes.set(id, node);
  return node;
}

before(async () => {
  if (skip) return;
  const pg = locatePostgres();
  postgres = await startPostgres(pg.binDir);
  databaseUrl = postgres.url(postgres.createDatabase());
  redis = await startRedis();
  const ports = [];
  for (const id of NODE_IDS) ports.push({ id, port: await freePort() });
  // One at a time: the first migrates the empty database.
  for (const { id, port } of ports) await startNode(id, port);
  nginx = await startNginx(locateNginx().binary, ports, path.join(repoRoot, 'deploy', 'nginx-cluster-locations.conf'));
});

const logs = () => [...nodes.values()].map((n) => `--- node ${n.id}\n${n.output().split('\n').slice(-25).join('\n')}`).join('\n');
const ownerOf = (code) => redis.cli('HGET', `tavern:room:${code}`, 'node');

// A client that reaches the cluster through nginx and follows redirects.
class Client {
  constructor(name) {
    this.name = name;
    this.doc = null;
    this.version = -1;
    this.waiters = new Map();
    this.nextId = 1;
    this.redirects = 0;
    this.moved = null; // an unsolicited redirect: the room moved
  }

  async open(pathname = '/ws') {
    this.drop();
    const url = `ws://127.0.0.1:${nginx.port}${pathname}`;
    const ws = new WebSocket(url, { headers: { Origin: `http://127.0.0.1:${nginx.port}` } });
    running.add(ws);
    this.ws = ws;
    this.path = pathname;
    this.closedWith = null;
    ws.on('message', (data) => { if (ws === this.ws) this.onMessage(JSON.parse(data.toString())); });
    ws.on('close', (code) => {
      running.delete(ws);
      if (ws !== this.ws) return;
      this.closedWith = code;
      for (const waiter of this.waiters.values()) waiter.reject(new Error('closed'));
      this.waiters.clear();
    });
    // A paused node's kernel still accepts the connection nginx makes, and
    // nobody answers the handshake: give up and try another node.
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no handshake')), 3000);
      ws.once('open', () => { clearTimeout(timer); resolve(); });
      ws.once('error', (e) => { clearTimeout(timer); reject(e); });
    });
  }

  drop() {
    if (this.ws) {
      const ws = this.ws;
      this.ws = null;
      ws.on('error', () => {}); // terminating a socket still connecting reports one
      ws.terminate();
      running.delete(ws);
    }
  }

  onMessage(msg) {
    if (msg.type === 'state') {
      msg.tracked = { doc: this.doc, version: this.version };
      this.doc = msg.state;
      this.version = msg.version;
    } else if (msg.type === 'patch') {
      assert.equal(msg.version, this.version + 1, `${this.name}: patches arrive in order`);
      this.doc = applyPatchInPlace(this.doc, msg.patch);
      this.version = msg.version;
    } else if (msg.type === 'joined') {
      this.joined = msg;
    } else if (msg.type === 'redirect' && msg.id === undefined) {
      this.moved = msg;
    }
    if (msg.id !== undefined && this.waiters.has(msg.id)) {
      const waiter = this.waiters.get(msg.id);
      this.waiters.delete(msg.id);
      waiter.resolve(msg);
    }
  }

  request(message, timeoutMs = 10000) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
        reject(new Error('closed'));
        return;
      }
      const timer = setTimeout(() => {
        this.waiters.delete(id);
        reject(new Error(`${this.name}: no reply to ${JSON.stringify(message)}`));
      }, timeoutMs);
      this.waiters.set(id, {
        resolve: (reply) => { clearTimeout(timer); resolve(reply); },
        reject: (error) => { clearTimeout(timer); reject(error); },
      });
      this.ws.send(JSON.stringify({ ...message, id }));
    });
  }

  // Sends create/join/spectate/resume, following redirects and coming back
  // through /ws when a node is gone or not reachable yet, as the browser
  // client does. Resolves with `joined` once the document is in.
  async enter(message, budgetMs = 20000) {
    const deadline = Date.now() + budgetMs;
    let pathname = this.ws?.readyState === WebSocket.OPEN ? this.path : '/ws';
    for (;;) {
      assert.ok(Date.now() < deadline, `${this.name}: could not enter with ${JSON.stringify(message)}`);
      try {
        if (!this.ws || this.ws.readyState !== WebSocket.OPEN || this.path !== pathname) await this.open(pathname);
        this.joined = null;
        this.doc = null;
        const reply = await this.request(message);
        if (reply.type === 'redirect') {
          this.redirects += 1;
          pathname = reply.path;
          continue;
        }
        if (reply.type === 'error' && reply.code === 'unavailable') throw new Error('unavailable');
        assert.notEqual(reply.type, 'error', `${this.name}: ${JSON.stringify(reply)}`);
        for (let i = 0; i < 200 && (!this.joined || !this.doc); i += 1) await sleep(10);
        assert.ok(this.doc, `${this.name}: a document follows joined`);
        this.moved = null;
        return reply;
      } catch (e) {
        if (e.code === 'ERR_ASSERTION') throw e;
        // The node died, is not claimed yet, or nginx answered 502: any node.
        pathname = '/ws';
        this.drop();
        await sleep(250);
      }
    }
  }

  // How this client comes back into its room.
  rejoinMessage() {
    return this.token ? { type: 'resume', room: this.room, token: this.token } : { type: 'spectate', room: this.room };
  }

  remember() {
    this.room = this.joined.room;
    if (this.joined.token) this.token = this.joined.token;
  }
}

// Two players and a spectator per game, every room created through nginx.
async function openTables() {
  const tables = [];
  for (const game of GAMES) {
    const host = new Client(`${game}-host`);
    await host.enter({ type: 'create', game, seats: 2, name: 'Ann', options: OPTIONS[game] ?? {} });
    host.remember();
    const guest = new Client(`${game}-guest`);
    await guest.enter({ type: 'join', room: host.room, name: 'Bob' });
    guest.remember();
    const watcher = new Client(`${game}-watcher`);
    await watcher.enter({ type: 'spectate', room: host.room });
    watcher.remember();
    assert.equal((await host.request({ type: 'start' })).type, 'ok');
    tables.push({ game, code: host.room, players: [host, guest], everyone: [host, guest, watcher] });
  }
  return tables;
}

// Plays up to `count` actions of one table (fewer when the game ends).
async function play(table, count) {
  let played = 0;
  let stale = 0;
  for (let waited = 0; played < count;) {
    // A room that moved (its node drained or paused): its members come back.
    for (const c of table.everyone) {
      if (c.moved || !c.ws || c.ws.readyState !== WebSocket.OPEN) await c.enter(c.rejoinMessage());
    }
    const actor = table.players.find((p) => p.doc.actions.length > 0);
    if (!actor) {
      if (table.players[0].doc.room.status === 'finished') return played;
      assert.ok(waited++ < 2500, `${table.game}: nobody can act`);
      await sleep(2);
      continue;
    }
    waited = 0;
    // Random legal actions: every game ends under random play (the engines'
    // random-playout tests), where a fixed pattern can go round in circles.
    // Ending a step when one may (a MidEvil turn of skeletons walked at
    // random can last hundreds of actions) keeps games to a few hundred.
    const enders = actor.doc.actions.filter((a) => ['pass', 'stop', 'end', 'done'].includes(a.type));
    const pool = enders.length > 0 && Math.random() < 0.7 ? enders : actor.doc.actions;
    const choice = pool[Math.floor(Math.random() * pool.length)];
    const reply = await actor.request({ type: 'action', action: choice, version: actor.version });
    // Both players may act at once in some games: the other's move was on
    // its way. Looked at again with the patch in.
    if (reply.code === 'stale_version') {
      assert.ok(stale++ < 500, `${actor.name}: stays behind: ${reply.message} (at ${actor.version})`);
      await sleep(2);
      continue;
    }
    stale = 0;
    if (process.env.CLUSTER_DEBUG && played % 500 === 0) console.log(`# ${table.game}: ${played} actions, status ${actor.doc.room.status}, ${JSON.stringify(choice).slice(0, 100)}`);
    assert.equal(reply.type, 'ok', `${actor.name}: ${JSON.stringify(reply)}`);
    played += 1;
  }
  return played;
}

// Each client's document, built from patches, equals a fresh sync.
async function settle(clients) {
  for (const c of clients) {
    const reply = await c.request({ type: 'sync' });
    assert.equal(reply.type, 'state', `${c.name}: ${JSON.stringify(reply)}`);
    assert.equal(reply.tracked.version, reply.version, `${c.name}: the sync carries the version the patches reached`);
    assert.ok(deepEqual(reply.tracked.doc, reply.state), `${c.name}: patches rebuilt the document a sync gives`);
  }
}

// The commitment to the next game's secret is drawn afresh by each owner
// (protocol.md, "Fair shuffles"); the rest of a document must be kept.
// A rebuilt room starts its clocks afresh, as after a restart (a room nobody
// is at stands still), so the clock is left out. Known gap: a MidEvil room
// rebuilt during a reaction window has shown the window's seat awaited with
// no clock at all (docs/CLUSTER.md, "Known gaps").
const kept = (doc) => ({
  ...doc,
  room: { ...doc.room, fairness: { ...doc.room.fairness, next: null }, clock: null },
});

// Where two documents first differ, for the failure message.
function difference(a, b, at = '') {
  if (deepEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = difference(a[key], b[key], `${at}/${key}`);
      if (found) return found;
    }
  }
  return `${at}: ${JSON.stringify(a)?.slice(0, 300)} then ${JSON.stringify(b)?.slice(0, 300)}`;
}

function assertSameDocuments(clients, before, why) {
  clients.forEach((c, i) => {
    assert.ok(deepEqual(kept(c.doc), kept(before[i])),
      `${c.name}: ${why}: ${difference(kept(before[i]), kept(c.doc))}`);
  });
}

// Random play ends every game (a MidEvil game in a few thousand actions).
async function finish(tables) {
  for (const t of tables) {
    const played = await play(t, 20000);
    const watcher = t.everyone[2];
    for (let i = 0; i < 500 && watcher.doc.room.status !== 'finished'; i += 1) await sleep(10);
    console.log(`# ${t.game} finished after ${played} more actions`);
    assert.equal(watcher.doc.room.status, 'finished', `${t.game}: the game finished`);
    assert.ok(watcher.doc.result, `${t.game}: the game has a result`);
    await settle(t.everyone);
  }
}

function busiestNode(tables) {
  const counts = new Map();
  for (const t of tables) counts.set(ownerOf(t.code), (counts.get(ownerOf(t.code)) ?? 0) + 1);
  return [...counts.entries()].sort((x, y) => y[1] - x[1])[0][0];
}

function closeAll(tables) {
  for (const t of tables) for (const c of t.everyone) c.drop();
}

test('a node killed with -9: its rooms are taken over and every game finishes', { skip, timeout: 300000 }, async () => {
  const tables = await openTables();
  const owners = tables.map((t) => ownerOf(t.code));
  assert.ok(owners.every((o) => NODE_IDS.includes(o)), `every room has a live owner: ${owners}`);
  if (GAMES.length > 1) assert.ok(new Set(owners).size >= 2, `rooms land on different nodes: ${owners}`);
  for (const t of tables) assert.equal(await play(t, 6), 6);
  for (const t of tables) await settle(t.everyone);

  const victim = busiestNode(tables);
  const moving = tables.filter((t) => ownerOf(t.code) === victim);
  const clients = moving.flatMap((t) => t.everyone);
  const before = clients.map((c) => structuredClone(c.doc));
  nodes.get(victim).child.kill('SIGKILL');
  await nodes.get(victim).exited;
  try {

  const started = Date.now();
  for (const c of clients) await c.enter(c.rejoinMessage());
  const back = Date.now() - started;
  for (const t of moving) {
    const owner = ownerOf(t.code);
    assert.ok(owner !== victim && NODE_IDS.includes(owner), `${t.game}: room ${t.code} now on ${owner}`);
  }
  await settle(clients);
  assertSameDocuments(clients, before, 'the document after the takeover equals the one before the kill');
  console.log(`# kill -9 of node ${victim}: ${moving.length} rooms, ${clients.length} clients back in ${back} ms`);

  await finish(tables);
  } finally {
    closeAll(tables);
    // The node comes back empty, on its old port, for the next tests.
    await startNode(victim, nodes.get(victim).port);
  }
});

test('SIGTERM drains a node: its rooms move, its clients follow, it exits cleanly', { skip, timeout: 300000 }, async () => {
  const tables = await openTables();
  for (const t of tables) assert.equal(await play(t, 5), 5);
  for (const t of tables) await settle(t.everyone);

  const victim = busiestNode(tables);
  const moving = tables.filter((t) => ownerOf(t.code) === victim);
  const clients = moving.flatMap((t) => t.everyone);
  const before = clients.map((c) => structuredClone(c.doc));
  const node = nodes.get(victim);
  node.child.kill('SIGTERM');
  const exit = await node.exited;
  try {
  assert.equal(exit.code, 0, `node ${victim} exits cleanly:\n${node.output().slice(-2000)}`);
  // Its finished rooms of the test before are handed over too.
  const handed = Number(node.output().match(new RegExp(`node ${victim} drained: (\\d+) rooms handed over`))?.[1]);
  assert.ok(handed >= moving.length, `node ${victim} handed its rooms over:\n${node.output().slice(-2000)}`);

  for (const c of clients) {
    assert.ok(c.moved, `${c.name}: told where its room went`);
    assert.equal(c.moved.room, c.room);
    assert.notEqual(c.moved.path, `/n/${victim}/ws`);
    await c.enter(c.rejoinMessage());
    assert.equal(c.path, c.moved?.path ?? c.path);
  }
  for (const t of moving) assert.notEqual(ownerOf(t.code), victim);
  await settle(clients);
  assertSameDocuments(clients, before, 'the document after the drain equals the one before it');

  await finish(tables);
  } finally {
    closeAll(tables);
    await startNode(victim, node.port);
  }
});

test('a paused node loses its rooms and, resumed, accepts no action for them', { skip, timeout: 300000 }, async () => {
  const tables = await openTables();
  for (const t of tables) assert.equal(await play(t, 4), 4);
  const victim = busiestNode(tables);
  const table = tables.find((t) => ownerOf(t.code) === victim);
  // The player whose turn it is keeps its socket to the paused node.
  const stale = table.players.find((p) => p.doc.actions.length > 0);
  const others = table.everyone.filter((c) => c !== stale);
  const node = nodes.get(victim);

  node.child.kill('SIGSTOP');
  try {
    for (let i = 0; ownerOf(table.code) === victim; i += 1) {
      assert.ok(i < 200, `room ${table.code} is claimed from the paused node\n${logs()}`);
      await sleep(50);
    }
    // The others come back on the new owner: it has rebuilt the room.
    for (const c of others) {
      c.drop();
      await c.enter(c.rejoinMessage());
    }
    // A rejoin shows in the others' documents: wait for every patch of it.
    await settle(others);
    const version = others[0].version;
    const actionsBefore = Number(postgres.query(databaseUrl.split('/').pop(),
      `SELECT count(*) FROM actions a JOIN rooms r ON r.game_id = a.game_id WHERE r.code = '${table.code}'`));

    node.child.kill('SIGCONT');
    const choice = stale.doc.actions[0];
    let reply;
    try {
      reply = await stale.request({ type: 'action', action: choice, version: stale.version }, 5000);
    } catch (e) {
      reply = { type: 'none', why: e.message };
    }
    assert.notEqual(reply.type, 'ok', `the resumed node accepted an action for room ${table.code}\n${logs()}`);
    // Refused while its lease has lapsed, or sent away once it has checked.
    if (reply.type === 'error') assert.ok(['unavailable', 'not_in_room'].includes(reply.code), JSON.stringify(reply));
    console.log(`# the action on the resumed node: ${reply.type} ${reply.code ?? reply.why ?? ''}`);
    for (let i = 0; i < 100 && stale.closedWith === null; i += 1) await sleep(20);
    assert.ok(stale.moved || stale.closedWith !== null, 'the stale connection is sent away');

    await sleep(300);
    await settle(others);
    assert.equal(others[0].version, version, 'the new owner saw no action from the paused node');
    const actionsAfter = Number(postgres.query(databaseUrl.split('/').pop(),
      `SELECT count(*) FROM actions a JOIN rooms r ON r.game_id = a.game_id WHERE r.code = '${table.code}'`));
    assert.equal(actionsAfter, actionsBefore, 'nothing of the paused node reached the database');
    assert.match(node.output(), /owned by another node now|belongs to node/);

    // The stale player comes back through nginx and the games finish.
    await stale.enter(stale.rejoinMessage());
    await finish(tables);
  } finally {
    node.child.kill('SIGCONT');
    closeAll(tables);
  }
});

test('the load generator through nginx reports actions per second per node', { skip, timeout: 120000 }, async () => {
  const run = spawnSync(CLI_BIN, ['load', '--url', nginx.url, '--game', 'deadmansdraw', '--rooms', '12',
    '--players', '2', '--spectators', '1', '--rate', '5', '--warmup', '1', '--duration', '3', '--cluster'],
  { encoding: 'utf8', timeout: 100000 });
  const output = `${run.stdout}${run.stderr}`;
  console.log(output.split('\n').map((l) => `# ${l}`).join('\n'));
  assert.equal(run.status, 0, output);
  const perNode = [...output.matchAll(/^\s*node (\S+)\s+([\d.]+) actions\/s, (\d+) of our rooms/gm)];
  // New rooms go to the nodes with the fewest rooms (the tests before left
  // finished ones behind), so which nodes carry the load varies; every live
  // node is reported, and together they counted what the generator played.
  assert.deepEqual(perNode.map((m) => m[1]).sort(), NODE_IDS, `a line per node:\n${output}`);
  const total = perNode.reduce((n, m) => n + Number(m[2]), 0);
  assert.ok(total > 40 && total < 80, `the nodes counted about the 60 actions/s played:\n${output}`);
  // Rooms created on the node nginx picked come without a redirect: counted
  // under the path they were answered on.
  const unrouted = [...output.matchAll(/^\s*at \S+\s+(\d+) of our rooms/gm)];
  const rooms = [...perNode, ...unrouted].reduce((n, m) => n + Number(m.at(-1)), 0);
  assert.equal(rooms, 12, `every room counted once:\n${output}`);
});

test('the public room list and /metrics cover every node', { skip, timeout: 60000 }, async () => {
  // A public room on each node, created on its own path so it stays there.
  const hosts = [];
  for (const id of NODE_IDS) {
    const host = new Client(`public-${id}`);
    await host.open(`/n/${id}/ws`);
    await host.enter({ type: 'create', game: 'deadmansdraw', seats: 2, name: 'Ann', room: { public: true } });
    host.remember();
    assert.equal(ownerOf(host.room), id, `a create on /n/${id}/ws stays on node ${id}`);
    hosts.push(host);
  }
  // Asked of any one node, the list names all three within a renewal or two.
  const asker = new Client('lister');
  await asker.open(`/n/${NODE_IDS[0]}/ws`);
  let listed = [];
  for (let i = 0; i < 40; i += 1) {
    const reply = await asker.request({ type: 'rooms' });
    assert.equal(reply.type, 'rooms', JSON.stringify(reply));
    listed = reply.rooms.map((r) => r.code);
    if (hosts.every((h) => listed.includes(h.room))) break;
    await sleep(100);
  }
  for (const h of hosts) assert.ok(listed.includes(h.room), `room ${h.room} of ${ownerOf(h.room)} listed: ${listed}`);

  const metrics = await (await fetch(`${nginx.base}/metrics`)).text();
  for (const id of NODE_IDS) {
    assert.match(metrics, new RegExp(`^tavern_cluster_node_rooms\\{node="${id}"\\} [1-9]\\d*$`, 'm'));
    assert.match(metrics, new RegExp(`^tavern_cluster_node_connections\\{node="${id}"\\} \\d+$`, 'm'));
    assert.match(metrics, new RegExp(`^tavern_cluster_node_actions_total\\{node="${id}"\\} \\d+$`, 'm'));
  }
  for (const c of [...hosts, asker]) c.drop();
});
