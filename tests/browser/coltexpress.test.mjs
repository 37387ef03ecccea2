// A whole game of Colt Express through the web client: two people (a desktop
// and a phone) and two bots at a 4-seat table, and a spectator. The people
// play by clicking only what the page offers (characters, cards in hand,
// draws, every Stealin' decision) until the game-over screen. Every frame is
// checked against the protocol's schemas, and the spectator's frames for
// anything secret (hands, face-down cards, purse values).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertFramesValid, clickAction, createRoom, DESKTOP, isVisible, joinRoom, offeredActions, openPlayer, PHONE, rebuildDocuments, screenshot, sentActionTypes, sleep, useBrowserSuite, tableFallbacks } from './helpers.mjs';
import { chooseColtExpress, seededRandom, unfoldGroupOf } from './movers.mjs';

const GAME_TIMEOUT_MS = 300000;
const suite = useBrowserSuite();

const random = seededRandom(4242);

/** Clicks an offered action's button; one folded into its group (a card to play, a bandit to choose) after unfolding the group. */
async function clickOffered(page, action) {
  await unfoldGroupOf(page, action);
  return clickAction(page, action);
}

test('two players, two bots and a spectator play a whole game of Colt Express', { timeout: GAME_TIMEOUT_MS + 60000 }, async () => {
  const ann = await openPlayer(suite.browser, suite.server.url, { label: 'Anne', viewport: DESKTOP });
  await ann.page.locator('#game-coltexpress').waitFor();
  const code = await createRoom(ann.page, { name: 'Anne', game: 'coltexpress', seats: 4 });
  const jack = await openPlayer(suite.browser, suite.server.url, { label: 'Jack', viewport: PHONE });
  await joinRoom(jack.page, { name: 'Jack', code });
  const spectator = await openPlayer(suite.browser, `${suite.server.url}/?room=${code}`, { label: 'spectator', viewport: DESKTOP });
  await spectator.page.locator('#entry-watch').click();
  await spectator.page.locator('#seats').waitFor();
  await ann.page.locator('#fill-bots').check();
  await ann.page.locator('#start-game').click();
  for (const viewer of [ann, jack, spectator]) await viewer.page.locator('#table.ce').waitFor();

  let moves = 0;
  let lootChoices = 0;
  const shots = new Set();
  let marksSeen = 0;
  const deadline = Date.now() + GAME_TIMEOUT_MS;
  while (!((await isVisible(ann.page, '#game-over')) && (await isVisible(jack.page, '#game-over')))) {
    assert.ok(Date.now() < deadline, `the game did not finish in time (${moves} moves)`);
    assert.equal(await spectator.page.locator('[data-action]').count(), 0, 'the spectator is offered a move');
    // Everything is public once the game is over, and the spectator's page may
    // reach that state a moment before the players' pages do.
    for (const [selector, what] of [['.ce-secret', 'a face-down card'], ['.ce-purse-values', 'purse values']]) {
      if ((await spectator.page.locator(selector).count()) > 0) {
        assert.ok(await isVisible(spectator.page, '#game-over'), `the spectator sees ${what} before the end`);
      }
    }
    // A bandit just shot or punched is marked on the train: by the card being
    // carried out, or by the card before it while the next one is decided (the
    // log and the table are drawn together, so one look sees both).
    const latest = await ann.page.evaluate(() => {
      // This round's Stealin' only: a mark does not outlive its round.
      const all = [...document.querySelectorAll('#log li')].map((li) => li.textContent);
      const lines = all.slice(all.findLastIndex((line) => line.startsWith("Stealin'")) + 1);
      const reveals = lines.flatMap((line, index) => (/\) plays /.test(line) ? [index] : []));
      const current = lines.slice((reveals.at(-1) ?? lines.length) + 1);
      const previous = reveals.length >= 2 ? lines.slice(reveals.at(-2) + 1, reveals.at(-1)) : [];
      const hitIn = (span, word) => span.some((line) => line.includes(word));
      const now = hitIn(current, ' shoots ') || hitIn(current, ' punches ');
      return {
        shot: hitIn(current, ' shoots ') || (!now && hitIn(previous, ' shoots ')),
        punched: hitIn(current, ' punches ') || (!now && hitIn(previous, ' punches ')),
        stealin: document.querySelector('.ce-phase-stealin') !== null,
        marked: { shot: document.querySelectorAll('#train .ce-bandit-shot').length, punched: document.querySelectorAll('#train .ce-bandit-punched').length },
        last: lines.slice(-6).join(' | '),
        tokens: [...document.querySelectorAll('#train .ce-bandit')].map((token) => `${token.dataset.bandit}:${token.dataset.character}:${token.className}`).join(', '),
      };
    });
    if (latest.stealin) {
      for (const kind of ['shot', 'punched']) {
        if (!latest[kind]) continue;
        assert.ok(latest.marked[kind] > 0, `nobody is marked as ${kind} after "${latest.last}" (${latest.tokens})`);
        marksSeen += 1;
      }
    }
    let acted = false;
    for (const player of [ann, jack]) {
      const actions = await offeredActions(player.page);
      if (actions.length === 0) continue;
      for (const action of actions) {
        assert.doesNotMatch(action.label, /\{\d+\}/, 'an action label shows a placeholder');
        // A loot choice names a purse's value only where the player knows it.
        const sent = JSON.parse(action.json);
        if (['rob', 'punchLoot', 'pickpocket'].includes(sent.type) && (sent.kind ?? 'purse') === 'purse' && sent.take !== false) {
          assert.match(action.label, 'value' in sent ? new RegExp(`\\$${sent.value} purse`) : /purse of unknown value/, `a loot choice's label: ${action.label}`);
          lootChoices += 1;
        }
      }
      const action = chooseColtExpress(actions, random);
      if (!shots.has('desktop') && player === ann && moves >= 12) {
        await screenshot(ann.page, 'coltexpress-table-desktop');
        shots.add('desktop');
      }
      if (!shots.has('phone') && player === jack && moves >= 16) {
        await screenshot(jack.page, 'coltexpress-table-phone');
        await screenshot(spectator.page, 'coltexpress-table-spectator');
        shots.add('phone');
      }
      if (!shots.has('stealin') && ['move', 'fire', 'punch', 'rob', 'marshal', 'punchLoot', 'push'].includes(action.type)) {
        await screenshot(player.page, 'coltexpress-stealin');
        shots.add('stealin');
      }
      if (await clickOffered(player.page, action)) {
        moves += 1;
        acted = true;
      }
    }
    if (!acted) await sleep(40);
  }
  const types = sentActionTypes(ann, jack);
  assert.ok(types.has('character') && types.has('play'), `too few kinds of moves: ${[...types]}`);

  await spectator.page.locator('#game-over').waitFor();
  for (const viewer of [ann, jack, spectator]) {
    assert.equal(await viewer.page.locator('#scoreboard tbody tr').count(), 4, `${viewer.label}: scoreboard`);
  }
  assert.doesNotMatch(await ann.page.locator('#log').innerText(), /\{\d+\}/, 'the log shows a placeholder');
  await screenshot(ann.page, 'coltexpress-game-over');
  await screenshot(jack.page, 'coltexpress-game-over-phone');

  for (const viewer of [ann, jack, spectator]) {
    assertFramesValid(suite.validator, viewer);
    viewer.documents = await rebuildDocuments(viewer);
    assert.deepEqual(viewer.pageErrors, [], `${viewer.label}: errors in the page`);
    assert.deepEqual(tableFallbacks(viewer), [], `${viewer.label}: the table could not draw a view`);
    const errors = viewer.received.filter((frame) => frame.message?.type === 'error' && frame.message.code !== 'stale_version');
    assert.deepEqual(errors.map((frame) => frame.text), [], `${viewer.label}: the server reported errors`);
  }
  // Nothing secret reached the spectator before the end.
  for (const doc of spectator.documents) {
    assert.deepEqual(doc.actions, [], 'a spectator document has actions');
    const game = doc.game ?? doc.state?.game;
    if (!game || game.phase === 'finished') continue;
    for (const player of Object.values(game.players ?? {})) assert.ok(!('hand' in player), 'a spectator document shows a hand');
    for (const bandit of Object.values(game.bandits ?? {})) assert.ok(!('purseValues' in bandit), 'a spectator document shows purse values');
    for (const entry of game.pile ?? []) if (entry.faceDown) assert.ok(!('card' in entry), 'a spectator document shows a face-down card');
    assert.ok(!('own' in game), 'a spectator document has a seat\'s secrets');
  }
  console.log(`moves ${moves}; purse choices offered ${lootChoices}; shot or punched marks checked ${marksSeen}; kinds ${[...types].join(', ')}; screenshots ${[...shots].join(', ')}`);
});
