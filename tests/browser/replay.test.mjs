// The replay viewer of the web client. Anne plays a whole game of Dead Man's
// Draw against a bot while a spectator page records the table it shows at
// every version of its document. From the end screen Anne opens "Watch the
// replay": stepped through from the first step to the last, the replay's table
// must show what the live spectator's table showed, one for one. Then the
// controls (buttons, slider, keyboard, Play/Pause), a player's view with their
// secrets, the result at the last step, a phone-sized page, the lobby's
// replay entry, and the errors (an unknown id; a server that keeps no replays).
// Fair shuffles: the end screens and the replay say "Shuffles verified"; a
// replay whose server seed, nonce or player value was tampered with does not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseAction, clickAction, createRoom, DESKTOP, isVisible, offeredActions, openPlayer, PHONE, screenshot, sleep, useBrowserSuite } from './helpers.mjs';
import { startServer } from './server.mjs';

const GAME_TIMEOUT_MS = 180000;

const suite = useBrowserSuite();

/**
 * The text a table shows, compared between the live page and the replay:
 * without the seat badges (Host, Offline... belong to the room, which a
 * replay does not know) and the marks of the last move (captions that come
 * and go with time), whitespace collapsed; none while a bust is shown
 * (a moment of the live page before its next table).
 */
function tableTextInPage() {
  const table = document.querySelector('#table');
  if (!table || table.querySelector('.bust-banner')) return null;
  const copy = table.cloneNode(true);
  for (const badge of copy.querySelectorAll('.badge, .move-caption')) badge.remove();
  return copy.textContent.replace(/\s+/g, ' ').trim();
}

/** Records, in the page, the table's text after every change of the page (one entry per distinct text). */
function recordTablesInPage() {
  // The same reading as tableTextInPage (a page function cannot call a test function).
  const read = () => {
    const table = document.querySelector('#table');
    if (!table || table.querySelector('.bust-banner')) return null;
    const copy = table.cloneNode(true);
    for (const badge of copy.querySelectorAll('.badge, .move-caption')) badge.remove();
    return copy.textContent.replace(/\s+/g, ' ').trim();
  };
  window.tableTexts = [];
  window.bustsShown = 0;
  let bustShown = false;
  const note = () => {
    const bust = Boolean(document.querySelector('#table .bust-banner'));
    if (bust && !bustShown) window.bustsShown += 1;
    bustShown = bust;
    const text = read();
    if (text !== null && window.tableTexts.at(-1) !== text) window.tableTexts.push(text);
  };
  new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  note();
}

function withoutRepeats(list) {
  return list.filter((item, index) => index === 0 || item !== list[index - 1]);
}

async function stepCounter(page) {
  return (await page.locator('#replay-step').textContent()).trim();
}

async function waitForStep(page, step, total) {
  await page.waitForFunction(
    (text) => document.querySelector('#replay-step')?.textContent.trim() === text,
    `Step ${step} of ${total}`,
    { timeout: 10000 },
  );
}

/** Counts, in the page, the cards that start to slide (motion.js marks them card-moving). */
function countSlidesInPage() {
  window.slides = 0;
  new MutationObserver((records) => {
    for (const record of records) if (record.target.classList?.contains('card-moving')) window.slides += 1;
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
}

/** The seat ringed as the one who just moved (move-marks.js), or null. */
function markedActorInPage() {
  const panel = document.querySelector('#table section[data-seat].move-actor');
  return panel ? Number(panel.dataset.seat) : null;
}

/** A log entry's text with the seats' names, as the client shows it. */
function entryText(entry, players) {
  return String(entry.text).replace(/\{(\d+)\}/g, (_, i) => players[entry.seats[Number(i)]]);
}

test("a finished game of Dead Man's Draw is replayed as the spectator saw it", { timeout: GAME_TIMEOUT_MS + 120000 }, async (t) => {
  const ann = await openPlayer(suite.browser, suite.server.url, { label: 'Anne', viewport: DESKTOP });
  await ann.page.locator('#game-deadmansdraw').waitFor();
  const code = await createRoom(ann.page, { name: 'Anne <i>Bonny</i>' });

  // A spectator opens the share link and watches; its page records every table it draws.
  const spectator = await openPlayer(suite.browser, `${suite.server.url}/?room=${code}`, { label: 'spectator', viewport: DESKTOP });
  await spectator.page.locator('#entry-watch').click();
  await spectator.page.locator('#seats').waitFor();
  await spectator.page.evaluate(recordTablesInPage);

  // Anne starts with a bot in the empty seat (bots are not the default: she asks for one) and plays the game through the page.
  assert.equal(await ann.page.locator('#fill-bots').isChecked(), false, 'bots fill empty seats only when the host asks');
  await ann.page.locator('#fill-bots').check();
  await ann.page.locator('#start-game').click();
  await ann.page.locator('#table').waitFor();
  const deadline = Date.now() + GAME_TIMEOUT_MS;
  let moves = 0;
  while (!(await isVisible(ann.page, '#game-over'))) {
    assert.ok(Date.now() < deadline, `the game did not finish in time (${moves} moves)`);
    const actions = await offeredActions(ann.page);
    if (actions.length === 0) {
      await sleep(30);
      continue;
    }
    const playArea = await ann.page.locator('#play-area .card').count();
    if (await clickAction(ann.page, chooseAction(actions, playArea, 3))) moves += 1;
  }
  await spectator.page.locator('#game-over').waitFor();
  // Both pages checked the revealed secret against the commitment they kept.
  for (const viewer of [ann, spectator]) {
    await viewer.page.locator('#game-over #fairness-check[data-state="verified"]').waitFor({ timeout: 5000 });
  }
  assert.match(await ann.page.locator('#fairness-check').textContent(), /Shuffles verified/);
  await sleep(300); // Anything still arriving is recorded too.
  const live = withoutRepeats(await spectator.page.evaluate(() => window.tableTexts));
  assert.ok(live.length > 10, `the spectator saw only ${live.length} tables`);

  // The end screen links to the replay of the game just played.
  const watch = ann.page.locator('#watch-replay');
  await watch.waitFor({ timeout: 10000 });
  await screenshot(ann.page, 'replay-gameover-link');
  const list = await (await fetch(`${suite.server.url}/api/rooms/${code}/replays`)).json();
  const id = list.games[0].id;
  assert.equal(new URL(await watch.getAttribute('href')).searchParams.get('replay'), id);
  const replay = await (await fetch(`${suite.server.url}/api/replays/${id}`)).json();
  const total = replay.actions.length;
  assert.ok(total > 10);
  // Anne's page sent 16 random bytes; the bot's seat contributed nothing.
  assert.match(replay.fairness.values[0], /^[0-9a-f]{32}$/);
  assert.equal(replay.fairness.values[1], '');
  await watch.click();
  const page = ann.page;
  await page.waitForURL((url) => url.searchParams.get('replay') === id);
  await waitForStep(page, 0, total);
  assert.match(await page.locator('#replay-heading').textContent(), /Dead Man's Draw/);
  assert.equal(await page.locator('#replay-viewer').inputValue(), 'spectator');
  assert.equal(await page.locator('#replay-first').isDisabled(), true);
  assert.equal(await page.locator('#replay-back').isDisabled(), true);
  assert.equal(await page.locator('[data-action]').count(), 0, 'a replay offers moves');

  // Every step with the keyboard: the tables, repeats removed, are the spectator's.
  // Each step forward is seen as the live table shows a move: the mover's seat
  // is marked, and cards slide.
  await page.evaluate(countSlidesInPage);
  const replayed = [];
  let marked = 0;
  let shotMotion = false;
  for (let step = 0; step <= total; step += 1) {
    if (step > 0) {
      await page.keyboard.press('ArrowRight');
      await waitForStep(page, step, total);
      const actor = await page.evaluate(markedActorInPage);
      if (actor !== null) {
        assert.equal(actor, replay.actions[step - 1].seat, `step ${step} marks another seat than the mover's`);
        marked += 1;
      }
      if (!shotMotion && actor !== null && step >= 4) {
        await sleep(120); // mid-slide
        await screenshot(page, 'replay-step-motion');
        shotMotion = true;
      }
    }
    replayed.push(await page.evaluate(tableTextInPage));
  }
  assert.ok(marked > total / 2, `only ${marked} of ${total} steps forward marked who moved`);
  const slidStepping = await page.evaluate(() => window.slides);
  assert.ok(slidStepping > 0, 'no card slid on a step forward');
  const distinct = withoutRepeats(replayed);
  const busts = await spectator.page.evaluate(() => window.bustsShown);
  if (busts === 0) {
    for (let i = 0; i < Math.min(distinct.length, live.length); i += 1) {
      assert.equal(distinct[i], live[i], `replay table ${i} differs from the live spectator's`);
    }
    assert.equal(distinct.length, live.length, 'as many distinct tables in the replay as the spectator saw');
  } else {
    // While a bust is shown the live page draws no table, and the moves made
    // meanwhile appear at once when it ends: the spectator's tables are the
    // replay's, in order, with some of the replay's in between left out.
    let next = 0;
    for (const [i, table] of live.entries()) {
      while (next < distinct.length && distinct[next] !== table) next += 1;
      assert.ok(next < distinct.length, `the spectator's table ${i} is not in the replay (in order): ${table}`);
      next += 1;
    }
    assert.equal(distinct.at(-1), live.at(-1), 'the replay ends on another table than the spectator saw');
  }
  t.diagnostic(`${moves} moves by Anne, ${total} steps, ${live.length} distinct spectator tables matched, ${busts} busts shown`);
  assert.equal(await page.locator('#replay-forward').isDisabled(), true);

  // The last step shows the result, as the end screen does.
  await page.locator('#game-over').waitFor();
  const winners = replay.result.winners.map((seat) => replay.players[seat]);
  assert.match(await page.locator('#gameover-heading').textContent(), new RegExp(`${winners[0].replace(/[<>]/g, '.')} wins|Shared win`));
  assert.equal(await page.locator('#game-over #scoreboard tbody tr').count(), 2);
  assert.equal(await page.locator('#game-over i').count(), 0, 'a name was parsed as markup');
  await page.locator('#game-over #fairness-check[data-state="verified"]').waitFor({ timeout: 5000 });
  await screenshot(page, 'replay-desktop-result');

  // Back, forward, first, last with the buttons; the slider; Home/End.
  await page.locator('#replay-back').click();
  await waitForStep(page, total - 1, total);
  assert.equal(await page.locator('#game-over').count(), 0, 'the result shows before the last step');
  await page.locator('#replay-first').click();
  await waitForStep(page, 0, total);
  await page.locator('#replay-forward').click();
  await page.locator('#replay-forward').click();
  await waitForStep(page, 2, total);
  assert.notEqual(await page.evaluate(markedActorInPage), null, 'a step forward marks who moved');
  await page.locator('#replay-back').click();
  await waitForStep(page, 1, total);
  assert.equal(await page.evaluate(markedActorInPage), null, 'a step back marks a move');
  // A jump shows the step at once: no mark, nothing slides.
  await sleep(600); // the motion of the steps before is over
  const slidBeforeJump = await page.evaluate(() => window.slides);
  await page.locator('#replay-slider').fill(String(Math.floor(total / 2)));
  await waitForStep(page, Math.floor(total / 2), total);
  await sleep(300);
  assert.equal(await page.evaluate(markedActorInPage), null, 'a jump marks a move');
  assert.equal(await page.locator('#table .card-moving').count(), 0, 'a card slides on a jump');
  assert.equal(await page.evaluate(() => window.slides), slidBeforeJump, 'a card slid on a jump');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('End');
  await waitForStep(page, total, total);
  await page.keyboard.press('Home');
  await waitForStep(page, 0, total);
  await page.keyboard.press('ArrowLeft');
  await waitForStep(page, 0, total);

  // What each step did: the log entries it added, the newest last, with names.
  const views = await (await fetch(`${suite.server.url}/api/replays/${id}/views?viewer=spectator`)).json();
  assert.equal(views.steps.length, total + 1);
  const sample = Array.from({ length: total }, (_, i) => i + 1).find((step) => views.steps[step].log.length > views.steps[step - 1].log.length && views.steps[step].log.at(-1).seats.length > 0);
  await page.locator('#replay-slider').fill(String(sample));
  await waitForStep(page, sample, total);
  const what = (await page.locator('#replay-action').textContent()).trim();
  assert.ok(what.endsWith(entryText(views.steps[sample].log.at(-1), replay.players)), `step ${sample} is described as "${what}"`);
  await screenshot(page, 'replay-desktop');

  // Play moves on by itself, a step a second; Pause stops it.
  await page.locator('#replay-first').click();
  await page.locator('#replay-play').click();
  await page.waitForFunction(() => /^Step [2-9] /.test(document.querySelector('#replay-step').textContent), null, { timeout: 6000 });
  assert.equal(await page.locator('#replay-play').getAttribute('aria-pressed'), 'true');
  await page.locator('#replay-play').click();
  const paused = await stepCounter(page);
  await sleep(1500);
  assert.equal(await stepCounter(page), paused, 'Pause did not stop the replay');

  // Anne's view: at the start she sees the traits she was dealt, which the spectator never saw.
  await page.locator('#replay-first').click();
  await waitForStep(page, 0, total);
  assert.equal(await page.locator('.player-you').count(), 0);
  await page.locator('#replay-viewer').selectOption('0');
  await page.locator('.dmd-me .player-you[data-seat="0"]').waitFor();
  assert.equal(await page.locator('#replay-viewer').inputValue(), '0');
  const seat0 = await (await fetch(`${suite.server.url}/api/replays/${id}/views?viewer=0`)).json();
  const dealt = seat0.steps[0].game.you?.dealt ?? [];
  if (replay.options.traits !== false) {
    assert.equal(dealt.length, 2);
    assert.match(await page.locator('.dmd-me').textContent(), /Dealt:/);
    assert.doesNotMatch(live[0], /Dealt:/);
  }
  await screenshot(page, 'replay-desktop-player-view');
  // The last step offers every player's view; the spectator's comes back from the cache.
  await page.keyboard.press('End');
  await page.locator('#replay-eyes button[data-seat="1"]').click();
  await page.locator('.dmd-me .player-you[data-seat="1"]').waitFor();
  await page.locator('#replay-viewer').selectOption('spectator');
  await page.locator('#game-over').waitFor();
  assert.equal(await page.locator('.player-you').count(), 0);
  assert.equal(await stepCounter(page), `Step ${total} of ${total}`);

  // For a reader who asked for reduced motion, a step forward marks the mover but slides nothing.
  const still = await suite.browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const calm = await still.newPage();
  await calm.goto(`${suite.server.url}/?replay=${id}`);
  await waitForStep(calm, 0, total);
  await calm.evaluate(countSlidesInPage);
  let calmMarked = 0;
  for (let step = 1; step <= 8; step += 1) {
    await calm.locator('#replay-forward').click();
    await waitForStep(calm, step, total);
    if ((await calm.evaluate(markedActorInPage)) !== null) calmMarked += 1;
  }
  await sleep(300);
  assert.ok(calmMarked > 0, 'with reduced motion no step forward marked who moved');
  assert.equal(await calm.evaluate(() => window.slides), 0, 'a card slid for a reader who asked for reduced motion');
  await still.close();

  // On a phone: the same replay, its controls within 390 px.
  const phone = await openPlayer(suite.browser, `${suite.server.url}/?replay=${id}`, { label: 'phone', viewport: PHONE });
  await waitForStep(phone.page, 0, total);
  for (let i = 0; i < 6; i += 1) await phone.page.locator('#replay-forward').click();
  await waitForStep(phone.page, 6, total);
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the phone page is ${overflow} px too wide`);
  for (const selector of ['#replay-first', '#replay-back', '#replay-play', '#replay-forward', '#replay-last', '#replay-slider', '#replay-viewer']) {
    const box = await phone.page.locator(selector).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${selector} is outside the phone's screen`);
  }
  await screenshot(phone.page, 'replay-phone');
  await phone.page.locator('#replay-last').click();
  await phone.page.locator('#game-over').waitFor();
  await phone.page.locator('#game-over').scrollIntoViewIfNeeded();
  await screenshot(phone.page, 'replay-phone-result');

  // The lobby's entry takes a pasted link; an unknown id says so and leads back.
  await phone.page.locator('#replay-lobby').click();
  await phone.page.locator('#replay-id').waitFor();
  assert.equal(new URL(phone.page.url()).searchParams.get('replay'), null);
  await phone.page.locator('#replay-id').fill(`  ${suite.server.url}/?replay=${id}  `);
  await phone.page.locator('#open-replay').click();
  await waitForStep(phone.page, 0, total);
  await phone.page.goto(`${suite.server.url}/?replay=nosuchgame`);
  await phone.page.locator('#replay-error').waitFor();
  assert.match(await phone.page.locator('#replay-error h2').textContent(), /No finished game has that id/);
  await screenshot(phone.page, 'replay-phone-unknown');
  await phone.page.locator('#replay-lobby').click();
  await phone.page.locator('#create-room').waitFor();
  await phone.page.locator('#replay-id').fill('not an id!');
  await phone.page.locator('#open-replay').click();
  assert.match(await phone.page.locator('#replay-id-error').textContent(), /Paste the id/);

  // A replay tampered with after the game: another server seed, nonce or player value.
  const tamperings = {
    serverSeed: (f) => ({ ...f, serverSeed: f.serverSeed.replace(/^./, (c) => (c === '0' ? '1' : '0')) }),
    nonce: (f) => ({ ...f, nonce: f.nonce.replace(/.$/, (c) => (c === '0' ? '1' : '0')) }),
    value: (f) => ({ ...f, values: [f.values[0].replace(/^./, (c) => (c === '0' ? '1' : '0')), f.values[1]] }),
  };
  for (const [what, tamper] of Object.entries(tamperings)) {
    const forged = { ...replay, fairness: tamper(replay.fairness) };
    await phone.page.route((url) => url.pathname === `/api/replays/${id}`, (route) => route.fulfill({ json: forged }));
    await phone.page.goto(`${suite.server.url}/?replay=${id}`);
    await waitForStep(phone.page, 0, total);
    await phone.page.locator('#replay-last').click();
    await phone.page.locator('#game-over #fairness-check[data-state="failed"]').waitFor({ timeout: 5000 });
    assert.match(await phone.page.locator('#fairness-check').textContent(), /not verified/, `tampered ${what}`);
    await phone.page.unrouteAll();
  }
  await screenshot(phone.page, 'replay-phone-tampered');

  for (const viewer of [ann, spectator, phone]) assert.deepEqual(viewer.pageErrors, [], `${viewer.label}: errors in the page`);
});

test('a server that keeps no replays: the API answers no_storage and the viewer says so', { timeout: 60000 }, async () => {
  const server = await startServer({ args: ['--in-memory'] });
  try {
    const answer = await fetch(`${server.url}/api/rooms/ABCD/replays`);
    assert.equal(answer.status, 404);
    assert.equal((await answer.json()).code, 'no_storage');
    const viewer = await openPlayer(suite.browser, `${server.url}/?replay=abc123`, { label: 'in-memory', viewport: DESKTOP });
    await viewer.page.locator('#replay-error').waitFor();
    assert.match(await viewer.page.locator('#replay-error h2').textContent(), /keeps no replays/);
    assert.deepEqual(viewer.pageErrors, []);
  } finally {
    await server.stop();
  }
});
