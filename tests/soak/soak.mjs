// Soak test of the running server: many clients on loopback in many rooms of
// every game, playing random legal actions, with random disconnects and
// resumes, and a few bad clients sending malformed frames, oversized frames,
// bursts and nonsense. Bounded in time; then it checks that nothing crashed,
// every well-behaved client's document equals a fresh `sync`, every room is
// finished or still consistent, /healthz answers quickly, the server stops
// cleanly on SIGTERM with no sanitizer report, and (unsanitized builds) its
// memory returns near its starting level once the rooms have expired.
//
//   TAVERN_BIN=build/server/tavern node tests/soak/soak.mjs
// SOAK_SECONDS (default 60), SOAK_ROOMS (default 40), TAVERN_SANITIZED=ON skips
// the memory bound (the sanitizers hold freed memory in quarantine).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import {
  Player, defaultBinary, healthLatencyMs, pick, rssMiB, sleep, startServer,
} from './harness.mjs';

const BIN = defaultBinary;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const ROOMS = Number(process.env.SOAK_ROOMS ?? 40);
const BAD_CLIENTS = 6;
const EXPIRY_SECONDS = 3;
const MEMORY_BOUND_MIB = 20; // growth allowed over the start once rooms expired
const SANITIZED = /^(on|1|true)$/i.test(process.env.TAVERN_SANITIZED ?? '');

const stats = { actions: 0, refused: 0, disconnects: 0, resumes: 0, badFrames: 0, rematches: 0 };

/**
 * Plays random offered moves; in a finished game it proposes a rematch, or accepts the one
 * proposed (the game starts once every connected player has).
 */
class SoakPlayer extends Player {
  async act() {
    if (!this.open || !this.doc) return;
    const { room } = this.doc;
    if (room.status === 'finished' && !(room.rematch?.accepted ?? []).includes(this.seat)) {
      const reply = await this.request({ type: 'start', bots: true });
      if (reply.type === 'ok' && this.doc?.room.status === 'playing') stats.rematches += 1;
      return;
    }
    if (this.doc.actions.length === 0) return;
    const reply = await this.request({ type: 'action', action: pick(this.doc.actions), version: this.version });
    if (reply.type === 'ok') stats.actions += 1;
    else if (reply.type !== 'closed') stats.refused += 1; // a bot or the clock moved first: a stale version, fine
  }

  async dropAndResume() {
    stats.disconnects += 1;
    this.drop();
    await sleep(100 + Math.random() * 500);
    await this.resume();
    stats.resumes += 1;
  }
}

/** Sends what a broken or hostile client would, reconnecting when closed. */
async function badClient(url, deadline, codes) {
  const abuses = [
    (ws) => ws.send('{not json'),
    (ws) => ws.send(Buffer.from([0xff, 0xfe, 0x00, 0x01])),
    (ws) => ws.send('[1,2,3]'),
    (ws) => ws.send(JSON.stringify({ type: 'action', action: { type: 'draw' } })),
    (ws) => ws.send(JSON.stringify({ type: 'join', room: 'QQQQ', name: 'x' })),
    (ws) => ws.send(JSON.stringify({ type: 'create', game: 'nope', seats: 2, name: 'x' })),
    (ws) => ws.send('x'.repeat(20 * 1024)), // over the 16 KiB limit: closed with 1009
    (ws) => { for (let i = 0; i < 300; i += 1) ws.send('{"type":"ping"}'); }, // a burst: rate limited
  ];
  while (Date.now() < deadline) {
    const ws = new WebSocket(url);
    const closed = new Promise((resolve) => ws.on('close', (code) => { codes.push(code); resolve(); }));
    ws.on('error', () => {});
    ws.on('message', () => {});
    await new Promise((resolve) => { ws.on('open', resolve); ws.on('close', resolve); });
    while (ws.readyState === WebSocket.OPEN && Date.now() < deadline) {
      pick(abuses)(ws);
      stats.badFrames += 1;
      await sleep(20 + Math.random() * 80);
    }
    if (ws.readyState === WebSocket.OPEN) ws.close();
    await closed;
  }
}

async function main() {
  // Storage on, as in production: every action of the soak is written.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavern-soak-'));
  const server = await startServer({
    binary: BIN,
    args: ['--bot-delay-ms', '0', '--data-dir', dataDir,
      '--room-expiry-seconds', String(EXPIRY_SECONDS), '--log-level', 'warn',
      '--messages-per-second', '100', '--message-burst', '200',
      '--room-creations-per-minute', '100000', '--unknown-room-joins-per-minute', '100000'],
  });
  const { base, url } = server;
  const rssStart = rssMiB(server.pid);

  // Rooms of every game, two to four seats, one seat in three left to a bot.
  const lobby = new Player(url, 'lobby');
  await lobby.connect();
  const games = (await lobby.request({ type: 'games' })).games;
  lobby.ws.close();
  const players = [];
  for (let r = 0; r < ROOMS; r += 1) {
    const game = games[r % games.length];
    const seats = Math.min(game.maxPlayers, Math.max(game.minPlayers, 2 + (r % 3)));
    const humans = r % 3 === 0 && seats > 2 ? seats - 1 : seats;
    const host = new SoakPlayer(url, `r${r}p0`);
    await host.connect();
    await host.enter({ type: 'create', game: game.id, seats, name: `Host ${r}` });
    players.push(host);
    for (let s = 1; s < humans; s += 1) {
      const p = new SoakPlayer(url, `r${r}p${s}`);
      await p.connect();
      await p.enter({ type: 'join', room: host.room, name: `P${r}.${s}` });
      players.push(p);
    }
    const started = await host.request({ type: 'start', bots: true });
    assert.equal(started.type, 'ok', JSON.stringify(started));
  }
  const watchers = [];
  for (let r = 0; r < ROOMS; r += 4) {
    const w = new SoakPlayer(url, `watcher${r}`);
    await w.connect();
    await w.enter({ type: 'spectate', room: players.find((p) => p.name === `r${r}p0`).room });
    watchers.push(w);
  }

  const deadline = Date.now() + SECONDS * 1000;
  const closeCodes = [];
  const bad = Array.from({ length: BAD_CLIENTS }, () => badClient(url, deadline, closeCodes));
  let rssPeak = rssStart;
  const sampler = setInterval(() => { rssPeak = Math.max(rssPeak, rssMiB(server.pid)); }, 250);

  await Promise.all(players.map(async (p) => {
    while (Date.now() < deadline) {
      if (Math.random() < 0.004) await p.dropAndResume();
      else await p.act();
      await sleep(10 + Math.random() * 40);
    }
  }));
  await Promise.all(bad);
  clearInterval(sampler);
  await sleep(500); // let the last patches arrive

  // Every well-behaved client holds exactly what a fresh sync returns.
  let inSync = 0;
  const everyone = [...players, ...watchers];
  for (const p of everyone) {
    const { same, fresh } = await p.checkInSync();
    assert.ok(same, `${p.name}: its patched document differs from a fresh sync`);
    assert.ok(!p.gap, `${p.name}: saw a version gap`);
    const room = fresh.state.room;
    assert.ok(['playing', 'finished'].includes(room.status), `${p.name}: room ${room.status}`);
    if (room.status === 'playing') assert.ok(room.awaiting.length > 0, `${p.name}: a playing room awaits nobody`);
    if (p.seat === null) assert.equal(fresh.state.actions.length, 0, 'a spectator was offered actions');
    inSync += 1;
  }
  const healthMs = await healthLatencyMs(base);
  assert.ok(healthMs < 1000, `/healthz took ${healthMs} ms`);
  const metrics = await (await fetch(`${base}/metrics`)).text();
  const rssBusy = rssMiB(server.pid);

  // Everyone leaves; the rooms expire; memory should come back down.
  for (const p of everyone) p.ws.close();
  await sleep((EXPIRY_SECONDS + 5) * 1000);
  const roomsLeft = [...metrics.matchAll(/^tavern_rooms\{[^}]*\} (\d+)/gm)];
  const after = await (await fetch(`${base}/metrics`)).text();
  const roomsAfter = [...after.matchAll(/^tavern_rooms\{[^}]*\} (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0);
  const rssAfter = rssMiB(server.pid);

  const { code, signal } = await server.stop();
  const serverOutput = server.output();
  const dbMiB = fs.statSync(path.join(dataDir, 'tavern.db')).size / 1048576;
  fs.rmSync(dataDir, { recursive: true, force: true });

  const rooms = roomsLeft.reduce((n, m) => n + Number(m[1]), 0);
  console.log(`soak: ${SECONDS} s, ${players.length} players and ${watchers.length} spectators in ${rooms} rooms of ${games.length} game(s), ${BAD_CLIENTS} bad clients`);
  console.log(`soak: ${stats.actions} actions accepted, ${stats.refused} refused as stale, ${stats.rematches} rematches, ${stats.disconnects} disconnects and ${stats.resumes} resumes, ${stats.badFrames} bad frames (closes: ${[...new Set(closeCodes)].sort().join(', ')})`);
  console.log(`soak: memory ${rssStart.toFixed(1)} MiB at start, ${rssPeak.toFixed(1)} MiB peak, ${rssBusy.toFixed(1)} MiB at the end of play, ${rssAfter.toFixed(1)} MiB after the rooms expired (bound: start + ${MEMORY_BOUND_MIB} MiB${SANITIZED ? ', not applied under sanitizers' : ''})`);
  console.log(`soak: /healthz in ${healthMs.toFixed(1)} ms; ${inSync} clients in sync; ${roomsAfter} rooms left after expiry`);
  console.log(`soak: database ${dbMiB.toFixed(2)} MiB after the run (finished games are kept as replays)`);

  assert.equal(signal, null, `the server died of ${signal}`);
  assert.equal(code, 0, `the server exited with ${code}:\n${serverOutput.slice(-3000)}`);
  assert.ok(!/AddressSanitizer|runtime error:|LeakSanitizer/.test(serverOutput), `sanitizer report:\n${serverOutput.slice(-5000)}`);
  assert.ok(stats.actions > ROOMS * 5, `only ${stats.actions} actions were played`);
  assert.ok(stats.resumes > 0 && closeCodes.includes(1009) && closeCodes.includes(1008), 'the abuse paths were not exercised');
  assert.equal(roomsAfter, 0, 'rooms did not expire');
  if (!SANITIZED) assert.ok(rssAfter < rssStart + MEMORY_BOUND_MIB, `memory stayed at ${rssAfter} MiB`);
  console.log('soak: 1 passed, 0 failed');
}

main().catch((error) => {
  console.error(error);
  console.log('soak: 0 passed, 1 failed');
  process.exit(1);
});
