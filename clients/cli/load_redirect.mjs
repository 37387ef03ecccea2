// `tavern-cli load` through a redirecting proxy in front of a real tavern
// (tests/support/redirect-proxy.mjs), as behind a cluster: every connection's
// create, join or spectate is answered with a redirect to /n/x/ws and sent
// again there. All rooms must play, with no error, and the report must give
// node x its actions per second (the proxy's /metrics counters) and our rooms.
// Then a redirect to a node that cannot be reached (back to /ws), rooms that
// move during the run, and a run straight at the server, whose report has no
// cluster lines.
//   TAVERN_BIN=build/server/tavern TAVERN_CLI_BIN=build/clients/cli/tavern-cli node load_redirect.mjs
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startServer } from '../../tests/browser/server.mjs';
import { startRedirectProxy } from '../../tests/support/redirect-proxy.mjs';

const cli = process.env.TAVERN_CLI_BIN;
assert.ok(cli, 'TAVERN_CLI_BIN: the tavern-cli binary');
const run = promisify(execFile);

async function load(port, ...extra) {
  const args = ['load', '--url', `ws://127.0.0.1:${port}/ws`, '--threads', '2', '--warmup', '0.3', '--duration', '2',
    '--game', 'deadmansdraw', '--rooms', '3', '--players', '2', '--spectators', '1', '--rate', '20', '--verify', ...extra];
  try {
    const { stdout } = await run(cli, args, { timeout: 60000 });
    return stdout;
  } catch (error) {
    throw new Error(`tavern-cli ${args.join(' ')} failed (${error.code}):\n${error.stdout}\n${error.stderr}`);
  }
}

// The same, for a run whose exit status may say errors: the report is checked instead.
async function loadAllowingErrors(port) {
  const args = ['load', '--url', `ws://127.0.0.1:${port}/ws`, '--threads', '2', '--warmup', '0.3', '--duration', '2.5',
    '--game', 'deadmansdraw', '--rooms', '3', '--players', '2', '--spectators', '1', '--rate', '20', '--verify'];
  try {
    return (await run(cli, args, { timeout: 60000 })).stdout;
  } catch (error) {
    if (typeof error.code !== 'number') throw error;
    return error.stdout;
  }
}

const server = await startServer({
  args: ['--messages-per-second', '1000', '--message-burst', '1000', '--room-creations-per-minute', '100000'],
});
let failed = false;
try {
  {
    const proxy = await startRedirectProxy(server.url);
    try {
      const out = await load(proxy.port);
      console.log(`== through the redirecting proxy\n${out}`);
      assert.match(out, /rooms +3 set up, 0 failed/);
      assert.match(out, /errors +none/);
      assert.match(out, /verified +9 members' documents equal a fresh sync/);
      // Each of the 9 connections was redirected once, on its first request.
      assert.equal(proxy.redirects(), 9);
      assert.match(out, /cluster +9 redirects followed\n/);
      const node = /node x +([0-9.]+) actions\/s, 3 of our rooms/.exec(out);
      assert.ok(node, 'no line for node x');
      assert.ok(Number(node[1]) > 0, 'node x did no actions');
      assert.ok(proxy.connections().some((c) => c.path === '/n/x/ws'));
    } finally {
      await proxy.stop();
    }
  }
  {
    const proxy = await startRedirectProxy(server.url, { redirectTo: '/n/gone/ws', deadNodes: ['gone'], times: 2 });
    try {
      const out = await load(proxy.port);
      console.log(`== redirected to a node that cannot be reached\n${out}`);
      assert.match(out, /rooms +3 set up, 0 failed/);
      assert.match(out, /errors +none/);
      assert.match(out, /cluster +2 redirects followed/);
      // Every room ended on the default address, the dead node held none.
      assert.match(out, /at \/ws +3 of our rooms, answered without a redirect/);
      assert.doesNotMatch(out, /node gone/);
      // Two connections fell back to /ws after the dead node: 9 + 2 sockets there.
      assert.equal(proxy.connections().filter((c) => c.path === '/ws').length, 11);
    } finally {
      await proxy.stop();
    }
  }
  {
    // The rooms move to another node twice in the middle of the run (a redirect without
    // id, then close 1012): every member enters again (resume, spectate) and play goes on.
    const proxy = await startRedirectProxy(server.url);
    try {
      const moves = [1200, 2000].map((ms) => new Promise((resolve) => setTimeout(() => resolve(proxy.moveAll()), ms)));
      const out = await loadAllowingErrors(proxy.port);
      console.log(`== rooms moved twice during the run\n${out}`);
      assert.deepEqual(await Promise.all(moves), [9, 9]);
      assert.match(out, /rooms +3 set up, 0 failed/);
      assert.match(out, /verified +9 members' documents equal a fresh sync/);
      assert.match(out, /cluster +27 redirects followed/);
      // An action on its way while its room moves may reach the server after the actor's
      // resume, and the actor's next one is then refused as stale: that and nothing else.
      const errors = /errors +(.*)/.exec(out)[1].trim();
      assert.ok(errors === 'none' || /^(stale_version=\d+ ?)+$/.test(errors), `errors: ${errors}`);
    } finally {
      await proxy.stop();
    }
  }
  {
    const out = await load(server.port);
    console.log(`== straight at the server\n${out}`);
    assert.match(out, /errors +none/);
    assert.doesNotMatch(out, /cluster|node /);
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.stop();
}
console.log(`load_redirect: ${failed ? 'FAILED' : 'passed'}`);
process.exit(failed ? 1 : 0);
