// What a server costs when nobody plays: fills a real tavern with abandoned
// rooms in every status, then reads its CPU time, memory and open files from
// /proc at the times asked for. Prints figures; it is not a test.
//
//   node bench/idle_rooms.mjs                      # 1,000 rooms per status; a minute and an hour after
//   node bench/idle_rooms.mjs --at 60 --rooms 200  # a short run
//
// Rooms, each set up by its own clients, who then close their sockets as a
// closed tab would:
// - waiting:  created, then left by its host (nobody to take the host role);
// - playing:  two players (and a bot in every other room) start a game, play a
//             few moves and close the tab;
// - finished: two players play a game to its end and close the tab.
// Every room has `absentSeconds` (--absent-seconds, 5) and a turn clock
// (--turn-seconds, 30), so every absence and clock has come due long before the
// first measurement. Measurements start `--at` seconds after the set-up ends
// (default 60,3600) and each lasts `--window` seconds (30): the server's CPU
// over the window (utime + stime from /proc/PID/stat, as a share of one core),
// its RSS and open file descriptors at the end, and its rooms by status from
// /metrics. The server runs with storage in a temporary directory (--in-memory
// for none), room expiry beyond the last measurement, and limits raised so that
// one address may create the rooms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  Player, cpuPercentOver, defaultBinary, metricsText, openFds, pick, roomsByStatus, rssMiB,
  sleep, startServer,
} from '../tests/soak/harness.mjs';

function parseArgs(argv) {
  const options = {
    bin: defaultBinary, rooms: 1000, game: 'deadmansdraw', at: [60, 3600], window: 30,
    absentSeconds: 5, turnSeconds: 30, inMemory: false, concurrency: 32,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = () => {
      i += 1;
      if (i >= argv.length) throw new Error(`${flag} needs a value`);
      return argv[i];
    };
    if (flag === '--bin') options.bin = value();
    else if (flag === '--rooms') options.rooms = Number(value());
    else if (flag === '--game') options.game = value();
    else if (flag === '--at') options.at = value().split(',').map(Number).sort((a, b) => a - b);
    else if (flag === '--window') options.window = Number(value());
    else if (flag === '--absent-seconds') options.absentSeconds = Number(value());
    else if (flag === '--turn-seconds') options.turnSeconds = Number(value());
    else if (flag === '--concurrency') options.concurrency = Number(value());
    else if (flag === '--in-memory') options.inMemory = true;
    else if (flag === '--help') {
      console.log('node bench/idle_rooms.mjs [--bin PATH] [--rooms N per status] [--game ID] ' +
        '[--at SECONDS,...] [--window SECONDS] [--absent-seconds S] [--turn-seconds S] ' +
        '[--concurrency N] [--in-memory]');
      process.exit(0);
    } else throw new Error(`unknown flag ${flag} (--help lists them)`);
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
const roomSettings = { absentSeconds: options.absentSeconds, turnSeconds: options.turnSeconds };

/** Plays random offered moves, at most `moves`, or until the game ends; false if it stalled. */
async function play(players, moves = Infinity) {
  const stalledAfterMs = 10000;
  let lastMove = Date.now();
  for (let played = 0; played < moves && players[0].doc.room.status === 'playing';) {
    const actor = players.find((p) => p.doc.actions.length > 0);
    if (!actor) {
      if (Date.now() - lastMove > stalledAfterMs) return false;
      await sleep(20); // a bot's turn
      continue;
    }
    await actor.request({ type: 'action', action: pick(actor.doc.actions), version: actor.version });
    played += 1;
    lastMove = Date.now();
  }
  return true;
}

async function seat(url, name, message) {
  const p = new Player(url, name);
  await p.connect();
  await p.enter(message);
  return p;
}

const setUp = {
  async waiting(url, i) {
    const host = await seat(url, `w${i}`, {
      type: 'create', game: options.game, seats: 2, name: `Host ${i}`, room: roomSettings,
    });
    host.ws.close();
  },
  async playing(url, i) {
    const withBot = i % 2 === 1;
    const host = await seat(url, `p${i}a`, {
      type: 'create', game: options.game, seats: withBot ? 3 : 2, name: `Ann ${i}`, room: roomSettings,
    });
    const guest = await seat(url, `p${i}b`, { type: 'join', room: host.room, name: `Bob ${i}` });
    await host.request({ type: 'start', bots: withBot });
    const players = [host, guest];
    await play(players, 3);
    for (const p of players) p.ws.close();
  },
  async finished(url, i) {
    const host = await seat(url, `f${i}a`, {
      type: 'create', game: options.game, seats: 2, name: `Cid ${i}`, room: roomSettings,
    });
    const guest = await seat(url, `f${i}b`, { type: 'join', room: host.room, name: `Dee ${i}` });
    await host.request({ type: 'start' });
    if (!(await play([host, guest]))) throw new Error(`room ${host.room} stalled`);
    for (const p of [host, guest]) p.ws.close();
  },
};

async function fill(url, status) {
  let next = 0;
  const worker = async () => {
    while (next < options.rooms) {
      const i = next;
      next += 1;
      await setUp[status](url, i);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
}

async function measure(server, label) {
  const cpu = await cpuPercentOver(server.pid, options.window);
  const metrics = await metricsText(server.base);
  const rooms = roomsByStatus(metrics);
  const connections = Number(/^tavern_connections (\d+)/m.exec(metrics)?.[1] ?? 0);
  const figures = { cpu, rss: rssMiB(server.pid), fds: openFds(server.pid) };
  console.log(`${label.padEnd(22)} CPU ${cpu.toFixed(3).padStart(7)} % of a core over ${options.window} s | ` +
    `RSS ${figures.rss.toFixed(1).padStart(6)} MiB | ${String(figures.fds).padStart(4)} fds | ` +
    `rooms: ${rooms.waiting} waiting, ${rooms.playing} playing, ${rooms.finished} finished; ${connections} connections`);
  return figures;
}

async function main() {
  const lastMark = options.at[options.at.length - 1];
  const dataDir = options.inMemory ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'tavern-idle-'));
  const server = await startServer({
    binary: options.bin,
    args: [
      ...(dataDir ? ['--data-dir', dataDir] : ['--in-memory']), '--log-level', 'warn',
      '--room-expiry-seconds', String(lastMark + options.window + 600),
      '--max-rooms', String(options.rooms * 3 + 100),
      '--room-creations-per-minute', '1000000', '--unknown-room-joins-per-minute', '1000000',
      '--max-connections-per-address', '100000',
      '--messages-per-second', '10000', '--message-burst', '20000',
    ],
  });
  console.log(`idle rooms: ${options.bin}, ${os.cpus().length} cores, ${options.game}, ` +
    `${options.rooms} rooms per status (absentSeconds ${options.absentSeconds}, turnSeconds ` +
    `${options.turnSeconds}), ${dataDir ? 'storage on' : 'in memory'}`);
  await measure(server, 'empty server');

  const started = Date.now();
  for (const status of ['waiting', 'playing', 'finished']) {
    const t0 = Date.now();
    await fill(server.url, status);
    console.log(`set-up: ${options.rooms} ${status} rooms in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const ready = Date.now();
  console.log(`set-up done in ${((ready - started) / 1000).toFixed(1)} s; every client has closed its socket`);

  const results = [];
  for (const mark of options.at) {
    const wait = ready + mark * 1000 - Date.now();
    if (wait > 0) await sleep(wait);
    const label = mark >= 3600 && mark % 3600 === 0 ? `+${mark / 3600} h` : mark >= 60 && mark % 60 === 0 ? `+${mark / 60} min` : `+${mark} s`;
    results.push({ label, ...(await measure(server, `${label} after set-up`)) });
  }
  if (results.length > 1) {
    const first = results[0];
    const last = results[results.length - 1];
    console.log(`from ${first.label} to ${last.label}: RSS ${(last.rss - first.rss >= 0 ? '+' : '')}${(last.rss - first.rss).toFixed(1)} MiB, ` +
      `fds ${last.fds - first.fds >= 0 ? '+' : ''}${last.fds - first.fds}`);
  }
  const worst = Math.max(...results.map((r) => r.cpu));
  console.log(`target: under 1 % of a core and no growth: highest CPU ${worst.toFixed(3)} %`);

  const { code, signal } = await server.stop();
  if (dataDir) {
    const size = fs.statSync(path.join(dataDir, 'tavern.db')).size;
    console.log(`database: ${(size / 1048576).toFixed(1)} MiB`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (code !== 0) {
    console.error(`the server exited with ${code ?? signal}:\n${server.output().slice(-3000)}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
