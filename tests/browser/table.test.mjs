// How the tables read and fit, tried as a new user would: every game on a
// phone (390×844) without sideways scrolling, with the decision and one's hand
// on screen together; Colt Express's six bandits told apart; DrachenSchatten's
// cards never sharing a name; the waiting room, the invitation, the clock and
// the log after "Play here instead".
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { chooseAction, clickAction, createRoom, DESKTOP, offeredActions, openPlayer, PHONE, screenshot, sentActions, sleep, tableFallbacks, useBrowserSuite } from './helpers.mjs';
import { repoRoot } from './server.mjs';

const suite = useBrowserSuite();

/** Creates a room of `game` from the lobby, fills it with bots and starts it; returns the room's code. */
async function startWithBots(page, game, seats) {
  await page.locator(`#game-${game}`).waitFor();
  const code = await createRoom(page, { name: 'Maximiliana Longname', game, seats });
  await page.locator('#fill-bots').check();
  await page.locator('#start-game').click();
  await page.locator('#table').waitFor();
  return code;
}

/** Waits until the page offers a move of one of `types` (any move when omitted). */
async function waitForMove(page, types = null, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const actions = await offeredActions(page);
    if (actions.length && (!types || actions.some((a) => types.includes(a.type)))) return actions;
    assert.ok(Date.now() < deadline, `no move of ${types ?? 'any kind'} offered in time`);
    await sleep(50);
  }
}

/** Where the page stands: its sideways scroll, and the decision's and hand's boxes in the viewport. */
function layout(page, handSelector) {
  return page.evaluate((selector) => {
    const box = (element) => {
      if (!element) return null;
      const r = element.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right) };
    };
    return {
      scrollWidth: document.scrollingElement.scrollWidth,
      innerWidth,
      innerHeight,
      decision: box(document.querySelector('#decision')),
      hand: box(document.querySelector(selector)),
    };
  }, handSelector);
}

// An offered action of one of `types` clicked, looked for again and tried
// again for a few seconds: right after the actions change the table ignores
// clicks for a moment, and a bot may take the choice first. What counts is
// what the page sent: on a loaded machine a click can reach the page after
// Playwright gave up waiting for it, and the choice is then no longer offered.
async function clickPatiently(player, types) {
  const from = player.sent.length;
  const sent = () => sentActions(player, from).some((action) => types.includes(action.type));
  for (let tries = 0; tries < 8 && !sent(); tries += 1) {
    const action = (await offeredActions(player.page)).find((a) => types.includes(a.type));
    if (action) await clickAction(player.page, action);
    if (!sent()) await sleep(500);
  }
  return sent();
}

function assertOnScreen(what, box, viewport, label) {
  assert.ok(box, `${label}: no ${what}`);
  assert.ok(box.top >= 0 && box.bottom <= viewport.height, `${label}: the ${what} is not on screen (${box.top}..${box.bottom} of ${viewport.height})`);
}

// One's hand in each game: the cards one holds, or, where one holds none, the
// cards in front of one (DrachenSchatten's line, Dead Man's Draw's play area).
const PHONE_GAMES = [
  { game: 'deadmansdraw', seats: 2, hand: '#play-area' },
  { game: 'coltexpress', seats: 6, hand: '#hand', first: ['character'], then: ['play', 'draw'] },
  { game: 'drachenschatten', seats: 4, hand: '.ds-me' },
  { game: 'midevil', seats: 4, hand: '#hand' },
];

for (const { game, seats, hand, first, then } of PHONE_GAMES) {
  test(`${game} on a phone: no sideways scrolling, the decision and the hand on screen together`, { timeout: 90000 }, async () => {
    const player = await openPlayer(suite.browser, suite.server.url, { label: game, viewport: PHONE });
    await startWithBots(player.page, game, seats);
    if (first) {
      await waitForMove(player.page, first);
      // A choice folded into its group (Colt Express's bandits) is made after unfolding it.
      const head = player.page.locator('.action-group:not(.action-group-open) .action-group-head').first();
      if (await head.isVisible().catch(() => false)) await head.click({ timeout: 1500 });
      assert.ok(await clickPatiently(player, first), 'the first choice could not be clicked');
    }
    await waitForMove(player.page, then ?? null);
    // The decision is scrolled into view (smoothly: later on a loaded machine).
    let seen = await layout(player.page, hand);
    const onScreen = (box) => box && box.top >= 0 && box.bottom <= PHONE.height;
    for (let waited = 0; waited < 5000 && !(onScreen(seen.decision) && onScreen(seen.hand)); waited += 200) {
      await sleep(200);
      seen = await layout(player.page, hand);
    }
    await screenshot(player.page, `table-${game}-phone`);
    assert.ok(seen.scrollWidth <= seen.innerWidth, `${game}: the page scrolls sideways (${seen.scrollWidth} > ${seen.innerWidth})`);
    assertOnScreen('decision', seen.decision, PHONE, game);
    assertOnScreen('hand', seen.hand, PHONE, game);
    if (game === 'coltexpress') {
      // The whole train is on screen, caboose included, and no card name in the hand is cut.
      const train = await player.page.evaluate(() => {
        const cars = [...document.querySelectorAll('#train .ce-car')].map((car) => car.getBoundingClientRect());
        const clipped = [...document.querySelectorAll('#hand .ce-card-name')].filter((name) => name.scrollWidth > name.clientWidth + 1).map((name) => name.textContent);
        return { cars: cars.length, right: Math.max(...cars.map((r) => r.right)), clipped };
      });
      assert.ok(train.cars >= 7, `a six-bandit train has a locomotive and six cars (${train.cars})`);
      assert.ok(train.right <= PHONE.width, `the caboose is off screen (${train.right} > ${PHONE.width})`);
      assert.deepEqual(train.clipped, [], 'card names cut in the hand');
    }
    assert.deepEqual(player.pageErrors, [], 'errors in the page');
    assert.deepEqual(tableFallbacks(player), [], 'the table could not draw a view');
    await player.context.close();
  });
}

test('Colt Express: the six bandits have six colours and six portraits, loot reads as counts, the turns are explained on the round card', { timeout: 60000 }, async () => {
  const player = await openPlayer(suite.browser, suite.server.url, { label: 'Colt', viewport: DESKTOP });
  await startWithBots(player.page, 'coltexpress', 6);
  await waitForMove(player.page, ['character']);
  // The bandits are one entry of the list (their group): unfolded, then one chosen.
  await player.page.locator('.action-group:not(.action-group-open) .action-group-head').first().click({ timeout: 1500 }).catch(() => {});
  assert.ok(await clickPatiently(player, ['character']), 'no bandit could be chosen');
  await waitForMove(player.page, ['play', 'draw']);
  const seen = await player.page.evaluate(() => {
    const tokens = [...document.querySelectorAll('#train .ce-bandit')];
    return {
      characters: tokens.map((token) => token.dataset.character),
      colours: tokens.map((token) => getComputedStyle(token.querySelector('.ce-portrait-disc')).fill),
      portraits: tokens.map((token) => token.querySelector('.ce-portrait').innerHTML.replace(/fill="[^"]*"/g, '')),
      loot: [...document.querySelectorAll('#train .ce-loot-item')].map((item) => ({ count: Number(item.dataset.count), text: item.textContent, title: item.title })),
      legend: document.querySelector('.ce-turn-legend')?.textContent ?? '',
      turns: [...document.querySelectorAll('.ce-turns .ce-turn')].length,
    };
  });
  await screenshot(player.page, 'table-coltexpress-desktop');
  assert.equal(new Set(seen.characters).size, 6, `six bandits on the train: ${seen.characters}`);
  assert.equal(new Set(seen.colours).size, 6, `the bandits' colours: ${seen.colours}`);
  assert.equal(new Set(seen.portraits).size, 6, 'two bandits share a portrait');
  assert.ok(seen.loot.length > 0, 'no loot on the train');
  for (const item of seen.loot) {
    assert.doesNotMatch(item.text, /\$/, `a count of loot reads as dollars: ${item.text}`);
    if (item.count > 1) assert.match(item.text, new RegExp(`×${item.count}`), `loot count: ${item.text}`);
    assert.match(item.title, /^\d+ (purse|jewel|strongbox)/, `loot title: ${item.title}`);
  }
  assert.ok(seen.turns > 0, 'no turns on the round card');
  assert.match(seen.legend, /turn|Tunnel|Speeding|Switching/, `the round card does not explain its turns: ${seen.legend}`);
  await player.context.close();
});

// The DrachenSchatten deck as the game defines it: every {row, kind, item, symbol, count} row.
function drachenschattenDeck() {
  const source = fs.readFileSync(path.join(repoRoot, 'games', 'drachenschatten', 'card_data.hpp'), 'utf8');
  const camel = (name) => name.replace(/_([a-z])/g, (_, letter) => letter.toUpperCase());
  return [...source.matchAll(/\{row::\w+,\s*kind::(\w+),\s*item::(\w+),\s*symbol::(\w+),\s*\d+\}/g)]
    .map(([, kind, item, symbol]) => (kind === 'item' ? { kind, item, symbol: camel(symbol) } : { kind }));
}

test('DrachenSchatten: no two different cards have the same name, each has a drawn picture, the Dragon is no comet', { timeout: 30000 }, async () => {
  const deck = drachenschattenDeck();
  assert.ok(deck.length >= 20, `the deck's rows were not read (${deck.length})`);
  const player = await openPlayer(suite.browser, suite.server.url, { label: 'DrachenSchatten', viewport: DESKTOP });
  await player.page.locator('#game-drachenschatten').waitFor();
  const names = await player.page.evaluate(async (cards) => {
    const { messageHooks } = await import('/js/tables/drachenschatten.js');
    return cards.map((card) => messageHooks.card(card));
  }, deck);
  const byName = new Map();
  deck.forEach((card, index) => {
    const name = names[index];
    assert.ok(name, `no name for ${JSON.stringify(card)}`);
    const key = JSON.stringify(card);
    assert.ok(!byName.has(name) || byName.get(name) === key, `"${name}" names both ${byName.get(name)} and ${key}`);
    byName.set(name, key);
  });
  await startWithBots(player.page, 'drachenschatten', 2);
  await waitForMove(player.page);
  const faces = await player.page.evaluate(() => [...document.querySelectorAll('.ds-card, .ds-back')].map((card) => ({ art: card.querySelector('svg') !== null, text: card.textContent })));
  assert.ok(faces.length > 0, 'no card drawn');
  for (const face of faces) {
    assert.ok(face.art, `a card without a picture: ${face.text}`);
    assert.doesNotMatch(face.text, /[☄⚔⚗⚚⛃⌂▲]/u, `a card drawn with a font symbol: ${face.text}`);
  }
  await player.context.close();
});

test('the waiting room does not fill seats with bots unless asked, and a share link says which game and who invites', { timeout: 30000 }, async () => {
  const host = await openPlayer(suite.browser, suite.server.url, { label: 'host', viewport: DESKTOP });
  await host.page.locator('#game-coltexpress').waitFor();
  await createRoom(host.page, { name: 'Anne', game: 'coltexpress', seats: 3 });
  assert.equal(await host.page.locator('#fill-bots').isChecked(), false, 'bots are ticked by default');
  const link = await host.page.locator('#share-link').inputValue();
  const guest = await openPlayer(suite.browser, link, { label: 'guest', viewport: PHONE });
  await guest.page.locator('#entry-invitation').waitFor();
  await sleep(300); // the game list arrives after the entry card
  const invitation = await guest.page.locator('#entry-invitation').textContent();
  assert.match(invitation, /Anne invites you to a game of Colt Express/, `the invitation: ${invitation}`);
  await screenshot(guest.page, 'table-invitation-phone');
  // The clock is drawn, not an emoji that needs a font.
  assert.equal(await host.page.locator('#clock').evaluate((clock) => clock.textContent.includes('⏳')), false, 'the clock uses the emoji');
  assert.equal(await host.page.locator('#clock svg.clock-icon').count(), 1, 'the clock has no drawn icon');
  await host.context.close();
  await guest.context.close();
});

test('after "Play here instead" the log keeps following new lines', { timeout: 120000 }, async () => {
  const first = await openPlayer(suite.browser, suite.server.url, { label: 'first tab', viewport: DESKTOP });
  const code = await startWithBots(first.page, 'deadmansdraw', 2);
  const logAtEnd = (page) => page.locator('#log').evaluate((log) => log.scrollHeight - log.scrollTop - log.clientHeight < 24);
  const logOverflows = (page) => page.locator('#log').evaluate((log) => log.scrollHeight > log.clientHeight + 40);
  const playUntil = async (page, done) => {
    const deadline = Date.now() + 60000;
    while (!(await done())) {
      assert.ok(Date.now() < deadline, 'the game did not go on');
      assert.equal(await page.locator('#game-over').isVisible(), false, 'the game ended before the test could look');
      const actions = await offeredActions(page);
      if (actions.length) await clickAction(page, chooseAction(actions, await page.locator('#play-area .card').count(), 3));
      else await sleep(40);
    }
  };
  await playUntil(first.page, () => logOverflows(first.page));
  // A second tab of the same browser takes the seat; the first takes it back.
  const second = await first.context.newPage();
  await second.goto(`${suite.server.url}/?room=${code}`);
  await second.locator('#table').waitFor();
  await first.page.locator('#retake-seat').click();
  await first.page.locator('#table').waitFor();
  await sleep(300);
  assert.ok(await logAtEnd(first.page), 'the log is not at its latest line after taking the seat back');
  const lines = await first.page.locator('#log li').count();
  await playUntil(first.page, async () => (await first.page.locator('#log li').count()) >= lines + 3);
  await sleep(200);
  assert.ok(await logAtEnd(first.page), 'the log stopped following new lines after "Play here instead"');
  await first.context.close();
});
