// A whole game of MidEvil through the web client: two people (a desktop and a
// phone) and a bot at a 3-seat table, and a spectator, with the option
// maxRounds so that the game ends. The people play with the map where the
// table offers a gesture (tile slots and rotation, squares for skeletons and
// life tokens, steps, skeletons to move) and with the offered buttons
// otherwise, until the game-over screen. Every frame is checked against the
// protocol's schemas, and the spectator's frames for hands.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertFramesValid, createRoom, DESKTOP, isVisible, joinRoom, openPlayer, PHONE, rebuildDocuments, screenshot, sleep, useBrowserSuite, tableFallbacks } from './helpers.mjs';
import { playMidEvilMove, seededRandom } from './movers.mjs';

const GAME_TIMEOUT_MS = 540000;
const MAX_ROUNDS = 2; // a random game of three rounds can outlast the timeout on a slow machine
const suite = useBrowserSuite();

const random = seededRandom(7331);

async function visibleCount(locator) {
  const n = await locator.count();
  let visible = 0;
  for (let i = 0; i < n; i += 1) if (await locator.nth(i).isVisible()) visible += 1;
  return visible;
}

test('two players, a bot and a spectator play a whole game of MidEvil on the map', { timeout: GAME_TIMEOUT_MS + 60000 }, async () => {
  const started = Date.now();
  const ann = await openPlayer(suite.browser, suite.server.url, { label: 'Anne', viewport: DESKTOP });
  const code = await createRoom(ann.page, { name: 'Anne', game: 'midevil', seats: 3, options: { maxRounds: MAX_ROUNDS } });

  const jack = await openPlayer(suite.browser, suite.server.url, { label: 'Jack', viewport: PHONE });
  await joinRoom(jack.page, { name: 'Jack', code });
  const spectator = await openPlayer(suite.browser, `${suite.server.url}/?room=${code}`, { label: 'spectator', viewport: DESKTOP });
  await spectator.page.locator('#entry-watch').click();
  await spectator.page.locator('#seats').waitFor();
  await ann.page.locator('#fill-bots').check();
  // This test is about the table, not the bot: an easy bot keeps its turns
  // short, so the people get the turns the checks below need within the rounds.
  await ann.page.locator('#bot-level').selectOption('easy');
  await ann.page.locator('#start-game').click();
  for (const viewer of [ann, jack, spectator]) await viewer.page.locator('#table.mev #map').waitFor();

  // The phone page never scrolls sideways: measured here and after every
  // step of the game below. A failure names the elements too wide. A card
  // offered in a reaction window, named with the card it answers, once made
  // the decision panel's children 140 px wider than the panel.
  const measureOverflow = () => jack.page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}.${[...e.classList].join('.')} right ${Math.round(e.getBoundingClientRect().right)}`);
    return { by: document.documentElement.scrollWidth - width, wide };
  });
  // A redraw in progress may be measured half done: only a width that stays counts.
  const assertPhoneFits = async (when) => {
    let overflow = await measureOverflow();
    for (let waited = 0; overflow.by > 1 && waited < 1000; waited += 100) {
      await jack.page.waitForTimeout(100);
      overflow = await measureOverflow();
    }
    assert.ok(overflow.by <= 1, `${when}, the phone page scrolls sideways by ${overflow.by} px: ${overflow.wide.join('; ')}`);
  };
  await assertPhoneFits('when the map appears');
  // The longest kind of label, a card answering another, both named, comes
  // up only in some games: put one into the panel, the way the window's
  // prompt draws it (midevil-reaction.js), and measure in the same moment.
  const withLongLabel = await jack.page.evaluate(() => {
    const row = document.createElement('div');
    row.className = 'mev-react';
    const button = document.createElement('button');
    button.className = 'mev-card-button action mev-action-react';
    const picture = document.createElement('span');
    picture.className = 'mev-react-card';
    for (const [className, text] of [['mev-card mev-card-reaction mev-card-small', 'Uh... Nevermind'], ['mev-card-action', 'Play Uh... Nevermind: cancel Look... nothing in my hand!']]) {
      const span = document.createElement('span');
      span.className = className;
      span.textContent = text;
      picture.append(span);
    }
    button.append(picture);
    const pass = document.createElement('button');
    pass.className = 'button mev-pass';
    pass.textContent = 'Pass';
    row.append(button, pass);
    document.querySelector('#decision').append(row);
    const by = document.documentElement.scrollWidth - window.innerWidth;
    row.remove();
    return by;
  });
  assert.ok(withLongLabel <= 1, `a long answer label makes the phone page scroll sideways by ${withLongLabel} px`);
  // The map's box once it is shown: a redraw between two steps of a gesture
  // may find it replaced, never gone for good.
  const mapBox = async (viewer) => {
    for (let tries = 0; tries < 20; tries += 1) {
      const found = await viewer.page.locator('#map').boundingBox();
      if (found) return found;
      await sleep(100);
    }
    assert.fail(`${viewer.label}: the map is not shown (console: ${viewer.consoleErrors.join(' | ')})`);
  };
  // The camera: drag to pan and the wheel to zoom on the desktop, the buttons on the phone.
  const cameraOf = (page) => page.locator('#map .mev-camera').getAttribute('transform');
  const box = await mapBox(ann);
  let before = await cameraOf(ann.page);
  await ann.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await ann.page.mouse.down();
  await ann.page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 5 });
  await ann.page.mouse.up();
  assert.notEqual(await cameraOf(ann.page), before, 'a drag does not pan the map');
  before = await cameraOf(ann.page);
  await ann.page.mouse.wheel(0, -240);
  await sleep(100);
  assert.notEqual(await cameraOf(ann.page), before, 'the wheel does not zoom the map');
  before = await cameraOf(jack.page);
  await jack.page.locator('#mev-zoom-in').tap();
  assert.notEqual(await cameraOf(jack.page), before, 'the + button does not zoom the map');
  await jack.page.locator('#mev-zoom-out').tap();
  // A pinch: two fingers moving apart zoom in.
  const phoneBox = await mapBox(jack);
  const cx = phoneBox.x + phoneBox.width / 2;
  const cy = phoneBox.y + phoneBox.height / 2;
  const cdp = await jack.context.newCDPSession(jack.page);
  before = await cameraOf(jack.page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: cx - 30, y: cy, id: 1 }, { x: cx + 30, y: cy, id: 2 }] });
  for (const spread of [45, 60, 80]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: cx - spread, y: cy, id: 1 }, { x: cx + spread, y: cy, id: 2 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const scaleOf = (transform) => Number(/scale\(([\d.]+)\)/.exec(transform ?? '')?.[1]);
  assert.ok(scaleOf(await cameraOf(jack.page)) > scaleOf(before), `a pinch does not zoom the map: ${before} -> ${await cameraOf(jack.page)}`);
  for (const page of [ann.page, jack.page]) await page.locator('#mev-zoom-fit').click();

  const stats = { rotations: 0, keyboard: 0, phoneReactions: 0 };
  const gestures = new Map();
  const shots = new Set();
  let moves = 0;
  const deadline = Date.now() + GAME_TIMEOUT_MS;
  while (!((await isVisible(ann.page, '#game-over')) && (await isVisible(jack.page, '#game-over')))) {
    assert.ok(Date.now() < deadline, `the game did not finish in time (${moves} moves: ${JSON.stringify([...gestures])})`);
    assert.equal(await spectator.page.locator('#table [data-action], #map .mev-target').count(), 0, 'the spectator is offered a move');
    // A table that falls back to the generic one offers no map: fail at once, not at the timeout.
    for (const viewer of [ann, jack, spectator]) assert.deepEqual(tableFallbacks(viewer), [], `${viewer.label}: the table could not draw a view after ${moves} moves`);
    let acted = false;
    for (const [player, tag] of [[ann, 'desktop'], [jack, 'phone']]) {
      if (await isVisible(player.page, '#game-over')) continue;
      // Screenshots of the moments worth looking at.
      if (!shots.has(`${tag}-place`) && (await player.page.locator('#map .mev-slot-chosen').count())) {
        await screenshot(player.page, `midevil-place-${tag}`);
        shots.add(`${tag}-place`);
      }
      if (!shots.has(`${tag}-move`) && (await player.page.locator('#map .mev-target-move').count()) > 1 && moves > 10) {
        await screenshot(player.page, `midevil-move-${tag}`);
        shots.add(`${tag}-move`);
      }
      if (!shots.has(`${tag}-reaction`) && (await player.page.locator('#decision .mev-countdown').count()) && (await visibleCount(player.page.locator('#table [data-action-type="pass"]')))) {
        await screenshot(player.page, `midevil-reaction-${tag}`);
        shots.add(`${tag}-reaction`);
      }
      if (!shots.has(`${tag}-fight`) && (await player.page.locator('#decision #combat').count())) {
        await screenshot(player.page, `midevil-fight-${tag}`);
        shots.add(`${tag}-fight`);
      }
      if (!shots.has(`${tag}-skeletons`) && (await player.page.locator('#map .mev-target-to').count())) {
        await screenshot(player.page, `midevil-skeletons-${tag}`);
        shots.add(`${tag}-skeletons`);
      }
      if (!shots.has(`${tag}-populate`) && (await player.page.locator('#decision [data-brush]').count())) {
        await screenshot(player.page, `midevil-populate-${tag}`);
        shots.add(`${tag}-populate`);
      }
      if (!shots.has('spectator') && moves > 40) {
        await screenshot(spectator.page, 'midevil-spectator');
        shots.add('spectator');
      }
      if (player === jack) {
        await assertPhoneFits(`after ${moves} moves`);
        if (await jack.page.locator('#decision .mev-action-react').count()) stats.phoneReactions += 1;
      }
      const gesture = await playMidEvilMove(player.page, stats, random);
      if (gesture) {
        gestures.set(gesture, (gestures.get(gesture) ?? 0) + 1);
        moves += 1;
        acted = true;
      }
    }
    if (!acted) await sleep(60);
  }
  const kinds = [...gestures.keys()];
  for (const needed of ['slot', 'slot-keyboard', 'place', 'square-move']) assert.ok(kinds.includes(needed), `no ${needed} gesture was made: ${kinds}`);

  await spectator.page.locator('#game-over').waitFor();
  for (const viewer of [ann, jack, spectator]) {
    assert.equal(await viewer.page.locator('#scoreboard tbody tr').count(), 3, `${viewer.label}: scoreboard`);
  }
  assert.doesNotMatch(await ann.page.locator('#log').innerText(), /\{\d+\}/, 'the log shows a placeholder');
  await screenshot(ann.page, 'midevil-game-over');
  await screenshot(jack.page, 'midevil-game-over-phone');
  await ann.page.locator('#show-table').click();
  await screenshot(ann.page, 'midevil-final-map');

  for (const viewer of [ann, jack, spectator]) {
    assertFramesValid(suite.validator, viewer);
    viewer.documents = await rebuildDocuments(viewer);
    assert.deepEqual(viewer.pageErrors, [], `${viewer.label}: errors in the page`);
    assert.deepEqual(tableFallbacks(viewer), [], `${viewer.label}: the table could not draw a view`);
    const errors = viewer.received.filter((frame) => frame.message?.type === 'error' && frame.message.code !== 'stale_version');
    assert.deepEqual(errors.map((frame) => frame.text), [], `${viewer.label}: the server reported errors`);
  }
  // The actions sent were offered ones, sent unchanged: the server took every one (no error above).
  for (const doc of spectator.documents) {
    assert.deepEqual(doc.actions, [], 'a spectator document has actions');
    for (const player of doc.game?.players ?? []) assert.ok(!('hand' in player), 'a spectator document shows a hand');
  }
  console.log(`moves ${moves}; gestures ${JSON.stringify(Object.fromEntries(gestures))}; rotations ${stats.rotations}; keyboard ${stats.keyboard}; phone steps with a card to answer with ${stats.phoneReactions}; screenshots ${[...shots].join(', ')}; ${Math.round((Date.now() - started) / 1000)} s`);
});
