// Shared pieces of the browser tests: the browser, recording and validating
// every WebSocket frame a page exchanges, screenshots, and the UI steps the
// tests repeat (create a room, join one, play a move).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { after, before } from 'node:test';
import { repoRoot, startServer } from './server.mjs';

export const screenshotDir = path.join(repoRoot, 'test-artifacts', 'screenshots');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

// The suites read the client's English; the page follows the browser's
// language, so it is set rather than taken from the machine (i18n.test.mjs
// asks for Italian and Portuguese in its own contexts).
export const LOCALE = 'en-US';

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', `--lang=${LOCALE}`],
  });
}

/** The protocol's schema validator (tests/schemas/validator.mjs). */
export async function loadValidator() {
  const { makeValidator } = await import(path.join(repoRoot, 'tests', 'schemas', 'validator.mjs'));
  return makeValidator();
}

/**
 * A page in its own browser context, with every WebSocket frame it receives
 * and sends recorded (parsed) in `received` / `sent`, and page errors kept.
 */
export async function openPlayer(browser, baseUrl, { viewport = DESKTOP, label } = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: viewport.width < 600, isMobile: false, locale: LOCALE });
  const page = await context.newPage();
  const recorder = { label, page, context, received: [], sent: [], sockets: 0, pageErrors: [], consoleErrors: [] };
  page.on('websocket', (ws) => {
    recorder.sockets += 1;
    ws.on('framereceived', ({ payload }) => recorder.received.push(parseFrame(payload)));
    ws.on('framesent', ({ payload }) => recorder.sent.push(parseFrame(payload)));
  });
  page.on('pageerror', (error) => recorder.pageErrors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') recorder.consoleErrors.push(message.text());
  });
  await page.goto(baseUrl);
  return recorder;
}

/**
 * The times a game's table could not draw a view and fell back to the generic
 * table: a bug in the table, never an expected event.
 */
export function tableFallbacks(recorder) {
  return recorder.consoleErrors.filter((text) => text.includes('could not draw this view'));
}

function parseFrame(payload) {
  const text = typeof payload === 'string' ? payload : payload.toString('utf8');
  try {
    return { text, message: JSON.parse(text), at: Date.now() };
  } catch {
    return { text, message: null, at: Date.now() };
  }
}

/** Asserts every recorded frame of `recorder` against the protocol schemas. */
export function assertFramesValid(validator, recorder) {
  assert.ok(recorder.received.length > 0, `${recorder.label}: no frames received`);
  for (const frame of recorder.received) {
    const { ok, errors } = validator.validateServer(frame.text);
    assert.ok(ok, `${recorder.label}: server frame does not match the schema:\n${frame.text.slice(0, 600)}\n${errors.join('\n')}`);
  }
  for (const frame of recorder.sent) {
    const { ok, errors } = validator.validateClient(frame.text);
    assert.ok(ok, `${recorder.label}: client frame does not match the schema:\n${frame.text}\n${errors.join('\n')}`);
  }
}

export async function screenshot(page, name) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  return file;
}

/** Types a name into the lobby and remembers it. */
export async function setLobbyName(page, name) {
  await page.locator('#player-name').fill(name);
}

/**
 * Creates a room of `game` from the lobby; returns its code. `options`: the
 * game's number options by name ({maxRounds: 2}); `select`: other lobby
 * selects by element id.
 */
export async function createRoom(page, { name, seats = 2, game = 'deadmansdraw', options = {}, select = {} } = {}) {
  await page.locator(`#game-${game}`).waitFor();
  await setLobbyName(page, name);
  await page.locator(`#game-${game}`).check();
  await page.locator('#create-players').fill(String(seats));
  await page.locator('#create-players').dispatchEvent('change');
  for (const [option, value] of Object.entries(options)) {
    const field = page.locator(`#option-${game}-${option}`);
    await field.fill(String(value));
    await field.dispatchEvent('change');
  }
  for (const [id, value] of Object.entries(select)) await page.locator(`#${id}`).selectOption(value);
  await page.locator('#create-room').click();
  const code = (await page.locator('#room-code-display').textContent({ timeout: 10000 })).trim();
  assert.match(code, /^[A-Z]{4,6}$/);
  return code;
}

/** Joins a room by code from the lobby. */
export async function joinRoom(page, { name, code }) {
  await setLobbyName(page, name);
  await page.locator('#room-code').fill(code);
  await page.locator('#join-room').click();
  await page.locator('#seats').waitFor({ timeout: 10000 });
}

/** The actions currently offered on a page, as [{type, json, label}]. */
export async function offeredActions(page) {
  return page.$$eval('[data-action]:not([disabled])', (buttons) => buttons.map((button) => ({
    type: button.dataset.actionType,
    json: button.dataset.action,
    label: button.getAttribute('aria-label') ?? button.textContent,
  })));
}

/**
 * Picks one offered action the way a cautious player would: a trait or any
 * forced choice first; draw while the play area holds fewer than `greed`
 * cards, otherwise bank.
 */
export function chooseAction(actions, playAreaSize, greed = 2) {
  const byType = (type) => actions.find((action) => action.type === type);
  const draw = byType('draw');
  const bank = byType('bank');
  if (!draw && !bank) return actions[0];
  if (draw && (!bank || playAreaSize < greed)) return draw;
  return bank ?? draw;
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Clicks the button of an offered action (found again by its action JSON, as
 * the table is redrawn on every change). Returns false if it is gone or
 * disabled by then: the table changed, and the caller looks again.
 */
export async function clickAction(page, action) {
  const matching = page.locator(`[data-action=${JSON.stringify(action.json)}]:not([disabled])`);
  if ((await matching.count()) === 0) return false;
  // The same action may be drawn twice, on the table and in the list: a visible one is clicked.
  let button = matching.filter({ visible: true }).first();
  if ((await button.count()) === 0) {
    // An action of a group (protocol.md, "Choices on the table") lies folded in the list: unfold it first.
    button = matching.first();
    await page.locator('.action-group').filter({ has: button }).locator('.action-group-head').first().click({ timeout: 1500 }).catch(() => {});
  }
  try {
    await button.click({ timeout: 1500 });
    return true;
  } catch {
    return false;
  }
}

/**
 * The kinds of actions the recorders' pages sent. A test counts these, not the
 * clicks that returned: on a loaded machine a click can reach the page after
 * Playwright gave up waiting for it, and the move is made all the same.
 */
export function sentActionTypes(...recorders) {
  return new Set(recorders.flatMap((recorder) => sentActions(recorder).map((action) => action.type)));
}

/** The actions a recorder's page sent, from its `from`th frame sent on. */
export function sentActions(recorder, from = 0) {
  return recorder.sent.slice(from).flatMap(({ message }) => (message?.type === 'action' && message.action?.type ? [message.action] : []));
}

export async function isVisible(page, selector) {
  return page.locator(selector).isVisible();
}

/** Every document a recorder's page held, rebuilt from its state and patch frames (with the client's own patch code). */
export async function rebuildDocuments(recorder) {
  return (await rebuildTimeline(recorder)).map((entry) => entry.doc);
}

/** The same documents, each with its version and the time its frame reached the test. */
export async function rebuildTimeline(recorder) {
  const { applyPatch } = await import('../../clients/web/js/patch.js');
  const timeline = [];
  let doc = null;
  let version = 0;
  for (const { message, at } of recorder.received) {
    if (message?.type === 'state') {
      doc = message.state;
      version = message.version;
    } else if (message?.type === 'patch' && doc && message.version === version + 1) {
      doc = applyPatch(doc, message.patch);
      version = message.version;
    } else continue;
    timeline.push({ doc, version, at });
  }
  return timeline;
}

/**
 * Registers the set-up every browser suite shares: the schema validator, a
 * server of its own and one headless Chromium, torn down after the suite.
 * Returns the object whose fields are filled in once the suite starts.
 */
export function useBrowserSuite() {
  const suite = {};
  before(async () => {
    suite.validator = await loadValidator();
    suite.server = await startServer();
    suite.browser = await launchBrowser();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/**
 * The game-over screen explains every score: each row of the scoreboard lists
 * the parts of its score (data-points), and they add up to the score shown.
 * Returns the rows read: [{seat, score, parts: [{label, points}]}].
 */
export async function assertScoresExplained(page) {
  const rows = await page.locator('#scoreboard tbody tr').evaluateAll((trs) => trs.map((tr) => ({
    seat: Number(tr.dataset.seat),
    score: Number(tr.querySelector('td.num')?.dataset.score),
    explained: Boolean(tr.querySelector('td.breakdown')),
    parts: [...tr.querySelectorAll('td.breakdown li')].map((li) => ({ label: li.querySelector('.score-part-label')?.textContent ?? '', points: Number(li.dataset.points) })),
  })));
  assert.ok(rows.length > 0, 'no scoreboard rows');
  for (const row of rows) {
    assert.ok(row.explained, `seat ${row.seat}: its score ${row.score} is not explained`);
    assert.ok(Number.isFinite(row.score), `seat ${row.seat}: no score shown`);
    const sum = row.parts.reduce((total, part) => total + part.points, 0);
    assert.equal(sum, row.score, `seat ${row.seat}: the parts ${JSON.stringify(row.parts)} do not add up to ${row.score}`);
    for (const part of row.parts) assert.ok(part.label.trim() && !/\{/.test(part.label), `seat ${row.seat}: a part without a proper label: ${JSON.stringify(part)}`);
  }
  assert.ok(rows.some((row) => row.parts.length > 0), 'no score has any part');
  return rows;
}
