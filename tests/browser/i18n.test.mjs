// The client in Italian and in Portuguese: chosen through the browser's
// language and through the switcher in the top bar, remembered, and applied to
// a page already showing a game without losing it. Through the lobby, a
// waiting room, a whole game of each title played from the page against a bot
// (looked at every few moves and at its end) and the replay viewer with the
// list of a room's games (dates in the reader's format), no word of the
// English catalogue may show on the page, in its text or in its labels, except
// proper names and game names and the English sentences the engines still
// send (no-english.mjs has the check). Screenshots of each language land in
// test-artifacts/screenshots/i18n-*.png.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import WebSocket from 'ws';
import { applyPatch } from '../../clients/web/js/patch.js';
import { createRoom, DESKTOP, PHONE, screenshot, sleep, useBrowserSuite } from './helpers.mjs';
import { playMove, seededRandom } from './movers.mjs';
import { assertNoEnglish } from './no-english.mjs';

const suite = useBrowserSuite();

const GAMES = ['deadmansdraw', 'coltexpress', 'drachenschatten', 'midevil'];

// The games whose engines send message keys for every log entry, action and
// result (protocol.md, "Messages"): no untranslated engine sentence (the
// elements the client marks data-engine-text or data-engine-label) may show
// at their tables.
const SPEAKING_GAMES = ['coltexpress', 'deadmansdraw', 'drachenschatten', 'midevil'];
const ENGINE_SENTENCES = '[data-engine-text], [data-engine-label]';
// ---------------------------------------------------------------- finished games, for the replay list

/**
 * Plays `count` games of Dead Man's Draw in one room over the WebSocket (a
 * player and a bot; the second game is a rematch), the way a client that
 * always draws twice then banks would. Returns {code, games: [ids newest first]}.
 */
async function playFinishedGames(baseUrl, count) {
  const url = new URL('/ws', baseUrl);
  url.protocol = 'ws:';
  const socket = new WebSocket(url, { origin: new URL(baseUrl).origin });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let doc = null;
  let version = 0;
  let nextId = 1;
  const waiters = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.type === 'state') {
      doc = message.state;
      version = message.version;
    } else if (message.type === 'patch' && message.version === version + 1) {
      doc = applyPatch(doc, message.patch);
      version = message.version;
    }
    for (const waiter of [...waiters]) if (waiter(message)) waiters.splice(waiters.indexOf(waiter), 1);
  });
  const request = (message) => new Promise((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => reject(new Error(`${message.type}: no answer`)), 5000);
    waiters.push((reply) => {
      if (reply.id !== id) return false;
      clearTimeout(timer);
      if (reply.type === 'error') reject(new Error(`${message.type}: ${reply.code} ${reply.message}`));
      else resolve(reply);
      return true;
    });
    socket.send(JSON.stringify({ ...message, id }));
  });
  const joined = await request({ type: 'create', game: 'deadmansdraw', seats: 2, name: 'Anne Bonny', options: {}, room: {} });
  for (let game = 0; game < count; game += 1) {
    await request({ type: 'start', bots: true });
    const deadline = Date.now() + 60000;
    let drawn = 0;
    while (doc?.room.status !== 'finished') {
      assert.ok(Date.now() < deadline, 'the game over the WebSocket did not finish');
      const actions = doc?.actions ?? [];
      if (doc?.room.status === 'playing' && actions.length) {
        const draw = actions.find((a) => a.type === 'draw');
        const bank = actions.find((a) => a.type === 'bank');
        const action = draw && (!bank || drawn < 2) ? draw : bank ?? actions[0];
        drawn = action.type === 'draw' ? drawn + 1 : 0;
        try {
          await request({ type: 'action', action, version });
        } catch {
          // The table moved on (a bot, a stale version): look again.
        }
        // The bot answers at once: stay under the server's limit of messages per second.
        await sleep(70);
      } else {
        await sleep(10);
      }
    }
    // Wait for the finished game to be stored (the writer commits after the reply).
    for (let tries = 0; tries < 100; tries += 1) {
      const list = await (await fetch(`${baseUrl}/api/rooms/${joined.room}/replays`)).json();
      if ((list.games ?? []).length > game) break;
      await sleep(50);
    }
  }
  socket.close();
  const list = await (await fetch(`${baseUrl}/api/rooms/${joined.room}/replays`)).json();
  return { code: joined.room, games: list.games };
}

// Played once, by the first test that needs them.
let finishedGames = null;
function finishedRoom() {
  finishedGames ??= playFinishedGames(suite.server.url, 2);
  return finishedGames;
}

// ---------------------------------------------------------------- the pages

async function openPage(baseUrl, { locale, viewport = DESKTOP, path = '/' }) {
  const context = await suite.browser.newContext({ locale, viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('dialog', (dialog) => dialog.accept());
  const sent = [];
  page.on('websocket', (ws) => ws.on('framesent', ({ payload }) => sent.push(String(payload))));
  await page.goto(`${baseUrl}${path}`);
  return { context, page, errors, sent };
}

// A MidEvil game of one round, its reaction windows short: a whole game to its end in minutes.
const SHORT_GAME = { midevil: { maxRounds: 1, reactionSeconds: 1 } };
// How often, in moves, a game in play is read for English.
const LOOK_EVERY = 12;

/** Creates a room of `game` from the lobby, checks the waiting room, starts with bots and waits for the first decision. */
async function startGame(page, language, game, { shots }) {
  const code = await createRoom(page, { name: 'Anne Bonny', game, seats: 2, options: SHORT_GAME[game] ?? {} });
  await page.locator('#seats').waitFor();
  await assertNoEnglish(page, language, `the ${game} waiting room`, [code]);
  if (shots) await screenshot(page, `i18n-${language}-waiting-${game}`);
  await page.locator('#fill-bots').check();
  // The table in the reader's language, not the bot's play, is looked at here.
  await page.locator('#bot-level').selectOption('easy');
  await page.locator('#start-game').click();
  try {
    await page.locator('#table').waitFor({ timeout: 15000 });
    // The start of the game: the first decision is offered to Anne (a group of
    // choices, such as the piles to pick from, shows as its folded head, and
    // its places on the table).
    await page.locator('#table [data-action]:not([disabled]):visible, #table .action-group-head:visible, #table .choosable, #map .mev-target').first().waitFor({ timeout: 15000 });
  } catch (error) {
    await screenshot(page, `i18n-${language}-${game}-failed`);
    throw error;
  }
  await sleep(200);
  await lookForEnglish(page, language, game, 'the start', code);
  assert.ok(await page.locator('#log li:not(.log-empty)').count() > 0, `the start of ${game}: the log is empty`);
  await screenshot(page, `i18n-${language}-${game}`);
  return code;
}

/** No English word on the page, and no engine sentence left untranslated. */
async function lookForEnglish(page, language, game, when, code) {
  await assertNoEnglish(page, language, `${when} of ${game}`, [code]);
  if (SPEAKING_GAMES.includes(game)) {
    const english = await page.locator(ENGINE_SENTENCES).evaluateAll((nodes) => nodes.map((node) => node.textContent || node.getAttribute('aria-label')));
    assert.deepEqual(english, [], `${when} of ${game} (${language}) shows engine sentences it could not translate`);
  }
}

/**
 * Plays the started game from the page to its game-over screen, as a person
 * would (movers.mjs), reading the page for English every few moves and at the
 * end. Returns the number of moves made.
 */
async function playToEnd(page, language, game, code) {
  const random = seededRandom(language === 'it' ? 39 : 55);
  const stats = { rotations: 0, keyboard: 0 };
  const deadline = Date.now() + 360000;
  let moves = 0;
  let looked = 0;
  while (!(await page.locator('#game-over').isVisible())) {
    assert.ok(Date.now() < deadline, `${game} in ${language} did not finish in time (${moves} moves)`);
    if (await playMove(page, game, stats, random)) {
      moves += 1;
      if (moves - looked >= LOOK_EVERY) {
        await sleep(100);
        if (await page.locator('#game-over').isVisible()) break;
        await lookForEnglish(page, language, game, `move ${moves}`, code);
        looked = moves;
      }
    } else {
      await sleep(40);
    }
  }
  await sleep(200);
  await lookForEnglish(page, language, game, 'the end', code);
  await screenshot(page, `i18n-${language}-${game}-over`);
  return moves;
}

async function leaveGame(page) {
  await page.locator('#leave-button').click();
  await page.locator('#create-room').waitFor();
}

for (const [language, locale] of [['it', 'it-IT'], ['pt', 'pt-BR']]) {
  test(`in ${locale} the lobby, a waiting room, a whole game of every title and the replays are in ${language}`, { timeout: 1500000 }, async (t) => {
    const { context, page, errors } = await openPage(suite.server.url, { locale });
    await page.locator('#game-deadmansdraw').waitFor();
    assert.equal(await page.locator('#language-select').inputValue(), language, 'the switcher shows the browser\'s language');
    const read = await assertNoEnglish(page, language, 'the lobby');
    t.diagnostic(`lobby: ${read} pieces of text read`);
    await screenshot(page, `i18n-${language}-lobby`);

    // Every error message the lobby gives, too.
    await page.locator('#room-code').fill('1');
    await page.locator('#join-room').click();
    await page.locator('#room-code-error:not(:empty)').waitFor();
    await page.locator('#replay-id').fill('not an id!');
    await page.locator('#open-replay').click();
    await page.locator('#replay-id-error:not(:empty)').waitFor();
    await assertNoEnglish(page, language, 'the lobby\'s errors');

    for (const [index, game] of GAMES.entries()) {
      const started = Date.now();
      const code = await startGame(page, language, game, { shots: index === 0 });
      const moves = await playToEnd(page, language, game, code);
      t.diagnostic(`${game}: ${moves} moves to the end in ${Math.round((Date.now() - started) / 1000)} s`);
      await leaveGame(page);
    }

    // The replay of the room's newest game, with the list of its games and their dates.
    const finished = await finishedRoom();
    const [newest, older] = finished.games;
    await page.goto(`${suite.server.url}/?replay=${newest.id}`);
    await page.locator('#replay-games .replay-games-item').nth(1).waitFor({ timeout: 10000 });
    // The dates as the browser writes them for the reader's locale (and, to be sure they differ, for an English reader).
    const shown = await page.locator('#replay-games time').allTextContents();
    const [expected, inEnglish] = await page.evaluate(([games, tag]) => ['', 'en-US'].map((which) => games.map((ms) => new Intl.DateTimeFormat(which || tag, { dateStyle: 'medium', timeStyle: 'short' }).format(ms))), [[newest.finishedAt, older.finishedAt], locale]);
    assert.deepEqual(shown, expected, 'the list of games shows their dates in the reader\'s format');
    assert.notDeepEqual(shown, inEnglish, 'the dates are written the English way');
    await assertNoEnglish(page, language, 'the replay viewer', [finished.code]);
    await screenshot(page, `i18n-${language}-replay`);
    // The older game opens from the list.
    await page.locator(`#replay-games a[data-replay="${older.id}"]`).click();
    await page.waitForURL((url) => url.searchParams.get('replay') === older.id);
    await page.locator('#replay-games .current').waitFor();
    await page.keyboard.press('End');
    await page.locator('#game-over').waitFor();
    await assertNoEnglish(page, language, 'the end of a replay', [finished.code]);
    await screenshot(page, `i18n-${language}-replay-result`);

    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the switcher changes the language, remembers it, and keeps a game in play', { timeout: 120000 }, async () => {
  const { context, page, errors, sent } = await openPage(suite.server.url, { locale: 'en-US', viewport: PHONE });
  await page.locator('#game-deadmansdraw').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  // Each language is named in its own language, and the control is labelled in the page's.
  const options = await page.locator('#language-select option').evaluateAll((nodes) => nodes.map((node) => [node.value, node.lang, node.textContent]));
  assert.deepEqual(options, [['en', 'en', 'English'], ['it', 'it', 'Italiano'], ['pt', 'pt', 'Português']]);
  assert.equal(await page.locator('label[for="language-select"]').textContent(), 'Language');

  // What was typed survives the change. The switcher is reached with the keyboard.
  await page.locator('#player-name').fill('Mary Read');
  await page.locator('#language-select').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.locator('html[lang="pt"]').waitFor();
  assert.equal(await page.locator('#player-name').inputValue(), 'Mary Read');
  assert.equal(await page.locator('label[for="language-select"]').textContent(), 'Idioma');
  await assertNoEnglish(page, 'pt', 'the lobby after switching');
  await screenshot(page, 'i18n-pt-lobby-phone');

  // Remembered: a reload of an English browser stays in Portuguese.
  assert.equal(await page.evaluate(() => localStorage.getItem('tavern.language')), 'pt');
  await page.reload();
  await page.locator('#game-deadmansdraw').waitFor();
  assert.equal(await page.locator('#language-select').inputValue(), 'pt');
  await assertNoEnglish(page, 'pt', 'the lobby after a reload');

  // A game in play stays in play when the language changes under it.
  await page.locator('#game-deadmansdraw').check();
  const code = await createRoom(page, { name: 'Mary Read', seats: 2 });
  await page.locator('#fill-bots').check();
  await page.locator('#start-game').click();
  await page.locator('#table [data-action]:not([disabled])').first().waitFor({ timeout: 15000 });
  const sentBefore = sent.length;
  await page.locator('#language-select').focus();
  await page.locator('#language-select').selectOption('it');
  await page.locator('html[lang="it"]').waitFor();
  assert.equal(await page.locator('#table').count(), 1, 'the table is gone');
  assert.equal(await page.locator('#language-select').evaluate((node) => node === document.activeElement), true, 'the focus left the switcher');
  assert.ok(!sent.slice(sentBefore).some((frame) => /"type":"(leave|join|resume|create)"/.test(frame)), 'changing the language touched the room');
  assert.equal(new URL(page.url()).searchParams.get('room'), code);
  await page.locator('#table [data-action]:not([disabled])').first().waitFor();
  await assertNoEnglish(page, 'it', 'a game after switching', [code]);
  // And the game goes on: a move is still accepted.
  const frames = sent.length;
  await page.locator('#table [data-action]:not([disabled])').first().click();
  for (let tries = 0; tries < 100 && !sent.slice(frames).some((frame) => /"type":"action"/.test(frame)); tries += 1) await sleep(20);
  assert.ok(sent.slice(frames).some((frame) => /"type":"action"/.test(frame)), 'no move was sent after the switch');
  await screenshot(page, 'i18n-it-switched-in-game-phone');

  // Back to English: the same words as before any switch.
  await page.locator('#language-select').selectOption('en');
  await page.locator('html[lang="en"]').waitFor();
  assert.equal(await page.locator('#leave-button').textContent(), 'Leave');
  assert.deepEqual(errors, []);
  await context.close();
});
