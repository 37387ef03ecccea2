// MidEvil's choices on the table (protocol.md, "Choices on the table"), tried
// as a new user would: a game against a bot at desktop and phone size, played
// on the table: steps, skeletons and life tokens on the map's squares, cards
// from the hand (Lost: the card, then the square on the map), a tile on its
// slot. The decision panel's buttons are used only for what has no place on the
// table (draw a tile, stop, pass, end the turn, fight). At every decision each
// offered action that names a place must find it drawn and highlighted, and
// no square carries two click paths. A game stops once each kind of gesture
// has been made (Lost too, if it was offered), or after MAX_MOVES moves: the
// phone adds taps and the narrow page, not a longer game. Steps come from the
// dice, and a deal may offer few of them: MAX_MOVES leaves room for that.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRoom, DESKTOP, openPlayer, PHONE, screenshot, sleep, useBrowserSuite } from './helpers.mjs';
import { seededRandom, tryClick } from './movers.mjs';

const suite = useBrowserSuite();
// A loaded machine (the sanitizer build beside the browser, the other test
// file's browser) slows a turn with its bot and reaction windows to a minute
// or more: one such run made 70 moves in six minutes.
const PLAY_MS = 540000;
const MAX_MOVES = 150;

/** The offered actions (every action button, folded ones too) and how the table shows each one's place. */
function decisionOnTable(page) {
  return page.evaluate(() => {
    const seen = new Map();
    for (const button of document.querySelectorAll('#table [data-action], #table [data-list-action]')) {
      const text = button.dataset.action ?? button.dataset.listAction;
      if (!seen.has(text)) seen.set(text, JSON.parse(text));
    }
    return [...seen.values()].map((action) => {
      const places = typeof action.target === 'string' ? [...document.querySelectorAll(`[data-target="${CSS.escape(action.target)}"]`)] : [];
      return {
        action,
        drawn: places.length,
        choosable: places.length > 0 && places.every((place) => place.classList.contains('choosable')),
      };
    });
  });
}

// What has no place on the table is made from the decision's buttons.
const UNPLACED = ['fight', 'reroll', 'spend', 'yield', 'pickUp', 'leave', 'done', 'lose', 'begin', 'stop', 'endTurn', 'pass'];

/** One move made on the table; returns its kind, or null when nothing was done. */
async function playOnTable(page, offered, random, stats, size, made) {
  // Several choices on one place: the small menu asks which.
  const menu = page.locator('.target-menu [role=menuitem]');
  if (await menu.count()) {
    if (!stats.menuShot) {
      await screenshot(page, `midevil-targets-menu-${size}`);
      stats.menuShot = true;
    }
    const n = await menu.count();
    return (await tryClick(menu.nth(Math.floor(random() * n)))) ? 'menu' : null;
  }
  const map = page.locator('#map');
  // The drawn tile: its slot, then Place.
  if (await map.locator('.mev-slot').count()) {
    if (!(await map.locator('.mev-slot-chosen').count())) return (await tryClick(map.locator('.mev-slot').first())) ? 'slot' : null;
    return (await tryClick(page.locator('#decision [data-action][data-action-type="place"]:not([disabled])').first())) ? 'place' : null;
  }
  const actions = offered.map((entry) => entry.action);
  // Lost: the card's entry under it in the hand unfolds its squares on the map; one is clicked.
  const lost = actions.find((action) => action.type === 'play' && typeof action.square === 'string' && action.group);
  if (lost && (stats.lost === 0 || random() < 0.3)) {
    const unfolded = map.locator('.mev-target-card.choosable-unfolded');
    if (!(await unfolded.count())) {
      await tryClick(page.locator(`.mev-hand .action-group[data-group=${JSON.stringify(lost.group.key)}] .action-group-head`));
      await unfolded.first().waitFor({ timeout: 1500 }).catch(() => {});
      if (!stats.lostShot) {
        await screenshot(page, `midevil-targets-lost-${size}`);
        stats.lostShot = true;
      }
    }
    const n = await unfolded.count();
    if (n && (await tryClick(unfolded.nth(Math.floor(random() * n))))) {
      stats.lost += 1;
      stats.lostMisses = 0;
      return 'lost';
    }
    // The map's squares may answer another decision first (skeletons to put on a new tile):
    // that is played instead, and Lost is tried again later.
    const busy = await map.locator('.mev-target.choosable:visible').count();
    if (!busy) {
      // A redraw may come between the hand and the map, but not at every try: fail now rather than at the deadline.
      stats.lostMisses += 1;
      if (stats.lostMisses >= 8) {
        await screenshot(page, `midevil-targets-lost-stuck-${size}`);
        assert.fail(`Lost was offered but its squares never showed on the map (${n} unfolded)`);
      }
      return null;
    }
  }
  if (actions.some((action) => action.type === 'pass') && random() < 0.9) {
    const pass = page.locator('#decision [data-action-type="pass"]:not([disabled]), #mev-decline').first();
    return (await tryClick(pass)) ? 'pass' : null;
  }
  // A piece to put, a step, a shot: on the map's squares and tiles.
  const squares = map.locator('.mev-target.choosable:visible');
  const count = await squares.count();
  const stop = actions.find((action) => action.type === 'stop');
  // Steps are what a game is shortest on: no stopping early, and a step first, until three were made.
  const stepsWanted = (made.get('square-move') ?? 0) < 3;
  if (count && !(stop && !stepsWanted && random() < 0.15)) {
    const kinds = await squares.evaluateAll((nodes) => nodes.map((node) => node.dataset.targetKind ?? 'tile'));
    const steps = kinds.flatMap((kind, i) => (kind === 'move' ? [i] : []));
    const index = stepsWanted && steps.length ? steps[Math.floor(random() * steps.length)] : Math.floor(random() * count);
    if (!stats.squareShot && kinds[index] === 'move') {
      await screenshot(page, `midevil-targets-move-${size}`);
      stats.squareShot = true;
    }
    return (await tryClick(squares.nth(index))) ? `square-${kinds[index]}` : null;
  }
  // Skeletons to move keep their own two steps on the map: a skeleton, then where.
  const skeletonTo = map.locator('.mev-target-to');
  if (await skeletonTo.count()) return (await tryClick(skeletonTo.nth(Math.floor(random() * (await skeletonTo.count()))))) ? 'skeleton-to' : null;
  const skeletonFrom = map.locator('.mev-target-from');
  if (await skeletonFrom.count()) return (await tryClick(skeletonFrom.first())) ? 'skeleton-from' : null;
  // A card in the hand played or discarded by clicking it.
  const cards = page.locator('.mev-hand .mev-card.choosable');
  if ((await cards.count()) && (random() < 0.4 || !actions.some((action) => UNPLACED.includes(action.type)))) {
    return (await tryClick(cards.nth(Math.floor(random() * (await cards.count()))))) ? 'card' : null;
  }
  // A player to choose (Yoink!, You got nothin'!).
  const players = page.locator('.mev-player .player-head.choosable, .mev-revealed .mev-card.choosable, .mev-player .mev-card.choosable');
  if (await players.count()) return (await tryClick(players.first())) ? 'player' : null;
  for (const type of UNPLACED) {
    if (!actions.some((action) => action.type === type)) continue;
    const button = page.locator(`#decision [data-action][data-action-type="${type}"]:not([disabled])`).first();
    return (await tryClick(button)) ? `button-${type}` : null;
  }
  return null;
}

for (const { size, viewport, seed } of [{ size: 'desktop', viewport: DESKTOP, seed: 7 }, { size: 'phone', viewport: PHONE, seed: 11 }]) {
  test(`MidEvil played on the table (${size})`, { timeout: PLAY_MS + 60000 }, async () => {
    const player = await openPlayer(suite.browser, suite.server.url, { label: `midevil-targets-${size}`, viewport });
    const { page } = player;
    await createRoom(page, { name: 'Anne', game: 'midevil', options: { maxRounds: 4, reactionSeconds: 1 } });
    await page.locator('#fill-bots').check();
    await page.locator('#bot-level').selectOption('easy');
    await page.locator('#start-game').click();
    await page.locator('#table.mev #map').waitFor();

    const random = seededRandom(seed);
    const stats = { lost: 0, lostMisses: 0, lostOffered: 0, lostShot: false, squareShot: false, menuShot: false };
    const made = new Map();
    const deadline = Date.now() + PLAY_MS;
    let moves = 0;
    // Enough once steps, pieces and a tile were made on the table, and Lost if it was offered.
    const enough = () => (made.get('square-move') ?? 0) >= 3 && (made.get('place') ?? 0) >= 1 && (made.get('square-place') ?? 0) + (made.get('menu') ?? 0) >= 1 &&
      (stats.lostOffered === 0 || stats.lost >= 1);
    while (Date.now() < deadline && moves < MAX_MOVES && !enough()) {
      if (await page.locator('.gameover-layer').isVisible().catch(() => false)) {
        // Four rounds may end before the dice gave three steps: the next game goes on.
        await page.locator('#rematch').click();
        await page.locator('#game-over').waitFor({ state: 'detached', timeout: 10000 });
        continue;
      }
      const offered = await decisionOnTable(page);
      if (offered.length === 0) {
        await sleep(100);
        continue;
      }
      for (const { action, drawn, choosable } of offered) {
        if (typeof action.target !== 'string') continue;
        // Skeleton moves are chosen in two steps of their own; a card played on two players (They're all mine!) has no place.
        if (action.type === 'skeletonMove') continue;
        assert.ok(drawn, `the table drew no place for ${action.target} (${action.type})`);
        assert.ok(choosable, `the place ${action.target} (${action.type}) is not highlighted as a choice`);
      }
      if (offered.some(({ action }) => action.type === 'play' && typeof action.square === 'string')) stats.lostOffered += 1;
      // One click path per square: no map place is both a target and a square of its own.
      const doubled = await page.locator('#map [data-target][tabindex][role="button"]:not(.choosable)').count();
      assert.equal(doubled, 0, 'a map place has a click path besides targets.js');
      // Every redraw, a pick's or the next document's, draws a new #table: the move is answered once the marked one is gone.
      await page.evaluate(() => document.getElementById('table')?.setAttribute('data-answered', 'no'));
      const kind = await playOnTable(page, offered, random, stats, size, made);
      if (kind) {
        moves += 1;
        made.set(kind, (made.get(kind) ?? 0) + 1);
        await page.waitForFunction(() => !document.querySelector('#table[data-answered]') || document.querySelector('.target-menu'), null, { timeout: 3000 }).catch(() => {});
      } else await sleep(100);
      const scroll = await page.evaluate(() => [document.scrollingElement.scrollWidth, innerWidth]);
      assert.ok(scroll[0] <= scroll[1], `the page scrolls sideways (${scroll[0]} > ${scroll[1]})`);
    }
    await screenshot(page, `midevil-targets-end-${size}`);
    const summary = JSON.stringify(Object.fromEntries(made));
    console.log(`${size}: ${summary} in ${moves} moves; Lost offered at ${stats.lostOffered} decisions, played ${stats.lost} times`);
    assert.ok((made.get('square-move') ?? 0) >= 3, `too few steps made on the map: ${summary}`);
    assert.ok((made.get('square-place') ?? 0) + (made.get('menu') ?? 0) >= 1, `no skeleton or life token put on the map: ${summary}`);
    assert.ok((made.get('place') ?? 0) >= 1, `no tile placed: ${summary}`);
    if (stats.lostOffered) assert.ok(stats.lost >= 1, `Lost was offered but never played on a square: ${summary}`);
    await player.context.close();
  });
}
