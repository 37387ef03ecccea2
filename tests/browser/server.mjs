// Starts the tavern server binary for the browser tests: a free port on
// 127.0.0.1, the web client from this repository, bots without delay. The
// binary comes from $TAVERN_BIN, or build/server/tavern in the repository.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function tavernBinary() {
  return process.env.TAVERN_BIN ?? path.join(repoRoot, 'build', 'server', 'tavern');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function healthy(url) {
  try {
    const response = await fetch(`${url}/healthz`);
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Runs the server until stop(). Resolves once GET /healthz answers 200.
 * Returns {url, port, stop(), output()}.
 */
export async function startServer({ args = [], timeoutMs = 20000 } = {}) {
  const binary = tavernBinary();
  if (!fs.existsSync(binary)) {
    throw new Error(`tavern binary not found at ${binary}: build it, or set TAVERN_BIN`);
  }
  // Test files run side by side: another file's server may take the free port
  // between the probe and the bind. Then this one exits at once, and another
  // port is tried.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnFreePort(binary, args, timeoutMs);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

// How long a server that could not bind takes to exit, with margin.
const BIND_SETTLE_MS = 300;

async function startOnFreePort(binary, args, timeoutMs) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A scratch working directory: whatever the server writes (its data directory) stays out of the repository.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavern-browser-'));
  const child = spawn(binary, [
    '--port', String(port),
    '--host', '127.0.0.1',
    '--web-root', path.join(repoRoot, 'clients', 'web'),
    '--bot-delay-ms', '0',
    '--log-level', 'warn',
    ...args,
  ], { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk) => { log += chunk; });
  child.stderr.on('data', (chunk) => { log += chunk; });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let hasExited = false;
  exited.then(() => { hasExited = true; });
  const exitedEarly = () => {
    fs.rmSync(workDir, { recursive: true, force: true });
    if (/address already in use/i.test(log)) return new PortTaken(`port ${port} taken`);
    return new Error(`tavern exited before it was ready:\n${log}`);
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await healthy(url))) {
    if (hasExited) throw exitedEarly();
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`tavern did not answer /healthz within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The answer may have come from another file's server on the same port.
  await new Promise((resolve) => setTimeout(resolve, BIND_SETTLE_MS));
  if (hasExited) throw exitedEarly();

  async function stop() {
    if (!hasExited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  }

  return { url, port, stop, output: () => log };
}
