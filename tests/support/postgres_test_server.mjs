// A PostgreSQL server of a test's own, for the node tests (the C++ twin is
// postgres_test_server.hpp beside this file): initdb and pg_ctl in a
// temporary folder, on a free loopback port, its socket in that folder,
// without fsync. stop() ends it (pg_ctl stop -m immediate) and removes the
// folder; call it from an `after` hook so a failed test stops it too.
//
// initdb and postgres refuse to run as root: as root they run as the
// `postgres` user Debian's package creates, and the folder is that user's.
// Where PostgreSQL is not installed, locatePostgres() says why and the tests
// skip, unless CI=true: there it must be.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const hasBinaries = (dir) => ['initdb', 'pg_ctl'].every((b) => fs.existsSync(path.join(dir, b)));

// { binDir } or { why }.
export function locatePostgres() {
  let dir = (process.env.PATH ?? '').split(':').find((d) => d && hasBinaries(d));
  if (!dir && fs.existsSync('/usr/lib/postgresql')) {
    // Debian keeps each major version apart: the newest.
    const versions = fs.readdirSync('/usr/lib/postgresql')
      .filter((v) => hasBinaries(path.join('/usr/lib/postgresql', v, 'bin')))
      .sort((a, b) => Number(a) - Number(b));
    if (versions.length > 0) dir = path.join('/usr/lib/postgresql', versions.at(-1), 'bin');
  }
  if (!dir) {
    return { why: 'PostgreSQL is not installed (no initdb and pg_ctl in PATH or /usr/lib/postgresql/*/bin)' };
  }
  // A symlink in PATH (/usr/local/bin/initdb): psql and postgres are beside the real one.
  const binDir = path.dirname(fs.realpathSync(path.join(dir, 'initdb')));
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return { why: "running as root, and there is no 'postgres' user to run PostgreSQL as" };
  }
  return { binDir };
}

// CI=true: a PostgreSQL that cannot be had fails the test instead of skipping it.
export const postgresRequired = () => process.env.CI === 'true';

// A loopback port nobody listens on now (another process may take it first).
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function startPostgres(binDir) {
  const root = process.getuid?.() === 0;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tavern-pg-'));
  if (root) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    fs.chownSync(folder, id('-u'), id('-g'));
  }
  const run = (program, args) => {
    const command = root ? ['runuser', '-u', 'postgres', '--', path.join(binDir, program), ...args]
      : [path.join(binDir, program), ...args];
    // In the folder: the postgres user may not enter the test's working directory.
    const r = spawnSync(command[0], command.slice(1), { cwd: folder, encoding: 'utf8', timeout: 120000 });
    if (r.status !== 0) {
      let log = '';
      try { log = fs.readFileSync(path.join(folder, 'server.log'), 'utf8').slice(-4000); } catch { /* none yet */ }
      throw new Error(`${program} ${args.join(' ')} failed: ${r.stdout}${r.stderr}${r.error ?? ''}\n${log}`);
    }
    return r.stdout;
  };
  const port = await freePort();
  const data = path.join(folder, 'data');
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try { run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']); } catch (e) { console.error(e.message); }
    }
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'tavern', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
    run('pg_ctl', ['-D', data, '-l', path.join(folder, 'server.log'), '-w', '-t', '60', '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder} -c fsync=off`, 'start']);
    started = true;
  } catch (e) {
    stop();
    throw e;
  }
  let databases = 0;
  const psql = (database, sql) => run('psql', ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-h', '127.0.0.1',
    '-p', String(port), '-U', 'tavern', '-d', database, '-c', sql]).trim();
  return {
    port,
    // postgresql://tavern[:password]@127.0.0.1:port/database (trust: the password is not checked).
    url: (database, password = '') => `postgresql://tavern${password ? `:${password}` : ''}@127.0.0.1:${port}/${database}`,
    createDatabase() {
      databases += 1;
      const name = `test${databases}`;
      psql('postgres', `CREATE DATABASE ${name}`);
      return name;
    },
    query: psql,
    stop,
  };
}
