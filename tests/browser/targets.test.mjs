// Choices made on the table (protocol.md, "Choices on the table"), tried as a
// new user would: a whole game of Dead Man's Draw against a bot, at desktop and
// phone size, played by clicking the table's piles, stacks and cards only, never
// an action button. At every decision each offered action must name a place the
// table drew, and that place must be highlighted and clickable.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRoom, DESKTOP, openPlayer, PHONE, screenshot, sleep, useBrowserSuite } from './helpers.mjs';

const suite = useBrowserSuite();

/** The offered actions (from the list's buttons) and whether the table drew and highlighted each one's place. */
function decisionOnTable(page) {
  return page.evaluate(() => {
    const offered = [...document.querySelectorAll('#decision [data-action]')].map((button) => JSON.parse(button.dataset.action));
    return offered.map((action) => {
      const place = typeof action.target === 'string' ? document.querySelector(`[data-target="${CSS.escape(action.target)}"]`) : null;
      return { type: action.type, target: action.target ?? null, drawn: Boolean(place), choosable: Boolean(place?.classList.contains('choosable')) };
    });
  });
}

/** Picks a place on the table as a careful player would: draw while fewer than two cards lie in play, then bank; any other choice first. */
async function clickOnTable(page, offered) {
  const types = new Set(offered.map((action) => action.type));
  const inPlay = await page.locator('#play-area .play-slot').count();
  let target;
  if (types.has('draw') || types.has('bank')) {
    const pick = types.has('draw') && (inPlay < 2 || !types.has('bank')) ? 'draw' : 'bank';
    target = offered.find((action) => action.type === pick).target;
  } else {
    target = offered[0].target;
  }
  const place = page.locator(`[data-target=${JSON.stringify(target)}].choosable`).first();
  try {
    await place.click({ timeout: 1500 });
  } catch {
    return false; // the table was redrawn under the click: look again
  }
  // Several choices on one place open a menu: take its first.
  const menu = page.locator('.target-menu [role=menuitem]').first();
  if (await menu.isVisible().catch(() => false)) await menu.click({ timeout: 1500 }).catch(() => {});
  return true;
}

for (const { size, viewport } of [{ size: 'desktop', viewport: DESKTOP }, { size: 'phone', viewport: PHONE }]) {
  test(`Dead Man's Draw played on the table only (${size})`, { timeout: 240000 }, async () => {
    const player = await openPlayer(suite.browser, suite.server.url, { label: `targets-${size}`, viewport });
    const { page } = player;
    await page.locator('#game-deadmansdraw').waitFor();
    await createRoom(page, { name: 'Ann', game: 'deadmansdraw', seats: 2 });
    await page.locator('#fill-bots').check();
    await page.locator('#start-game').click();
    await page.locator('#table').waitFor();

    const seenTypes = new Set();
    let decisions = 0;
    let shot = false;
    const deadline = Date.now() + 220000;
    while (!(await page.locator('.gameover-layer').isVisible().catch(() => false))) {
      assert.ok(Date.now() < deadline, 'the game did not finish in time');
      const offered = await decisionOnTable(page);
      if (offered.length === 0) {
        await sleep(100);
        continue;
      }
      for (const action of offered) {
        assert.ok(action.target, `the ${action.type} action names no place on the table`);
        assert.ok(action.drawn, `the table drew no place for ${action.target} (${action.type})`);
        assert.ok(action.choosable, `the place ${action.target} (${action.type}) is not highlighted as a choice`);
      }
      if (!shot && offered.some((action) => action.type === 'bank')) {
        const scroll = await page.evaluate(() => [document.scrollingElement.scrollWidth, innerWidth]);
        assert.ok(scroll[0] <= scroll[1], `the page scrolls sideways (${scroll[0]} > ${scroll[1]})`);
        await screenshot(page, `targets-deadmansdraw-${size}`);
        shot = true;
      }
      const before = JSON.stringify(offered);
      if (await clickOnTable(page, offered)) {
        for (const action of offered) seenTypes.add(action.type);
        decisions += 1;
        // Wait for the table to move on before looking again.
        for (let i = 0; i < 50 && JSON.stringify(await decisionOnTable(page)) === before; i += 1) await sleep(50);
      }
    }
    await screenshot(page, `targets-deadmansdraw-${size}-over`);
    assert.ok(decisions >= 5, `only ${decisions} decisions were made`);
    assert.ok(seenTypes.has('draw') && seenTypes.has('bank'), `draw and bank were not both made on the table: ${[...seenTypes]}`);
    assert.deepEqual(player.pageErrors, [], 'the page threw');
    assert.deepEqual(player.consoleErrors, [], 'the console reported errors');
    await player.context.close();
  });
}

// Colt Express against two bots, at desktop and phone size, for two rounds:
// the bandit, the cards, the draws and every Stealin' decision made on the
// train, the hand, the deck and the box of bandits only. The offered actions
// are read from the player's own documents (rebuilt from the frames), so that
// those the list folds into a group are checked too.
const COLT_PLACELESS = new Set(['pass', 'keep']); // made from the list alone, as are the "leave it" choices

/** The latest document's actions and game. */
async function coltLatest(player) {
  const { rebuildDocuments } = await import('./helpers.mjs');
  const doc = (await rebuildDocuments(player)).at(-1) ?? {};
  return { actions: Array.isArray(doc.actions) ? doc.actions : [], game: doc.game ?? doc.state?.game ?? {} };
}

/** For each action with a place: is it drawn, highlighted (the outline is shown) and clickable? */
function coltPlaces(page, actions) {
  return page.evaluate((offered) => offered.map((action) => {
    if (typeof action.target !== 'string') return { type: action.type, target: null };
    // A place may be drawn twice (a bandit's loot on the train and in his player's panel): one shown is enough.
    const drawn = [...document.querySelectorAll(`[data-target="${CSS.escape(action.target)}"]`)];
    const place = drawn.find((node) => node.getBoundingClientRect().width > 0 && node.getBoundingClientRect().height > 0) ?? null;
    const style = place ? getComputedStyle(place) : null;
    return {
      type: action.type,
      target: action.target,
      drawn: Boolean(place),
      choosable: Boolean(place?.classList.contains('choosable')),
      outlined: Boolean(style) && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
    };
  }), actions);
}

for (const { size, viewport } of [{ size: 'desktop', viewport: DESKTOP }, { size: 'phone', viewport: PHONE }]) {
  test(`Colt Express played on the table only (${size})`, { timeout: 300000 }, async () => {
    const player = await openPlayer(suite.browser, suite.server.url, { label: `targets-colt-${size}`, viewport });
    const { page } = player;
    await page.locator('#game-coltexpress').waitFor();
    await createRoom(page, { name: 'Ann', game: 'coltexpress', seats: 3 });
    await page.locator('#fill-bots').check();
    await page.locator('#start-game').click();
    await page.locator('#table.ce').waitFor();

    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const seenTypes = new Set();
    const shots = new Set();
    let decisions = 0;
    let game = {};
    const deadline = Date.now() + 270000;
    // A round may bring Ann no Stealin' choice (her cards may resolve alone):
    // play on, round after round, until one was made on the table.
    const stealinMade = () => player.sent.some((frame) => frame.message?.type === 'action' && !['character', 'play', 'draw'].includes(frame.message.action?.type));
    while (!(game.phase === 'finished' || (Number(game.round) >= 2 && game.phase === 'schemin' && stealinMade()))) {
      assert.ok(Date.now() < deadline, `the rounds were not played in time (${decisions} decisions)`);
      const latest = await coltLatest(player);
      game = latest.game;
      const { actions } = latest;
      if (actions.length === 0) {
        await sleep(100);
        continue;
      }
      // The page draws what the frames brought a moment later: look until it does, or the actions change.
      let places = await coltPlaces(page, actions);
      for (let i = 0; i < 30 && places.some((p) => p.target && !(p.drawn && p.choosable && p.outlined)); i += 1) {
        await sleep(100);
        places = await coltPlaces(page, actions);
      }
      if (JSON.stringify((await coltLatest(player)).actions) !== JSON.stringify(actions)) continue;
      for (const [index, place] of places.entries()) {
        const action = actions[index];
        const leave = action.take === false;
        if (!COLT_PLACELESS.has(action.type) && !leave) assert.ok(place.target, `the ${action.type} action names no place: ${JSON.stringify(action)}`);
        if (!place.target) continue;
        assert.ok(place.drawn, `the table drew no place for ${place.target} (${place.type})`);
        assert.ok(place.choosable, `the place ${place.target} (${place.type}) is not a choice`);
        assert.ok(place.outlined, `the place ${place.target} (${place.type}) is not highlighted`);
      }
      const placed = actions.filter((action) => typeof action.target === 'string');
      assert.ok(placed.length > 0, `nothing to choose on the table: ${actions.map((a) => a.type)}`);
      const types = new Set(actions.map((action) => action.type));
      if (!shots.has('box') && types.has('character')) {
        await screenshot(page, `targets-coltexpress-${size}-box`);
        shots.add('box');
      }
      if (!shots.has('hand') && types.has('play') && types.has('draw')) {
        await screenshot(page, `targets-coltexpress-${size}-hand`);
        shots.add('hand');
      }
      // The train with its places lit: a bandit or a floor to choose, else (until one comes) loot.
      const onTrain = placed.some((action) => ['move', 'fire', 'punch', 'marshal', 'push'].includes(action.type));
      const onLoot = placed.some((action) => ['rob', 'punchLoot', 'cheyenne', 'pickpocket'].includes(action.type));
      if (!shots.has('train') && (onTrain || (onLoot && !shots.has('loot')))) {
        const scroll = await page.evaluate(() => [document.scrollingElement.scrollWidth, innerWidth]);
        assert.ok(scroll[0] <= scroll[1], `the page scrolls sideways (${scroll[0]} > ${scroll[1]})`);
        await page.locator(`[data-target=${JSON.stringify(placed[0].target)}]:visible`).first().scrollIntoViewIfNeeded();
        await screenshot(page, `targets-coltexpress-${size}`);
        shots.add(onTrain ? 'train' : 'loot');
      }
      // Mostly play a card while Schemin', now and then draw; otherwise any place.
      const plays = placed.filter((action) => action.type === 'play');
      const draw = placed.find((action) => action.type === 'draw');
      const pick = plays.length && (!draw || random() < 0.75) ? plays[Math.floor(random() * plays.length)]
        : draw ?? placed[Math.floor(random() * placed.length)];
      try {
        await page.locator(`[data-target=${JSON.stringify(pick.target)}].choosable:visible`).first().click({ timeout: 1500 });
      } catch {
        continue; // redrawn under the click: look again
      }
      // Several choices on one place (the Ghost's card, purses of different values) open a menu: take the one picked.
      const menu = page.locator('.target-menu');
      if (await menu.isVisible().catch(() => false)) {
        const items = menu.locator('[role=menuitem]');
        const count = await items.count();
        const same = actions.filter((action) => action.target === pick.target);
        await items.nth(Math.max(0, Math.min(count - 1, same.indexOf(pick)))).click({ timeout: 1500 }).catch(() => {});
      }
      seenTypes.add(pick.type);
      decisions += 1;
      const before = JSON.stringify(actions);
      for (let i = 0; i < 60 && JSON.stringify((await coltLatest(player)).actions) === before; i += 1) await sleep(50);
    }
    assert.ok(Number(game.round) >= 2 || game.phase === 'finished', 'two rounds were not played');
    // What was sent, whatever a slow click reported: every action came from a place on the table.
    for (const frame of player.sent) if (frame.message?.type === 'action') seenTypes.add(frame.message.action?.type);
    assert.ok(seenTypes.has('character') && seenTypes.has('play'), `the bandit and the cards were not chosen on the table: ${[...seenTypes]}`);
    assert.ok([...seenTypes].some((type) => !['character', 'play', 'draw'].includes(type)), `no Stealin' decision was made on the table: ${[...seenTypes]}`);
    assert.ok(shots.has('train') || shots.has('loot'), 'no Stealin\' decision on the train was seen');
    const errors = player.received.filter((frame) => frame.message?.type === 'error' && frame.message.code !== 'stale_version');
    assert.deepEqual(errors.map((frame) => JSON.stringify(frame.message)), [], 'the server refused a choice');
    assert.deepEqual(player.pageErrors, [], 'the page threw');
    assert.deepEqual(player.consoleErrors, [], 'the console reported errors');
    const sent = player.sent.filter((frame) => frame.message?.type === 'action').length;
    assert.ok(sent >= 8, `only ${sent} choices were sent in two rounds`);
    console.log(`Colt Express (${size}): ${sent} choices sent from the table (${decisions} clicks seen through), up to round ${Number(game.round) + 1}; kinds ${[...seenTypes].join(', ')}`);
    await player.context.close();
  });
}

// DrachenSchatten on the table only, against a bot, at desktop and phone size:
// the piles are clicked to start, reveal and peek, the line's cards to use,
// fight and let decay; only the actions without a place (ending the turn,
// stopping a look) are taken from the list. A wand or boots offers one
// reveal per pile: the list shows it once, as a group, and the piles light up.
{
  const PLACELESS = new Set(['endTurn', 'stopLook']);

  /** Every offered action, with whether the table drew and highlighted its place. */
  const dsDecision = (page) => page.evaluate(() => [...document.querySelectorAll('#decision [data-action]')].map((button) => {
    const action = JSON.parse(button.dataset.action);
    const place = typeof action.target === 'string' ? document.querySelector(`[data-target="${CSS.escape(action.target)}"]`) : null;
    return { action, drawn: Boolean(place), choosable: Boolean(place?.classList.contains('choosable')), places: [...document.querySelectorAll('[data-target^="/game/lines"]')].map((n) => n.dataset.target).join(' ') };
  }));

  /** Clicks the place `action` names; when the place offers several, the menu's entry with its label. */
  async function dsClickPlace(page, action) {
    try {
      await page.locator(`[data-target=${JSON.stringify(action.target)}].choosable`).first().click({ timeout: 1500 });
      const menu = page.locator('.target-menu');
      if (await menu.isVisible().catch(() => false)) {
        // The entry of this action: by its label, or else the turn's reveal apart from an item's.
        let entry = menu.getByRole('menuitem', { name: action.label, exact: true });
        if ((await entry.count()) === 0) {
          const turnReveal = /^Reveal the top/;
          entry = menu.getByRole('menuitem').filter(action.type === 'reveal' && action.card === undefined ? { hasText: turnReveal } : { hasNotText: turnReveal });
        }
        await entry.first().click({ timeout: 1500 });
      }
      return true;
    } catch {
      return false; // redrawn under the click: look again
    }
  }

  for (const { size, viewport } of [{ size: 'desktop', viewport: DESKTOP }, { size: 'phone', viewport: PHONE }]) {
    test(`DrachenSchatten played on the table only (${size})`, { timeout: 300000 }, async () => {
      const player = await openPlayer(suite.browser, suite.server.url, { label: `targets-ds-${size}`, viewport });
      const { page } = player;
      await page.locator('#game-drachenschatten').waitFor();
      await createRoom(page, { name: 'Ann', game: 'drachenschatten', seats: 2 });
      await page.locator('#fill-bots').check();
      await page.locator('#start-game').click();
      await page.locator('#table.ds').waitFor();

      let seed = size === 'phone' ? 7 : 3;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
      const made = new Set();
      const groupsSeen = new Set();
      let decisions = 0;
      let wandShot = false;
      let tableShot = false;
      const deadline = Date.now() + 270000;
      let games = 1;
      for (;;) {
        assert.ok(Date.now() < deadline, `the game did not finish in time (${decisions} decisions)`);
        if (await page.locator('.gameover-layer').isVisible().catch(() => false)) {
          if (decisions >= 8 && tableShot) break;
          // The bot may win before the table has offered enough choices (one
          // game ended after seven): the next game goes on from there.
          await page.locator('#rematch').click();
          await page.locator('#game-over').waitFor({ state: 'detached', timeout: 10000 });
          games += 1;
          continue;
        }
        const offered = await dsDecision(page);
        if (offered.length === 0) {
          await sleep(100);
          continue;
        }
        for (const { action, drawn, choosable, places } of offered) {
          if (PLACELESS.has(action.type)) {
            assert.equal(action.target, undefined, `${action.type} names a place`);
            continue;
          }
          assert.equal(typeof action.target, 'string', `the ${action.type} action names no place on the table`);
          assert.ok(drawn, `the table drew no place for ${action.target} (${action.type}) ${places}`);
          assert.ok(choosable, `the place ${action.target} (${action.type}) is not highlighted as a choice`);
        }
        // A group is one entry of the list, however many piles or cards it offers.
        const groups = new Map();
        for (const { action } of offered) if (action.group) groups.set(action.group.key, [...(groups.get(action.group.key) ?? []), action]);
        for (const [key, members] of groups) {
          assert.equal(await page.locator(`#decision .action-group[data-group="${key}"]`).count(), 1, `the group ${key} is not one entry`);
          if (members.length > 1) groupsSeen.add(members[0].group.label);
        }

        const actions = offered.map(({ action }) => action);
        const mandatory = actions.filter((a) => a.type === 'reveal' && a.card === undefined);
        const wand = [...groups.values()].find((members) => members.length > 1 && /Magic wand/.test(members[0].group.label) && members[0].type === 'reveal');
        let chosen;
        if (wand && mandatory.length === 0) {
          // After the turn's reveal the lit piles are the wand's (and any boots').
          if (!wandShot) {
            const head = page.locator(`#decision .action-group[data-group="${wand[0].group.key}"] .action-group-head`);
            assert.match(await head.innerText(), /Magic wand/);
            await screenshot(page, `targets-drachenschatten-wand-${size}`);
            wandShot = true;
          }
          chosen = wand[Math.floor(random() * wand.length)];
        } else if (mandatory.length) {
          // Cave piles first: the Magic wand lies there.
          const caves = mandatory.filter((a) => a.pile.startsWith('c'));
          const pool = caves.length && random() < 0.8 ? caves : mandatory;
          chosen = pool[Math.floor(random() * pool.length)];
        } else {
          const placed = actions.filter((a) => !PLACELESS.has(a.type));
          const optional = actions.some((a) => a.type === 'endTurn');
          if (placed.length && (!optional || random() < 0.35)) chosen = placed[Math.floor(random() * placed.length)];
          else chosen = actions.find((a) => a.type === 'endTurn') ?? actions.find((a) => a.type === 'stopLook') ?? actions[0];
        }
        if (!tableShot && decisions >= 6 && mandatory.length) {
          const scroll = await page.evaluate(() => [document.scrollingElement.scrollWidth, innerWidth]);
          assert.ok(scroll[0] <= scroll[1], `the page scrolls sideways (${scroll[0]} > ${scroll[1]})`);
          await screenshot(page, `targets-drachenschatten-${size}`);
          tableShot = true;
        }

        const before = JSON.stringify(actions);
        let clicked;
        if (PLACELESS.has(chosen.type)) {
          clicked = await page.locator(`#decision [data-action-type="${chosen.type}"]`).first().click({ timeout: 1500 }).then(() => true, () => false);
        } else {
          clicked = await dsClickPlace(page, chosen);
        }
        if (clicked) {
          made.add(chosen.type === 'reveal' && chosen.card !== undefined ? (/Magic wand/.test(chosen.group?.label ?? '') ? 'wand' : 'revealWith') : chosen.type);
          decisions += 1;
          for (let i = 0; i < 50 && JSON.stringify((await dsDecision(page)).map(({ action }) => action)) === before; i += 1) await sleep(50);
        }
      }
      await screenshot(page, `targets-drachenschatten-${size}-over`);
      console.log(`DrachenSchatten on the table (${size}): ${decisions} decisions in ${games} game(s); made ${[...made].join(', ')}; groups with several places: ${[...groupsSeen].join(', ')}`);
      assert.ok(decisions >= 8, `only ${decisions} decisions were made`);
      assert.ok(made.has('start') && made.has('reveal') && made.has('endTurn'), `too few kinds of choices were made: ${[...made]}`);
      assert.ok(tableShot, 'no decision to photograph');
      assert.deepEqual(player.pageErrors, [], 'the page threw');
      assert.deepEqual(player.consoleErrors, [], 'the console reported errors');
      await player.context.close();
    });
  }
}
