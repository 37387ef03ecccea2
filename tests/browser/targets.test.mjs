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
