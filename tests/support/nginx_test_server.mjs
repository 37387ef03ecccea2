// An nginx of a test's own in front of a cluster's nodes on loopback: the
// upstream blocks for the given nodes, a listen on a free port, and the
// routing every deployment shares (deploy/nginx-cluster-locations.conf).
// stop() ends it and removes its folder. Where nginx is not installed,
// locateNginx() says why.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './postgres_test_server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const candidates = ['/usr/sbin/nginx', '/usr/bin/nginx'];

export function locateNginx() {
  const binary = candidates.find((c) => fs.existsSync(c));
  return binary ? { binary } : { why: 'nginx is not installed (Debian: apt-get install nginx-light)' };
}

// nodes: [{ id, port }]. locations: the shared routing file's path.
export async function startNginx(binary, nodes, locations) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tavern-nginx-'));
  fs.chmodSync(folder, 0o755);
  const port = await freePort();
  const upstream = (name, list) => `  upstream ${name} {\n${list.map((n) => `    server 127.0.0.1:${n.port} max_fails=0;\n`).join('')}  }\n`;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${path.join(folder, t)};\n`).join('');
  const config = [
    // As root the workers would switch to "nobody" and lose the folder.
    process.getuid?.() === 0 ? 'user root;\n' : '',
    'daemon off;\nworker_processes 1;\n',
    `pid ${path.join(folder, 'nginx.pid')};\nerror_log ${path.join(folder, 'error.log')} warn;\n`,
    'events { worker_connections 4096; }\n',
    'http {\n  access_log off;\n', temp,
    upstream('tavern', nodes),
    ...nodes.map((n) => upstream(`tavern_${n.id}`, [n])),
    `  server {\n    listen 127.0.0.1:${port};\n    include ${locations};\n  }\n}\n`,
  ].join('');
  const file = path.join(folder, 'nginx.conf');
  fs.writeFileSync(file, config);
  // Its workers would inherit pipes and keep them open after the master is
  // gone: nginx writes to its error log instead.
  const child = spawn(binary, ['-p', folder, '-c', file, '-e', path.join(folder, 'error.log')],
    { stdio: 'ignore' });
  const output = '';
  for (let i = 0; ; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      break; // any answer, even a 502 while no node is up: nginx listens
    } catch { /* not yet */ }
    if (i > 100 || child.exitCode !== null) {
      child.kill('SIGKILL');
      let log = '';
      try { log = fs.readFileSync(path.join(folder, 'error.log'), 'utf8'); } catch { /* none */ }
      throw new Error(`nginx did not start:\n${output}\n${log}\n${config}`);
    }
    await sleep(50);
  }
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    url: `ws://127.0.0.1:${port}/ws`,
    errorLog: () => { try { return fs.readFileSync(path.join(folder, 'error.log'), 'utf8'); } catch { return ''; } },
    stop: () => {
      // SIGTERM: the master ends its workers before it exits.
      child.kill('SIGTERM');
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
