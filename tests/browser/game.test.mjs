// A whole game of Dead Man's Draw through the web client: two players in two
// browser contexts (a desktop and a phone) and a spectator in a third. They
// create, join by code, watch through the share link, play by clicking only
// what the page offers, reload in the middle, reach the game-over screen
// (every score explained part by part), and play again: Anne proposes a
// rematch, Jack accepts it. Every WebSocket frame of every page is checked against the
// protocol's schemas, and the spectator's frames and page for private data.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertFramesValid, assertScoresExplained, chooseAction, clickAction, createRoom, DESKTOP, isVisible, joinRoom, offeredActions, openPlayer, PHONE, rebuildDocuments, screenshot, sleep, useBrowserSuite, tableFallbacks } from './helpers.mjs';

const GAME_TIMEOUT_MS = 240000;

const suite = useBrowserSuite();

/** The trait keys and names each seat was offered, from the trait actions in its frames. */
function offeredTraits(recorder) {
  const traits = new Map();
  for (const doc of recorder.documents) {
    for (const action of doc.actions ?? []) {
      if (action.type === 'trait' && typeof action.trait === 'string') {
        const name = /^Choose ([^:]+):/.exec(action.label ?? '')?.[1] ?? action.trait;
        traits.set(action.trait, name);
      }
    }
  }
  return traits;
}

function assertSpectatorFramesPrivate(spectator) {
  for (const { text, message } of spectator.received) {
    assert.ok(message, `spectator frame is not JSON: ${text}`);
    if (message.type === 'state') {
      assert.deepEqual(message.state.actions, [], 'a spectator state carries actions');
      assert.equal(message.state.you.role, 'spectator');
      assert.equal(message.state.you.seat, null);
      if (message.state.game) assert.ok(!('you' in message.state.game), 'a spectator view has a "you" part');
    }
    if (message.type === 'patch') {
      for (const op of message.patch) {
        assert.ok(!op.path.startsWith('/actions'), `a spectator patch touches the actions: ${JSON.stringify(op)}`);
        assert.ok(!op.path.startsWith('/game/you'), `a spectator patch has private data: ${JSON.stringify(op)}`);
        assert.ok(!(op.path === '/game' && op.value && 'you' in op.value), 'a spectator patch has private data');
      }
    }
    assert.ok(!/"dealt"/.test(text), `a spectator frame names dealt traits: ${text.slice(0, 300)}`);
    assert.ok(!/"token"/.test(text), 'a spectator frame carries a token');
  }
  for (const doc of spectator.documents) {
    assert.deepEqual(doc.actions, [], 'a spectator document has actions');
    assert.ok(!doc.game || !('you' in doc.game), 'a spectator document has a "you" view');
  }
}

async function waitForText(page, selector, pattern, timeout = 10000) {
  await page.waitForFunction(
    ([sel, source]) => new RegExp(source).test(document.querySelector(sel)?.textContent ?? ''),
    [selector, pattern.source],
    { timeout },
  );
}

test("two players and a spectator play a whole game of Dead Man's Draw", { timeout: GAME_TIMEOUT_MS + 60000 }, async () => {
  // The lobby, and a room created by Anne.
  const ann = await openPlayer(suite.browser, suite.server.url, { label: 'Anne', viewport: DESKTOP });
  await ann.page.locator('#game-deadmansdraw').waitFor();
  assert.equal(await ann.page.locator('#create-players').getAttribute('min'), '2');
  await screenshot(ann.page, 'lobby');
  const code = await createRoom(ann.page, { name: 'Anne Bonny' });
  assert.equal(new URL(ann.page.url()).searchParams.get('room'), code, 'the address of the page names the room');

  // Jack joins by code, on a phone.
  const jack = await openPlayer(suite.browser, suite.server.url, { label: 'Jack', viewport: PHONE });
  await joinRoom(jack.page, { name: 'Calico Jack', code: code.toLowerCase() });
  await waitForText(ann.page, '#seats', /Calico Jack/);

  // The spectator opens the share link: both seats are taken, so the page offers to watch.
  const spectator = await openPlayer(suite.browser, `${suite.server.url}/?room=${code}`, { label: 'spectator', viewport: DESKTOP });
  await spectator.page.locator('#entry-watch').click();
  await spectator.page.locator('#seats').waitFor();
  await waitForText(ann.page, '#spectator-count', /^1 spectator/);
  assert.equal(await spectator.page.locator('#start-game').count(), 0, 'only the host sees Start');
  assert.equal(await jack.page.locator('#start-game').count(), 0, 'only the host sees Start');
  await screenshot(ann.page, 'waiting-room');

  // Anne starts; everyone sees the table.
  await ann.page.locator('#start-game').click();
  for (const viewer of [ann, jack, spectator]) await viewer.page.locator('#table').waitFor();

  let moves = 0;
  let reloaded = false;
  let sawYourTurnTitle = false;
  let tableShots = 0;
  const deadline = Date.now() + GAME_TIMEOUT_MS;
  while (!((await isVisible(ann.page, '#game-over')) && (await isVisible(jack.page, '#game-over')))) {
    assert.ok(Date.now() < deadline, `the game did not finish in time (${moves} moves)`);
    assert.equal(await spectator.page.locator('[data-action]').count(), 0, 'the spectator is offered a move');
    let acted = false;
    for (const player of [ann, jack]) {
      const actions = await offeredActions(player.page);
      if (actions.length === 0) continue;
      if (player === ann) sawYourTurnTitle ||= (await ann.page.title()).startsWith('▶ Your turn');
      for (const action of actions) assert.doesNotMatch(action.label, /\{\d+\}/, 'an action label shows a placeholder');
      const playArea = await player.page.locator('#play-area .card').count();
      if (await clickAction(player.page, chooseAction(actions, playArea))) {
        moves += 1;
        acted = true;
      }
      if (tableShots === 0 && player === ann && playArea >= 1) {
        await screenshot(ann.page, 'table-desktop');
        tableShots += 1;
      }
      if (tableShots === 1 && player === jack && playArea >= 1) {
        await screenshot(jack.page, 'table-phone');
        await screenshot(spectator.page, 'table-spectator');
        tableShots += 1;
      }
    }
    // Jack reloads his page in the middle of the game: he is back in his seat and the game goes on.
    if (!reloaded && moves >= 12 && (await jack.page.locator('.dmd-phase-play').count())) {
      const before = jack.received.length;
      await jack.page.reload();
      await jack.page.locator('#table').waitFor({ timeout: 15000 });
      const joined = jack.received.slice(before).find((frame) => frame.message?.type === 'joined');
      assert.ok(joined, 'no joined after the reload');
      assert.equal(joined.message.role, 'player');
      assert.equal(joined.message.seat, 1, 'the reload did not return Jack to his seat');
      assert.equal(await jack.page.locator('.player-you[data-seat="1"]').count(), 1);
      assert.ok(jack.sent.slice(-5).some((frame) => frame.message?.type === 'resume'), 'the reload did not resume');
      reloaded = true;
    }
    if (!acted) await sleep(40);
  }
  assert.ok(reloaded, 'the game ended before the reload could be tried');
  assert.ok(sawYourTurnTitle, 'the tab title never said it was your turn');
  assert.ok(tableShots >= 2, 'no table screenshots were taken');

  // Game over on every page, with scores and a winner.
  await spectator.page.locator('#game-over').waitFor();
  for (const viewer of [ann, jack, spectator]) {
    assert.equal(await viewer.page.locator('#scoreboard tbody tr').count(), 2, `${viewer.label}: scoreboard`);
    assert.match(await viewer.page.locator('#gameover-heading').textContent(), /win/i);
  }
  assert.equal(await spectator.page.locator('#rematch, #rematch-accept').count(), 0, 'a spectator may not propose a rematch');
  assert.equal(await jack.page.locator('#rematch').count(), 1, 'any player may propose a rematch');
  await assertScoresExplained(ann.page);
  assert.doesNotMatch(await ann.page.locator('#log').innerText(), /\{\d+\}/, 'the log shows a placeholder');
  assert.match(await ann.page.title(), /Game over/);
  await screenshot(ann.page, 'game-over');
  await screenshot(jack.page, 'game-over-phone');

  // Every frame of every page validates; nothing private reached the spectator.
  for (const viewer of [ann, jack, spectator]) {
    assertFramesValid(suite.validator, viewer);
    viewer.documents = await rebuildDocuments(viewer);
    assert.deepEqual(viewer.pageErrors, [], `${viewer.label}: errors in the page`);
    assert.deepEqual(tableFallbacks(viewer), [], `${viewer.label}: the table could not draw a view`);
    const errors = viewer.received.filter((frame) => frame.message?.type === 'error' && frame.message.code !== 'stale_version');
    assert.deepEqual(errors.map((frame) => frame.text), [], `${viewer.label}: the server reported errors`);
  }
  assertSpectatorFramesPrivate(spectator);
  const finalDoc = spectator.documents.at(-1);
  assert.equal(finalDoc.room.status, 'finished');
  const chosen = new Set(Object.values(finalDoc.game?.traits ?? {}));
  const spectatorText = spectator.received.map((frame) => frame.text).join('\n');
  const spectatorPage = await spectator.page.locator('body').innerText();
  for (const player of [ann, jack]) {
    const offered = offeredTraits(player);
    if (finalDoc.room.options.traits !== false) assert.equal(offered.size, 2, `${player.label} was not offered two traits`);
    for (const [key, name] of offered) {
      if (chosen.has(key)) continue;
      assert.ok(!spectatorText.includes(`"${key}"`), `the spectator received ${player.label}'s unchosen trait ${key}`);
      assert.ok(!spectatorPage.includes(name), `the spectator's page shows ${player.label}'s unchosen trait ${name}`);
    }
  }

  // Anne proposes a rematch: she waits for Jack, who is asked; the spectator sees the proposal.
  await ann.page.locator('#rematch').click();
  await waitForText(ann.page, '#rematch-status', /Waiting for Calico Jack to accept/);
  await waitForText(jack.page, '#rematch-status', /Anne Bonny proposes a rematch/);
  await waitForText(spectator.page, '#rematch-status', /Anne Bonny proposes a rematch/);
  assert.equal(await ann.page.locator('#game-over').count(), 1, 'the game started before Jack accepted');
  await screenshot(ann.page, 'rematch-waiting');
  await screenshot(jack.page, 'rematch-proposed-phone');
  // Jack accepts: the new game starts on every page.
  await jack.page.locator('#rematch-accept').click();
  await jack.page.locator('#game-over').waitFor({ state: 'detached', timeout: 10000 });
  await ann.page.locator('#game-over').waitFor({ state: 'detached', timeout: 10000 });
  await jack.page.locator('.dmd-phase-traits, .dmd-phase-play').first().waitFor();

  // The rules of the game (the server serves games/<id>/RULES.md), from the page.
  await ann.page.locator('#rules-button').click();
  await waitForText(ann.page, '#rules-body', /Kraken/);
  await screenshot(ann.page, 'rules');
  await ann.page.keyboard.press('Escape');
  await ann.page.locator('#rules-body').waitFor({ state: 'hidden' });
});
