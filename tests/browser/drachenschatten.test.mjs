// A whole game of DrachenSchatten through the web client: two players (a
// desktop and a phone) and a spectator. They play by clicking only what the
// page offers (piles, item uses, battles, decay choices made during the other
// player's turn) until the game-over screen. Every frame is checked against
// the protocol's schemas, and the spectator's frames and page for what the
// players saw in secret.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertFramesValid, clickAction, createRoom, DESKTOP, isVisible, joinRoom, offeredActions, openPlayer, PHONE, rebuildDocuments, screenshot, sentActionTypes, sleep, useBrowserSuite, tableFallbacks } from './helpers.mjs';
import { chooseDrachenSchatten, seededRandom } from './movers.mjs';

const GAME_TIMEOUT_MS = 240000;
const suite = useBrowserSuite();

const random = seededRandom(12345);

test('two players and a spectator play a whole game of DrachenSchatten', { timeout: GAME_TIMEOUT_MS + 60000 }, async () => {
  const ann = await openPlayer(suite.browser, suite.server.url, { label: 'Anne', viewport: DESKTOP });
  await ann.page.locator('#game-drachenschatten').waitFor();
  const code = await createRoom(ann.page, { name: 'Anne', game: 'drachenschatten' });
  const jack = await openPlayer(suite.browser, suite.server.url, { label: 'Jack', viewport: PHONE });
  await joinRoom(jack.page, { name: 'Jack', code });
  const spectator = await openPlayer(suite.browser, `${suite.server.url}/?room=${code}`, { label: 'spectator', viewport: DESKTOP });
  await spectator.page.locator('#entry-watch').click();
  await spectator.page.locator('#seats').waitFor();
  await ann.page.locator('#start-game').click();
  for (const viewer of [ann, jack, spectator]) await viewer.page.locator('#table.ds').waitFor();

  let moves = 0;
  const shots = new Set();
  const deadline = Date.now() + GAME_TIMEOUT_MS;
  while (!((await isVisible(ann.page, '#game-over')) && (await isVisible(jack.page, '#game-over')))) {
    assert.ok(Date.now() < deadline, `the game did not finish in time (${moves} moves)`);
    assert.equal(await spectator.page.locator('[data-action]').count(), 0, 'the spectator is offered a move');
    assert.equal(await spectator.page.locator('.ds-seen').count(), 0, 'the spectator sees peeked cards');
    let acted = false;
    for (const player of [ann, jack]) {
      const actions = await offeredActions(player.page);
      if (actions.length === 0) continue;
      for (const action of actions) assert.doesNotMatch(action.label, /\{\d+\}/, 'an action label shows a placeholder');
      const action = chooseDrachenSchatten(actions, random);
      if (!shots.has('desktop') && player === ann && moves >= 14) {
        await screenshot(ann.page, 'drachenschatten-table-desktop');
        shots.add('desktop');
      }
      if (!shots.has('phone') && player === jack && moves >= 20) {
        await screenshot(jack.page, 'drachenschatten-table-phone');
        await screenshot(spectator.page, 'drachenschatten-table-spectator');
        shots.add('phone');
      }
      if (!shots.has('seen') && (await player.page.locator('.ds-seen').count()) > 0) {
        await screenshot(player.page, `drachenschatten-seen-${player === ann ? 'desktop' : 'phone'}`);
        shots.add('seen');
      }
      if (!shots.has('battle') && action.type === 'fight') {
        await screenshot(player.page, 'drachenschatten-battle');
        shots.add('battle');
      }
      if (await clickAction(player.page, action)) {
        moves += 1;
        acted = true;
      }
    }
    if (!acted) await sleep(40);
  }
  const types = sentActionTypes(ann, jack);
  assert.ok(types.has('start') && types.has('reveal') && types.has('endTurn'), `too few kinds of moves: ${[...types]}`);

  await spectator.page.locator('#game-over').waitFor();
  for (const viewer of [ann, jack, spectator]) {
    assert.equal(await viewer.page.locator('#scoreboard tbody tr').count(), 2, `${viewer.label}: scoreboard`);
  }
  assert.doesNotMatch(await ann.page.locator('#log').innerText(), /\{\d+\}/, 'the log shows a placeholder');
  await screenshot(ann.page, 'drachenschatten-game-over');
  await screenshot(jack.page, 'drachenschatten-game-over-phone');

  for (const viewer of [ann, jack, spectator]) {
    assertFramesValid(suite.validator, viewer);
    viewer.documents = await rebuildDocuments(viewer);
    assert.deepEqual(viewer.pageErrors, [], `${viewer.label}: errors in the page`);
    assert.deepEqual(tableFallbacks(viewer), [], `${viewer.label}: the table could not draw a view`);
    const errors = viewer.received.filter((frame) => frame.message?.type === 'error' && frame.message.code !== 'stale_version');
    assert.deepEqual(errors.map((frame) => frame.text), [], `${viewer.label}: the server reported errors`);
  }
  // Nothing a player saw in secret reached the spectator.
  for (const { text } of spectator.received) {
    assert.ok(!/"seen"/.test(text), `a spectator frame carries peeked cards: ${text.slice(0, 300)}`);
    assert.ok(!/"yourChoice"/.test(text), 'a spectator frame carries a decay choice');
    assert.ok(!/"peekSeen"/.test(text), 'a spectator frame carries a private log entry');
  }
  for (const doc of spectator.documents) assert.deepEqual(doc.actions, [], 'a spectator document has actions');
  console.log(`moves ${moves}; kinds ${[...types].join(', ')}; screenshots ${[...shots].join(', ')}`);
});
