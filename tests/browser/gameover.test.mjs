// The end of a game through the web client: a player against a bot plays a
// whole game of several titles from the page (movers.mjs), and the game-over
// screen explains every score part by part (the parts add up to the score
// shown), at a desktop and at a phone's size. A player alone with bots
// restarts at once with Rematch: nobody is asked to accept.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertScoresExplained, createRoom, DESKTOP, openPlayer, PHONE, screenshot, sleep, tableFallbacks, useBrowserSuite } from './helpers.mjs';
import { playMove, seededRandom } from './movers.mjs';

const suite = useBrowserSuite();

const GAMES = ['deadmansdraw', 'drachenschatten', 'coltexpress'];
const GAME_TIMEOUT_MS = 300000;

for (const [index, game] of GAMES.entries()) {
  test(`the end of a game of ${game} explains every score`, { timeout: GAME_TIMEOUT_MS + 60000 }, async () => {
    const anne = await openPlayer(suite.browser, suite.server.url, { label: 'Anne', viewport: DESKTOP });
    await anne.page.locator(`#game-${game}`).waitFor();
    await createRoom(anne.page, { name: 'Anne Bonny', game, seats: 2 });
    await anne.page.locator('#fill-bots').check();
    await anne.page.locator('#start-game').click();
    await anne.page.locator('#table').waitFor({ timeout: 15000 });

    const random = seededRandom(71 + index);
    const stats = { rotations: 0, keyboard: 0 };
    const deadline = Date.now() + GAME_TIMEOUT_MS;
    let moves = 0;
    while (!(await anne.page.locator('#game-over').isVisible())) {
      assert.ok(Date.now() < deadline, `${game} did not finish in time (${moves} moves)`);
      if (await playMove(anne.page, game, stats, random)) moves += 1;
      else await sleep(40);
    }
    await sleep(200);
    const rows = await assertScoresExplained(anne.page);
    assert.equal(rows.length, 2);
    await screenshot(anne.page, `gameover-${game}-desktop`);
    await anne.page.setViewportSize(PHONE);
    await sleep(200);
    await assertScoresExplained(anne.page);
    await screenshot(anne.page, `gameover-${game}-phone`);
    await anne.page.setViewportSize(DESKTOP);

    // Alone with a bot: Rematch starts the next game at once.
    await anne.page.locator('#rematch').click();
    await anne.page.locator('#game-over').waitFor({ state: 'detached', timeout: 10000 });
    assert.equal(await anne.page.locator('#rematch-status').count(), 0);
    assert.deepEqual(anne.pageErrors, []);
    assert.deepEqual(tableFallbacks(anne), []);
    await anne.context.close();
  });
}
