// Cluster mode as the page sees it, through a redirecting proxy in front of
// the real server (tests/support/redirect-proxy.mjs): the page's create, join
// and spectate are answered with `redirect` and sent again at the node's path,
// a room that moves (redirect without id, then close 1012) is entered again
// (resume with the seat token, spectate for a spectator), and the person sees
// nothing of it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startRedirectProxy } from '../support/redirect-proxy.mjs';
import { assertFramesValid, createRoom, joinRoom, offeredActions, openPlayer, sleep, useBrowserSuite } from './helpers.mjs';

const suite = useBrowserSuite();

// Every error toast and every showing of the connection banner, from the page's start.
function watchForTrouble() {
  window.__trouble = [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.classList?.contains('toast-error')) window.__trouble.push(`toast: ${node.textContent}`);
      }
      const banner = record.target;
      if (record.type === 'attributes' && banner.id === 'connection-banner' && !banner.hidden) {
        window.__trouble.push(`banner: ${banner.textContent}`);
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
}

async function openWatched(proxy, label) {
  const recorder = await openPlayer(suite.browser, 'about:blank', { label });
  await recorder.page.addInitScript(watchForTrouble);
  await recorder.page.goto(proxy.url);
  await recorder.page.locator('#game-deadmansdraw').waitFor();
  // Connecting to the server at first is no trouble.
  await recorder.page.locator('#connection-banner').waitFor({ state: 'hidden' });
  await recorder.page.evaluate(() => { window.__trouble = []; });
  return recorder;
}

const trouble = (recorder) => recorder.page.evaluate(() => window.__trouble);
const sentTypes = (recorder, from = 0) => recorder.sent.slice(from).map((frame) => frame.message?.type);

test('create, join and spectate are redirected, and a moved room is entered again by resume and spectate', { timeout: 120000 }, async () => {
  const proxy = await startRedirectProxy(suite.server.url);
  try {
    const anne = await openWatched(proxy, 'Anne');
    const code = await createRoom(anne.page, { name: 'Anne Bonny' });
    const bob = await openWatched(proxy, 'Bob');
    await joinRoom(bob.page, { name: 'Bob', code });
    await anne.page.locator('#seats .seat', { hasText: 'Bob' }).first().waitFor({ timeout: 10000 });
    const cat = await openWatched(proxy, 'Cat');
    await cat.page.locator('#room-code').fill(code);
    await cat.page.locator('#watch-room').click();
    await cat.page.locator('#seats').waitFor({ timeout: 10000 });
    for (const [recorder, type] of [[anne, 'create'], [bob, 'join'], [cat, 'spectate']]) {
      const redirect = recorder.received.find((frame) => frame.message?.type === 'redirect');
      assert.ok(redirect, `${recorder.label}: no redirect`);
      // The same request went out twice, the second time over the node's socket, with the same id.
      const requests = recorder.sent.filter((frame) => frame.message?.type === type);
      assert.equal(requests.length, 2, `${recorder.label}: ${type} sent ${requests.length} times`);
      assert.equal(requests[1].text, requests[0].text);
      assert.equal(redirect.message.id, requests[0].message.id);
    }
    assert.equal(proxy.redirects(), 3);

    await anne.page.locator('#start-game').click();
    await anne.page.locator('#table').waitFor({ timeout: 10000 });
    await bob.page.locator('#table').waitFor({ timeout: 10000 });
    await cat.page.locator('#table').waitFor({ timeout: 10000 });

    // The room moves: every page is told, its socket closed with 1012.
    const sentBefore = [anne.sent.length, bob.sent.length, cat.sent.length];
    const plainBefore = proxy.connections().filter((c) => c.path === '/ws').length;
    assert.equal(proxy.moveAll(), 3);
    await sleep(300);
    await anne.page.locator('.player-you[data-seat="0"]').waitFor({ timeout: 10000 });
    await bob.page.locator('.player-you[data-seat="1"]').waitFor({ timeout: 10000 });
    await waitFor(() => proxy.livePaths().filter((p) => p === '/n/x/ws').length === 3, 'all back on /n/x/ws');
    for (const [recorder, i] of [[anne, 0], [bob, 1]]) {
      const types = sentTypes(recorder, sentBefore[i]);
      assert.ok(types.includes('resume'), `${recorder.label} did not resume: ${types}`);
      assert.ok(!types.includes('join'), `${recorder.label} joined instead of resuming`);
    }
    const catTypes = sentTypes(cat, sentBefore[2]);
    assert.ok(catTypes.includes('spectate') && !catTypes.includes('join'), `Cat did not watch again: ${catTypes}`);
    // The redirect's path was followed directly, not through the default address.
    assert.equal(proxy.connections().filter((c) => c.path === '/ws').length, plainBefore, 'a page went back to /ws');

    // The game goes on: whoever is to move moves, and the other page sees it.
    const mover = (await offeredActions(anne.page)).length > 0 ? anne : bob;
    const other = mover === anne ? bob : anne;
    const versionOf = (recorder) => recorder.received.filter((f) => f.message?.type === 'patch').length;
    const seen = [versionOf(other), versionOf(cat)];
    await mover.page.locator('[data-action]:not([disabled])').first().click();
    await waitFor(() => versionOf(other) > seen[0], 'the other page saw the move');
    await waitFor(() => versionOf(cat) > seen[1], 'the spectator saw the move');

    for (const recorder of [anne, bob, cat]) {
      assert.deepEqual(await trouble(recorder), [], `${recorder.label}: something error-like was shown`);
      assert.equal(await recorder.page.locator('#connection-banner').isHidden(), true);
      assert.deepEqual(recorder.pageErrors, []);
      assertFramesValid(suite.validator, recorder);
      await recorder.context.close();
    }
  } finally {
    await proxy.stop();
  }
});

test('a redirect to a node that cannot be reached falls back to the default address', { timeout: 60000 }, async () => {
  const proxy = await startRedirectProxy(suite.server.url, { redirectTo: '/n/gone/ws', deadNodes: ['gone'], times: 1 });
  try {
    const anne = await openWatched(proxy, 'Anne');
    const code = await createRoom(anne.page, { name: 'Anne Bonny' });
    assert.match(code, /^[A-Z]{4,6}$/);
    const paths = proxy.connections().map((c) => c.path);
    // The first /ws redirected; the dead node refused; the second /ws took the create.
    assert.deepEqual(paths.filter((p) => p === '/ws').length, 2, `paths: ${paths}`);
    assert.equal(anne.sent.filter((frame) => frame.message?.type === 'create').length, 2);
    assert.deepEqual(anne.pageErrors, []);
    await anne.context.close();
  } finally {
    await proxy.stop();
  }
});

test('redirects to a node that is gone are no loop: the page keeps trying until one is answered', { timeout: 60000 }, async () => {
  // Until a dead node's registration expires (seconds), the live ones still
  // send its rooms' clients there: more than five times is no loop.
  const proxy = await startRedirectProxy(suite.server.url, { redirectTo: '/n/gone/ws', deadNodes: ['gone'], times: 7 });
  try {
    const anne = await openWatched(proxy, 'Anne');
    const code = await createRoom(anne.page, { name: 'Anne Bonny' });
    assert.match(code, /^[A-Z]{4,6}$/);
    const paths = proxy.connections().map((c) => c.path);
    assert.equal(paths.filter((p) => p === '/ws').length, 8, `paths: ${paths}`);
    assert.equal(anne.sent.filter((frame) => frame.message?.type === 'create').length, 8);
    assert.equal(await anne.page.locator('.toast-error').count(), 0);
    assert.deepEqual(anne.pageErrors, []);
    await anne.context.close();
  } finally {
    await proxy.stop();
  }
});

test('more than five redirects in a row are an error, and the page does not loop', { timeout: 60000 }, async () => {
  const proxy = await startRedirectProxy(suite.server.url, { loop: true });
  try {
    const anne = await openWatched(proxy, 'Anne');
    await anne.page.locator('#player-name').fill('Anne Bonny');
    await anne.page.locator('#create-room').click();
    await anne.page.locator('.toast-error', { hasText: 'The room could not be reached' }).waitFor({ timeout: 10000 });
    assert.equal(proxy.redirects(), 6);
    await sleep(500);
    assert.equal(proxy.redirects(), 6, 'the page went on following redirects');
    assert.deepEqual(anne.pageErrors, []);
    await anne.context.close();
  } finally {
    await proxy.stop();
  }
});

async function waitFor(check, what, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, `timed out: ${what}`);
    await sleep(50);
  }
}
