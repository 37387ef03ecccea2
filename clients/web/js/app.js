// The client's controller: the connection, which screen is shown (lobby,
// entering a room from a link, the room), and the requests sent to the
// server. The screens themselves are built by the modules it imports. A
// change of language redraws whatever screen is shown, from the same state.

import { ClockView } from './clock.js';
import { Connection } from './connection.js';
import { el, replaceContent, titleClippedNames } from './dom.js';
import { FairnessWatch } from './fairness.js';
import { humanize } from './forms.js';
import { renderGameOver } from './gameover.js';
import { list, onLanguageChange, startLanguage, t } from './i18n/index.js';
import { LanguagePicker } from './language-picker.js';
import { LobbyView, validName } from './lobby.js';
import { Motion } from './motion.js';
import { MoveMarks } from './move-marks.js';
import { ReplayViewer } from './replay.js';
import { RoomState } from './room-state.js';
import { RulesDialog } from './rules.js';
import { hasRulesPage } from './rules-pages.js';
import { Sidebar } from './sidebar.js';
import { forgetSeat, loadName, loadSeat, normalizeCode, saveName, saveSeat } from './storage.js';
import { messageHooksFor, momentFor, offeredActionsFor, renderTableFor } from './tables/index.js';
import { errorTitle, showError, showNotice } from './toast.js';
import { copyText, invitationFrom, invitationOf, renderWaitingRoom, shareLink, spectatorDelayText } from './waiting.js';

const APP_NAME = 'Tavern';
const ROOMS_REFRESH_MS = 15000;

// The texts of the first screen are in the reader's language from the start.
await startLanguage();

const main = document.getElementById('main');
const banner = document.getElementById('connection-banner');
const roomInfo = document.getElementById('room-info');
const roomGame = document.getElementById('room-game');
const roomCodeChip = document.getElementById('room-code-chip');
const delayChip = document.getElementById('delay-chip');
const rulesButton = document.getElementById('rules-button');
const leaveButton = document.getElementById('leave-button');
const languagePicker = new LanguagePicker();

const connection = new Connection(socketUrl());
const roomState = new RoomState(connection);
const fairness = new FairnessWatch();
const clock = new ClockView();
const rules = new RulesDialog({ onClose: () => setUrlRules(null) });
const lobby = new LobbyView({
  onCreate: (request) => createRoom(request),
  onJoin: (code, name) => goToRoom(code, 'join', name),
  onWatch: (code) => goToRoom(code, 'watch'),
  onRefreshRooms: () => refreshRooms(),
  onReplay: (id) => showReplay(id),
  onRules: (gameId) => openRules(gameId),
});
const replayViewer = new ReplayViewer({ onLobby: () => showLobby(), onReplay: (id) => showReplay(id), gameName: (id) => gameInfo(id).name });
const sidebar = new Sidebar({ onChat: (text) => sendChat(text) });
const moveMarks = new MoveMarks();
const motion = new Motion();
const stage = el('div', { class: 'stage', id: 'stage' });
const roomLayout = el('div', { class: 'room-layout' }, stage, sidebar.element);

// What the page is doing. `target` is the room the page should be in (from the
// URL or the lobby), kept across reconnections: {code, mode, name}, where mode
// is 'resume' (a seat token is stored), 'join', 'link' (opened from a share
// link), or 'watch'.
const app = {
  screen: 'lobby', // 'lobby' | 'entry' | 'room' | 'replaced' | 'replay'
  target: null,
  entry: null, // {code, reason: 'name'|'full'|'connecting'}
  games: [],
  roomSettings: [],
  everConnected: false,
  roomsTimer: null,
  banner: null, // what the connection banner says: {kind, seconds?, retry} or null
};

// Screen-level choices that are not part of the server's document.
const ui = {
  // Bots fill seats only when the host asks: a table shared with friends is not filled behind their back.
  fillWithBots: false,
  botLevel: 'normal', // what the waiting room's bot level choice shows
  showGameOver: true,
  busy: false,
  lastStatus: null,
  hadMove: false,
  // While a moment (a bust) is shown on the table still on screen, the next table waits.
  holdTimer: null,
  holding: false,
  // Whether the focus was on the table when a moment made its choices inert,
  // which drops the focus to the page: the next table takes it back.
  focusBeforeMoment: false,
  // Which room and game the table on screen is of: cards move only within one game.
  shownTable: null,
};

// ---------------------------------------------------------------- helpers

function socketUrl() {
  const url = new URL('ws', document.baseURI);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function setUrlRoom(code) {
  const url = new URL(window.location.href);
  if (code) url.searchParams.set('room', code);
  else url.searchParams.delete('room');
  url.searchParams.delete('replay');
  if (url.toString() !== window.location.href) window.history.replaceState(null, '', url);
}

/** A game's rules page has its own address (?rules=<gameId>), so that it can be linked to. */
function setUrlRules(gameId) {
  const url = new URL(window.location.href);
  if (gameId) url.searchParams.set('rules', gameId);
  else url.searchParams.delete('rules');
  if (url.toString() !== window.location.href) window.history.replaceState(null, '', url);
}

function openRules(gameId) {
  setUrlRules(gameId);
  rules.open(gameId, hasRulesPage(gameId) ? undefined : gameInfo(gameId).name);
}

function gameInfo(gameId) {
  return app.games.find((game) => game.id === gameId) ?? { id: gameId, name: humanize(gameId ?? 'game') };
}

function nameOfSeat(doc, seat) {
  const info = doc?.room?.seats?.[seat];
  if (info?.name) return info.name;
  if (info?.bot) return t('seat.bot', { number: seat + 1 });
  return Number.isInteger(seat) ? t('seat.numbered', { number: seat + 1 }) : t('seat.someone');
}

/** Reports an error, except a lost connection, which the banner already shows. */
function report(error) {
  if (error?.code === 'disconnected' && !connection.isOpen) return;
  showError(error);
}

// ---------------------------------------------------------------- screens

function showLobby() {
  replayViewer.close();
  endMoment();
  moveMarks.clear();
  motion.reset();
  app.screen = 'lobby';
  app.target = null;
  app.entry = null;
  roomState.clear();
  setUrlRoom(null);
  updateTopbar();
  clock.stop();
  replaceContent(main, lobby.element);
  window.scrollTo(0, 0);
  refreshRooms();
  clearInterval(app.roomsTimer);
  app.roomsTimer = setInterval(() => {
    if (app.screen === 'lobby' && document.visibilityState === 'visible') refreshRooms();
  }, ROOMS_REFRESH_MS);
}

function showEntry(code, reason, { keepPlace = false } = {}) {
  app.screen = 'entry';
  app.entry = { code, reason };
  clearInterval(app.roomsTimer);
  updateTopbar();
  const typed = keepPlace ? main.querySelector('#entry-name')?.value : undefined;
  replaceContent(main, renderEntry(code, reason));
  if (typed !== undefined && main.querySelector('#entry-name')) main.querySelector('#entry-name').value = typed;
  if (keepPlace) return;
  window.scrollTo(0, 0);
  main.querySelector('input, button.primary')?.focus();
}

/** Who invites to which game, as far as the link says (see shareLink). */
function invitationText() {
  const { game, from } = invitationOf(window.location.search, app.games);
  const gameName = game ? gameInfo(game).name : null;
  if (gameName && from) return t('entry.invitedBy', { name: from, game: gameName });
  if (gameName) return t('entry.invitedTo', { game: gameName });
  return t('entry.invited');
}

/** The card shown while entering a room from a link: connecting, asking a name, or offering to watch. */
function renderEntry(code, reason) {
  const back = el('button', { type: 'button', class: 'button ghost' }, t('entry.backToLobby'));
  back.addEventListener('click', () => showLobby());
  const watch = el('button', { type: 'button', class: reason === 'full' ? 'button primary' : 'button', id: 'entry-watch' }, t('entry.watch'));
  watch.addEventListener('click', () => goToRoom(code, 'watch'));

  let body;
  if (reason === 'connecting') {
    body = [el('p', { class: 'muted' }, t('entry.opening')), el('div', { class: 'spinner', 'aria-hidden': 'true' })];
  } else if (reason === 'full') {
    body = [el('p', {}, t('entry.full')), el('div', { class: 'entry-actions' }, watch, back)];
  } else {
    const name = el('input', { type: 'text', id: 'entry-name', maxlength: 24, value: loadName(), autocomplete: 'nickname', 'aria-describedby': 'entry-name-error' });
    const error = el('p', { class: 'field-error', id: 'entry-name-error', 'aria-live': 'polite' });
    const join = el('button', { type: 'submit', class: 'button primary', id: 'entry-join' }, t('entry.takeSeat'));
    const form = el('form', { class: 'entry-form' },
      el('div', { class: 'field' }, el('label', { for: 'entry-name' }, t('entry.yourName')), name, error),
      el('div', { class: 'entry-actions' }, join, watch, back));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (!validName(name.value)) {
        error.textContent = t('entry.nameInvalid', { max: 24 });
        name.focus();
        return;
      }
      saveName(name.value.trim());
      goToRoom(code, 'join', name.value.trim());
    });
    body = [el('p', { id: 'entry-invitation' }, invitationText()), form];
  }
  return el('section', { class: 'panel entry', 'aria-labelledby': 'entry-heading' },
    el('p', { class: 'eyebrow' }, t('entry.room')),
    el('h2', { id: 'entry-heading' }, el('span', { class: 'code-big' }, code)),
    body);
}

function showReplaced() {
  app.screen = 'replaced';
  connection.stop();
  clock.stop();
  renderReplaced();
}

function renderReplaced() {
  const retake = el('button', { type: 'button', class: 'button primary', id: 'retake-seat' }, t('replaced.playHere'));
  retake.addEventListener('click', () => {
    app.screen = 'entry';
    showEntry(app.target?.code ?? '', 'connecting');
    connection.start();
  });
  replaceContent(main, el('section', { class: 'panel entry' },
    el('h2', {}, errorTitle('replaced')),
    el('p', {}, t('replaced.explanation')),
    el('div', { class: 'entry-actions' }, retake)));
}

function showRoom() {
  if (app.screen !== 'room') {
    app.screen = 'room';
    clearInterval(app.roomsTimer);
    replaceContent(main, roomLayout);
    sidebar.reattached();
    window.scrollTo(0, 0);
  }
  renderRoom();
}

/** The replay viewer of a finished game (?replay=ID); it needs no room. */
function showReplay(id) {
  endMoment();
  app.screen = 'replay';
  app.target = null;
  app.entry = null;
  roomState.clear();
  clearInterval(app.roomsTimer);
  clock.stop();
  updateTopbar();
  const url = new URL(window.location.href);
  url.search = `?replay=${encodeURIComponent(id)}`;
  if (url.toString() !== window.location.href) window.history.replaceState(null, '', url);
  replaceContent(main, replayViewer.open(id));
  window.scrollTo(0, 0);
}

// ---------------------------------------------------------------- the room

function roomContext(doc) {
  const you = doc.you ?? { role: roomState.role, seat: roomState.seat };
  const room = doc.room;
  const awaitingNames = (room.awaiting ?? []).map((seat) => nameOfSeat(doc, seat));
  return {
    doc,
    room,
    you,
    game: doc.game,
    actions: you.role === 'player' ? doc.actions ?? [] : [],
    // The document's actions as sent; `actions` becomes what the table offers of them (renderRoom).
    documentActions: you.role === 'player' ? doc.actions ?? [] : [],
    gameName: gameInfo(room.game).name,
    isHost: you.role === 'player' && you.seat !== null && room.host === you.seat,
    busy: ui.busy || !connection.isOpen,
    ui,
    nameOf: (seat) => nameOfSeat(doc, seat),
    hooks: messageHooksFor(room.game),
    waitingText: awaitingNames.length ? t('room.waitingFor', { names: list(awaitingNames) }) : t('room.waiting'),
    sendAction: (action) => sendAction(action),
    start: (bots, botLevel) => startGame(bots, botLevel),
    fairness: fairness.result?.commitment === room.fairness?.game?.commitment ? fairness.result : null,
    toggleGameOver: (show) => {
      ui.showGameOver = show;
      renderRoom();
    },
  };
}

function renderRoom() {
  if (ui.holding && app.screen === 'room') return;
  const doc = roomState.doc;
  updateTopbar();
  if (!doc) {
    replaceContent(stage, el('section', { class: 'panel entry' }, el('p', { class: 'muted' }, t('entry.opening'))));
    return;
  }
  const ctx = roomContext(doc);
  // Once, before the table, its choices and the page's "your move" read them.
  if (doc.game) ctx.actions = offeredActionsFor(doc.room.game, ctx);
  const status = doc.room.status;
  if (status !== ui.lastStatus) {
    ui.showGameOver = true;
    ui.lastStatus = status;
  }
  const focusWasInStage =
    stage.contains(document.activeElement) || (ui.focusBeforeMoment && (document.activeElement === document.body || !document.activeElement));
  ui.focusBeforeMoment = false;
  stage.className = `stage stage-${status}`;
  if (status === 'waiting' || !doc.game) {
    replaceContent(stage, renderWaitingRoom(ctx));
    ui.shownTable = null;
    motion.reset();
  } else {
    const shown = `${doc.room.code} ${doc.room.game}`;
    motion.prepare(stage.querySelector('#table'), ui.shownTable === shown);
    ui.shownTable = shown;
    const table = renderTableFor(doc.room.game, ctx);
    const over = status === 'finished' && doc.result;
    const reopen = over && !ui.showGameOver ? showResultButton() : null;
    replaceContent(stage, over && ui.showGameOver ? [el('div', { class: 'gameover-layer' }, renderGameOver(ctx)), table] : [reopen, table]);
    moveMarks.apply(stage);
  }
  titleClippedNames(stage);
  motion.run(() => stage.querySelector('#table'));
  keepFocusInStage(focusWasInStage);
  bringDecisionIntoView(ctx);
  sidebar.update(doc, ctx);
  updateClock(ctx);
  updateTitle(ctx);
}

/**
 * Shows on the table still on screen the moment the entries a change added
 * call for (a bust), and holds the next table back until it has been seen.
 */
function startMoment(previous, doc) {
  if (app.screen !== 'room' || ui.holding || !previous?.game || !doc?.game) return;
  if (previous.room.code !== doc.room.code || previous.room.game !== doc.room.game) return;
  const before = Array.isArray(previous.log) ? previous.log.length : 0;
  const log = Array.isArray(doc.log) ? doc.log : [];
  if (log.length <= before || !stage.querySelector('#table')) return;
  const moment = momentFor(doc.room.game, log.slice(before));
  if (!moment) return;
  moment.show(stage);
  // The choices of the table on screen are over: they must not be clicked while it stays.
  ui.focusBeforeMoment = stage.contains(document.activeElement);
  stage.querySelector('#decision')?.setAttribute('inert', '');
  ui.holding = true;
  ui.holdTimer = setTimeout(() => {
    endMoment();
    if (app.screen === 'room') renderRoom();
  }, moment.ms);
}

function endMoment() {
  clearTimeout(ui.holdTimer);
  ui.holding = false;
}

/** When it becomes this player's move, scroll the choices into view (on a phone they may be below the fold). */
function bringDecisionIntoView(ctx) {
  const hasMove = ctx.actions.length > 0;
  if (hasMove && !ui.hadMove) {
    const decision = stage.querySelector('#decision');
    if (decision) showWithDecision(decision, stage.querySelector('[data-with-decision]'));
    // The table is redrawn on every change; a persistent region tells screen readers it is their move.
    document.getElementById('announcer').textContent = t('room.yourMoveAnnounced', { prompt: decision?.querySelector('h2')?.textContent ?? '' });
  }
  ui.hadMove = hasMove;
}

/**
 * Scrolls the decision into view together with what a table marked to go
 * with it (data-with-decision: one's hand, the play area), by as little as
 * it takes; when both do not fit, the decision alone (at the top on a phone).
 */
function showWithDecision(decision, companion) {
  const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  const topbar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
  const margin = 8;
  const boxes = [decision, companion].filter(Boolean).map((element) => element.getBoundingClientRect());
  const top = Math.min(...boxes.map((box) => box.top));
  const bottom = Math.max(...boxes.map((box) => box.bottom));
  if (bottom - top <= window.innerHeight - topbar - 2 * margin) {
    let delta = 0;
    if (top < topbar + margin) delta = top - topbar - margin;
    else if (bottom > window.innerHeight - margin) delta = bottom - window.innerHeight + margin;
    if (delta) window.scrollBy({ top: delta, behavior });
    return;
  }
  const phone = window.matchMedia('(max-width: 640px)').matches;
  decision.scrollIntoView({ block: phone ? 'start' : 'nearest', behavior });
}

function showResultButton() {
  const button = el('button', { type: 'button', class: 'button primary results-button', id: 'show-results', dataset: { focusKey: 'show-results' } }, t('gameover.showResults'));
  button.addEventListener('click', () => {
    ui.showGameOver = true;
    renderRoom();
  });
  return button;
}

/**
 * After a re-render removed the focused control (e.g. the choice just played),
 * focus the next choice; while there is none, park the focus on the heading
 * and move it to the choices as soon as they appear.
 */
function keepFocusInStage(focusWasInStage) {
  if (!focusWasInStage) return;
  const active = document.activeElement;
  const parked = active?.dataset?.focusParking === 'true';
  // A choice that became disabled (sent, or no longer offered) holds the focus
  // where Enter does nothing: it moves on like a lost focus.
  if (stage.contains(active) && !parked && !active.disabled) return;
  const next = stage.querySelector('button.action:not([disabled])') ?? stage.querySelector('#rematch, #start-game');
  if (next) {
    next.focus({ preventScroll: true });
    return;
  }
  if (parked && stage.contains(active)) return;
  const heading = stage.querySelector('h2');
  if (heading) {
    heading.setAttribute('tabindex', '-1');
    heading.dataset.focusParking = 'true';
    heading.focus({ preventScroll: true });
  }
}

function updateClock(ctx) {
  const roomClock = ctx.room.clock;
  if (!roomClock || ctx.room.status !== 'playing') {
    clock.stop();
    return;
  }
  const mine = ctx.you.seat !== null && (roomClock.seats ?? []).includes(ctx.you.seat);
  const names = (roomClock.seats ?? []).map((seat) => (seat === ctx.you.seat ? t('clock.you') : ctx.nameOf(seat)));
  clock.update(roomClock, mine && names.length === 1 ? t('clock.yourTime') : list(names), mine);
}

function updateTitle(ctx) {
  const yourTurn = ctx.room.status === 'playing' && ctx.actions.length > 0;
  document.body.classList.toggle('your-turn', yourTurn);
  const base = t('title.room', { game: ctx.gameName, code: ctx.room.code, app: APP_NAME });
  if (ctx.room.status === 'finished') document.title = t('title.gameOver', { title: base });
  else document.title = yourTurn ? t('title.yourTurn', { title: base }) : base;
}

function updateTopbar() {
  const doc = app.screen === 'room' ? roomState.doc : null;
  roomInfo.hidden = !doc;
  rulesButton.hidden = !doc;
  leaveButton.hidden = !(app.screen === 'room');
  if (doc) {
    roomGame.textContent = gameInfo(doc.room.game).name;
    roomCodeChip.textContent = doc.room.code;
    roomCodeChip.setAttribute('aria-label', t('topbar.roomCode', { code: doc.room.code }));
    leaveButton.textContent = doc.you?.role === 'spectator' ? t('topbar.stopWatching') : t('topbar.leave');
    // A spectator watching late is told so: what shows is not the table now
    // (once the game is over, it is).
    const delayed = doc.you?.role === 'spectator' && Number.isInteger(doc.room.delayedAt) && doc.room.status !== 'finished';
    delayChip.hidden = !delayed;
    if (delayed) {
      delayChip.textContent = t('topbar.delayed', { behind: spectatorDelayText(doc.room.settings) });
      delayChip.title = t('topbar.delayedHelp');
    }
  } else {
    delayChip.hidden = true;
    leaveButton.textContent = t('topbar.leave');
    if (app.screen !== 'replay') document.title = APP_NAME;
    document.body.classList.remove('your-turn');
  }
}

// ---------------------------------------------------------------- requests

async function loadGames() {
  try {
    const reply = await connection.request({ type: 'games' });
    app.games = reply.games ?? [];
    app.roomSettings = reply.roomSettings ?? [];
    lobby.setGames(app.games, app.roomSettings);
    if (app.screen === 'room') renderRoom();
    else if (app.screen === 'replay') replayViewer.refresh();
    else if (app.screen === 'entry' && app.entry?.reason === 'name') main.querySelector('#entry-invitation')?.replaceChildren(invitationText());
  } catch (error) {
    report(error);
  }
}

async function refreshRooms() {
  if (!connection.isOpen) return;
  try {
    const reply = await connection.request({ type: 'rooms' });
    lobby.setRooms(reply.rooms ?? []);
  } catch (error) {
    report(error);
  }
}

/** Sends create/join/spectate/resume and, on `joined`, moves into the room. */
async function enter(message) {
  const joined = await connection.request(message);
  roomState.onJoined(joined);
  const code = normalizeCode(joined.room);
  if (joined.role === 'player' && joined.token) saveSeat(code, joined.token, joined.seat);
  app.target = { code, mode: joined.role === 'player' ? 'resume' : 'watch' };
  sidebar.clearChat();
  setUrlRoom(code);
  showRoom();
  return joined;
}

async function createRoom({ name, game, seats, options, room }) {
  if (!connection.isOpen) {
    showError({ code: 'disconnected' }, t('error.disconnected.tryAgain'));
    return;
  }
  try {
    await enter({ type: 'create', game, seats, name, options, room, entropy: fairness.next() });
  } catch (error) {
    report(error);
  }
}

/** Moves towards a room: from the lobby, a share link, or an entry card. */
function goToRoom(code, mode, name) {
  app.target = { code: normalizeCode(code), mode, name };
  if (app.screen !== 'room') showEntry(app.target.code, 'connecting');
  if (connection.isOpen) enterTarget();
}

const UNAVAILABLE_RETRY_MS = 1000;

/** Enters app.target: resume with a stored token, else join or watch. Called again after every reconnection. */
async function enterTarget() {
  const target = app.target;
  if (!target) return;
  const { code } = target;
  const stored = loadSeat(code);
  if (stored && target.mode !== 'watch') {
    try {
      await enter({ type: 'resume', room: code, token: stored.token, entropy: fairness.next() });
      return;
    } catch (error) {
      if (error.code === 'disconnected' || error.code === 'timeout') return; // Tried again on reconnection.
      if (error.code === 'unavailable') {
        // In a cluster, the room's node died and another has not taken it
        // over yet (a few seconds): the seat is still ours.
        setTimeout(enterTarget, UNAVAILABLE_RETRY_MS);
        return;
      }
      if (error.code === 'redirect_failed') {
        // The servers could not agree where the room is: the seat is still ours.
        report(error);
        return;
      }
      forgetSeat(code);
      if (error.code === 'unknown_room') {
        failEntry(code, error);
        return;
      }
      if (error.code !== 'bad_token') report(error);
      if (app.screen === 'room') {
        // Our seat is gone (e.g. freed while we were away): start over from the link.
        roomState.clear();
        showNotice(t('notice.seatGivenUp'), t('notice.seatGivenUp.detail'));
      }
    }
  }
  if (target.mode === 'watch') {
    try {
      await enter({ type: 'spectate', room: code });
    } catch (error) {
      if (error.code === 'disconnected' || error.code === 'timeout') return;
      if (error.code === 'unavailable') {
        setTimeout(enterTarget, UNAVAILABLE_RETRY_MS);
        return;
      }
      failEntry(code, error);
    }
    return;
  }
  const name = target.name ?? loadName();
  if (!validName(name)) {
    showEntry(code, 'name');
    return;
  }
  try {
    await enter({ type: 'join', room: code, name: name.trim(), entropy: fairness.next() });
  } catch (error) {
    if (error.code === 'disconnected' || error.code === 'timeout') return;
    if (error.code === 'room_full' || error.code === 'already_started') {
      showEntry(code, 'full');
      return;
    }
    failEntry(code, error);
  }
}

/** A room could not be entered: say why and go back to the lobby with the code filled in. */
function failEntry(code, error) {
  showError(error);
  showLobby();
  lobby.setCode(code);
  lobby.showCodeError(() => (error.code === 'unknown_room' ? t('lobby.noSuchRoom', { code }) : errorTitle(error.code)));
}

async function sendAction(action) {
  if (ui.busy) return;
  ui.busy = true;
  renderRoom();
  try {
    await connection.request({ type: 'action', action, version: roomState.version });
  } catch (error) {
    report(error);
    // The server saw a newer table than this page shows: make sure nothing was missed.
    if (error.code === 'stale_version') roomState.requestSync();
  } finally {
    ui.busy = false;
    if (app.screen === 'room') renderRoom();
  }
}

async function startGame(bots, botLevel) {
  try {
    const message = { type: 'start', bots: Boolean(bots), entropy: fairness.next() };
    if (bots && botLevel) message.botLevel = botLevel;
    await connection.request(message);
  } catch (error) {
    if (error.code === 'seats_not_filled') {
      showError(error, t('error.seats_not_filled.hint'));
    } else {
      report(error);
    }
  }
}

async function sendChat(text) {
  try {
    await connection.request({ type: 'chat', text });
  } catch (error) {
    report(error);
    throw error;
  }
}

async function leaveRoom() {
  const doc = roomState.doc;
  const code = roomState.code ?? app.target?.code;
  const playing = doc?.room.status === 'playing' && doc?.you?.role === 'player';
  if (playing && !window.confirm(t('room.leaveConfirm'))) return;
  if (connection.isOpen && doc) {
    try {
      await connection.request({ type: 'leave' });
    } catch (error) {
      if (error.code !== 'not_in_room') report(error);
    }
  }
  // In a game the seat stays yours (resume takes it back); otherwise it is freed.
  if (code && !playing) forgetSeat(code);
  showLobby();
}

// ---------------------------------------------------------------- events

function onMessage(message) {
  switch (message.type) {
    case 'state':
      if (app.screen === 'room' || roomState.code) roomState.onState(message);
      break;
    case 'patch':
      if (roomState.code) roomState.onPatch(message);
      break;
    case 'chat':
      sidebar.addChat(message);
      break;
    case 'error':
      if (message.code === 'replaced') showReplaced();
      else showError(message);
      break;
    default:
      break; // pong, and replies already handled by their request.
  }
}

function onStatus({ state, retryInMs, code, resent }) {
  if (state === 'open' && resent) {
    // A redirect followed: the requests under way were sent again, entering the room among them.
    showBanner(null);
  } else if (state === 'open') {
    app.everConnected = true;
    showBanner(null);
    loadGames();
    if (app.screen === 'lobby') refreshRooms();
    if (app.target && app.screen !== 'replaced') enterTarget();
  } else if (state === 'connecting') {
    if (!app.everConnected) showBanner({ kind: 'connecting' });
  } else if (app.screen !== 'replaced') {
    const seconds = retryInMs ? Math.max(1, Math.round(retryInMs / 1000)) : 0;
    showBanner({ kind: code === 1001 ? 'restarting' : 'lost', seconds, retry: Boolean(retryInMs) });
  }
  if (app.screen === 'room') renderRoom();
}

/** Shows the connection banner (null hides it); it is kept so that a change of language can say it again. */
function showBanner(state) {
  app.banner = state;
  renderBanner();
}

function renderBanner() {
  const state = app.banner;
  if (!state) {
    banner.hidden = true;
    banner.replaceChildren();
    return;
  }
  let text;
  if (state.kind === 'connecting') text = t('connection.connecting');
  else {
    const why = state.kind === 'restarting' ? t('connection.restarting') : t('connection.lost');
    text = state.retry ? t('connection.reconnectingIn', { why, seconds: state.seconds }) : why;
  }
  const children = [el('span', {}, text)];
  if (state.retry) {
    const retry = el('button', { type: 'button', class: 'button small' }, t('connection.retryNow'));
    retry.addEventListener('click', () => connection.retryNow());
    children.push(retry);
  }
  banner.replaceChildren(...children);
  banner.hidden = false;
}

function wireTopbar() {
  rulesButton.addEventListener('click', () => {
    const gameId = roomState.doc?.room.game;
    if (gameId) rules.open(gameId, gameInfo(gameId).name);
  });
  leaveButton.addEventListener('click', () => {
    if (app.screen === 'room') leaveRoom();
    else showLobby();
  });
  roomCodeChip.addEventListener('click', async () => {
    const code = roomState.doc?.room.code;
    if (!code) return;
    const link = shareLink(code, invitationFrom(roomContext(roomState.doc)));
    const copied = await copyText(link);
    showNotice(copied ? t('notice.linkCopied') : t('notice.room', { code }), copied ? t('notice.linkCopied.detail') : link);
  });
  document.getElementById('clock-slot').replaceWith(clock.element);
  leaveButton.after(languagePicker.element);
  document.body.append(rules.element);
  translateChrome();
}

/** The texts of the page around the screens (index.html's), in the current language. */
function translateChrome() {
  document.querySelector('meta[name="description"]')?.setAttribute('content', t('app.description'));
  document.querySelector('.skip-link').textContent = t('app.skipLink');
  document.getElementById('brand').setAttribute('aria-label', t('app.backToLobby'));
  roomCodeChip.title = t('topbar.copyLink');
  rulesButton.textContent = t('topbar.rules');
  languagePicker.relabel();
}

/** A change of language: every text on the page is written again, and nothing the reader did is lost. */
function relabelPage() {
  translateChrome();
  // The last announcement is past news in the old language: it is not read again, and goes.
  document.getElementById('announcer').textContent = '';
  lobby.relabel();
  sidebar.relabel();
  rules.relabel();
  renderBanner();
  updateTopbar();
  switch (app.screen) {
    case 'lobby':
      if (!main.contains(lobby.element)) replaceContent(main, lobby.element);
      break;
    case 'entry':
      if (app.entry) showEntry(app.entry.code, app.entry.reason, { keepPlace: true });
      break;
    case 'room':
      renderRoom();
      break;
    case 'replaced':
      renderReplaced();
      break;
    case 'replay':
      replayViewer.relabel();
      break;
    default:
      break;
  }
}

function boot() {
  wireTopbar();
  onLanguageChange(() => relabelPage());
  connection.addEventListener('message', (event) => onMessage(event.detail));
  connection.addEventListener('status', (event) => onStatus(event.detail));
  roomState.addEventListener('change', (event) => {
    const { doc, previous } = event.detail;
    fairness.observe(doc, previous);
    if (doc?.room.status === 'finished') {
      fairness.check(doc, roomState.seat, () => {
        if (app.screen === 'room') renderRoom();
      });
    }
    moveMarks.observe(previous, doc, () => {
      if (app.screen === 'room') renderRoom();
    });
    startMoment(previous, doc);
    if (app.screen === 'room' || app.screen === 'entry') showRoom();
  });
  const code = normalizeCode(new URLSearchParams(window.location.search).get('room'));
  const replay = new URLSearchParams(window.location.search).get('replay');
  const rulesOf = new URLSearchParams(window.location.search).get('rules');
  if (rulesOf && !code && !replay) {
    showLobby();
    if (hasRulesPage(rulesOf)) rules.open(rulesOf);
    else setUrlRules(null);
  } else if (replay) {
    showReplay(replay);
  } else if (code) {
    app.target = { code, mode: loadSeat(code) ? 'resume' : 'link' };
    showEntry(code, 'connecting');
  } else {
    showLobby();
  }
  connection.start();
}

boot();
