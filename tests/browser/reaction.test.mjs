// MidEvil's reaction windows must neither nag nor leak. Two people play with
// 2-second windows: Anne (desktop) answers every window by hand, Ben (phone)
// has "Pass for me when I hold nothing I can play" on and declines every
// window he is asked in. Measured on Anne's page: every window Ben was in
// lasts its deadline, whether or not Ben held a card that could answer it,
// and Ben was shown no prompt when he held none and sent no pass at all.
// Also: the table ignores clicks for a moment after its actions change (a
// double click on Pass must not end one's turn), and no "Waiting for..."
// line shows under one's own "Your move".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRoom, DESKTOP, joinRoom, openPlayer, PHONE, rebuildDocuments, rebuildTimeline, screenshot, sleep, useBrowserSuite, tableFallbacks } from './helpers.mjs';
import { playMidEvilMove, seededRandom } from './movers.mjs';

const REACTION_SECONDS = 2;
// A window is measured from the moment the server opened it (its deadline, in
// its key, less the window's time: the server and the page share this
// machine's clock) to the moment it went from Anne's page. A busy page can
// only make that later, never shorter: a window cut short for a hand holding
// nothing would end well before its deadline. A loaded machine (the test files
// run two at a time, beside the sanitizer build) delays the server's wake-up
// and the page by up to two seconds, so the margin above the deadline is wide;
// the two groups' means must still agree, within what that lateness scatters.
const EARLY_MS = 50;
const LATE_MS = 2500;
const GROUPS_APART_MS = 800;
const PLAY_MS = 240000;
// Played on when Ben has not yet held a card that could answer a window (a
// deal may keep them from him for minutes): such a window is half of what this
// test is about. Few cards answer the windows that open on every turn (What!?!?
// any roll, Swing and a miss another's combat roll, It's all about me!
// another's tile: 8 of 50), and a hand is only drawn up to three, so a hand of
// cards that cannot be played keeps them away. So while his hand holds none of
// them, Ben plays a card whenever his turn offers one and discards one at its
// end, so that he draws two afresh each turn, and once it holds one he plays
// none (a card played keeps a seat out of the windows until its next turn).
// He has a turn about every half minute, slower on a loaded machine.
const EXTRA_MS = 240000;
const suite = useBrowserSuite();
const random = seededRandom(4242);

// Samples the decision panel every 20 ms: for each window (by its key) when
// it was first and last shown, and how (prompt, quiet or none).
function installRecorder() {
  window.__windows = {};
  let current = '';
  setInterval(() => {
    const decision = document.querySelector('#decision');
    const key = decision?.dataset.window ?? '';
    const now = Date.now();
    if (current && key !== current && !window.__windows[current].closed) window.__windows[current].closed = now;
    current = key;
    if (!key) return;
    const seen = (window.__windows[key] ??= { opened: now, closed: null, modes: [] });
    const mode = decision.dataset.reaction;
    if (!seen.modes.includes(mode)) seen.modes.push(mode);
  }, 20);
}

// The click guard, tried in the page itself: a test's round trip to a loaded
// page takes longer than the guard lasts. Right after the actions change (on
// a turn of Anne's, not her own window's prompt), the first action button is
// clicked; the guard must swallow it before anything is sent.
function installGuardProbe() {
  window.__guard = { probes: 0, sent: 0 };
  let probing = false;
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function sendWatched(data) {
    if (probing && /"type":\s*"action"/.test(String(data))) window.__guard.sent += 1;
    return send.call(this, data);
  };
  new MutationObserver(() => {
    const decision = document.querySelector('#decision');
    if (window.__guard.probes >= 3 || !decision || decision.dataset.reaction === 'prompt') return;
    if (performance.now() >= Number(decision.dataset.settledAt ?? 0) - 250) return;
    const button = decision.querySelector('button[data-action]:not([disabled])');
    if (!button) return;
    probing = true;
    try {
      button.click();
    } finally {
      probing = false;
    }
    window.__guard.probes += 1;
  }).observe(document.body, { childList: true, subtree: true });
}

// The cards that answer the windows that open on every turn (a roll,
// another's combat roll, another's tile), by the key the table shows them by.
const ANSWERS = ['what', 'swingAndMiss', 'allAboutMe'];
const holdsAnAnswer = (page) => page.$$eval('.mev-hand [data-card]', (cards, answers) => cards.some((card) => answers.includes(card.dataset.card)), ANSWERS).catch(() => false);
const actionFrames = (viewer) => viewer.sent.filter((frame) => frame.message?.type === 'action');
// The decision's data, with the line under its heading read in the same moment.
const decisionData = (page) => page.evaluate(() => {
  const decision = document.querySelector('#decision');
  return { ...(decision?.dataset ?? {}), line: decision?.querySelector('#reaction')?.textContent ?? '', now: performance.now() };
});
const waitSettled = (page) => page.waitForFunction(() => performance.now() >= Number(document.querySelector('#decision')?.dataset.settledAt ?? 0), null, { timeout: 3000 }).catch(() => {});

test('reaction windows last their deadline whatever Ben holds; Ben is asked only when he can answer', { timeout: PLAY_MS + EXTRA_MS + 120000 }, async () => {
  const ann = await openPlayer(suite.browser, suite.server.url, { label: 'Anne', viewport: DESKTOP });
  const code = await createRoom(ann.page, { name: 'Anne', game: 'midevil', options: { reactionSeconds: REACTION_SECONDS } });
  const ben = await openPlayer(suite.browser, suite.server.url, { label: 'Ben', viewport: PHONE });
  await joinRoom(ben.page, { name: 'Ben', code });
  await ann.page.locator('#start-game').click();
  for (const viewer of [ann, ben]) await viewer.page.locator('#table.mev #map').waitFor();

  // Ben's choice, at the table; it is remembered across a reload.
  const toggle = ben.page.locator('#mev-auto-pass');
  assert.equal(await toggle.isChecked(), false, 'the automatic pass is on before anyone chose it');
  await toggle.check();
  await ben.page.reload();
  await ben.page.locator('#table.mev #map').waitFor();
  assert.equal(await ben.page.locator('#mev-auto-pass').isChecked(), true, 'the choice is not remembered');
  for (const viewer of [ann, ben]) await viewer.page.evaluate(installRecorder);
  await ann.page.evaluate(installGuardProbe);

  const shots = new Set();
  let benAsked = 0;
  let benDeclined = 0;
  // Ben's moves made while his hand held no answer (printed: a deal that kept
  // them from him shows here).
  let benCycled = 0;
  const declinedKeys = new Set();
  const stats = { rotations: 0, keyboard: 1, phoneReactions: 0 };
  const benStats = { rotations: 0, keyboard: 1, cards: '' };
  const until = Date.now() + PLAY_MS;
  const enough = async () => {
    const docs = await rebuildDocuments(ben);
    const held = windowsBenWasIn(docs);
    const values = [...held.values()];
    return values.filter(Boolean).length >= 2 && values.filter((v) => !v).length >= 6;
  };
  const heldACard = async () => [...windowsBenWasIn(await rebuildDocuments(ben)).values()].some(Boolean);
  let playUntil = until;
  let rounds = 0;
  for (;;) {
    if (Date.now() >= playUntil) {
      if (playUntil !== until || (await heldACard())) break;
      playUntil = until + EXTRA_MS;
    }
    if (await ann.page.locator('#game-over').isVisible()) break;
    for (const viewer of [ann, ben]) assert.deepEqual(tableFallbacks(viewer), [], `${viewer.label}: the table could not draw a view`);
    let acted = false;

    // Anne: answers her windows by hand (Pass), plays the rest as people do.
    let data;
    data = await decisionData(ann.page);
    if (data.reaction === 'prompt') {
      // Her own decision: no "Waiting for Ben" under her "Your move".
      assert.doesNotMatch(data.line, /Waiting for/, `"${data.line}" shows under Anne's own prompt`);
      await waitSettled(ann.page);
      if (!shots.has('desktop')) {
        await screenshot(ann.page, 'midevil-reaction-prompt-desktop');
        await ann.page.setViewportSize(PHONE);
        await sleep(150);
        await screenshot(ann.page, 'midevil-reaction-prompt-phone');
        await ann.page.setViewportSize(DESKTOP);
        shots.add('desktop');
      }
      const pass = ann.page.locator('#mev-react [data-action-type="pass"]');
      if (await pass.count()) {
        await pass.click({ timeout: 1500 }).catch(() => {});
        acted = true;
      }
    } else if (data.actions && !data.window) {
      await waitSettled(ann.page);
      if (await playMidEvilMove(ann.page, stats, random)) acted = true;
    }

    // Ben: asked only when he holds a card; declines by sending nothing.
    data = await decisionData(ben.page);
    if (data.reaction === 'prompt') {
      await waitSettled(ben.page);
      benAsked += 1;
      if (!shots.has('ben')) {
        await screenshot(ben.page, 'midevil-reaction-cards-phone');
        shots.add('ben');
      }
      const before = actionFrames(ben).length;
      await ben.page.locator('#mev-decline').tap({ timeout: 1500 }).catch(() => {});
      await sleep(100);
      assert.equal(actionFrames(ben).length, before, 'declining a window sent an action');
      if ((await decisionData(ben.page)).reaction === 'quiet') benDeclined += 1;
      declinedKeys.add(data.window);
      acted = true;
    } else if (data.reaction === 'quiet') {
      // Looked at in one go: the window may close any moment.
      const quiet = await ben.page.evaluate(() => {
        const decision = document.querySelector('#decision');
        return {
          quiet: decision?.dataset.reaction === 'quiet',
          flag: decision.querySelectorAll('.your-turn-flag').length,
          prompt: decision.querySelectorAll('#mev-react, [data-action]').length,
          countdown: decision.querySelectorAll('.mev-countdown').length,
          title: document.title,
          // Whether this window was a prompt before (the recorder's samples).
          asked: (window.__windows?.[decision?.dataset.window ?? '']?.modes ?? []).includes('prompt'),
        };
      });
      if (quiet.quiet) {
        assert.equal(quiet.flag, 0, 'a quiet window says "Your move"');
        assert.equal(quiet.prompt, 0, 'a quiet window shows a prompt');
        assert.equal(quiet.countdown, 1, 'a quiet window shows no countdown');
        // (A window he declined keeps the page's title until the next
        // document, whichever click declined it: the loop's, or a move made
        // on a page read just before the window opened.)
        if (!declinedKeys.has(data.window) && !quiet.asked) assert.doesNotMatch(quiet.title, /your (turn|move)/i, `a quiet window (${data.window}) calls it your turn in the title`);
      }
      if (!shots.has('quiet')) {
        await screenshot(ben.page, 'midevil-reaction-quiet-phone');
        shots.add('quiet');
      }
    } else if (data.actions && !data.window) {
      await waitSettled(ben.page);
      benStats.cards = (await holdsAnAnswer(ben.page)) ? 'keep' : 'cycle';
      if (benStats.cards === 'cycle') benCycled += 1;
      if (await playMidEvilMove(ben.page, benStats, random)) acted = true;
    }
    if (!acted) await sleep(60);
    rounds += 1;
    if (rounds % 40 === 0 && (await enough())) break;
  }

  // What Ben held in each window he was in, from his own documents.
  const benDocs = await rebuildDocuments(ben);
  const held = windowsBenWasIn(benDocs);
  const cutByACard = windowsCutByACard(benDocs);
  const seenByAnn = await ann.page.evaluate(() => window.__windows);
  const seenByBen = await ben.page.evaluate(() => window.__windows);
  const lengths = { card: [], none: [] };
  const onPage = [];
  const cut = [];
  const measured = new Map();
  for (const [key, hadCard] of held) {
    const seen = seenByAnn[key];
    // A window still open at the end, or opened before the recorder: not measured.
    if (!seen?.closed) continue;
    if (cutByACard.has(key)) {
      cut.push(key);
      continue;
    }
    const length = seen.closed - (Number(key.split('|')[0]) - REACTION_SECONDS * 1000);
    lengths[hadCard ? 'card' : 'none'].push(length);
    measured.set(key, length);
    // Only printed: how long Anne's page showed it (a busy page shows it late).
    onPage.push(seen.closed - seen.opened);
    const benModes = seenByBen[key]?.modes ?? [];
    if (!hadCard) assert.ok(!benModes.includes('prompt'), `Ben was prompted in window ${key} holding nothing to play (${benModes})`);
    else assert.ok(benModes.includes('prompt'), `Ben was not asked in window ${key} though he held a card (${benModes})`);
  }
  const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
  const guard = await ann.page.evaluate(() => window.__guard);
  const summary = `windows with a card ${JSON.stringify(lengths.card)}, without ${JSON.stringify(lengths.none)}; Ben asked ${benAsked} times, declined ${benDeclined}; guard probes ${guard.probes}; shown on Anne's page for ${JSON.stringify(onPage)}; cut short by a card played ${cut.length}; Ben's moves without an answer in hand ${benCycled}`;
  console.log(summary);
  assert.ok(lengths.none.length >= 3, `too few windows where Ben held nothing: ${summary}`);
  assert.ok(lengths.card.length >= 1, `no window where Ben held a card: ${summary}`);
  const outOfRange = [...measured].filter(([, length]) => length < REACTION_SECONDS * 1000 - EARLY_MS || length > REACTION_SECONDS * 1000 + LATE_MS);
  for (const [key] of outOfRange) console.log(`window ${key}: Anne's page ${JSON.stringify(seenByAnn[key])}, Ben's ${JSON.stringify(seenByBen[key])}\n${windowTimeline(await rebuildTimeline(ben), ben.sent, key)}`);
  for (const length of [...lengths.card, ...lengths.none]) {
    assert.ok(length >= REACTION_SECONDS * 1000 - EARLY_MS, `a window Ben was in ended ${REACTION_SECONDS * 1000 - length} ms before its deadline: ${summary}`);
    assert.ok(length <= REACTION_SECONDS * 1000 + LATE_MS, `a window Ben was in lasted ${length} ms, far past its deadline: ${summary}`);
  }
  assert.ok(Math.abs(mean(lengths.card) - mean(lengths.none)) <= GROUPS_APART_MS, `windows last longer or shorter by Ben's hand: ${summary}`);
  assert.equal(actionFrames(ben).filter((frame) => frame.message.action?.type === 'pass').length, 0, 'Ben sent a pass');
  assert.ok(guard.probes >= 1, `the click guard was never tried: ${summary}`);
  assert.equal(guard.sent, 0, `a click just after the actions changed was sent: ${summary}`);
  for (const viewer of [ann, ben]) {
    assert.deepEqual(viewer.pageErrors, [], `${viewer.label}: errors in the page`);
    const errors = viewer.received.filter((frame) => frame.message?.type === 'error' && frame.message.code !== 'stale_version');
    assert.deepEqual(errors.map((frame) => frame.text), [], `${viewer.label}: the server reported errors`);
  }
});

/**
 * The windows a card cut short: the document that ended the window logged a
 * card played, by either player. (Anne's loaded page may make a move just as a
 * window opens, and so may Ben's: a card played into one's own window where
 * nobody else may answer opens no window of its own.) Their keys.
 */
function windowsCutByACard(docs) {
  const cut = new Set();
  let open = '';
  let logged = 0;
  for (const doc of docs) {
    const w = doc.game?.window;
    const deadline = Number(doc.room?.clock?.deadline ?? 0);
    const key = w?.about && deadline ? `${deadline}|${w.about}|${w.seat ?? ''}` : '';
    const log = Array.isArray(doc.log) ? doc.log : [];
    const fresh = log.length >= logged ? log.slice(logged) : log;
    if (open && key !== open && fresh.some((entry) => entry?.event === 'play')) cut.add(open);
    open = key;
    logged = log.length;
  }
  return cut;
}

/** key -> whether Ben's actions held a card, for every window that awaited Ben (as its first document showed it). */
function windowsBenWasIn(docs) {
  const out = new Map();
  for (const doc of docs) {
    const w = doc.game?.window;
    const seat = doc.you?.seat;
    if (!w?.about || !Array.isArray(w.awaiting) || !w.awaiting.includes(seat)) continue;
    const key = `${doc.room?.clock?.deadline ?? ''}|${w.about}|${w.seat ?? ''}`;
    if (out.has(key)) continue;
    out.set(key, (doc.actions ?? []).some((action) => action.type !== 'pass'));
  }
  return out;
}

/**
 * Printed when a window's length is out of range: what Ben's documents said
 * from shortly before the window to shortly after it (the time each frame
 * reached the test, its version, the window, who was awaited, the clock, Ben's
 * actions and the newest log event), and the actions he sent.
 */
function windowTimeline(timeline, sent, key) {
  const lines = [];
  let last = '';
  const deadline = Number(key.split('|')[0]);
  for (const { doc, version, at } of timeline) {
    if (Math.abs(at - deadline) > 6000) continue;
    const w = doc.game?.window;
    const log = Array.isArray(doc.log) ? doc.log : [];
    const line = JSON.stringify({ window: w ? { about: w.about, seat: w.seat, awaiting: w.awaiting } : null, clock: doc.room?.clock ?? null, awaiting: doc.room?.awaiting, actions: (doc.actions ?? []).map((a) => a.type), log: log.at(-1)?.event ?? null });
    if (line === last) continue;
    last = line;
    lines.push(`  ${at - deadline} ms from the deadline, v${version}: ${line}`);
  }
  for (const { message, at } of sent)
    if (message?.type === 'action' && Math.abs(at - deadline) <= 6000) lines.push(`  ${at - deadline} ms from the deadline, sent: ${JSON.stringify(message)}`);
  return lines.join('\n');
}
