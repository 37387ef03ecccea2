// What the runs against the real server binary share: starting and stopping
// it, reading its CPU time, memory and open files from /proc, its metrics,
// and a well-behaved client that keeps its document by patches. Used by the
// soak, the uptime run and bench/idle_rooms.mjs.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { applyPatch, deepEqual } from '../../clients/web/js/patch.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultBinary = process.env.TAVERN_BIN ?? path.join(repoRoot, 'build/server/tavern');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const pick = (items) => items[Math.floor(Math.random() * items.length)];

export function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// ---- the process, from /proc ------------------------------------------------

export function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

export function openFds(pid) {
  return fs.readdirSync(`/proc/${pid}/fd`).length;
}

let ticksPerSecond;
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime + stime of every thread of the process, in seconds. */
export function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name, in parentheses, may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks();
}

/** The share of one core the process used over the next `seconds`, in percent. */
export async function cpuPercentOver(pid, seconds) {
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  await sleep(seconds * 1000);
  const wall = (performance.now() - started) / 1000;
  return (100 * (cpuSeconds(pid) - cpuBefore)) / wall;
}

// ---- the server -----------------------------------------------------------

export async function healthLatencyMs(base) {
  const started = performance.now();
  const res = await fetch(`${base}/healthz`);
  assert.equal(res.status, 200);
  await res.text();
  return performance.now() - started;
}

/**
 * Starts the server on a free loopback port with `args` added, and waits until
 * /healthz answers. A failed assertion exits at once: the server is killed
 * then, so that it never outlives the run (it would hold ctest's output pipe).
 */
export async function startServer({ binary = defaultBinary, args = [] } = {}) {
  const port = await freePort();
  const child = spawn(binary, ['--host', '127.0.0.1', '--port', String(port), ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  process.once('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    try { await healthLatencyMs(base); break; } catch (error) {
      if (i > 200 || child.exitCode !== null) throw new Error(`tavern did not start: ${error}\n${output}`);
      await sleep(50);
    }
  }
  return {
    port, base, url: `ws://127.0.0.1:${port}/ws`, pid: child.pid, child, exited,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export async function metricsText(base) {
  return (await fetch(`${base}/metrics`)).text();
}

/** The value of a metric without labels, or of the sum of a labelled one. */
export function metricValue(text, name) {
  const re = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm');
  return [...text.matchAll(re)].reduce((sum, m) => sum + Number(m[1]), 0);
}

/** Rooms by status, from tavern_rooms{game,status}. */
export function roomsByStatus(text) {
  const out = { waiting: 0, playing: 0, finished: 0 };
  for (const m of text.matchAll(/^tavern_rooms\{[^}]*status="(\w+)"\} (\d+)/gm)) out[m[1]] += Number(m[2]);
  return out;
}

// ---- a client -------------------------------------------------------------

/**
 * A well-behaved client: one WebSocket, its document kept by patches, requests
 * answered by id. A request still open when the socket closes is answered
 * with {type: 'closed'}.
 */
export class Player {
  constructor(url, name) {
    this.url = url;
    this.name = name;
    this.nextId = 1;
    this.pending = new Map();
    this.doc = null;
    this.version = 0;
    this.gap = false;
    this.open = false;
    this.received = 0;
  }

  connect() {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(this.url);
      this.ws = ws;
      ws.on('open', () => { this.open = true; resolve(); });
      ws.on('error', reject);
      // A socket given up for a new one says nothing more.
      ws.on('message', (data) => { if (this.ws === ws) this.receive(JSON.parse(data.toString())); });
      ws.on('close', () => { if (this.ws === ws) this.closed(); });
    });
  }

  closed() {
    this.open = false;
    for (const waiter of this.pending.values()) waiter.resolve({ type: 'closed' });
    this.pending.clear();
  }

  receive(message) {
    this.received += 1;
    if (message.type === 'state') {
      // What the patches had built when this state arrived, for `checkInSync`.
      message.tracked = { doc: this.doc, version: this.version };
      this.doc = message.state;
      this.version = message.version;
    } else if (message.type === 'patch') {
      if (message.version !== this.version + 1) this.gap = true;
      this.doc = applyPatch(this.doc, message.patch);
      this.version = message.version;
    }
    if (this.onMessage) this.onMessage(message);
    if (message.id !== undefined && this.pending.has(message.id)) {
      const waiter = this.pending.get(message.id);
      // `joined` comes before its `state`: wait for the state to answer.
      if (message.type === 'joined') waiter.joined = message;
      else {
        this.pending.delete(message.id);
        waiter.resolve(waiter.joined && message.type === 'state' ? waiter.joined : message);
      }
    }
  }

  request(message) {
    if (!this.open) return Promise.resolve({ type: 'closed' });
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve });
      this.ws.send(JSON.stringify({ ...message, id }));
    });
  }

  async enter(message) {
    const joined = await this.request(message);
    assert.equal(joined.type, 'joined', `${this.name}: ${JSON.stringify(joined)}`);
    this.room = joined.room;
    this.token = joined.token;
    this.seat = joined.seat;
    return joined;
  }

  /** Closes the socket without a word, like a closed tab or a lost network. */
  drop() {
    this.ws.terminate();
    this.closed();
  }

  /** Opens a new socket and resumes the seat with its token. */
  async resume() {
    await this.connect();
    this.doc = null;
    this.gap = false;
    return this.enter({ type: 'resume', room: this.room, token: this.token });
  }

  async checkInSync() {
    const fresh = await this.request({ type: 'sync' });
    assert.equal(fresh.type, 'state', `${this.name}: ${JSON.stringify(fresh)}`);
    // Compared with the document as it stood when the answer arrived: a bot's
    // patch may come in between the request and the answer.
    const { doc, version } = fresh.tracked;
    return { same: deepEqual(fresh.state, doc) && fresh.version === version, fresh };
  }
}
