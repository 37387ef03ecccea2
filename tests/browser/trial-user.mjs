// A trial as a new user would make it (not part of the suite): a stored server
// already running at TRIAL_URL, two people play MidEvil by clicking.
import { chromium } from 'playwright-core';
import { createRoom, joinRoom, DESKTOP, PHONE, LOCALE } from './helpers.mjs';
import { playMidEvilMove, seededRandom } from './movers.mjs';

const url = process.env.TRIAL_URL ?? 'http://127.0.0.1:8765/';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--lang=${LOCALE}`],
});
const open = async (viewport) => {
  const context = await browser.newContext({ viewport, locale: LOCALE });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(url);
  return { page, errors };
};
const ann = await open(DESKTOP);
const code = await createRoom(ann.page, { name: 'Anne', game: 'midevil' });
const ben = await open(PHONE);
await joinRoom(ben.page, { name: 'Ben', code });
await ann.page.locator('#start-game').click();
for (const v of [ann, ben]) await v.page.locator('#table.mev #map').waitFor();
const random = seededRandom(7);
const stats = [{ rotations: 0, keyboard: 1 }, { rotations: 0, keyboard: 1 }];
let moves = 0;
const until = Date.now() + 150000;
while (Date.now() < until && moves < 120) {
  let acted = false;
  for (const [i, v] of [ann, ben].entries()) {
    if (await v.page.locator('#game-over').isVisible()) break;
    if (await playMidEvilMove(v.page, stats[i], random)) {
      moves += 1;
      acted = true;
    }
  }
  if (!acted) await new Promise((r) => setTimeout(r, 200));
}
const tiles = await ann.page.locator('#map .mev-tile-edge').count().catch(() => -1);
await ann.page.screenshot({ path: '/tmp/trial-anne.png' });
await ben.page.screenshot({ path: '/tmp/trial-ben.png' });
console.log(JSON.stringify({ code, moves, tiles, anneErrors: ann.errors, benErrors: ben.errors }));
await browser.close();
