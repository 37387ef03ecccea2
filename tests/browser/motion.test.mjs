// What just happened is shown: Dead Man's Draw against a bot, drawing every
// time (so that busts come soon). A drawn card slides into the play area, the
// bot's seat is marked as the one who just played, a bust is a banner naming
// the two cards before the play area clears; and for a reader who asked for
// reduced motion nothing slides, while the marks stay. MidEvil's cards too:
// a card drawn, played or discarded slides between the hand, the cards in
// play and the piles, and not for a reader who asked for reduced motion.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clickAction, createRoom, DESKTOP, LOCALE, offeredActions, screenshot, sleep, useBrowserSuite } from './helpers.mjs';
import { playMidEvilMove, seededRandom } from './movers.mjs';

const suite = useBrowserSuite();

async function openPage(options = {}) {
  const context = await suite.browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1, locale: LOCALE, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(suite.server.url);
  return { context, page, errors };
}

async function startAgainstBot(page) {
  await page.locator('#game-deadmansdraw').waitFor();
  await createRoom(page, { name: 'Anne Bonny', seats: 2 });
  await page.locator('#fill-bots').check();
  await page.locator('#start-game').click();
  await page.locator('#table').waitFor();
}

/** Records in the page every card that starts to slide (class card-moving), with its running animations then, and how long each bust banner stayed. */
function watchMotion(page) {
  return page.evaluate(() => {
    window.motionSeen = [];
    window.bannerTimes = [];
    // Where the focus last went: a focus dropped to the page moves no focusin.
    window.focusOnTableAtBust = false;
    document.addEventListener('focusin', (event) => {
      window.focusOnTable = document.getElementById('stage').contains(event.target);
    });
    let bannerSince = null;
    new MutationObserver(() => {
      const shown = Boolean(document.getElementById('bust-banner'));
      if (shown && bannerSince === null) {
        bannerSince = performance.now();
        window.focusOnTableAtBust = Boolean(window.focusOnTable);
      }
      if (!shown && bannerSince !== null) {
        window.bannerTimes.push(performance.now() - bannerSince);
        bannerSince = null;
      }
    }).observe(document.body, { subtree: true, childList: true });
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target;
        if (node.classList?.contains('card-moving')) {
          window.motionSeen.push({ key: node.dataset.cardKey, inPlayArea: Boolean(node.closest('#play-area')), animations: node.getAnimations().length });
        }
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
}

/** Animations now running that move something (a transform), as descriptions. */
function runningTransforms(page) {
  return page.evaluate(() => document.getAnimations()
    .filter((animation) => animation.playState === 'running')
    .filter((animation) => {
      const effect = animation.effect;
      const frames = typeof effect?.getKeyframes === 'function' ? effect.getKeyframes() : [];
      return frames.some((frame) => frame.transform && frame.transform !== 'none');
    })
    .map((animation) => `${animation.animationName ?? 'script'} on ${animation.effect?.target?.className ?? '?'}`));
}

/** One move of a player who always draws; false when nothing is offered. */
async function playGreedy(page) {
  const actions = await offeredActions(page);
  if (!actions.length) return false;
  const action = actions.find((a) => a.type === 'draw') ?? actions.find((a) => a.type !== 'bank') ?? actions[0];
  return clickAction(page, action);
}

test("a drawn card slides, the bot's seat is marked, and a bust is a banner", { timeout: 150000 }, async () => {
  const { context, page, errors } = await openPage();
  await startAgainstBot(page);
  await watchMotion(page);

  let slid = false;
  let botMarked = false;
  let bust = null;
  const deadline = Date.now() + 120000;
  while (!(slid && botMarked && bust) && Date.now() < deadline) {
    if (!bust && (await page.locator('#bust-banner').count())) {
      bust = await page.locator('#bust-banner').innerText();
      // The banner names the busting card and the one of its suit it met.
      assert.match(bust, /^Bust! [A-Z][a-z]+ \d and [A-Z][a-z]+ \d$/);
      const [, first, second] = /^Bust! ([A-Za-z]+) \d and ([A-Za-z]+) \d$/.exec(bust);
      assert.equal(first, second, 'the two cards of a bust are of one suit');
      assert.equal(await page.locator('.play-area.bust .bust-card').count(), 2, 'both cards of the bust are picked out');
      assert.equal(await page.locator('#decision[inert]').count(), 1, 'the choices of the busted table can still be clicked');
      await screenshot(page, 'motion-bust');
      // The choice just clicked held the focus; the inert table dropped it to the page.
      const focusWasOnTable = await page.evaluate(() => window.focusOnTableAtBust);
      // It stays long enough to be read, then the play area clears.
      await page.locator('#bust-banner').waitFor({ state: 'detached', timeout: 3000 });
      const [shownMs] = await page.evaluate(() => window.bannerTimes);
      assert.ok(shownMs >= 1400, `the bust banner stayed only ${Math.round(shownMs)} ms`);
      // A keyboard player keeps their place: the next table takes the focus back.
      if (focusWasOnTable)
        await page.waitForFunction(() => document.getElementById('stage').contains(document.activeElement), null, { timeout: 3000 });
    }
    if (!botMarked && (await page.locator('#table section[data-seat="1"].move-actor').count())) {
      botMarked = true;
      assert.equal(await page.locator('#table section[data-seat="1"] .move-caption-actor').innerText(), 'just played');
      assert.equal(await page.locator('#table .move-actor').count(), 1, 'more than one seat is marked as the one who just played');
      await screenshot(page, 'motion-actor');
    }
    if (!slid) slid = (await page.evaluate(() => window.motionSeen.some((move) => move.inPlayArea && move.animations > 0)));
    await playGreedy(page);
    await sleep(60);
  }
  assert.ok(slid, 'no card slid into the play area after a draw');
  assert.ok(botMarked, "the bot's seat was never marked as the one who just played");
  assert.ok(bust, 'no bust was shown');
  assert.deepEqual(errors, []);
  await context.close();
});

test('with reduced motion nothing slides, and the last move is still marked', { timeout: 120000 }, async () => {
  const { context, page, errors } = await openPage({ reducedMotion: 'reduce' });
  await startAgainstBot(page);
  await watchMotion(page);

  let draws = 0;
  let botMarked = false;
  let samples = 0;
  const deadline = Date.now() + 90000;
  while ((draws < 6 || !botMarked) && Date.now() < deadline) {
    const actions = await offeredActions(page);
    if (actions.some((a) => a.type === 'draw') && (await playGreedy(page))) draws += 1;
    else await playGreedy(page);
    // Right after the move, while anything would be sliding.
    for (let i = 0; i < 5; i += 1) {
      assert.deepEqual(await runningTransforms(page), [], 'something moves although the reader asked for reduced motion');
      samples += 1;
      await sleep(40);
    }
    botMarked ||= (await page.locator('#table section[data-seat="1"].move-actor .move-caption-actor').count()) > 0;
  }
  assert.ok(draws >= 6, `only ${draws} draws were made`);
  assert.ok(samples > 30);
  assert.ok(botMarked, "the bot's seat was not marked with reduced motion");
  assert.deepEqual(await page.evaluate(() => window.motionSeen), [], 'cards slid with reduced motion');
  assert.equal(await page.locator('.card-ghost').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

// ------------------------------------------------------------ MidEvil

async function startMidEvil(page) {
  await createRoom(page, { name: 'Anne Bonny', game: 'midevil', options: { maxRounds: 6, reactionSeconds: 1 } });
  await page.locator('#fill-bots').check();
  await page.locator('#bot-level').selectOption('easy');
  await page.locator('#start-game').click();
  await page.locator('#table.mev #map').waitFor();
}

/** A game that ended goes on as a rematch. */
async function rematchIfOver(page) {
  if (!(await page.locator('#rematch').isVisible().catch(() => false))) return;
  await page.locator('#rematch').click();
  await page.locator('#game-over').waitFor({ state: 'detached', timeout: 10000 });
}

/** The MidEvil cards on the table by identity, as one string (it changes when a card is drawn, played or discarded). */
function midevilCards(page) {
  return page.evaluate(() => [...document.querySelectorAll('#table [data-card-key^="mev-"]')]
    .map((node) => `${node.dataset.cardKey}@${node.parentElement?.closest('[id]')?.id ?? ''}`).sort().join(' '));
}

test('a MidEvil card drawn, played or discarded slides', { timeout: 200000 }, async () => {
  const { context, page, errors } = await openPage();
  await startMidEvil(page);
  await watchMotion(page);
  const random = seededRandom(515);
  // Cards played and discarded whenever offered: a card moves within a few turns.
  const stats = { rotations: 0, keyboard: 1, cards: 'cycle' };
  let slid = null;
  const deadline = Date.now() + 170000;
  const gestures = {};
  while (!slid && Date.now() < deadline) {
    await rematchIfOver(page);
    const gesture = await playMidEvilMove(page, stats, random);
    gestures[gesture] = (gestures[gesture] ?? 0) + 1;
    await sleep(60);
    slid = await page.evaluate(() => window.motionSeen.find((move) => move.key?.startsWith('mev-') && move.animations > 0) ?? null);
  }
  console.log(`MidEvil: ${slid?.key ?? 'no card'} slid after ${JSON.stringify(gestures)}`);
  const seen = await page.evaluate(() => window.motionSeen.map((move) => `${move.key}:${move.animations}`));
  assert.ok(slid, `no MidEvil card slid (gestures ${JSON.stringify(gestures)}; moves seen ${seen.slice(-12).join(' ')}; cards now ${await midevilCards(page)})`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('with reduced motion no MidEvil card slides', { timeout: 220000 }, async () => {
  const { context, page, errors } = await openPage({ reducedMotion: 'reduce' });
  await startMidEvil(page);
  await watchMotion(page);
  const random = seededRandom(515);
  // Cards played and discarded whenever offered, as in the test above.
  const stats = { rotations: 0, keyboard: 1, cards: 'cycle' };
  let changes = 0;
  let cards = await midevilCards(page);
  const deadline = Date.now() + 170000;
  while (changes < 4 && Date.now() < deadline) {
    // A new deal changes the cards too.
    await rematchIfOver(page);
    await playMidEvilMove(page, stats, random);
    for (let i = 0; i < 4; i += 1) {
      assert.deepEqual(await runningTransforms(page), [], 'something moves although the reader asked for reduced motion');
      await sleep(40);
    }
    const now = await midevilCards(page);
    if (now !== cards) changes += 1;
    cards = now;
  }
  assert.ok(changes >= 4, `the cards changed only ${changes} times`);
  assert.deepEqual(await page.evaluate(() => window.motionSeen), [], 'cards slid with reduced motion');
  assert.equal(await page.locator('.card-ghost').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
