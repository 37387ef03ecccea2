// A Redis of a test's own, for the node tests (the C++ twin is
// redis_test_server.hpp beside this file): redis-server on a free loopback
// port, nothing saved to disk. stop() ends it; call it from an `after` hook.
// Where redis-server is not installed, locateRedis() says why and the tests
// skip, unless CI=true: there it must be.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { freePort } from './postgres_test_server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function locateRedis() {
  for (const program of ['redis-server', 'redis-cli']) {
    if (spawnSync('sh', ['-c', `command -v ${program}`]).status !== 0) {
      return { why: `${program} is not installed (Debian: apt-get install redis-server)` };
    }
  }
  return {};
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.end('PING\r\n'); });
    socket.once('data', (d) => { socket.destroy(); resolve(d.toString().startsWith('+PONG')); });
    socket.once('error', () => resolve(false));
  });
}

export async function startRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '',
    '--appendonly', 'no', '--loglevel', 'warning'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  for (let i = 0; !(await answers(port)); i += 1) {
    if (i > 100 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start:\n${output}`);
    }
    await sleep(50);
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    // One command through redis-cli; its raw output, trimmed.
    cli: (...args) => spawnSync('redis-cli', ['-p', String(port), '--raw', ...args], { encoding: 'utf8' }).stdout.trim(),
    stop: () => child.kill('SIGKILL'),
  };
}
