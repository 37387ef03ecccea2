// Every choice is made on the table: a card of one's MidEvil hand with
// several plays (Lost on a square, Give me that... on a player) opens them
// from its face, as its entry in the list under the hand does: a click (or
// Enter) on the face lights the card's places, one of them is clicked, and
// the card is played. When the same decision also offers to discard the
// card, the face asks which in the table's small menu rather than guess.
// First on a table drawn from a document made for it (a hand is a matter of
// luck), then in a game: Anne plays against three bots, so that cards aimed
// at a player have several players to aim at, and plays or discards her
// cards whenever she may, so that they go round.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRoom, DESKTOP, openPlayer, screenshot, sleep, tableFallbacks, useBrowserSuite } from './helpers.mjs';
import { playMidEvilMove, seededRandom } from './movers.mjs';

const suite = useBrowserSuite();
const PLAY_MS = 180000;

/** The first face of the hand that opens a group, as {key, card, choices}, or null. */
function groupFace(page) {
  return page.evaluate(() => {
    const face = document.querySelector('.mev-hand .mev-card.choosable[data-opens-group]');
    return face ? { key: face.dataset.opensGroup, card: face.dataset.cardKey, choices: Number(face.dataset.targetActions) } : null;
  });
}

/**
 * What the unfolded group lights: the places of its actions, and whether the
 * list's entry and the face are open; `placed` how many of its actions name a
 * place (They're all mine! on two players at once is chosen from the list).
 */
function litState(page, key) {
  return page.evaluate((group) => {
    const entry = document.querySelector(`.mev-hand .action-group-open[data-group="${CSS.escape(group)}"]`);
    return {
      places: [...document.querySelectorAll('#table .choosable-unfolded')].filter((node) => (node.dataset.targetGroups ?? '').split(' ').includes(group)).length,
      placed: entry ? [...entry.querySelectorAll('[data-action]')].filter((button) => typeof JSON.parse(button.dataset.action).target === 'string').length : 0,
      entryOpen: Boolean(entry),
      faceOpen: Boolean(document.querySelector(`.mev-hand .mev-card.group-opener-open[data-opens-group="${CSS.escape(group)}"]`)),
    };
  }, key);
}

async function waitLit(page, key) {
  await page.waitForFunction((group) => document.querySelector(`.mev-hand .action-group-open[data-group="${CSS.escape(group)}"]`), key, { timeout: 3000 });
  return litState(page, key);
}

// A table drawn by the page's own MidEvil table from a document made here, so
// that a card with several plays is in the hand whatever the shuffle: Lost,
// playable on two squares of the Altar, and an Axe. `discard` adds the
// discard of Lost to the same decision. What the table sends is recorded.
function drawMadeTable(page, { discard }) {
  return page.evaluate(async ({ discard }) => {
    const { renderTableFor, offeredActionsFor } = await import('/js/tables/index.js');
    const card = (key) => ({ card: { card: key } });
    const group = { key: 'play:5', label: 'Play Lost', msg: { key: 'midevil.action.playCard', params: card('lost') } };
    const playOn = (square, index) => ({ type: 'play', card: 5, seat: 1, square, label: 'Play Lost', target: `/game/tiles/0,0/squares/${index}`, group });
    const actions = [playOn('0,0', 0), playOn('2,2', 8), { type: 'endTurn', label: 'End your turn', msg: { key: 'midevil.action.endTurn', params: {} } }];
    if (discard) actions.push({ type: 'discard', card: 5, label: 'Discard Lost', msg: { key: 'midevil.action.discard', params: card('lost') }, target: '/game/hand/0' });
    const altar = { tile: 'altar', name: 'Altar', rotation: 0, squares: ['grass', 'road', 'grass', 'road', 'altar', 'road', 'grass', 'road', 'grass'], roads: { n: true, e: true, s: true, w: true }, building: false };
    const player = (seat) => ({ seat, square: '1,1', life: 3, trophies: { white: 0, red: 0, blue: 0 }, points: 0, inPlay: [], handCount: 2 });
    const game = {
      you: 0, round: 1, maxRounds: 0, current: 0, phase: discard ? 'discard' : 'move', tiles: { '0,0': altar }, skeletons: {}, lifeTokens: {}, horses: {},
      players: [player(0), player(1)], decks: { tiles: 20, events: 30 }, discard: [], supply: { white: 40, red: 40, blue: 40, life: 32 },
      necronomicon: { holder: null, square: null, setAside: true }, dice: [], window: null, pending: [],
      hand: [{ id: 5, card: 'lost' }, { id: 9, card: 'axe' }],
    };
    window.madeSent = [];
    const names = ['Anne', 'Bot'];
    const ctx = {
      room: { code: 'MADE', game: 'midevil', status: 'playing', seats: names.map((name) => ({ name })), options: {}, clock: null },
      you: { role: 'player', seat: 0 }, game, actions, documentActions: actions, busy: false, ui: {},
      nameOf: (seat) => names[seat] ?? '?', hooks: (await import('/js/tables/midevil.js')).messageHooks, waitingText: '',
      sendAction: (action) => window.madeSent.push(action),
    };
    ctx.actions = offeredActionsFor('midevil', ctx);
    document.querySelector('#made-stage')?.remove();
    const stage = document.createElement('main');
    stage.id = 'made-stage';
    stage.className = 'stage stage-playing';
    // The lobby stays in the page, out of sight.
    for (const node of document.body.children) node.hidden = true;
    document.body.append(stage);
    stage.append(renderTableFor('midevil', ctx));
  }, { discard });
}

/** The squares of Lost lit on the map, the list's entry and the face open. */
function madeLit(page) {
  return page.evaluate(() => ({
    squares: [...document.querySelectorAll('#map .mev-target-card.choosable-unfolded')].filter((node) => node.getBoundingClientRect().width > 0).length,
    entryOpen: Boolean(document.querySelector('.mev-hand .action-group-open[data-group="play:5"]')),
    faceOpen: Boolean(document.querySelector('.mev-hand .mev-card.group-opener-open[data-opens-group="play:5"]')),
  }));
}

test("a card's face opens its plays, as its entry does, and asks when it may also be discarded", { timeout: 60000 }, async () => {
  const player = await openPlayer(suite.browser, suite.server.url, { label: 'midevil-hand-made', viewport: DESKTOP });
  const { page } = player;
  await page.locator('#game-midevil').waitFor();
  const face = page.locator('.mev-hand .mev-card[data-card-key="mev-5"]');

  // Only plays: the face opens them, again folds them, Enter opens them.
  await drawMadeTable(page, { discard: false });
  assert.deepEqual(await madeLit(page), { squares: 0, entryOpen: false, faceOpen: false });
  assert.equal(await face.getAttribute('role'), 'button');
  assert.equal(await face.getAttribute('aria-label'), 'Play Lost: 2 choices on the table');
  await face.click();
  assert.deepEqual(await madeLit(page), { squares: 2, entryOpen: true, faceOpen: true });
  assert.equal(await face.getAttribute('aria-expanded'), 'true');
  await screenshot(page, 'midevil-hand-face-lit');
  await face.click();
  assert.deepEqual(await madeLit(page), { squares: 0, entryOpen: false, faceOpen: false });
  await face.focus();
  await page.keyboard.press('Enter');
  assert.deepEqual(await madeLit(page), { squares: 2, entryOpen: true, faceOpen: true });
  // The entry under the hand is the same group: it folds what the face opened.
  await page.locator('.mev-hand .action-group[data-group="play:5"] .action-group-head').click();
  assert.deepEqual(await madeLit(page), { squares: 0, entryOpen: false, faceOpen: false });
  await face.press(' ');
  assert.equal((await madeLit(page)).squares, 2, 'Space on the face opened no square');
  // A lit square is clicked: Lost is sent, played there.
  await page.locator('#map .mev-target-card.choosable-unfolded[data-square="2,2"]').click();
  assert.deepEqual(await page.evaluate(() => window.madeSent), [{ type: 'play', card: 5, seat: 1, square: '2,2', label: 'Play Lost' }]);

  // Playing or discarding: the face asks which.
  await drawMadeTable(page, { discard: true });
  await face.click();
  const items = page.locator('.target-menu [role=menuitem]');
  assert.deepEqual(await items.allInnerTexts(), ['Play Lost: 2 choices on the table', 'Discard Lost']);
  assert.equal((await madeLit(page)).squares, 0, 'the face guessed instead of asking');
  await screenshot(page, 'midevil-hand-face-menu');
  await items.first().click();
  assert.equal(await page.locator('.target-menu').count(), 0);
  assert.deepEqual(await madeLit(page), { squares: 2, entryOpen: true, faceOpen: true });
  await screenshot(page, 'midevil-hand-face-menu-lit');
  await page.locator('#map .mev-target-card.choosable-unfolded[data-square="0,0"]').click();
  assert.deepEqual(await page.evaluate(() => window.madeSent), [{ type: 'play', card: 5, seat: 1, square: '0,0', label: 'Play Lost' }]);
  // The discard, from the same menu.
  await drawMadeTable(page, { discard: true });
  await face.click();
  await items.nth(1).click();
  assert.deepEqual(await page.evaluate(() => window.madeSent), [{ type: 'discard', card: 5, label: 'Discard Lost' }]);
  assert.deepEqual(player.pageErrors, []);
  await player.context.close();
});

test('in a game, a card of the hand with several plays is played from its face', { timeout: PLAY_MS + 60000 }, async () => {
  const player = await openPlayer(suite.browser, suite.server.url, { label: 'midevil-hand', viewport: DESKTOP });
  const { page } = player;
  await createRoom(page, { name: 'Anne', game: 'midevil', seats: 4, options: { maxRounds: 8, reactionSeconds: 1 } });
  await page.locator('#fill-bots').check();
  await page.locator('#bot-level').selectOption('easy');
  await page.locator('#start-game').click();
  await page.locator('#table.mev #map').waitFor();

  const random = seededRandom(2606);
  const stats = { rotations: 0, keyboard: 1 };
  const seen = { cards: 0, offered: 0, opened: 0, played: 0, menu: 0, redrawn: 0 };
  const deadline = Date.now() + PLAY_MS;
  while (Date.now() < deadline && seen.played === 0 && !(await page.locator('.gameover-layer').isVisible().catch(() => false))) {
    const face = await groupFace(page);
    if (!face) {
      // Cards go round: a card of the hand is played or discarded whenever it may be, so that new ones are drawn.
      const cards = page.locator('.mev-hand .mev-card.choosable');
      const held = await cards.count();
      if (held && random() < 0.7) {
        if (await cards.nth(Math.floor(random() * held)).click({ timeout: 1500 }).then(() => true, () => false)) seen.cards += 1;
        const menu = page.locator('.target-menu [role=menuitem]');
        const asked = await menu.count();
        if (asked) await menu.nth(Math.floor(random() * asked)).click({ timeout: 1500 }).catch(() => {});
        await sleep(80);
        continue;
      }
      await playMidEvilMove(page, stats, random);
      await sleep(80);
      continue;
    }
    seen.offered += 1;
    const faceLocator = page.locator(`.mev-hand .mev-card[data-card-key="${face.card}"]`);
    const before = await page.locator('#decision').getAttribute('data-actions');
    try {
      // Opened at an earlier try, before the table was redrawn under the gesture: closed first.
      if ((await litState(page, face.key)).faceOpen) await faceLocator.click({ timeout: 1500 });
      await faceLocator.click({ timeout: 1500 });
      if (face.choices > 1) {
        // Playing or discarding the card: the small menu asks which.
        const group = page.locator(`.target-menu [role=menuitem][data-opens-group="${face.key}"]`);
        await group.waitFor({ timeout: 1500 });
        const items = await page.locator('.target-menu [role=menuitem]').allInnerTexts();
        assert.ok(items.some((text) => /^Discard /.test(text)), `the face's menu offers no discard: ${items.join(' | ')}`);
        await screenshot(page, 'midevil-hand-menu');
        seen.menu += 1;
        await group.click({ timeout: 1500 });
      }
      const lit = await waitLit(page, face.key);
      assert.equal(lit.places > 0, lit.placed > 0, `the face lit ${lit.places} places for ${lit.placed} plays on a place`);
      assert.ok(lit.entryOpen, 'the face did not open the card\'s entry in the list');
      assert.ok(lit.faceOpen, 'the face that opened the group is not marked');
      seen.opened += 1;
      await screenshot(page, 'midevil-hand-lit');
      if (face.choices === 1) {
        // Again: the group folds; Enter on the face opens it once more.
        await faceLocator.click({ timeout: 1500 });
        await page.waitForFunction(() => !document.querySelector('.mev-hand .action-group-open'), null, { timeout: 1500 });
        assert.equal((await litState(page, face.key)).entryOpen, false, 'a second click did not fold the group');
        await faceLocator.focus();
        await page.keyboard.press('Enter');
        assert.ok((await waitLit(page, face.key)).entryOpen, 'Enter on the face did not open the card\'s plays');
      }
      // One of the lit places is chosen (or, for plays without a place, one of the entry's): the card is played.
      if (lit.places) await page.locator('#table .choosable-unfolded:not(.mev-card)').first().click({ timeout: 1500 });
      else await page.locator('.mev-hand .action-group-open .action-group-members [data-action]').first().click({ timeout: 1500 });
      const menu = page.locator('.target-menu [role=menuitem]');
      if (await menu.count()) await menu.first().click({ timeout: 1500 });
      await page.waitForFunction(({ tag, card }) => document.querySelector('#decision')?.dataset.actions !== tag || !document.querySelector(`.mev-hand [data-card-key="${card}"]`), { tag: before, card: face.card }, { timeout: 5000 });
      seen.played += 1;
    } catch (error) {
      // A bot's move or the window's clock redrew the table under the gesture: try again at the next card.
      if (error?.code === 'ERR_ASSERTION') throw error;
      if ((await page.locator('#decision').getAttribute('data-actions').catch(() => before)) !== before) seen.redrawn += 1;
      await sleep(100);
    }
  }
  await screenshot(page, 'midevil-hand-game');
  // Which cards come to her hand is the shuffle's: a card with several plays may not come at all.
  console.log(`a card with several plays came ${seen.offered} times: faces opened ${seen.opened}, played ${seen.played}, menus ${seen.menu}, tries the table was redrawn under ${seen.redrawn}`);
  const over = await page.locator('.gameover-layer').isVisible().catch(() => false);
  assert.ok(seen.cards + seen.offered > 0, `no card of the hand was ever offered on its face (${over ? 'the game ended' : 'in time'}, after ${Math.round((Date.now() - deadline + PLAY_MS) / 1000)} s)`);
  // A try the table was redrawn under says nothing either way; one that was not must have played the card.
  if (seen.offered > seen.redrawn) assert.ok(seen.played >= 1, `a card with several plays came but was never played from its face (${JSON.stringify(seen)})`);
  assert.deepEqual(player.pageErrors, []);
  assert.deepEqual(tableFallbacks(player), []);
  await player.context.close();
});
