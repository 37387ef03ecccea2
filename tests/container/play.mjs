// The container test's client: talks to a running tavern over HTTP and the
// WebSocket protocol (spec: protocol v1), the way a browser page would.
//
//   node play.mjs health URL         exit 0 if GET /healthz answers 200 (one try)
//   node play.mjs index URL          the browser client's index page is served
//   node play.mjs game URL [MOVES]   two players create, join, start and play
//
// Exit 0 when every check passed; each failure is printed as "FAIL: ...".
import WebSocket from 'ws';

const [command, baseUrl, movesArg] = process.argv.slice(2);
if (!command || !baseUrl) {
  console.error('usage: node play.mjs health|index|game URL [MOVES]');
  process.exit(2);
}
const base = new URL(baseUrl);

function fail(message) {
  throw new Error(message);
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function health() {
  const response = await fetch(new URL('/healthz', base), { signal: AbortSignal.timeout(2000) });
  if (response.status !== 200) fail(`/healthz answered ${response.status}`);
}

async function index() {
  const response = await fetch(new URL('/', base), { signal: AbortSignal.timeout(5000) });
  const type = response.headers.get('content-type') ?? '';
  const body = await response.text();
  if (response.status !== 200) fail(`GET / answered ${response.status}`);
  if (!type.startsWith('text/html')) fail(`GET / has content-type "${type}", not text/html`);
  if (!/<!doctype html|<html/i.test(body)) fail('GET / is not an HTML page');
  console.log(`  GET / -> 200 ${type}, ${body.length} bytes`);
}

// One WebSocket connection with a queue of received messages, so a reply can
// be awaited whether it arrived before or after the wait began.
class Client {
  constructor(label, socket) {
    this.label = label;
    this.socket = socket;
    this.inbox = [];
    this.waiters = [];
    this.nextId = 1;
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString());
      this.inbox.push(message);
      this.waiters = this.waiters.filter((waiter) => !waiter(message));
    });
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
  }

  static async open(label) {
    const url = new URL('/ws', base);
    url.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
    // Sent as a browser would from the page it loaded, so the server's
    // same-origin check is exercised through the container's port.
    const socket = new WebSocket(url, { origin: base.origin });
    await withTimeout(
      new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
        socket.once('unexpected-response', (_, res) => reject(new Error(`upgrade refused: HTTP ${res.statusCode}`)));
      }),
      5000,
      `${label}'s WebSocket to open`,
    );
    return new Client(label, socket);
  }

  waitFor(predicate, what, ms = 5000) {
    const found = this.inbox.find(predicate);
    if (found) return Promise.resolve(found);
    return withTimeout(
      new Promise((resolve) => {
        this.waiters.push((message) => {
          if (!predicate(message)) return false;
          resolve(message);
          return true;
        });
      }),
      ms,
      `${this.label}: ${what}`,
    );
  }

  // Sends message with a fresh id; resolves with the direct reply of the
  // wanted type, failing on an error reply.
  async request(message, wantedType) {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ ...message, id }));
    const reply = await this.waitFor(
      (m) => m.id === id && (m.type === wantedType || m.type === 'error'),
      `the reply to ${message.type} (id ${id})`,
    );
    if (reply.type === 'error') fail(`${this.label}: ${message.type} -> error ${reply.code}: ${reply.message}`);
    return reply;
  }

  // joined, then the state that carries the same id.
  async enter(message) {
    const joined = await this.request(message, 'joined');
    const state = await this.waitFor((m) => m.type === 'state' && m.id === joined.id, `the state after ${message.type}`);
    return { joined, state };
  }

  async sync() {
    return this.request({ type: 'sync' }, 'state');
  }

  async close() {
    this.socket.close(1000);
    await withTimeout(this.closed, 3000, `${this.label}'s socket to close`);
  }
}

async function game(moves) {
  const ann = await Client.open('Ann');
  const games = await ann.request({ type: 'games' }, 'games');
  if (games.protocol !== 1) fail(`games.protocol is ${games.protocol}, not 1`);
  const ids = games.games.map((g) => g.id);
  if (!ids.includes('deadmansdraw')) fail(`games does not list deadmansdraw: ${ids.join(', ')}`);
  console.log(`  games: ${ids.join(', ')}`);

  const created = await ann.enter({ type: 'create', game: 'deadmansdraw', seats: 2, name: 'Ann' });
  const code = created.joined.room;
  if (created.joined.role !== 'player' || created.joined.seat !== 0) fail(`create: joined as ${JSON.stringify(created.joined)}`);
  if (typeof created.joined.token !== 'string' || !created.joined.token) fail('create: no seat token');
  if (created.state.state.room.status !== 'waiting') fail(`new room is ${created.state.state.room.status}`);
  console.log(`  Ann created room ${code} (seat 0)`);

  const bob = await Client.open('Bob');
  // Codes are typed case-insensitively.
  const joined = await bob.enter({ type: 'join', room: code.toLowerCase(), name: 'Bob' });
  if (joined.joined.room !== code || joined.joined.seat !== 1) fail(`join: joined as ${JSON.stringify(joined.joined)}`);
  console.log(`  Bob joined ${code} by code (seat 1)`);

  await ann.request({ type: 'start' }, 'ok');
  const clients = [ann, bob];
  let docs = await Promise.all(clients.map((c) => c.sync()));
  if (docs[0].state.room.status !== 'playing') fail(`after start the room is ${docs[0].state.room.status}`);
  const firstLog = docs[0].state.log.length;
  console.log(`  Ann started the game; awaiting seats ${JSON.stringify(docs[0].state.room.awaiting)}`);

  let played = 0;
  for (let move = 1; move <= moves; ++move) {
    const room = docs[0].state.room;
    if (room.status === 'finished') break;
    if (room.awaiting.length === 0) fail('the game is playing but awaits nobody');
    const seat = room.awaiting[0];
    const before = docs[seat];
    const actions = before.state.actions;
    if (!Array.isArray(actions) || actions.length === 0) fail(`seat ${seat} is awaited but has no actions`);
    const action = actions[Math.floor(Math.random() * actions.length)];
    await clients[seat].request({ type: 'action', action, version: before.version }, 'ok');
    docs = await Promise.all(clients.map((c) => c.sync()));
    const after = docs[seat];
    if (!(after.version > before.version)) fail(`move ${move}: seat ${seat}'s document stayed at version ${before.version}`);
    if (JSON.stringify(after.state) === JSON.stringify(before.state)) fail(`move ${move}: seat ${seat}'s document did not change`);
    console.log(`  move ${move}: seat ${seat} "${action.label ?? action.type}" -> ok (version ${before.version} -> ${after.version})`);
    ++played;
  }
  const finalDoc = docs[0].state;
  if (played === 0) fail('no move was played');
  if (!(finalDoc.log.length > firstLog)) fail('the game log did not grow');
  console.log(`  ${played} moves accepted; log ${firstLog} -> ${finalDoc.log.length} entries; room ${finalDoc.room.status}`);

  await Promise.all(clients.map((c) => c.close()));
}

try {
  if (command === 'health') await health();
  else if (command === 'index') await index();
  else if (command === 'game') await withTimeout(game(Number(movesArg ?? 8)), 60000, 'the game');
  else fail(`unknown command ${command}`);
  process.exit(0);
} catch (error) {
  if (command !== 'health') console.log(`  FAIL: ${error.message}`);
  process.exit(1);
}
