// Reconnection: a page reloaded in the middle of a game, or whose WebSocket
// is cut, comes back to its seat with the current state, and the game goes on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertFramesValid, chooseAction, clickAction, createRoom, isVisible, offeredActions, openPlayer, sleep, useBrowserSuite } from './helpers.mjs';

const suite = useBrowserSuite();

/** Creates a two-seat room and starts it against a bot. */
async function gameAgainstBot(recorder, name) {
  await recorder.page.locator('#game-deadmansdraw').waitFor();
  const code = await createRoom(recorder.page, { name });
  await recorder.page.locator('#fill-bots').check();
  await recorder.page.locator('#start-game').click();
  await recorder.page.locator('#table').waitFor();
  return code;
}

/** Plays (cautiously) until `until(moves)` holds or the game is over; returns the number of moves. */
async function play(page, { until = async () => false, timeoutMs = 120000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let moves = 0;
  while (!(await until(moves)) && !(await isVisible(page, '#game-over'))) {
    assert.ok(Date.now() < deadline, `no progress after ${moves} moves`);
    const actions = await offeredActions(page);
    if (actions.length === 0) {
      await sleep(40);
      continue;
    }
    const playArea = await page.locator('#play-area .card').count();
    if (await clickAction(page, chooseAction(actions, playArea))) moves += 1;
  }
  return moves;
}

/**
 * After `moves` moves, once the main phase has begun and it is this page's move
 * again: then nothing changes on the table until the page acts.
 */
function myMoveAfter(page, count) {
  return async (moves) => moves >= count && (await page.locator('.dmd-phase-play').count()) > 0 && (await offeredActions(page)).length > 0;
}

/** What the page shows that a reconnection must restore: draw pile count and every score. */
async function tableSnapshot(page) {
  return page.evaluate(() => ({
    draw: document.querySelector('#draw-count')?.textContent,
    scores: [...document.querySelectorAll('.player .score-value')].map((node) => node.textContent),
  }));
}

test('a reload in the middle of the game returns the player to his seat', { timeout: 240000 }, async () => {
  const anne = await openPlayer(suite.browser, suite.server.url, { label: 'Anne' });
  const code = await gameAgainstBot(anne, 'Anne Bonny');
  await play(anne.page, { until: myMoveAfter(anne.page, 6) });
  assert.equal(await isVisible(anne.page, '#game-over'), false, 'the game ended before the reload');

  await anne.page.locator('#chat-input').fill('Keep this line');
  await anne.page.locator('#chat-input').press('Enter');
  await anne.page.locator('#chat .chat-line', { hasText: 'Keep this line' }).waitFor();
  const before = await tableSnapshot(anne.page);
  const sentBefore = anne.sent.length;
  await anne.page.reload();
  await anne.page.locator('#table').waitFor({ timeout: 15000 });
  // The chat is read again, once.
  await anne.page.locator('#chat .chat-line', { hasText: 'Keep this line' }).waitFor({ timeout: 5000 });
  assert.equal(await anne.page.locator('#chat .chat-line', { hasText: 'Keep this line' }).count(), 1);
  assert.equal(new URL(anne.page.url()).searchParams.get('room'), code);
  assert.equal(await anne.page.locator('.player-you[data-seat="0"]').count(), 1, 'not back in seat 0');
  assert.deepEqual(await tableSnapshot(anne.page), before, 'the table after the reload differs');
  assert.ok(anne.sent.slice(sentBefore).some((frame) => frame.message?.type === 'resume'), 'the page did not resume');
  assert.ok(!anne.sent.slice(sentBefore).some((frame) => frame.message?.type === 'join'), 'the page joined instead of resuming');

  await play(anne.page);
  await anne.page.locator('#game-over').waitFor();
  assertFramesValid(suite.validator, anne);
  assert.deepEqual(anne.pageErrors, []);
});

test('a lost connection reconnects by itself and resumes the seat', { timeout: 240000 }, async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // The page's WebSocket goes through the test, which can cut it like a network failure would.
  const sockets = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    ws.connectToServer();
    sockets.push(ws);
  });
  const anne = { page, label: 'Anne (cut)', received: [], sent: [], pageErrors: [] };
  page.on('pageerror', (error) => anne.pageErrors.push(String(error)));
  await page.goto(suite.server.url);
  await gameAgainstBot(anne, 'Anne Bonny');
  await play(page, { until: myMoveAfter(page, 4) });
  assert.equal(await isVisible(page, '#game-over'), false, 'the game ended before the cut');
  const before = await tableSnapshot(page);

  await sockets.at(-1).close({ code: 4000, reason: 'cut by the test' });
  await page.locator('#connection-banner').waitFor({ state: 'visible', timeout: 5000 });
  assert.match(await page.locator('#connection-banner').textContent(), /Connection lost/);
  await page.locator('#connection-banner').waitFor({ state: 'hidden', timeout: 20000 });
  assert.ok(sockets.length >= 2, 'the page did not open a new socket');
  await page.locator('.player-you[data-seat="0"]').waitFor();
  assert.deepEqual(await tableSnapshot(page), before, 'the table after reconnecting differs');

  await play(page);
  await page.locator('#game-over').waitFor();
  assert.deepEqual(anne.pageErrors, []);
  await context.close();
});

test('a patch that arrives out of order makes the page ask for the whole state', { timeout: 240000 }, async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Between the server and the page, the test can hold one patch back and
  // deliver it after the next one: the page sees a gap in the versions.
  let holdNextPatch = false;
  let held = null;
  let reordered = false;
  const sent = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const upstream = ws.connectToServer();
    upstream.onMessage((frame) => {
      const message = JSON.parse(frame);
      if (message.type === 'patch' && holdNextPatch && !held) {
        held = frame;
        return;
      }
      ws.send(frame);
      if (held && message.type === 'patch') {
        ws.send(held);
        held = null;
        holdNextPatch = false;
        reordered = true;
      }
    });
    ws.onMessage((frame) => {
      sent.push(JSON.parse(frame));
      upstream.send(frame);
    });
  });
  const anne = { page, label: 'Anne (reordered)', pageErrors: [] };
  page.on('pageerror', (error) => anne.pageErrors.push(String(error)));
  await page.goto(suite.server.url);
  await gameAgainstBot(anne, 'Anne Bonny');
  await play(page, { until: myMoveAfter(page, 2) });

  // Banking ends the turn, and the bot's moves follow at once: hold the first patch back.
  const deadline = Date.now() + 60000;
  while (!reordered) {
    assert.ok(Date.now() < deadline, 'no two patches in a row to reorder');
    const actions = await offeredActions(page);
    const bank = actions.find((action) => action.type === 'bank');
    const pick = bank ?? chooseAction(actions, 0);
    if (!pick) {
      await sleep(40);
      continue;
    }
    holdNextPatch = Boolean(bank);
    if (!(await clickAction(page, pick))) holdNextPatch = false;
    await sleep(200);
  }
  // The page sees the gap when it reads the late patch: on a loaded machine that may come
  // well after the frames were passed on.
  for (const until = Date.now() + 10000; !sent.some((message) => message.type === 'sync') && Date.now() < until;) await sleep(50);
  assert.ok(sent.some((message) => message.type === 'sync'), 'the page did not send sync after the gap');
  await play(page);
  await page.locator('#game-over').waitFor();
  assert.equal(await page.locator('.toast-error').count(), 0, 'an error was shown');
  assert.deepEqual(anne.pageErrors, []);
  await context.close();
});
